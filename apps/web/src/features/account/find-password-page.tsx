import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { findPwBodySchema, ROUTES } from '@market/domain';
import { Page } from '../../components/ui/page.tsx';
import { checkFields, fieldMessage, type FieldErrors } from '../../lib/field-errors.ts';
import { http } from '../../lib/http.ts';
import { hashPassword } from '../../lib/session.ts';
import { errorText } from './account-form.ts';
import { AccountMatchFields, EMPTY_MATCH, type MatchValues } from './account-match-fields.tsx';
import { newPasswordErrors, NewPasswordFields, type NewPasswordValues } from './new-password-fields.tsx';

/** Find password: the details of the account, then the mailed code with a new password. */
export function FindPasswordPage() {
  const { t } = useTranslation(['account', 'errors']);
  const [match, setMatch] = useState<MatchValues>(EMPTY_MATCH);
  const id = match.id;
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState<NewPasswordValues>({ password: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const request = useMutation({
    mutationFn: (body: unknown) => http('/user/find-pw', { method: 'POST', body: JSON.stringify(body) }),
  });
  const change = useMutation({
    mutationFn: async () => {
      const { verificationToken } = await http<{ verificationToken: string }>('/user/verification/verify', {
        method: 'POST',
        body: JSON.stringify({ purpose: 'password', target: id.trim(), code: code.trim() }),
      });
      await http('/user/password', {
        method: 'PUT',
        body: JSON.stringify({ id: id.trim(), pw: await hashPassword(passwords.password), verificationToken }),
      });
    },
  });

  const submitDetails = (event: FormEvent) => {
    event.preventDefault();
    const { name: _name, ...body } = match;
    if (checkFields(findPwBodySchema, body, setErrors)) request.mutate(body);
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordErrors(passwords, id);
    if (!/^\d{6,8}$/.test(code.trim())) found.code = 'field.code';
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate();
  };

  if (change.isSuccess) {
    return (
      <Page title={t('findPassword.title')}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <Alert severity="success">{t('findPassword.changed')}</Alert>
          <Button component={RouterLink} to={ROUTES.login} variant="contained">
            {t('login.submit')}
          </Button>
        </Stack>
      </Page>
    );
  }

  return (
    <Page title={t('findPassword.title')}>
      {!request.isSuccess ? (
        <Box component="form" noValidate onSubmit={submitDetails} sx={{ maxWidth: 480 }}>
          <Stack spacing={2}>
            <AccountMatchFields values={match} onChange={setMatch} errors={errors} own="id">
              {request.error && <Alert severity="error">{errorText(t, request.error)}</Alert>}
              <Button type="submit" variant="contained" disabled={request.isPending}>
                {t('findPassword.sendCode')}
              </Button>
            </AccountMatchFields>
          </Stack>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={submitPassword} sx={{ maxWidth: 480 }}>
          <Stack spacing={2}>
            <Alert severity="info">{t('findPassword.sent')}</Alert>
            <TextField
              label={t('fields.code')}
              required
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 8))}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
              error={Boolean(errors.code)}
              helperText={fieldMessage(t, errors.code)}
            />
            <NewPasswordFields values={passwords} onChange={setPasswords} errors={errors} />
            {change.error && <Alert severity="error">{errorText(t, change.error)}</Alert>}
            <Button type="submit" variant="contained" disabled={change.isPending}>
              {t('findPassword.submit')}
            </Button>
          </Stack>
        </Box>
      )}
    </Page>
  );
}
