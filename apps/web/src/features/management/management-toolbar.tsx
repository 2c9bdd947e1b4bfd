import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@market/domain';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { FLAG_KEYS } from './management-row.tsx';
import type { SellerFlag } from './api.ts';

/** The search by keyword and status, and the links to the offers and to a new listing. */
export function ManagementSearch({
  flag,
  onSearch,
  onFlag,
}: {
  flag: string;
  onSearch: (keyword: string) => void;
  onFlag: (flag: string) => void;
}) {
  const { t } = useTranslation('item-form');
  const [draft, setDraft] = useState('');
  return (
    <Stack
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        label={t('management.search')}
        placeholder={t('management.searchHint')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        size="small"
        sx={{ minWidth: 280 }}
      />
      <TextField
        select
        label={t('management.statusFilter')}
        value={flag}
        size="small"
        sx={{ minWidth: 180 }}
        onChange={(event) => onFlag(event.target.value)}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 400 } } } } } }}
      >
        <MenuItem value="">{t('management.allActive')}</MenuItem>
        {[0, 2, 3, 1].map((option) => (
          <MenuItem key={option} value={String(option)}>
            {t(`status.${FLAG_KEYS[option]}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {t('management.searchAction')}
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button component={RouterLink} to={ROUTES.sellerOffers}>
        {t('offers.title')}
      </Button>
      <Button component={RouterLink} to={ROUTES.itemUpload} variant="outlined">
        {t('management.add')}
      </Button>
    </Stack>
  );
}

/** The status changes of the selected listings. */
export function BulkActions({
  count,
  busy,
  onFlag,
  onDelete,
}: {
  count: number;
  busy: boolean;
  onFlag: (flag: SellerFlag) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('item-form');
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ mx: 1 }}>{t('management.selected', { count })}</Typography>
        {([0, 2, 3] as const).map((flag) => (
          <Button
            key={flag}
            size="small"
            variant="outlined"
            disabled={count === 0 || busy}
            onClick={() => onFlag(flag)}
          >
            {t('management.markAs', { status: t(`status.${FLAG_KEYS[flag]}`) })}
          </Button>
        ))}
        <Button size="small" color="error" variant="outlined" disabled={count === 0 || busy} onClick={onDelete}>
          {t('management.delete')}
        </Button>
      </Stack>
    </Paper>
  );
}
