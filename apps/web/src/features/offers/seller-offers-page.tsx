import { Page } from '../../components/ui/page.tsx';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { OffersConsole } from './offers-console.tsx';

/** /item/offers: the offers console of sellers and staff; the server answers each with what they may see. */
export function SellerOffersPage() {
  const { t } = useTranslation('item-form');
  return (
    <Page title={t('offers.title')}>
      <OffersConsole />
    </Page>
  );
}
