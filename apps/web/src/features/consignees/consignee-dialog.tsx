import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import {
  CONSIGNEE_FIELD_TYPES,
  CONSIGNEE_FIELDS,
  consigneeInputSchema,
  editConsignee,
  EMPTY_CONSIGNEE,
  type Consignee,
  type ConsigneeField,
  type ConsigneeInput,
} from '@market/domain';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { schemaResolver } from '../../lib/form.ts';

type Values = Omit<Consignee, 'uciNo'>;

const EMPTY: Values = { flag: 0, ...EMPTY_CONSIGNEE, requirement: '' };

const withoutNo = ({ uciNo: _uciNo, ...values }: Consignee): Values => values;

/** Adds or edits one consignee; every field is required, with the name and email rules of the spec. */
export function ConsigneeDialog({
  initial,
  pending,
  error,
  onCancel,
  onSave,
}: {
  initial: Consignee | null;
  pending: boolean;
  error: string | undefined;
  onCancel(): void;
  onSave(consignee: ConsigneeInput): void;
}) {
  const { t } = useTranslation(['account', 'errors']);
  const { control, handleSubmit, getValues, setValue, formState } = useForm<Values>({
    defaultValues: initial ? withoutNo(initial) : EMPTY,
    resolver: schemaResolver<Values>(consigneeInputSchema),
  });
  const [sameAddress, setSameAddress] = useState(
    initial !== null && initial.userDocumentAddress === initial.userConsigneeAddress,
  );

  /** The same-address rule on what the buyer typed (the form already holds the new value). */
  const typed = (field: ConsigneeField, value: string) => {
    const before = { ...getValues(), [field]: field === 'userConsigneeAddress' ? value : getValues(field) };
    const next = editConsignee(before, sameAddress, field, value);
    if (next.values.userDocumentAddress !== getValues('userDocumentAddress'))
      setValue('userDocumentAddress', next.values.userDocumentAddress, { shouldValidate: formState.isSubmitted });
    setSameAddress(next.sameAddress);
  };

  const submit = handleSubmit((values) => onSave({ ...values, ...(initial ? { uciNo: initial.uciNo } : {}) }));

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="consignee-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="consignee-dialog-title">{t(initial ? 'consignee.edit' : 'consignee.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {CONSIGNEE_FIELDS.map((name) => (
              <FormTextField
                key={name}
                control={control}
                name={name}
                label={t(`fields.${name}`)}
                type={CONSIGNEE_FIELD_TYPES[name]}
                required
                onValue={(value) => typed(name, value)}
                multiline={name.endsWith('Address')}
              />
            ))}
            <FormControlLabel
              control={
                <Checkbox
                  checked={sameAddress}
                  onChange={(e) => {
                    setSameAddress(e.target.checked);
                    if (e.target.checked) setValue('userDocumentAddress', getValues('userConsigneeAddress'));
                  }}
                />
              }
              label={t('consignee.sameAddress')}
            />
            <FormTextField control={control} name="requirement" label={t('fields.requirement')} multiline minRows={2} />
            <Controller
              control={control}
              name="flag"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value === 1} onChange={(e) => field.onChange(e.target.checked ? 1 : 0)} />
                  }
                  label={t('consignee.setDefault')}
                />
              )}
            />
            {Object.keys(formState.errors).length > 0 && (
              <Alert severity="warning">{t('errors:field.checkNecessary')}</Alert>
            )}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('consignee.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('consignee.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
