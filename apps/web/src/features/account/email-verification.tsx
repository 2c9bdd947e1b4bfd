import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { emailField } from '@market/domain';
import { sendVerification, verifyCode } from './api.ts';
import { errorText } from './account-form.ts';

interface EmailVerificationProps {
  email: string;
  onEmailChange(email: string): void;
  /** The email field was left (the page checks whether the address is free). */
  onEmailLeave?(): void;
  /** The address already belongs to an account: no code is sent to it. */
  emailTaken?: boolean;
  /** The token from a verified code, or '' while not verified. */
  token: string;
  onToken(token: string): void;
  emailError?: string;
  codeError?: string;
}

/** The email field with its code: send a code to the address, type it in, and get the token register spends. */
export function EmailVerification({
  email,
  onEmailChange,
  onEmailLeave,
  emailTaken = false,
  token,
  onToken,
  emailError,
  codeError,
}: EmailVerificationProps) {
  const { t } = useTranslation(['account', 'errors']);
  const [code, setCode] = useState('');
  const send = useMutation({
    mutationFn: () => sendVerification({ channel: 'email', target: email }),
  });
  const verify = useMutation({
    mutationFn: () => verifyCode({ purpose: 'register', target: email, code: code.trim() }),
    onSuccess: (result) => onToken(result.verificationToken),
  });
  const emailValid = emailField.safeParse(email).success;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('fields.email')}
          type="email"
          value={email}
          onChange={(e) => {
            onEmailChange(e.target.value);
            onToken('');
            send.reset();
          }}
          onBlur={onEmailLeave}
          autoComplete="email"
          required
          fullWidth
          error={Boolean(emailError)}
          helperText={emailError}
        />
        <Button
          variant="outlined"
          onClick={() => send.mutate()}
          disabled={!emailValid || emailTaken || send.isPending || Boolean(token)}
          sx={{ whiteSpace: 'nowrap', minHeight: 56 }}
        >
          {send.isSuccess ? t('register.resendCode') : t('register.sendCode')}
        </Button>
      </Stack>
      {send.error && <Alert severity="error">{errorText(t, send.error)}</Alert>}
      {send.isSuccess && !token && (
        <>
          <Alert severity="info">{t('register.codeSent', { email })}</Alert>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('fields.code')}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 8))}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
              fullWidth
              error={Boolean(verify.error)}
              helperText={verify.error ? errorText(t, verify.error) : undefined}
            />
            <Button
              variant="outlined"
              onClick={() => verify.mutate()}
              disabled={code.length < 6 || verify.isPending}
              sx={{ whiteSpace: 'nowrap', minHeight: 56 }}
            >
              {t('register.verify')}
            </Button>
          </Stack>
        </>
      )}
      {token && <Alert severity="success">{t('register.emailVerified')}</Alert>}
      {codeError && !token && <Alert severity="warning">{codeError}</Alert>}
    </Stack>
  );
}
