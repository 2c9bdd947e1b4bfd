import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { findIdBodySchema } from '@market/domain';
import { Page } from '../../components/ui/page.tsx';
import { checkFields, type FieldErrors } from '../../lib/field-errors.ts';
import { http } from '../../lib/http.ts';
import { errorText } from './account-form.ts';
import { AccountMatchFields, EMPTY_MATCH, type MatchValues } from './account-match-fields.tsx';

export function FindIdPage() {
  const { t } = useTranslation(['account', 'errors']);
  const [match, setMatch] = useState<MatchValues>(EMPTY_MATCH);
  const [errors, setErrors] = useState<FieldErrors>({});
  const find = useMutation({
    mutationFn: (body: unknown) => http('/user/find-id', { method: 'POST', body: JSON.stringify(body) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { id: _id, ...body } = match;
    if (checkFields(findIdBodySchema, body, setErrors)) find.mutate(body);
  };

  return (
    <Page title={t('findId.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
        <Stack spacing={2}>
          <AccountMatchFields values={match} onChange={setMatch} errors={errors} own="name">
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
