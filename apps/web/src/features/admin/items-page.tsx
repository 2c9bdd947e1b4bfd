import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { routePath, type StaffItem } from '@market/domain';
import { useItemFlag, useQueue, useStaffItems } from './api.ts';
import { ItemsTable } from './items-table.tsx';
import { ErrorAlert, flagKeys, formatDate, SectionTitle } from './shared.tsx';

/** Find any item by CB or chassis number; change its flag with a reason; see its inquiries. */
export function ItemsPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const [selectedNo, setSelectedNo] = useState<number | undefined>();
  const items = useStaffItems(q ? { q } : {});
  const selected =
    items.data?.find((item) => item.itemNo === selectedNo) ?? (items.data?.length === 1 ? items.data[0] : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setSearch(value ? { q: value } : {});
    setSelectedNo(undefined);
  };

  return (
    <>
      <SectionTitle>{t('items.title')}</SectionTitle>
      <Stack component="form" role="search" direction="row" spacing={2} sx={{ mb: 2 }} onSubmit={submit}>
        <TextField
          name="q"
          size="small"
          label={t('items.find')}
          placeholder="CB123 / KMHxxxxxxxxxxxxxx"
          defaultValue={q}
          sx={{ minWidth: 360 }}
        />
        <Button type="submit" variant="contained">
          {t('items.search')}
        </Button>
      </Stack>
      {q && (
        <Paper sx={{ mb: 2 }}>
          <ItemsTable q={q} selected={selected?.itemNo} onSelect={(item) => setSelectedNo(item.itemNo)} />
        </Paper>
      )}
      {selected && <ItemPanel key={`${selected.itemNo}-${selected.version}`} item={selected} />}
    </>
  );
}

function ItemPanel({ item }: { item: StaffItem }) {
  const { t, i18n } = useTranslation('admin');
  const change = useItemFlag();
  const [flag, setFlag] = useState(String(item.flag));
  const [reason, setReason] = useState('');
  const inquiries = useQueue({ item: String(item.itemNo), size: 50, sort: 'ilNo', order: 'desc', page: 1 });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim() || Number(flag) === item.flag) return;
    change.mutate({ itemNo: item.itemNo, body: { flag: Number(flag), reason: reason.trim(), version: item.version } });
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Paper component="section" aria-label={t('items.changeFlag')} sx={{ p: 2, flex: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('items.changeFlagOf', { number: `CB${item.itemNo}` })}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('items.current')}: <Chip size="small" label={t(`flag.${item.flag}`)} /> ·{' '}
          {t('items.version', { version: item.version })}
        </Typography>
        <ErrorAlert error={change.error} />
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <TextField
            select
            size="small"
            label={t('items.newFlag')}
            value={flag}
            onChange={(event) => setFlag(event.target.value)}
          >
            {flagKeys.map(([value, key]) => (
              <MenuItem key={value} value={String(value)}>
                {t(key)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            size="small"
            label={t('reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={change.isPending || !reason.trim() || Number(flag) === item.flag}
          >
            {t('items.saveFlag')}
          </Button>
        </Stack>
      </Paper>
      <Paper component="section" aria-label={t('items.inquiries')} sx={{ p: 2, flex: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('items.inquiries')}
        </Typography>
        <List dense>
          {inquiries.data?.list.map((row) => (
            <ListItem key={row.ilNo} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={routePath('adminInquiry', { ilNo: row.ilNo })}>
                    IQ{row.ilNo} · {row.buyer.name}
                  </Link>
                }
                secondary={`${t(`state.${row.state}`)} · ${formatDate(row.updatedAt, i18n.language)}`}
              />
            </ListItem>
          ))}
          {inquiries.data?.list.length === 0 && <Typography variant="body2">{t('items.noInquiries')}</Typography>}
        </List>
      </Paper>
    </Stack>
  );
}
