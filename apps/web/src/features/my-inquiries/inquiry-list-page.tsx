import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import {
  INQUIRY_STATE,
  inquiryNumber,
  routePath,
  type InquirySummary,
  type LanguageCode,
  localizedName,
} from '@market/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Page } from '../../components/ui/page.tsx';
import { useInquiryList, useStatusAction, type StatusAction } from './api.ts';
import { InquiryActions } from './inquiry-actions.tsx';
import { NoticeBar, statusErrorNotice, type Notice } from './notice-bar.tsx';
import { ShipmentPlaceChip } from './shipment-timeline.tsx';
import { formatDate } from '../../lib/format.ts';
import { inquiryAmount, itemLine, selectionAllows, type SelectionAction } from './inquiry-display.ts';

const NOTHING_SELECTED: Record<SelectionAction, string> = {
  cancel: 'list.nothingToCancel',
  remove: 'list.nothingToRemove',
  restore: 'list.nothingToRestore',
};

/** The search by inquiry or vehicle number. */
function InquirySearch({ onSearch }: { onSearch(text: string): void }) {
  const { t } = useTranslation('inquiry');
  const [draft, setDraft] = useState('');
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submitSearch} sx={{ display: 'flex', gap: 1, maxWidth: 560 }}>
      <TextField
        label={t('list.search')}
        placeholder={t('list.searchHint')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <Button type="submit" variant="contained">
        {t('list.searchButton')}
      </Button>
    </Box>
  );
}

/** How many inquiries there are, to do, in progress and complete. */
function InquiryCounts({ counts }: { counts: Record<'total' | 'toDo' | 'proceed' | 'complete', number> | undefined }) {
  const { t } = useTranslation('inquiry');
  return (
    <Box
      component="dl"
      aria-label={t('list.counts')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1, m: 0 }}
    >
      {(['total', 'toDo', 'proceed', 'complete'] as const).map((key) => (
        <Card key={key} variant="outlined" sx={{ textAlign: 'center', py: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`list.${key}`)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 700 }}>
            {counts ? counts[key] : '–'}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}

/** My inquiries: search, counts, selection (delete, cancel) and the steps each inquiry allows. */
export function InquiryListPage() {
  const { t } = useTranslation('inquiry');
  const { tag } = useLanguage();
  const language = useLanguage().code;
  const [search, setSearch] = useState('');
  const [showHidden, setShowHidden] = useState(false);
  const query = useInquiryList(search, showHidden);
  const status = useStatusAction();
  const [selected, setSelected] = useState<number[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<'cancel' | 'remove' | null>(null);
  const list = query.data?.list ?? [];
  const counts = query.data?.counts;
  const selectedInquiries = list.filter((inquiry) => selected.includes(inquiry.ilNo));

  const act = (updateList: { ilNo: number; action: StatusAction }[]) =>
    status.mutate(updateList, {
      onSuccess: () => {
        setSelected([]);
        setNotice({ severity: 'success', text: t('list.done') });
      },
      onError: (error) => setNotice(statusErrorNotice(t, error)),
    });

  const applyToSelection = (action: SelectionAction) =>
    act(selectedInquiries.map((inquiry) => ({ ilNo: inquiry.ilNo, action })));

  /** Cancel and hide ask for confirmation first; showing a hidden inquiry again does not. */
  const onSelection = (action: SelectionAction) => {
    if (selectedInquiries.length === 0) {
      setNotice({ severity: 'warning', text: t(NOTHING_SELECTED[action]) });
      return;
    }
    if (!selectionAllows(action, selectedInquiries)) {
      setNotice({ severity: 'warning', text: t(action === 'cancel' ? 'list.notCancelable' : 'list.notRemovable') });
      return;
    }
    if (action === 'restore') applyToSelection(action);
    else setConfirming(action);
  };

  const toggle = (ilNo: number, on: boolean) =>
    setSelected((current) => (on ? [...current, ilNo] : current.filter((n) => n !== ilNo)));
  const allSelected = list.length > 0 && selected.length === list.length;

  return (
    <Page title={t('list.title')}>
      <Stack spacing={3}>
        <InquirySearch
          onSearch={(text) => {
            setSelected([]);
            setSearch(text);
          }}
        />

        <InquiryCounts counts={counts} />

        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={allSelected}
                indeterminate={selected.length > 0 && !allSelected}
                onChange={(event) => setSelected(event.target.checked ? list.map((inquiry) => inquiry.ilNo) : [])}
              />
            }
            label={t('list.selectAll')}
          />
          {showHidden ? (
            <Button variant="outlined" disabled={status.isPending} onClick={() => onSelection('restore')}>
              {t('list.restore')}
            </Button>
          ) : (
            <>
              <Button
                variant="outlined"
                color="error"
                disabled={status.isPending}
                onClick={() => onSelection('remove')}
              >
                {t('list.remove')}
              </Button>
              <Button variant="outlined" disabled={status.isPending} onClick={() => onSelection('cancel')}>
                {t('list.cancel')}
              </Button>
            </>
          )}
          <FormControlLabel
            control={
              <Switch
                checked={showHidden}
                onChange={(event) => {
                  setSelected([]);
                  setShowHidden(event.target.checked);
                }}
              />
            }
            label={t('list.showHidden')}
          />
        </Stack>

        {query.isPending ? (
          <CircularProgress aria-label={t('access.loading')} />
        ) : query.isError ? (
          <Alert severity="error">{t('list.failed')}</Alert>
        ) : list.length === 0 ? (
          <Typography role="status">{t('list.empty')}</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('list.title')}>
            {list.map((inquiry) => (
              <InquiryRow
                key={inquiry.ilNo}
                inquiry={inquiry}
                checked={selected.includes(inquiry.ilNo)}
                onCheck={(on) => toggle(inquiry.ilNo, on)}
                busy={status.isPending}
                onAction={(action) => act([{ ilNo: inquiry.ilNo, action }])}
                onUploaded={() => setNotice({ severity: 'success', text: t('receipt.uploaded') })}
                language={language}
                locale={tag}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <NoticeBar notice={notice} onClose={() => setNotice(null)} />
      {confirming && (
        <ConfirmDialog
          title={t(confirming === 'cancel' ? 'list.confirmCancelTitle' : 'list.confirmRemoveTitle', {
            count: selectedInquiries.length,
          })}
          text={t(confirming === 'cancel' ? 'list.confirmCancelText' : 'list.confirmRemoveText')}
          confirmLabel={t('list.confirmYes')}
          backLabel={t('list.confirmBack')}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            applyToSelection(confirming);
          }}
        />
      )}
    </Page>
  );
}

function InquiryRow({
  inquiry,
  checked,
  onCheck,
  busy,
  onAction,
  onUploaded,
  language,
  locale,
}: {
  inquiry: InquirySummary;
  checked: boolean;
  onCheck(on: boolean): void;
  busy: boolean;
  onAction(action: StatusAction): void;
  onUploaded(): void;
  language: LanguageCode;
  locale: string;
}) {
  const { t } = useTranslation('inquiry');
  const number = inquiryNumber(inquiry.ilNo);
  return (
    <Card component="li" variant="outlined" aria-label={number}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Checkbox
            checked={checked}
            onChange={(event) => onCheck(event.target.checked)}
            slotProps={{ input: { 'aria-label': t('list.select', { number }) } }}
          />
          <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Link component={RouterLink} to={routePath('inquiryDetail', { ilNo: inquiry.ilNo })} variant="h6">
                <bdi>{number}</bdi>
              </Link>
              <Chip size="small" color="primary" variant="outlined" label={t(`state.${inquiry.state}`)} />
              {inquiry.state === INQUIRY_STATE.depositConfirmed && <ShipmentPlaceChip ilNo={inquiry.ilNo} />}
              <Typography variant="body2" color="text.secondary">
                {t('list.created')}: {formatDate(inquiry.createdAt, locale)}
              </Typography>
            </Stack>
            {inquiry.items.map((item) => (
              <Typography key={item.itemNo}>
                <bdi>{itemLine(item, language)}</bdi>
              </Typography>
            ))}
            <Typography variant="body2">
              {t('list.price')}: <bdi>{inquiryAmount(inquiry, t('price.ask'))}</bdi> ·{' '}
              {localizedName(inquiry, 'countryName', language)} / {localizedName(inquiry, 'portName', language)}
            </Typography>
            <InquiryActions inquiry={inquiry} busy={busy} onAction={onAction} onUploaded={onUploaded} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
