import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';

export function CarDetailPage() {
  const { t } = useTranslation();
  return <Page title={t('page.carDetail')} />;
}
