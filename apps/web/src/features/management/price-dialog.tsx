import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  commissionFor,
  formatNumber,
  MONEY_INPUT_DIGITS,
  PAYOUT_HINT_FROM,
  priceSchemaFor,
  sellerPayout,
  type Category,
  type CommissionTier,
  type ManagementRow,
} from '@market/domain';
import { fieldErrors, fieldMessage, type FieldErrors } from '../../lib/field-errors.ts';
import { useLookup } from '../../lib/catalog-api.ts';
import { http, HttpError } from '../../lib/http.ts';

/** Edits an item's price and discount; the commission of the tier is shown, and the server sets it. */
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
  const [price, setPrice] = useState(String(row.sellPrice));
  const [discount, setDiscount] = useState(row.discountPrice === null ? '' : String(row.discountPrice));
  const [errors, setErrors] = useState<FieldErrors>({});
  const tiers = useLookup<CommissionTier[]>('/items/commission');
  const value = Number(price) || 0;
  const commission = commissionFor(value, tiers.data ?? []);
  const save = useMutation({
    mutationFn: () =>
      http('/items/price', {
        method: 'PUT',
        body: JSON.stringify({ itemNo: row.itemNo, price, commission, discountPrice: discount }),
      }),
    onSuccess: onSaved,
  });
  const submit = () => {
    const found = fieldErrors(priceSchemaFor(row.category as Category, row.partners), {
      price,
      discountPrice: discount,
    });
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const serverFields = save.error instanceof HttpError ? (save.error.body?.fields ?? {}) : {};
  const message = (name: string) => fieldMessage(t, errors[name]) ?? serverFields[name];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="price-dialog-title">
      <DialogTitle id="price-dialog-title">{t('management.priceTitle', { itemNo: row.itemNo })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('fields.sellPrice')}
            name="price"
            required
            value={price}
            onChange={(event) => setPrice(event.target.value.replace(/\D/g, ''))}
            error={Boolean(message('price'))}
            helperText={message('price') ?? (price ? `$${formatNumber(value)}` : undefined)}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MONEY_INPUT_DIGITS, dir: 'ltr' } }}
          />
          <TextField
            label={t('fields.discountPrice')}
            name="discountPrice"
            value={discount}
            onChange={(event) => setDiscount(event.target.value.replace(/\D/g, ''))}
            error={Boolean(message('discountPrice'))}
            helperText={message('discountPrice')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MONEY_INPUT_DIGITS, dir: 'ltr' } }}
          />
          <Typography data-testid="dialog-commission">
            {t('management.commission')}: <span dir="ltr">${formatNumber(commission)}</span>
          </Typography>
          {value >= PAYOUT_HINT_FROM && (
            <Typography color="text.secondary">
              {t('payoutHint', {
                commission: `$${formatNumber(commission)}`,
                payout: `$${formatNumber(sellerPayout(value, commission))}`,
              })}
            </Typography>
          )}
          {save.error && !Object.keys(serverFields).length && <Alert severity="error">{save.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('management.savePrice')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
