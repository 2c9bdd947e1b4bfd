import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { passwordProblem } from '@market/domain';
import { fieldMessage, type FieldErrors } from '../../lib/field-errors.ts';

export interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}

/** Errors of a new password (the domain's strength rule, which knows the account's id) and its confirmation. */
export function newPasswordErrors(values: NewPasswordValues, userId: string): FieldErrors {
  const errors: FieldErrors = {};
  const weak = passwordProblem(values.password, userId);
  if (weak) errors.password = weak;
  if (values.password !== values.passwordConfirm) errors.passwordConfirm = 'field.passwordConfirm';
  return errors;
}

export function NewPasswordFields({
  values,
  onChange,
  errors,
}: {
  values: NewPasswordValues;
  onChange(values: NewPasswordValues): void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation(['account', 'errors']);
  return (
    <>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(e) => onChange({ ...values, password: e.target.value })}
        error={Boolean(errors.password)}
        helperText={fieldMessage(t, errors.password) ?? t('fields.passwordRule')}
      />
      <TextField
        label={t('fields.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        required
        value={values.passwordConfirm}
        onChange={(e) => onChange({ ...values, passwordConfirm: e.target.value })}
        error={Boolean(errors.passwordConfirm)}
        helperText={fieldMessage(t, errors.passwordConfirm)}
      />
    </>
  );
}
