import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { findIdBodySchema } from '@market/domain';
import { Page } from '../../components/ui/page.tsx';
import { schemaResolver } from '../../lib/form.ts';
import { errorText } from './account-form.ts';
import { findId } from './api.ts';
import { AccountMatchFields, EMPTY_MATCH, type MatchValues } from './account-match-fields.tsx';

export function FindIdPage() {
  const { t } = useTranslation(['account', 'errors']);
  const { control, handleSubmit } = useForm<MatchValues>({
    defaultValues: EMPTY_MATCH,
    resolver: schemaResolver(findIdBodySchema),
  });
  const find = useMutation({
    mutationFn: findId,
  });

  const submit = handleSubmit(({ id: _id, ...body }) => find.mutate(body));

  return (
    <Page title={t('findId.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
        <Stack spacing={2}>
          <AccountMatchFields control={control} own="name">
            {find.isSuccess && <Alert severity="success">{t('findId.sent')}</Alert>}
            {find.error && <Alert severity="error">{errorText(t, find.error)}</Alert>}
            <Button type="submit" variant="contained" disabled={find.isPending}>
              {t('findId.submit')}
            </Button>
          </AccountMatchFields>
        </Stack>
      </Box>
    </Page>
  );
}
