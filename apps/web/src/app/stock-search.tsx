import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
 */
export function StockSearch({ row = false, onFound }: StockSearchProps = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parseStockQuery(text)) {
      setError(t('stockSearch.invalid'));
      return;
    }
    try {
      const { itemNo } = await api.get('/items/find', { query: { q: text } });
      setError('');
      setText('');
      onFound?.();
      void navigate(routePath('carDetail', { itemNo }));
    } catch (failure) {
      setError(
        failure instanceof HttpError && failure.status < 500 ? t('stockSearch.notFound') : t('stockSearch.failed'),
      );
    }
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('stockSearch.label')}
      onSubmit={submit}
      noValidate
      sx={{ width: row ? '100%' : undefined }}
    >
      <TextField
        size="small"
        label={t('stockSearch.label')}
        placeholder={t('stockSearch.hint')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError('');
        }}
        error={error !== ''}
        helperText={error || undefined}
        autoFocus={row}
        fullWidth={row}
        slotProps={{ htmlInput: { maxLength: 40 } }}
        sx={{ bgcolor: 'background.paper', borderRadius: 1, minWidth: 220 }}
      />
    </Box>
  );
}
