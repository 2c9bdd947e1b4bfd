import { useTranslation } from '../../lib/i18n/translation.tsx';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { z } from 'zod';
import { FIELD_MESSAGES, passwordProblem } from '@market/domain';
import { FormTextField } from '../../components/ui/form-text-field.tsx';

export interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}

/**
 * A form's schema with a new password and its confirmation: the domain's strength rule (which knows the account's id)
 * and the confirmation matching, checked together with the form's other fields.
 */
export function withNewPassword<S extends z.ZodRawShape>(shape: S, userId: string) {
  const passwords = z.object({ password: z.string(), passwordConfirm: z.string() });
  return z
    .object({ ...shape, ...passwords.shape })
    .superRefine((values, ctx) => checkNewPassword(passwords.parse(values), userId, ctx));
}

function checkNewPassword({ password, passwordConfirm }: NewPasswordValues, userId: string, ctx: z.RefinementCtx) {
  const weak = passwordProblem(password, userId);
  if (weak) ctx.addIssue({ code: 'custom', path: ['password'], message: weak });
  if (password !== passwordConfirm)
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: FIELD_MESSAGES.passwordConfirm });
}

export function NewPasswordFields<V extends FieldValues & NewPasswordValues>({ control }: { control: Control<V> }) {
  const { t } = useTranslation(['account', 'errors']);
  return (
    <>
      <FormTextField
        control={control}
        name={'password' as Path<V>}
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        helperText={t('fields.passwordRule')}
      />
      <FormTextField
        control={control}
        name={'passwordConfirm' as Path<V>}
        label={t('fields.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
