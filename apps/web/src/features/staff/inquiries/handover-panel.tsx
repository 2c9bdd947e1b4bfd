import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  ARRIVAL_OUTCOMES,
  ARRIVAL_SLOTS,
  HANDOVER_PICTURE_TYPES,
  HANDOVER_VIDEO_TYPES,
  isVideoSlot,
  LOADING_SLOTS,
  missingLoadingSlots,
  type ArrivalOutcome,
} from '@market/domain';
import { SealedSetTable } from '../../../components/handover/sealed-set-table.tsx';
import { SlotUploadButton } from '../../../components/handover/slot-upload-button.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import {
  staffArrivalFileUrl,
  staffLoadingFileUrl,
  useArrivalOutcome,
  useLoadingSetChange,
  useStaffArrival,
  useStaffLoadingSet,
} from '../shared/api.ts';
import { ErrorAlert } from '../shared/console-parts.tsx';

/** The loading set of a paid inquiry: one upload per slot while booked, then the seal (docs/decisions/0255). */
export function LoadingSetPanel({ ilNo }: { ilNo: number }) {
  const { t } = useTranslation(['admin', 'common']);
  const query = useStaffLoadingSet(ilNo);
  const change = useLoadingSetChange(ilNo);
  if (!query.data) return <ErrorAlert error={query.error} />;
  const { sealedAt, files } = query.data;
  const title = t('handover.loadingTitle');
  const missing = missingLoadingSlots(files.map((file) => file.slot));
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, mt: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <ErrorAlert error={change.error} />
      {sealedAt ? (
        <SealedSetTable set={{ sealedAt, files }} fileUrl={staffLoadingFileUrl(ilNo)} />
      ) : (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t('handover.openWhen')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {LOADING_SLOTS.map((slot) => {
              const label = t('handover.upload', { slot: t(`common:handover.slots.${slot}`) });
              return (
                <SlotUploadButton
                  key={slot}
                  label={label}
                  done={files.some((file) => file.slot === slot)}
                  accept={isVideoSlot(slot) ? HANDOVER_VIDEO_TYPES : HANDOVER_PICTURE_TYPES}
                  disabled={change.isPending}
                  onFile={(file) => change.mutate({ slot, file })}
                />
              );
            })}
          </Stack>
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
            <Button
              variant="contained"
              disabled={missing.length > 0 || change.isPending}
              onClick={() => change.mutate({ seal: true })}
            >
              {t('handover.seal')}
            </Button>
            {missing.length > 0 && (
              <Typography variant="body2">{t('handover.missing', { count: missing.length })}</Typography>
            )}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

/** Loading and arrival side by side, the buyer's report and the outcome staff record once (decision 0257). */
export function ArrivalMatchPanel({ ilNo }: { ilNo: number }) {
  const { t } = useTranslation(['admin', 'common']);
  const arrival = useStaffArrival(ilNo).data;
  const loading = useStaffLoadingSet(ilNo).data;
  const record = useArrivalOutcome(ilNo);
  const [outcome, setOutcome] = useState<ArrivalOutcome | ''>('');
  const [note, setNote] = useState('');
  if (!arrival?.windowEndsAt) return null;
  const title = t('handover.arrivalTitle');
  const report = arrival.report;
  const picture = (url: string, alt: string) => (
    <img src={url} alt={alt} loading="lazy" style={{ width: '100%', maxWidth: 240, height: 'auto' }} />
  );
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, mt: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {!report ? (
        <Typography variant="body2">{t('handover.noReport')}</Typography>
      ) : (
        <Stack spacing={1}>
          <Typography>
            {t('handover.report', {
              date: report.reportedAt.slice(0, 10),
              categories: report.categories.map((category) => t(`common:handover.categories.${category}`)).join(', '),
            })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>
            <bdi>{report.text}</bdi>
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {ARRIVAL_SLOTS.filter((slot) => arrival.files.some((file) => file.slot === slot)).map((slot) => {
              const name = t(`common:handover.slots.${slot}`);
              const loaded = loading?.files.some((file) => file.slot === slot);
              return (
                <Stack component="li" key={slot} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                  <Typography sx={{ minWidth: 120 }}>{name}</Typography>
                  {loaded && picture(staffLoadingFileUrl(ilNo)(slot), `${name} · ${t('handover.atLoading')}`)}
                  {picture(staffArrivalFileUrl(ilNo, slot), `${name} · ${t('handover.atArrival')}`)}
                </Stack>
              );
            })}
          </Stack>
          {report.outcome ? (
            <Alert severity="info">
              {t('handover.recorded', { outcome: t(`common:handover.outcomes.${report.outcome}`) })} —{' '}
              <bdi>{report.outcomeNote}</bdi>
            </Alert>
          ) : (
            <Stack
              component="form"
              spacing={1}
              onSubmit={(event) => {
                event.preventDefault();
                if (outcome) record.mutate({ outcome, note });
              }}
            >
              <TextField
                select
                required
                size="small"
                label={t('handover.outcome')}
                value={outcome}
                onChange={(event) => setOutcome(event.target.value as ArrivalOutcome)}
              >
                {ARRIVAL_OUTCOMES.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`common:handover.outcomes.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                required
                multiline
                minRows={2}
                label={t('handover.note')}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              <ErrorAlert error={record.error} />
              <Button
                type="submit"
                variant="contained"
                disabled={!outcome || record.isPending}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('handover.record')}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}
