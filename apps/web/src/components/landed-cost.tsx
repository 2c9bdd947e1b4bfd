import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  formatUsd,
  languageTag,
  localizedName,
  MASKED_PRICE,
  type LandedCostAnswer,
  type LanguageCode,
} from '@market/domain';
import { api } from '../lib/api-client.ts';
import { formatDay } from '../lib/format.ts';
import { queryKeys } from '../lib/query-keys.ts';

type Line = NonNullable<LandedCostAnswer['estimate']>['lines'][number];

export interface LandedCostProps {
  itemNo: number;
  countryCode: string | null;
  /** The chosen vessel offer (0: none): its freight is part of the customs value. */
  smvpNo: number;
  countryName: string;
  language: LanguageCode;
}

/** "$1,000" or "$1,000 – $1,300"; the masked price for a visitor who may not see prices. */
const range = (low: number | null, high: number | null) =>
  low === null || high === null
    ? MASKED_PRICE
    : low === high
      ? formatUsd(low)
      : `${formatUsd(low)} – ${formatUsd(high)}`;

/**
 * The landed cost estimate (issue 18, decision 0141): beside the C&F/CIF total, what duty, taxes, levies and fees may
 * cost at home, each line with its basis and a range where the basis is uncertain; "estimate, not a quote".
 */
export function LandedCost({ itemNo, countryCode, smvpNo, countryName, language }: LandedCostProps) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: queryKeys.landedCost(itemNo, countryCode, smvpNo),
    queryFn: () => api.get('/landed-cost/estimate', { query: { itemNo, countryCode: countryCode!, smvpNo } }),
    enabled: countryCode !== null,
    staleTime: 60_000,
  });
  if (countryCode === null) return null;
  const label = t('landedCost.title', { country: countryName });
  if (query.isError) return <Alert severity="warning">{t('landedCost.failed')}</Alert>;
  if (!query.data) return <Skeleton variant="rounded" height={72} aria-label={t('landedCost.loading')} />;
  const { rate, estimate, masked, freightIncluded } = query.data;
  if (!rate || !estimate) {
    return (
      <Box component="section" aria-label={label}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Typography variant="body2">{t('landedCost.none')}</Typography>
      </Box>
    );
  }
  const tag = languageTag(language);
  const percent = (bp: number) =>
    new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
  const date = formatDay(rate.checkedOn, tag);
  const basis = (line: Line) => {
    if (line.basis === 'flat') return t('landedCost.basis.flat');
    const rates =
      line.rateLowBp === line.rateHighBp
        ? percent(line.rateLowBp ?? 0)
        : `${percent(line.rateLowBp ?? 0)} – ${percent(line.rateHighBp ?? 0)}`;
    const base = [t('landedCost.basis.customs'), ...line.plus.map((kind) => t(`landedCost.kind.${kind}`))].join(' + ');
    const factors = line.factors.map((factor) => t(`landedCost.factor.${factor}`));
    return [t('landedCost.basis.rate', { rate: rates, base }), ...factors].join(' · ');
  };
  const note = localizedName(rate, 'note', language);
  return (
    <Box component="section" aria-label={label}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700 }} role="note">
        {t('landedCost.notAQuote')}
      </Typography>
      <Table size="small" aria-label={label}>
        <TableBody>
          {estimate.lines.map((line, index) => (
            <TableRow key={index}>
              <TableCell component="th" scope="row">
                {t(`landedCost.kind.${line.kind}`)}
                {line.code && (
                  <>
                    {' '}
                    (<bdi>{line.code}</bdi>)
                  </>
                )}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {basis(line)}
                </Typography>
              </TableCell>
              <TableCell align="right">
                <bdi>{range(line.low, line.high)}</bdi>
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t('landedCost.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              <bdi>{range(estimate.totalLow, estimate.totalHigh)}</bdi>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary">
        {masked
          ? t('landedCost.masked')
          : t(freightIncluded ? 'landedCost.customsValue' : 'landedCost.customsValueNoFreight', {
              value: range(estimate.customsValueLow, estimate.customsValueHigh),
              margin: rate.valueMarginPct,
            })}
      </Typography>
      {note && <Typography variant="body2">{note}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {t('importVerdict.source')}{' '}
        <Link href={rate.sourceUrl} target="_blank" rel="noopener noreferrer">
          <bdi>{new URL(rate.sourceUrl).host}</bdi>
        </Link>
        {' · '}
        {t('importVerdict.checked', { date })}
        {rate.status === 'toVerify' && ` · ${t('importVerdict.toVerify')}`}
      </Typography>
    </Box>
  );
}
