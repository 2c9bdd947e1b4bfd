import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ALERT_FREQUENCIES,
  ROUTES,
  SAVED_SEARCH_NAME_MAX,
  type AlertFrequency,
  type SavedFilters,
} from '@market/domain';
import { PlainAlert } from '../../components/ui/plain-alert.tsx';
import { PlainButton } from '../../components/ui/plain-button.tsx';
import { PlainInput, PlainSelect } from '../../components/ui/plain-field.tsx';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';

export interface SaveSearchProps {
  /** The search's filters as the API takes them (catalog numbers). */
  filters: SavedFilters;
  /** False while the search is not understood: nothing can be saved then. */
  ready: boolean;
}

/**
 * "Save this search" (issue 32): the current filters under a name, with alerts of new listings once a day or at once.
 * Plain elements (no MUI on the list page, decision 0231); a visitor is asked to log in first.
 */
export function SaveSearch({ filters, ready }: SaveSearchProps) {
  const { t } = useTranslation('search');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const save = useMutation({
    mutationFn: () => api.post('/saved-searches', { body: { name, filters, frequency, sms: false } }),
    onSuccess: () => {
      setOpen(false);
      setName('');
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && name.length <= SAVED_SEARCH_NAME_MAX) save.mutate();
  };
  return (
    <div className="save-search">
      <PlainButton
        variant="outlined"
        size="small"
        disabled={!ready}
        aria-expanded={open}
        onClick={() => {
          setOpen((was) => !was);
          save.reset();
        }}
      >
        {t('savedSearch.open')}
      </PlainButton>
      {save.isSuccess && (
        <p role="status" className="plain-text save-search__done">
          {t('savedSearch.saved')}{' '}
          <RouterLink to={ROUTES.myPage} className="plain-link">
            {t('savedSearch.myPage')}
          </RouterLink>
        </p>
      )}
      {open && !user && (
        <PlainAlert severity="info" role="status" className="save-search__panel">
          {t('savedSearch.loginFirst')}{' '}
          <RouterLink to={ROUTES.login} className="plain-link">
            {t('savedSearch.login')}
          </RouterLink>
        </PlainAlert>
      )}
      {open && user && (
        <form className="save-search__panel" aria-label={t('savedSearch.form')} onSubmit={submit}>
          <PlainInput label={t('savedSearch.name')} value={name} onChange={setName} />
          <PlainSelect
            label={t('savedSearch.frequency')}
            value={frequency}
            onChange={(value) => setFrequency(value as AlertFrequency)}
            wide
          >
            {ALERT_FREQUENCIES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`savedSearch.${choice}`)}
              </option>
            ))}
          </PlainSelect>
          {save.error && <PlainAlert severity="error">{save.error.message}</PlainAlert>}
          <div className="save-search__actions">
            <PlainButton variant="contained" type="submit" disabled={!name.trim() || save.isPending}>
              {t('savedSearch.submit')}
            </PlainButton>
            <PlainButton onClick={() => setOpen(false)}>{t('savedSearch.cancel')}</PlainButton>
          </div>
        </form>
      )}
    </div>
  );
}
