import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordField } from '@market/domain';
import { fieldErrors, fieldMessage, type FieldErrors } from '../../lib/field-errors.ts';

export interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}

const newPasswordSchema = z.object({ password: passwordField });

/** Errors of a new password and its confirmation. */
export function newPasswordErrors(values: NewPasswordValues): FieldErrors {
  const errors = fieldErrors(newPasswordSchema, values);
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
