import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { consigneeInputSchema, type Consignee, type ConsigneeInput } from '@market/domain';
import { fieldErrors, fieldMessage, type FieldErrors } from '../../lib/field-errors.ts';

const TEXT_FIELDS = [
  ['userName', 'name'],
  ['userPhone', 'tel'],
  ['userEmail', 'email'],
  ['userConsigneeName', 'text'],
  ['userConsigneeAddress', 'text'],
  ['userDocumentAddress', 'text'],
] as const;

type Values = Omit<Consignee, 'uciNo'>;

const EMPTY: Values = {
  flag: 0,
  userName: '',
  userPhone: '',
  userEmail: '',
  userConsigneeName: '',
  userConsigneeAddress: '',
  userDocumentAddress: '',
  requirement: '',
};

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
  const [values, setValues] = useState<Values>(initial ?? EMPTY);
  const [sameAddress, setSameAddress] = useState(
    initial !== null && initial.userDocumentAddress === initial.userConsigneeAddress,
  );
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (name: keyof Values, value: string) =>
    setValues((v) => {
      const next = { ...v, [name]: value };
      if (name === 'userConsigneeAddress' && sameAddress) next.userDocumentAddress = value;
      if (name === 'userDocumentAddress' && value !== v.userConsigneeAddress) setSameAddress(false);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: ConsigneeInput = { ...values, ...(initial ? { uciNo: initial.uciNo } : {}) };
    const found = fieldErrors(consigneeInputSchema, input);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(input);
  };

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="consignee-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="consignee-dialog-title">{t(initial ? 'consignee.edit' : 'consignee.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {TEXT_FIELDS.map(([name, type]) => (
              <TextField
                key={name}
                label={t(`fields.${name}`)}
                type={type === 'name' ? 'text' : type}
                required
                value={values[name]}
                onChange={(e) => change(name, e.target.value)}
                error={Boolean(errors[name])}
                helperText={fieldMessage(t, errors[name])}
                multiline={name.endsWith('Address')}
              />
            ))}
            <FormControlLabel
              control={
                <Checkbox
                  checked={sameAddress}
                  onChange={(e) => {
                    setSameAddress(e.target.checked);
                    if (e.target.checked) setValues((v) => ({ ...v, userDocumentAddress: v.userConsigneeAddress }));
                  }}
                />
              }
              label={t('consignee.sameAddress')}
            />
            <TextField
              label={t('fields.requirement')}
              multiline
              minRows={2}
              value={values.requirement}
              onChange={(e) => change('requirement', e.target.value)}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.flag === 1}
                  onChange={(e) => setValues((v) => ({ ...v, flag: e.target.checked ? 1 : 0 }))}
                />
              }
              label={t('consignee.setDefault')}
            />
            {Object.keys(errors).length > 0 && <Alert severity="warning">{t('errors:field.checkNecessary')}</Alert>}
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
