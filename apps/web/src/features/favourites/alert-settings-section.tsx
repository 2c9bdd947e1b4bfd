import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings } from '@market/domain';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';

/**
 * My Page's alert settings (issue 32): favourites' alerts by e-mail on or off, and texts, which need the account's
 * phone verified first (a code texted to it, typed back here).
 */
export function AlertSettingsSection() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: queryKeys.alertSettings, queryFn: () => api.get('/alerts/settings') });
  const [code, setCode] = useState('');
  const store = (answer: AlertSettings) => queryClient.setQueryData(queryKeys.alertSettings, answer);
  const change = useMutation({
    mutationFn: (body: { favouriteAlerts: boolean; sms: boolean }) => api.put('/alerts/settings', { body }),
    onSuccess: store,
  });
  const sendCode = useMutation({ mutationFn: () => api.post('/alerts/phone/code') });
  const verify = useMutation({
    mutationFn: () => api.post('/alerts/phone/verify', { body: { code } }),
    onSuccess: (answer) => {
      store(answer);
      sendCode.reset();
      setCode('');
    },
  });
  const current = settings.data;
  const failure = settings.error ?? change.error ?? sendCode.error ?? verify.error;
  return (
    <Paper component="section" aria-labelledby="alert-settings" variant="outlined" sx={{ p: 3 }}>
      <Typography id="alert-settings" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('alerts.title')}
      </Typography>
      {failure && <Alert severity="error">{failure.message}</Alert>}
      {current && (
        <Stack spacing={1}>
          <FormControlLabel
            control={
              <Checkbox
                checked={current.favouriteAlerts}
                disabled={change.isPending}
                onChange={(event) => change.mutate({ favouriteAlerts: event.target.checked, sms: current.sms })}
              />
            }
            label={t('alerts.favourites')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={current.sms}
                disabled={change.isPending || !current.phoneVerified}
                onChange={(event) =>
                  change.mutate({ favouriteAlerts: current.favouriteAlerts, sms: event.target.checked })
                }
              />
            }
            label={t('alerts.texts')}
          />
          {current.phoneVerified ? (
            <Typography color="text.secondary">{t('alerts.phoneVerified')}</Typography>
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="outlined" disabled={sendCode.isPending} onClick={() => sendCode.mutate()}>
                {t('alerts.sendCode')}
              </Button>
              {sendCode.isSuccess && (
                <>
                  <TextField
                    size="small"
                    label={t('alerts.code')}
                    value={code}
                    onChange={(event) => setCode(event.target.value.trim())}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, dir: 'ltr' } }}
                  />
                  <Button
                    variant="contained"
                    disabled={code.length !== 6 || verify.isPending}
                    onClick={() => verify.mutate()}
                  >
                    {t('alerts.verify')}
                  </Button>
                  <Typography role="status" color="text.secondary">
                    {t('alerts.codeSent')}
                  </Typography>
                </>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}
