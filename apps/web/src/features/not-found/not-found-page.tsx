import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@market/domain';
import { DirectionalIcon } from '../../components/ui/directional-icon.tsx';
import { Page } from '../../components/ui/page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')}>
      <Typography sx={{ mb: 2 }}>{t('notFound.body')}</Typography>
      <Button
        variant="contained"
        component={RouterLink}
        to={ROUTES.home}
        startIcon={<DirectionalIcon icon={ArrowBackIcon} />}
      >
        {t('notFound.home')}
      </Button>
    </Page>
  );
}
