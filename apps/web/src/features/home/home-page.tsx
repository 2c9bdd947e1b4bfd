import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('home.heading')} documentTitle={t('app.title')}>
      <Typography variant="h6" component="p" color="text.secondary">
        {t('home.lead')}
      </Typography>
    </Page>
  );
}
