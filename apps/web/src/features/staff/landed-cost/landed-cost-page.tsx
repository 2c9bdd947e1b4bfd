import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n/translation.tsx';
import { formatUsdRange, type LandedCostRate } from '@market/domain';
import { useLandedCostErrors, useLandedCostRateActions, useLandedCostRates } from '../shared/api.ts';
import { RateDialog } from './landed-cost-rate-dialog.tsx';
import { ReferenceCells, RowActions } from '../shared/reference-cells.tsx';
import { ErrorAlert, SectionTitle } from '../shared/console-parts.tsx';

const percent = (bp: number) => `${bp / 100}%`;

/** A line in a few words: "Excise 20%–35%", "IDF 3.5%", "Fees $400 – $1,000". */
function useLineText() {
  const { t } = useTranslation('admin');
  return (line: LandedCostRate['lines'][number]) => {
    const name = line.code || t(`landedCost.kind_${line.kind}`);
    if (line.basis === 'flat') {
      // A flat line's amounts are set when saved (the schema refuses one without them); an unknown one says so.
      if (line.unknown || line.amountLow === null || line.amountHigh === null)
        return `${name} ${t('landedCost.unknownRate')}`;
      return `${name} ${formatUsdRange(line.amountLow, line.amountHigh)}`;
    }
    const rates = (line.bands.length ? line.bands.map((band) => band.rateBp) : [line.rateBp]).filter(
      (rate) => rate !== null,
    );
    if (line.unknown || rates.length === 0) return `${name} ${t('landedCost.unknownRate')}`;
    const low = Math.min(...rates);
    const high = Math.max(...rates);
    return `${name} ${low === high ? percent(low) : `${percent(low)}–${percent(high)}`}`;
  };
}

/**
 * Landed cost rates by country and vehicle class (issue 18, docs/decisions/0143), with their sources and the day
 * they were checked, and how far the estimate lay from the customs assessments buyers sent (decision 0146).
 */
export function LandedCostPage() {
  const { t } = useTranslation('admin');
  const rates = useLandedCostRates();
  const { remove } = useLandedCostRateActions();
  const [editing, setEditing] = useState<LandedCostRate | 'new' | null>(null);
  const lineText = useLineText();
  const nameOf = (rate: LandedCostRate) => ({
    country: rate.countryCode,
    category: t(`importRules.category_${rate.category}`),
  });
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <SectionTitle>{t('landedCost.title')}</SectionTitle>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('landedCost.add')}
        </Button>
      </Stack>
      <ErrorAlert error={rates.error ?? remove.error} />
      <Table size="small" aria-label={t('landedCost.title')}>
        <TableHead>
          <TableRow>
            {(['country', 'category', 'lines', 'valueMarginPct', 'status', 'checkedOn', 'source'] as const).map(
              (key) => (
                <TableCell key={key}>{t(`landedCost.${key}`)}</TableCell>
              ),
            )}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(rates.data ?? []).map((rate) => (
            <TableRow key={rate.rateNo}>
              <TableCell component="th" scope="row">
                {rate.countryCode}
              </TableCell>
              <TableCell>{t(`importRules.category_${rate.category}`)}</TableCell>
              <TableCell>
                <bdi>{rate.lines.map(lineText).join(' · ')}</bdi>
              </TableCell>
              <TableCell>{rate.valueMarginPct}%</TableCell>
              <ReferenceCells status={rate.status} checkedOn={rate.checkedOn} sourceUrl={rate.sourceUrl} />
              <RowActions
                labels={{
                  edit: t('landedCost.editOf', nameOf(rate)),
                  remove: t('landedCost.removeOf', nameOf(rate)),
                  confirm: t('landedCost.confirmRemove', nameOf(rate)),
                }}
                onEdit={() => setEditing(rate)}
                onRemove={() => remove.mutate(rate.rateNo)}
              />
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <EstimateErrors />
      {editing && <RateDialog rate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** The estimate against the recorded customs assessments, per country. */
function EstimateErrors() {
  const { t } = useTranslation('admin');
  const { tag } = useLanguage();
  const errors = useLandedCostErrors();
  const pct = (value: number | null) =>
    value === null
      ? '–'
      : new Intl.NumberFormat(tag, {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        }).format(value / 100);
  return (
    <Stack spacing={1} sx={{ mt: 4 }}>
      <Typography component="h2" variant="h6" id="landed-cost-errors">
        {t('landedCost.errors.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('landedCost.errors.hint')}
      </Typography>
      <ErrorAlert error={errors.error} />
      {errors.data?.length === 0 ? (
        <Typography>{t('landedCost.errors.none')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="landed-cost-errors">
          <TableHead>
            <TableRow>
              {(['country', 'recorded', 'medianError', 'medianAbsError', 'withinRange'] as const).map((key) => (
                <TableCell key={key}>{t(`landedCost.errors.${key}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(errors.data ?? []).map((row) => (
              <TableRow key={row.countryCode}>
                <TableCell component="th" scope="row">
                  {row.countryCode}
                </TableCell>
                <TableCell>
                  {t('landedCost.errors.recordedOf', { recorded: row.recorded, estimated: row.estimated })}
                </TableCell>
                <TableCell>{pct(row.medianErrorPct)}</TableCell>
                <TableCell>{pct(row.medianAbsErrorPct)}</TableCell>
                <TableCell>{row.withinRange}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
