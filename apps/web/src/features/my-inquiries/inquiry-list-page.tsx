import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';

export function InquiryListPage() {
  const { t } = useTranslation();
  return <Page title={t('page.inquiryList')} />;
}
