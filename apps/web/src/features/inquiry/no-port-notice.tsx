import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { requestQuote } from './api.ts';

/**
 * A destination no port of ours serves is no dead end: the buyer is told so and may ask staff for a price, answered
 * on their custom request list and by mail (docs/decisions/0075). One request per vehicle.
 */
export function NoPortNotice({
  countryNo,
  countryName,
  itemNos,
}: {
  countryNo: number;
  countryName: string;
  itemNos: number[];
}) {
  const { t } = useTranslation('inquiry');
  const [contents, setContents] = useState('');
  const ask = useMutation({
    mutationFn: () =>
      Promise.all(itemNos.map((itemNo) => requestQuote({ itemNo, selectCountry: countryNo, contents }))),
  });
  if (ask.isSuccess) {
    return (
      <Alert severity="success" sx={{ gridColumn: '1 / -1' }}>
        {t('terms.quoteSent', { number: ask.data.map(({ ccsNo }) => `QR${ccsNo}`).join(', ') })}
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ gridColumn: '1 / -1' }} role="status">
      <Stack spacing={1}>
        <span>{t('terms.noPorts', { country: countryName })}</span>
        <TextField
          size="small"
          label={t('terms.quoteMessage')}
          value={contents}
          onChange={(event) => setContents(event.target.value)}
          multiline
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <div>
          <Button variant="contained" size="small" disabled={ask.isPending} onClick={() => ask.mutate()}>
            {t('terms.askPrice', { country: countryName })}
          </Button>
        </div>
        {ask.isError && <Alert severity="error">{t('terms.quoteFailed')}</Alert>}
      </Stack>
    </Alert>
  );
}
