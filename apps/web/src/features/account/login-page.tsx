import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  return <Page title={t('page.login')} />;
}
