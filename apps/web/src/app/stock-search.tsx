import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/i18n/translation.tsx';
import { useNavigate } from 'react-router';
import { parseStockQuery, routePath } from '@market/domain';
import { api } from '../lib/api-client.ts';
import { HttpError } from '../lib/http.ts';

interface StockSearchProps {
  /** The phone's search row under the header: the whole width, and the focus when it opens. */
  row?: boolean;
  /** Called when a listing is found, before opening it. */
  onFound?: () => void;
}

/**
 * The header's "stock or chassis number" box: a buyer given "CB123" (on WhatsApp, say) goes straight to the listing.
 * Chassis numbers are found for members who may see them; anyone else is told no vehicle matches.
 * A plain input (styled by plain-field.css) read when the form is sent, so what was typed on the server-rendered
 * page before the app took it over counts too.
 */
export function StockSearch({ row = false, onFound }: StockSearchProps = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('q') ?? '');
    if (!parseStockQuery(text)) {
      setError(t('stockSearch.invalid'));
      return;
    }
    try {
      const { itemNo } = await api.get('/items/find', { query: { q: text } });
      setError('');
      form.reset();
      onFound?.();
      void navigate(routePath('carDetail', { itemNo }));
    } catch (failure) {
      setError(
        failure instanceof HttpError && failure.status < 500 ? t('stockSearch.notFound') : t('stockSearch.failed'),
      );
    }
  };

  return (
    <form role="search" aria-label={t('stockSearch.label')} onSubmit={submit} noValidate>
      <label className={row ? 'plain-field plain-field--wide' : 'plain-field'}>
        <span className="plain-field__label">{t('stockSearch.label')}</span>
        <input
          name="q"
          type="text"
          className={`plain-field__control plain-field__input${row ? ' plain-field__control--wide' : ''}`}
          placeholder={t('stockSearch.hint')}
          maxLength={40}
          autoFocus={row}
          aria-invalid={error !== '' || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => setError('')}
        />
      </label>
      {error && (
        <p id={errorId} className="plain-field__error">
          {error}
        </p>
      )}
    </form>
  );
}
