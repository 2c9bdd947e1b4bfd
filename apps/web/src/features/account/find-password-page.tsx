import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import { FIELD_MESSAGES, findPwBodySchema, ROUTES } from '@market/domain';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { Page } from '../../components/ui/page.tsx';
import { schemaResolver } from '../../lib/form.ts';
import { hashPassword } from '../../lib/session.ts';
import { errorText } from './account-form.ts';
import { findPassword, resetPassword, verifyCode } from './api.ts';
import { AccountMatchFields, EMPTY_MATCH, type MatchValues } from './account-match-fields.tsx';
import { NewPasswordFields, withNewPassword, type NewPasswordValues } from './new-password-fields.tsx';

interface CodeValues extends NewPasswordValues {
  code: string;
}

const codeField = z
  .string()
  .trim()
  .regex(/^\d{6,8}$/, FIELD_MESSAGES.code);

/** Find password: the details of the account, then the mailed code with a new password. */
export function FindPasswordPage() {
  const { t } = useTranslation(['account', 'errors']);
  const details = useForm<MatchValues>({ defaultValues: EMPTY_MATCH, resolver: schemaResolver(findPwBodySchema) });
  // The account's id, fixed once the code was sent: the new password's rule knows it.
  const [id, setId] = useState('');
  const newPassword = useForm<CodeValues>({
    defaultValues: { code: '', password: '', passwordConfirm: '' },
    resolver: schemaResolver(withNewPassword({ code: codeField }, id)),
  });

  const request = useMutation({
    mutationFn: findPassword,
  });
  const change = useMutation({
    mutationFn: async ({ code, password }: CodeValues) => {
      const { verificationToken } = await verifyCode({ purpose: 'password', target: id.trim(), code: code.trim() });
      await resetPassword({ id: id.trim(), pw: await hashPassword(password), verificationToken });
    },
  });

  const submitDetails = details.handleSubmit(({ name: _name, ...body }) => {
    setId(body.id);
    request.mutate(body);
  });

  const submitPassword = newPassword.handleSubmit((values) => change.mutate(values));

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
            <AccountMatchFields control={details.control} own="id">
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
            <FormTextField
              control={newPassword.control}
              name="code"
              label={t('fields.code')}
              required
              transform={(typed) => typed.replace(/\D/g, '').slice(0, 8)}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
            />
            <NewPasswordFields control={newPassword.control} />
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
