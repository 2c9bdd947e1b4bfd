import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { DEFAULT_LANGUAGE, FIELD_MESSAGES, languageCodeOf, type CurrentUser } from '@market/domain';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { Page } from '../../components/ui/page.tsx';
import { schemaResolver, showServerErrors } from '../../lib/form.ts';
import { changePassword } from './api.ts';
import { CURRENT_USER_KEY, hashPassword } from '../../lib/session.ts';
import { errorText } from './account-form.ts';
import { LoginRequired } from './login-required.tsx';
import { NewPasswordFields, withNewPassword, type NewPasswordValues } from './new-password-fields.tsx';

interface PasswordChangeValues extends NewPasswordValues {
  currentPw: string;
}

/** A logged-in user changes the password with the current one. */
export function PasswordChangePage() {
  const { t } = useTranslation(['account', 'errors']);
  return (
    <Page title={t('passwordChange.title')}>
      <LoginRequired>{(user) => <PasswordChangeForm user={user} />}</LoginRequired>
    </Page>
  );
}

function PasswordChangeForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['account', 'errors']);
  const { tag } = useLanguage();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError, formState } = useForm<PasswordChangeValues>({
    defaultValues: { currentPw: '', password: '', passwordConfirm: '' },
    resolver: schemaResolver(withNewPassword({ currentPw: z.string().min(1, FIELD_MESSAGES.required) }, user.userId)),
  });
  const change = useMutation({
    mutationFn: async ({ currentPw, password }: PasswordChangeValues) =>
      changePassword({
        userNo: user.userNo,
        language: languageCodeOf(tag) ?? DEFAULT_LANGUAGE,
        currentPw: await hashPassword(currentPw),
        newPw: await hashPassword(password),
      }),
    onSuccess: (changed) => queryClient.setQueryData(CURRENT_USER_KEY, changed),
    onError: (failure) => showServerErrors(failure, setError),
  });
  const submit = handleSubmit((values) => change.mutate(values));

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="currentPw"
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields control={control} />
        {change.isSuccess && <Alert severity="success">{t('passwordChange.changed')}</Alert>}
        {change.error && !formState.errors.currentPw && <Alert severity="error">{errorText(t, change.error)}</Alert>}
        <Button type="submit" variant="contained" disabled={change.isPending}>
          {t('passwordChange.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
