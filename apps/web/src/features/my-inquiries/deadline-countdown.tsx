import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { timeLeft } from '@market/domain';

/** The T/T deadline as a live countdown, ticking every second; says so once it has passed. */
export function DeadlineCountdown({ deadline }: { deadline: string }) {
  const { t } = useTranslation('inquiry');
  const [now, setNow] = useState(() => new Date());
  const left = timeLeft(new Date(deadline), now);
  useEffect(() => {
    if (left.over) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [left.over]);
  return (
    <Typography
      role="timer"
      aria-label={t('payment.countdownLabel')}
      sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      color={left.over ? 'error' : left.days === 0 ? 'warning.main' : 'text.primary'}
    >
      {left.over ? t('payment.deadlinePassed') : t('payment.countdown', left)}
    </Typography>
  );
}
