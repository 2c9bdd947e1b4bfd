import { useTranslation } from '../../lib/i18n/translation.tsx';
import { ROUTES } from '@market/domain';
import { PlainLinkButton } from '../../components/ui/plain-button.tsx';
import { ArrowBackIcon } from '../../components/ui/plain-icon.tsx';
import { Page } from '../../components/ui/page.tsx';

/** Plain elements (decision 0198): the router holds it statically, so it must not bring MUI into every page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')}>
      <p className="plain-text plain-text--spaced">{t('notFound.body')}</p>
      <PlainLinkButton variant="contained" to={ROUTES.home} startIcon={<ArrowBackIcon />}>
        {t('notFound.home')}
      </PlainLinkButton>
    </Page>
  );
}
