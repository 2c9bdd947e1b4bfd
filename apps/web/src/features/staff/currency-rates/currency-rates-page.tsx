import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { currencyRateBodySchema, isRateFresh, type CurrencyRate } from '@market/domain';
import { formatDay } from '../../../lib/format.ts';
import { schemaResolver, showServerErrors } from '../../../lib/form.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n/translation.tsx';
import { useCurrencyRateActions, useStaffCurrencyRates } from '../shared/api.ts';
import { FormDialog, sheetFields } from '../shared/form-dialog.tsx';
import { RowActions } from '../shared/reference-cells.tsx';
import { ErrorAlert, SectionTitle } from '../shared/console-parts.tsx';

type Draft = Record<string, unknown>;
const bodyOf = (draft: Draft) => ({ ...draft, perUsd: Number(draft.perUsd) });

/**
 * Exchange rates of the indicative prices (issue 32, docs/decisions/0266): one per currency, units per US dollar with
 * the day and source; a rate older than 7 days is shown nowhere, and the list says so.
 */
export function CurrencyRatesPage() {
  const { t } = useTranslation('admin');
  const { tag } = useLanguage();
  const rates = useStaffCurrencyRates();
  const { remove } = useCurrencyRateActions();
  const [editing, setEditing] = useState<CurrencyRate | 'new' | null>(null);
  const now = new Date();
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <SectionTitle>{t('currencyRates.title')}</SectionTitle>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('currencyRates.add')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('currencyRates.intro')}
      </Typography>
      <ErrorAlert error={rates.error ?? remove.error} />
      <Table size="small" aria-label={t('currencyRates.title')}>
        <TableHead>
          <TableRow>
            {(['currency', 'perUsd', 'ratedOn', 'source'] as const).map((key) => (
              <TableCell key={key}>{t(`currencyRates.${key}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(rates.data ?? []).map((rate) => (
            <TableRow key={rate.rateNo}>
              <TableCell component="th" scope="row">
                {rate.currency}
              </TableCell>
              <TableCell>
                <bdi dir="ltr">{rate.perUsd}</bdi>
              </TableCell>
              <TableCell>
                {formatDay(rate.ratedOn, tag)}
                {!isRateFresh(rate.ratedOn, now) && ` · ${t('currencyRates.stale')}`}
              </TableCell>
              <TableCell>{rate.source}</TableCell>
              <RowActions
                labels={{
                  edit: t('currencyRates.editOf', { currency: rate.currency }),
                  remove: t('currencyRates.removeOf', { currency: rate.currency }),
                  confirm: t('currencyRates.confirmRemove', { currency: rate.currency }),
                }}
                onEdit={() => setEditing(rate)}
                onRemove={() => remove.mutate(rate.rateNo)}
              />
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && <RateDialog rate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function RateDialog({ rate, onClose }: { rate: CurrencyRate | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const { save } = useCurrencyRateActions();
  const {
    control: form,
    handleSubmit,
    setError,
  } = useForm<Draft>({
    defaultValues: rate ?? { currency: '', perUsd: '', ratedOn: new Date().toISOString().slice(0, 10), source: '' },
    resolver: schemaResolver(currencyRateBodySchema, bodyOf),
  });
  const { text } = sheetFields(form, {
    label: (key) => t(`currencyRates.${key}`),
    editing: rate !== null,
    fixed: ['currency'],
  });
  return (
    <FormDialog
      title={rate ? t('currencyRates.editOf', { currency: rate.currency }) : t('currencyRates.add')}
      pending={save.isPending}
      submitLabel={t('save')}
      onClose={onClose}
      onSubmit={handleSubmit((draft) =>
        save.mutate(
          { no: rate?.rateNo, body: currencyRateBodySchema.parse(bodyOf(draft)) },
          { onSuccess: onClose, onError: (failure) => showServerErrors(failure, setError) },
        ),
      )}
    >
      <ErrorAlert error={save.error} />
      {text('currency', { code: true })}
      {text('perUsd', { type: 'number' })}
      {text('ratedOn', { type: 'date' })}
      {text('source')}
    </FormDialog>
  );
}
