import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageCodeOf, type CurrentUser } from '@market/domain';
import { Page } from '../../components/ui/page.tsx';
import { fieldMessage, type FieldErrors } from '../../lib/field-errors.ts';
import { http } from '../../lib/http.ts';
import { CURRENT_USER_KEY, hashPassword } from '../../lib/session.ts';
import { errorText, serverFieldError } from './account-form.ts';
import { LoginRequired } from './login-required.tsx';
import { newPasswordErrors, NewPasswordFields, type NewPasswordValues } from './new-password-fields.tsx';

/** A logged-in user changes the password with the current one. */
export function PasswordChangePage() {
  const { t, i18n } = useTranslation(['account', 'errors']);
  const queryClient = useQueryClient();
  const [currentPw, setCurrentPw] = useState('');
  const [passwords, setPasswords] = useState<NewPasswordValues>({ password: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useMutation({
    mutationFn: async (user: CurrentUser) =>
      http<CurrentUser>('/user/password/reset', {
        method: 'PUT',
        body: JSON.stringify({
          userNo: user.userNo,
          language: languageCodeOf(i18n.language) ?? DEFAULT_LANGUAGE,
          currentPw: await hashPassword(currentPw),
          newPw: await hashPassword(passwords.password),
        }),
      }),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });

  return (
    <Page title={t('passwordChange.title')}>
      <LoginRequired>
        {(user) => {
          const submit = (event: FormEvent) => {
            event.preventDefault();
            const found = newPasswordErrors(passwords, user.userId);
            if (!currentPw) found.currentPw = 'field.required';
            setErrors(found);
            if (Object.keys(found).length === 0) change.mutate(user);
          };
          const currentMessage = fieldMessage(t, errors.currentPw) ?? serverFieldError(change.error, 'currentPw');
          return (
            <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
              <Stack spacing={2}>
                <TextField
                  label={t('fields.currentPassword')}
                  type="password"
                  autoComplete="current-password"
                  required
                  value={currentPw}
                  onChange={(e) => setCurrentPw(e.target.value)}
                  error={Boolean(currentMessage)}
                  helperText={currentMessage}
                />
                <NewPasswordFields values={passwords} onChange={setPasswords} errors={errors} />
                {change.isSuccess && <Alert severity="success">{t('passwordChange.changed')}</Alert>}
                {change.error && !currentMessage && <Alert severity="error">{errorText(t, change.error)}</Alert>}
                <Button type="submit" variant="contained" disabled={change.isPending}>
                  {t('passwordChange.submit')}
                </Button>
              </Stack>
            </Box>
          );
        }}
      </LoginRequired>
    </Page>
  );
}
