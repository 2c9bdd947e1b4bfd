import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { loginFormSchema, ROUTES } from '@market/domain';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { Page } from '../../components/ui/page.tsx';
import { schemaResolver } from '../../lib/form.ts';
import { useLogin } from '../../lib/session.ts';
import { errorText, safeNext, withNext } from './account-form.ts';

export function LoginPage() {
  const { t } = useTranslation(['account', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const { control, handleSubmit } = useForm({
    defaultValues: { id: '', password: '' },
    resolver: schemaResolver<{ id: string; password: string }>(loginFormSchema),
  });

  const submit = handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => void navigate(safeNext(params.get('next'))) }),
  );

  return (
    <Page title={t('login.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 420 }}>
        <Stack spacing={2}>
          {login.error && <Alert severity="error">{errorText(t, login.error)}</Alert>}
          <FormTextField control={control} name="id" label={t('fields.userId')} autoComplete="username" required />
          <FormTextField
            control={control}
            name="password"
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            required
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
