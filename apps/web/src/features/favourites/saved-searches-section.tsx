import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { SavedSearch } from '@market/domain';
import { api } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';

/** My Page's saved searches (issue 32): open, switch between daily and instant alerts, turn alerts on again, delete. */
export function SavedSearchesSection() {
  const { t } = useTranslation('account');
  const { tag } = useLanguage();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: queryKeys.savedSearches, queryFn: () => api.get('/saved-searches') });
  // Texts of a saved search go out only with the account's texts on (a verified phone): the switch waits for them.
  const settings = useQuery({ queryKey: queryKeys.alertSettings, queryFn: () => api.get('/alerts/settings') });
  const texting = settings.data?.sms === true;
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches });
  const change = useMutation({
    mutationFn: (search: SavedSearch) =>
      api.put('/saved-searches/{id}', {
        path: { id: search.id },
        body: { name: search.name, filters: search.filters, frequency: search.frequency, sms: search.sms },
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete('/saved-searches/{id}', { path: { id } }),
    onSuccess: refresh,
  });
  const searches = list.data ?? [];
  const failure = list.error ?? change.error ?? remove.error;
  return (
    <Paper component="section" aria-labelledby="saved-searches" variant="outlined" sx={{ p: 3 }}>
      <Typography id="saved-searches" component="h2" variant="h5" sx={{ mb: 2 }}>
        {t('savedSearches.title')}
      </Typography>
      {list.isSuccess && searches.length === 0 && <Alert severity="info">{t('savedSearches.empty')}</Alert>}
      {failure && <Alert severity="error">{failure.message}</Alert>}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {searches.map((search) => (
          <li key={search.id} aria-label={search.name}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ flex: 1, minWidth: 200, fontWeight: 700 }}>
                <RouterLink to={search.path}>
                  <bdi>{search.name}</bdi>
                </RouterLink>
              </Typography>
              <Typography color="text.secondary">
                {search.alerts ? t(`savedSearches.${search.frequency}`) : t('savedSearches.stopped')}
                {search.lastSentAt &&
                  ` · ${t('savedSearches.lastSent', { date: formatDateTime(search.lastSentAt, tag) })}`}
              </Typography>
              <Button
                size="small"
                disabled={change.isPending}
                onClick={() =>
                  change.mutate(
                    search.alerts
                      ? { ...search, frequency: search.frequency === 'daily' ? 'instant' : 'daily' }
                      : search,
                  )
                }
              >
                {search.alerts
                  ? t(search.frequency === 'daily' ? 'savedSearches.toInstant' : 'savedSearches.toDaily')
                  : t('savedSearches.resume')}
              </Button>
              <Button
                size="small"
                aria-pressed={search.sms}
                disabled={change.isPending || !search.alerts || !texting}
                onClick={() => change.mutate({ ...search, sms: !search.sms })}
              >
                {t('savedSearches.texts')}
              </Button>
              <Button
                size="small"
                color="error"
                disabled={remove.isPending}
                onClick={() => remove.mutate(search.id)}
                aria-label={t('savedSearches.delete', { name: search.name })}
              >
                {t('savedSearches.deleteShort')}
              </Button>
            </Stack>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
