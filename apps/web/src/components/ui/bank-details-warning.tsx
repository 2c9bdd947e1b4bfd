import { useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import { routePath } from '@market/domain';
import { PlainAlert } from './plain-alert.tsx';

/**
 * "We never change bank details by e-mail; pay only to the account shown on the verification page" (issue 19), with
 * the link to that page when the invoice's code is known. On the inquiry, the payment step and the verification page.
 */
export function BankDetailsWarning({ verificationCode }: { verificationCode?: string | undefined }) {
  const { t } = useTranslation('inquiry');
  return (
    <PlainAlert severity="warning" role="note">
      {t('payment.warning')}
      {verificationCode && (
        <>
          {' '}
          <RouterLink className="plain-link" to={routePath('verifyInvoice', { code: verificationCode })}>
            {t('payment.verifyLink')}
          </RouterLink>
        </>
      )}
    </PlainAlert>
  );
}
