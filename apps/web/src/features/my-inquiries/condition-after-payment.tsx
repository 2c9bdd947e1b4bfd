import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import {
  ARRIVAL_SLOTS,
  DIFFERENCE_CATEGORIES,
  HANDOVER_PICTURE_TYPES,
  RATING_MAX,
  RATING_MIN,
  RATING_TEXT_MAX,
  type ArrivalMatch,
  type DifferenceCategory,
} from '@market/domain';
import { SealedSetTable } from '../../components/handover/sealed-set-table.tsx';
import { SlotUploadButton } from '../../components/handover/slot-upload-button.tsx';
import { HttpError } from '../../lib/http.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import {
  loadingFileUrl,
  useArrival,
  useArrivalReport,
  useArrivalUpload,
  useLoadingSet,
  useOwnRating,
  useRateSeller,
} from './api.ts';

/** The scores offered, highest last. */
const SCORES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

const failureOf = (error: unknown, fallback: string) =>
  error instanceof HttpError && error.body?.message ? error.body.message : fallback;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} spacing={1} sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The vehicle's condition after payment on the buyer's inquiry (issue 31): the sealed loading set with its hashes,
 * the arrival check within its window with the outcome, and the seller's rating after release.
 */
export function ConditionAfterPayment({ ilNo }: { ilNo: number }) {
  const { t } = useTranslation(['inquiry', 'common']);
  const set = useLoadingSet(ilNo).data;
  const arrival = useArrival(ilNo).data;
  const sealedAt = set?.sealedAt;
  return (
    <>
      {set && sealedAt && (
        <Section title={t('common:handover.sealedTitle')}>
          <Typography color="text.secondary">{t('handover.loadingIntro')}</Typography>
          <SealedSetTable set={{ sealedAt, files: set.files }} fileUrl={loadingFileUrl(ilNo)} />
        </Section>
      )}
      {arrival?.windowEndsAt && <ArrivalCheck arrival={arrival} />}
      <SellerRating ilNo={ilNo} />
    </>
  );
}

function ArrivalCheck({ arrival }: { arrival: ArrivalMatch }) {
  const { t } = useTranslation(['inquiry', 'common']);
  const { tag } = useLanguage();
  const upload = useArrivalUpload(arrival.ilNo);
  const send = useArrivalReport(arrival.ilNo);
  const [categories, setCategories] = useState<DifferenceCategory[]>([]);
  const [text, setText] = useState('');
  const [now] = useState(Date.now);
  const open = new Date(arrival.windowEndsAt!).getTime() > now;
  const report = arrival.report;
  const names = (list: readonly DifferenceCategory[]) =>
    list.map((category) => t(`common:handover.categories.${category}`)).join(', ');
  return (
    <Section title={t('handover.arrivalTitle')}>
      {report ? (
        <>
          <Typography>
            {t('handover.reported', {
              date: formatDateTime(report.reportedAt, tag),
              categories: names(report.categories),
            })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>
            <bdi>{report.text}</bdi>
          </Typography>
          {report.outcome ? (
            <Alert severity={report.outcome === 'confirmed' ? 'warning' : 'success'}>
              {t('handover.outcome', { outcome: t(`common:handover.outcomes.${report.outcome}`) })}
              {report.outcomeNote && (
                <>
                  {' — '}
                  <bdi>{report.outcomeNote}</bdi>
                </>
              )}
            </Alert>
          ) : (
            <Typography color="text.secondary">{t('handover.waiting')}</Typography>
          )}
        </>
      ) : open ? (
        <>
          <Typography>{t('handover.arrivalWindow', { date: formatDateTime(arrival.windowEndsAt!, tag) })}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {ARRIVAL_SLOTS.map((slot) => {
              const label = t('handover.uploadSlot', { slot: t(`common:handover.slots.${slot}`) });
              return (
                <SlotUploadButton
                  key={slot}
                  label={label}
                  done={arrival.files.some((file) => file.slot === slot)}
                  accept={HANDOVER_PICTURE_TYPES}
                  disabled={upload.isPending}
                  onFile={(file) => upload.mutate({ slot, file })}
                />
              );
            })}
          </Stack>
          {upload.isError && <Alert severity="error">{failureOf(upload.error, t('list.failed'))}</Alert>}
          <Stack
            component="form"
            spacing={1}
            onSubmit={(event) => {
              event.preventDefault();
              send.mutate({ categories, text });
            }}
          >
            <FormGroup aria-label={t('handover.categories')}>
              <FormLabel component="legend">{t('handover.categories')}</FormLabel>
              {DIFFERENCE_CATEGORIES.map((category) => (
                <FormControlLabel
                  key={category}
                  label={t(`common:handover.categories.${category}`)}
                  control={
                    <Checkbox
                      checked={categories.includes(category)}
                      onChange={(event) =>
                        setCategories(
                          event.target.checked ? [...categories, category] : categories.filter((c) => c !== category),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <TextField
              label={t('handover.text')}
              required
              multiline
              minRows={2}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            {send.isError && <Alert severity="error">{failureOf(send.error, t('list.failed'))}</Alert>}
            <Button type="submit" variant="contained" disabled={send.isPending} sx={{ alignSelf: 'flex-start' }}>
              {t('handover.send')}
            </Button>
          </Stack>
        </>
      ) : (
        <Typography color="text.secondary">{t('handover.arrivalClosed')}</Typography>
      )}
    </Section>
  );
}

function SellerRating({ ilNo }: { ilNo: number }) {
  const { t } = useTranslation('inquiry');
  const own = useOwnRating(ilNo).data;
  const rate = useRateSeller(ilNo);
  const [score, setScore] = useState<number | null>(null);
  const [text, setText] = useState('');
  if (!own || (!own.rating && !own.mayRate)) return null;
  return (
    <Section title={t('handover.ratingTitle')}>
      {own.rating ? (
        <Typography>{t('handover.rated', { score: own.rating.score })}</Typography>
      ) : (
        <Stack
          component="form"
          spacing={1}
          onSubmit={(event) => {
            event.preventDefault();
            if (score !== null) rate.mutate({ score, text });
          }}
        >
          <RadioGroup
            row
            aria-label={t('handover.score')}
            value={score === null ? '' : String(score)}
            onChange={(event) => setScore(Number(event.target.value))}
          >
            {SCORES.map((value) => (
              <FormControlLabel
                key={value}
                value={String(value)}
                control={<Radio />}
                label={t('handover.scoreOf', { score: value })}
              />
            ))}
          </RadioGroup>
          <TextField
            label={t('handover.ratingText')}
            value={text}
            slotProps={{ htmlInput: { maxLength: RATING_TEXT_MAX } }}
            onChange={(event) => setText(event.target.value)}
          />
          {rate.isError && <Alert severity="error">{failureOf(rate.error, t('list.failed'))}</Alert>}
          <Button
            type="submit"
            variant="contained"
            disabled={score === null || rate.isPending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('handover.rate')}
          </Button>
        </Stack>
      )}
    </Section>
  );
}
