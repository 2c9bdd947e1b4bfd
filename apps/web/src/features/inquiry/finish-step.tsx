import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HomeIcon from '@mui/icons-material/Home';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { inquiryNumber, ROUTES, routePath } from '@market/domain';

/** Step 3: the inquiry number, the success texts, the Home and My Inquiry shortcuts and Check Inquiry. */
export function FinishStep({ ilNo, onGo }: { ilNo: number; onGo(to: string): void }) {
  const { t } = useTranslation('inquiry');
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
        {t('finish.number')}: <bdi>{inquiryNumber(ilNo)}</bdi>
      </Typography>
      <Typography variant="h6">{t('finish.success')}</Typography>
      <Typography color="text.secondary">{t('finish.sub')}</Typography>
      <Stack direction="row" spacing={2} component="nav" aria-label={t('finish.number')}>
        <Button startIcon={<HomeIcon />} onClick={() => onGo(ROUTES.home)}>
          {t('finish.home')}
        </Button>
        <Button startIcon={<ListAltIcon />} onClick={() => onGo(ROUTES.inquiryList)}>
          {t('finish.myInquiry')}
        </Button>
      </Stack>
      <Button variant="contained" size="large" onClick={() => onGo(routePath('inquiryDetail', { ilNo }))}>
        {t('finish.check')}
      </Button>
    </Stack>
  );
}
