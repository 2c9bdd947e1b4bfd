import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLanguage, useTranslation } from '../../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import { inquiryNumber, itemFlagBodySchema, itemNumber, routePath, type StaffItem } from '@market/domain';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useItemFlag, useQueue, useStaffItems } from '../shared/api.ts';
import { ItemsTable } from './items-table.tsx';
import { schemaResolver, showServerErrors } from '../../../lib/form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ErrorAlert, flagKeys, SectionTitle, SelectFilter, TextFilter } from '../shared/console-parts.tsx';
import { useListParams } from '../shared/use-filter-params.ts';

const FILTERS = ['q', 'flag', 'seller', 'sellerNo'] as const;
const sellerName = (item: StaffItem | undefined) => item && `${item.companyName ?? item.sellerId} (${item.sellerId})`;

/**
 * Every item, newest change first, narrowed by status (flag), seller and CB or chassis number (filters in the
 * address); one is chosen to change its flag with a reason and to see its inquiries.
 */
export function ItemsPage() {
  const { t } = useTranslation('admin');
  const [params, set] = useListParams(FILTERS);
  const [selectedNo, setSelectedNo] = useState<number | undefined>();
  const items = useStaffItems(params);
  const list = items.data?.list;
  const selected = list?.find((item) => item.itemNo === selectedNo) ?? (list?.length === 1 ? list[0] : undefined);
  const filter = (changes: Record<string, string>) => {
    set(changes);
    setSelectedNo(undefined);
  };

  return (
    <>
      <SectionTitle>{t('items.title')}</SectionTitle>
      <Stack role="search" aria-label={t('items.filters')} direction="row" spacing={2} sx={{ mb: 2 }}>
        <SelectFilter
          label={t('items.status')}
          value={params.flag}
          options={flagKeys.map(([flag, key]) => [flag, t(key)] as const)}
          minWidth={280}
          onChange={(flag) => filter({ flag })}
        />
        <TextFilter label={t('items.seller')} value={params.seller} onChange={(seller) => filter({ seller })} />
        <TextFilter
          label={t('items.find')}
          placeholder="CB123 / KMHxxxxxxxxxxxxxx"
          value={params.q}
          onChange={(q) => filter({ q })}
        />
        {params.sellerNo && (
          <Chip
            sx={{ alignSelf: 'center' }}
            label={`${t('items.seller')}: ${sellerName(list?.[0]) ?? `#${params.sellerNo}`}`}
            onDelete={() => filter({ sellerNo: '' })}
          />
        )}
      </Stack>
      <Paper sx={{ mb: 2 }}>
        <ItemsTable
          params={params}
          selected={selected?.itemNo}
          onSelect={(item) => setSelectedNo(item.itemNo)}
          onPage={set}
        />
      </Paper>
      {selected && <ItemPanel key={`${selected.itemNo}-${selected.version}`} item={selected} />}
    </>
  );
}

function ItemPanel({ item }: { item: StaffItem }) {
  const { t } = useTranslation('admin');
  const { tag } = useLanguage();
  const change = useItemFlag();
  const { control, handleSubmit, setError } = useForm({
    defaultValues: { flag: String(item.flag), reason: '' },
    resolver: schemaResolver(itemFlagBodySchema, (values: { flag: string; reason: string }) => ({
      ...values,
      flag: Number(values.flag),
      version: item.version,
    })),
  });
  const unchanged = Number(useWatch({ control, name: 'flag' })) === item.flag;
  const inquiries = useQueue({ item: String(item.itemNo), size: 50, sort: 'ilNo', order: 'desc', page: 1 });

  const submit = handleSubmit(({ flag, reason }) =>
    change.mutate(
      { itemNo: item.itemNo, body: { flag: Number(flag), reason: reason.trim(), version: item.version } },
      { onError: (failure) => showServerErrors(failure, setError) },
    ),
  );

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Paper component="section" aria-label={t('items.changeFlag')} sx={{ p: 2, flex: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('items.changeFlagOf', { number: itemNumber(item.itemNo) })}
        </Typography>
        <Typography component="div" variant="body2" sx={{ mb: 2 }}>
          {t('items.current')}: <Chip size="small" label={t(`flag.${item.flag}`)} /> ·{' '}
          {t('items.version', { version: item.version })}
        </Typography>
        <ErrorAlert error={change.error} />
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <FormTextField control={control} name="flag" select size="small" label={t('items.newFlag')}>
            {flagKeys.map(([value, key]) => (
              <MenuItem key={value} value={String(value)}>
                {t(key)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="reason"
            required
            size="small"
            label={t('reason')}
            multiline
            minRows={2}
          />
          <Button type="submit" variant="contained" disabled={change.isPending || unchanged}>
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
                    {inquiryNumber(row.ilNo)} · {row.buyer.name}
                  </Link>
                }
                secondary={`${t(`state.${row.state}`)} · ${formatDateTime(row.updatedAt, tag)}`}
              />
            </ListItem>
          ))}
          {inquiries.data?.list.length === 0 && <Typography variant="body2">{t('items.noInquiries')}</Typography>}
        </List>
      </Paper>
    </Stack>
  );
}
