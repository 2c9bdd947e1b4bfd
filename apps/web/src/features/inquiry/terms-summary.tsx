import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { formatUsd, localizedName, type LanguageCode, type PriceBreakdown } from '@market/domain';
import { NO_VESSEL, type Country, type Port, type VesselOffer } from './terms-rules.ts';

interface TermsSummaryProps {
  language: LanguageCode;
  country: Country | undefined;
  port: Port | undefined;
  vessel: VesselOffer;
  price: PriceBreakdown;
}

/** The consignee step's reminder of the terms: destination country and port, vessel type and the total price. */
export function TermsSummary({ language, country, port, vessel, price }: TermsSummaryProps) {
  const { t } = useTranslation('inquiry');
  const rows = [
    ['terms.country', country ? localizedName(country, 'countryName', language) : '-'],
    ['terms.port', port ? localizedName(port, 'portName', language) : '-'],
    ['terms.vessel', vessel.smvpNo === NO_VESSEL ? t('terms.none') : localizedName(vessel, 'vesselName', language)],
    ['price.total', price.totalPrice === null ? t('price.ask') : formatUsd(price.totalPrice)],
  ] as const;
  return (
    <Box
      component="dl"
      aria-label={t('consignee.summary')}
      sx={{
        m: 0,
        mb: 2,
        p: 2,
        bgcolor: 'action.hover',
        borderRadius: 1,
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr', md: 'repeat(4, auto 1fr)' },
        columnGap: 1,
        rowGap: 0.5,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: label === 'price.total' ? 700 : 400 }}>
            <bdi>{value}</bdi>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
