import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { itemNumber } from '@market/domain';
import { parseDollars, problemOf, useOfferFloor, useSetFloor } from '../lib/price-offers.ts';
import { useTranslation } from '../lib/i18n/translation.tsx';

/**
 * A listing's offer floor for its seller (or staff): offers below it are declined at once, and no buyer ever sees it
 * (decision 0265). On the offers page beside each offer, and in the management list's price dialog before any offer.
 */
export function OfferFloorField({ itemNo, floor }: { itemNo: number; floor: number | null }) {
  const { t } = useTranslation('item-form');
  const setFloor = useSetFloor();
  const [typed, setTyped] = useState(floor === null ? '' : String(floor));
  const label = itemNumber(itemNo);
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        size="small"
        label={t('offers.floorOf', { item: label })}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        helperText={setFloor.error ? problemOf(setFloor.error) : t('offers.floorHint')}
        error={!!setFloor.error}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
      <Button
        size="small"
        disabled={setFloor.isPending}
        aria-label={t('offers.saveFloor', { item: label })}
        onClick={() => setFloor.mutate({ itemNo, floor: typed.trim() ? parseDollars(typed) : null })}
      >
        {setFloor.isSuccess ? t('offers.saved') : t('offers.save')}
      </Button>
    </Stack>
  );
}

/** The field once the listing's floor is read. */
export function LoadedOfferFloorField({ itemNo }: { itemNo: number }) {
  const current = useOfferFloor(itemNo);
  return current.data ? <OfferFloorField itemNo={itemNo} floor={current.data.floor} /> : null;
}
