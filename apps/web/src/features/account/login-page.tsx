import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '@market/domain';
import { Page } from '../../components/ui/page.tsx';
import { useLogin } from '../../lib/session.ts';
import { errorText, safeNext, withNext } from './account-form.ts';

export function LoginPage() {
  const { t } = useTranslation(['account', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!id.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    login.mutate({ id, password }, { onSuccess: () => void navigate(safeNext(params.get('next'))) });
  };

  return (
    <Page title={t('login.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 420 }}>
        <Stack spacing={2}>
          {login.error && <Alert severity="error">{errorText(t, login.error)}</Alert>}
          <TextField
            label={t('fields.userId')}
            value={id}
            onChange={(e) => setId(e.target.value)}
            autoComplete="username"
            required
            error={missing && !id.trim()}
            helperText={missing && !id.trim() ? t('errors:field.required') : undefined}
          />
          <TextField
            label={t('fields.password')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            required
            error={missing && !password}
            helperText={missing && !password ? t('errors:field.required') : undefined}
          />
          <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
            {t('login.submit')}
          </Button>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={withNext(ROUTES.register, params.get('next'))}>
              {t('login.register')}
            </Link>
            <Link component={RouterLink} to={ROUTES.findId}>
              {t('login.findId')}
            </Link>
            <Link component={RouterLink} to={ROUTES.findPassword}>
              {t('login.findPassword')}
            </Link>
          </Stack>
        </Stack>
      </Box>
    </Page>
  );
}
