import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import {
  commissionFor,
  formatUsd,
  MONEY_INPUT_DIGITS,
  PAYOUT_HINT_FROM,
  priceSchemaFor,
  sellerPayout,
  type Category,
  type CommissionTier,
  type ManagementRow,
} from '@market/domain';
import { LoadedOfferFloorField } from '../../components/offer-floor-field.tsx';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { useLookup } from '../../lib/catalog-api.ts';
import { schemaResolver, showServerErrors } from '../../lib/form.ts';
import { HttpError } from '../../lib/http.ts';
import { savePrice } from './api.ts';

interface PriceValues {
  price: string;
  discountPrice: string;
}

const digitsOnly = (typed: string) => typed.replace(/\D/g, '');

/**
 * Edits an item's price and discount; the commission of the tier is shown, and the server sets it. The offer floor
 * beside them is saved on its own (issue 32: a seller sets it before any offer arrives).
 */
export function PriceDialog({
  row,
  onClose,
  onSaved,
}: {
  row: ManagementRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['item-form', 'errors']);
  const { control, handleSubmit, setError } = useForm<PriceValues>({
    defaultValues: {
      price: String(row.sellPrice),
      discountPrice: row.discountPrice === null ? '' : String(row.discountPrice),
    },
    resolver: schemaResolver<PriceValues>(priceSchemaFor(row.category as Category, row.partners)),
  });
  const price = useWatch({ control, name: 'price' });
  const tiers = useLookup<CommissionTier[]>('/items/commission');
  const value = Number(price) || 0;
  const commission = commissionFor(value, tiers.data ?? []);
  const save = useMutation({
    mutationFn: (values: PriceValues) => savePrice({ itemNo: row.itemNo, commission, ...values }),
    onSuccess: onSaved,
    onError: (failure) => showServerErrors(failure, setError),
  });
  const submit = handleSubmit((values) => save.mutate(values));
  const fieldsFailed = save.error instanceof HttpError && Object.keys(save.error.body?.fields ?? {}).length > 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="price-dialog-title">
      <DialogTitle id="price-dialog-title">{t('management.priceTitle', { itemNo: row.itemNo })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField
            control={control}
            name="price"
            label={t('fields.sellPrice')}
            required
            transform={digitsOnly}
            helperText={price ? formatUsd(value) : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MONEY_INPUT_DIGITS, dir: 'ltr' } }}
          />
          <FormTextField
            control={control}
            name="discountPrice"
            label={t('fields.discountPrice')}
            transform={digitsOnly}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MONEY_INPUT_DIGITS, dir: 'ltr' } }}
          />
          <Typography data-testid="dialog-commission">
            {t('management.commission')}: <span dir="ltr">{formatUsd(commission)}</span>
          </Typography>
          {value >= PAYOUT_HINT_FROM && (
            <Typography color="text.secondary">
              {t('payoutHint', {
                commission: formatUsd(commission),
                payout: formatUsd(sellerPayout(value, commission)),
              })}
            </Typography>
          )}
          {save.error && !fieldsFailed && <Alert severity="error">{save.error.message}</Alert>}
          <LoadedOfferFloorField itemNo={row.itemNo} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
          {t('management.savePrice')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
