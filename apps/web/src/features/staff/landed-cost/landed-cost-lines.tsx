import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import {
  LANDED_COST_BASES,
  LANDED_COST_CODES,
  LANDED_COST_KINDS,
  type LandedCostBand,
  type LandedCostKind,
  type LandedCostLine,
} from '@market/domain';
import { NativeSelect } from '../shared/form-dialog.tsx';

/**
 * A band as typed: numbers as text, the rate in per cent (empty: not known), the specific duty in US cents per cc. Its
 * fuels and classes are kept as the seed or API wrote them.
 */
interface BandDraft {
  minCc: string;
  maxCc: string;
  minAge: string;
  maxAge: string;
  rate: string;
  centsPerCc: string;
  fuels: LandedCostBand['fuels'];
  classes: LandedCostBand['classes'];
}
/** A line as typed: the rate in per cent (the body holds basis points), amounts in US dollars. */
export interface LineDraft {
  kind: LandedCostKind;
  code: string;
  basis: LandedCostLine['basis'];
  plus: LandedCostKind[];
  rate: string;
  bands: BandDraft[];
  amountLow: string;
  amountHigh: string;
  unknown: boolean;
  sourceUrl: string;
}

const BAND_FIELDS = ['minCc', 'maxCc', 'minAge', 'maxAge', 'rate', 'centsPerCc'] as const;
const text = (value: number | null) => (value === null ? '' : String(value));
const percentText = (bp: number | null) => (bp === null ? '' : String(bp / 100));
const number = (value: string) => (value.trim() === '' ? null : Number(value));
const basisPoints = (percent: string) => (percent.trim() === '' ? null : Math.round(Number(percent) * 100));

export const blankLine = (): LineDraft => ({
  kind: 'duty',
  code: '',
  basis: 'customs',
  plus: [],
  rate: '',
  bands: [],
  amountLow: '',
  amountHigh: '',
  unknown: false,
  sourceUrl: '',
});
const blankBand = (): BandDraft => ({
  minCc: '',
  maxCc: '',
  minAge: '',
  maxAge: '',
  rate: '',
  centsPerCc: '',
  fuels: [],
  classes: [],
});

export const lineDraftOf = (line: Omit<LandedCostLine, 'code'> & { code: string }): LineDraft => ({
  kind: line.kind,
  code: line.code,
  basis: line.basis,
  plus: line.plus,
  rate: percentText(line.rateBp),
  bands: line.bands.map((band) => ({
    minCc: text(band.minCc),
    maxCc: text(band.maxCc),
    minAge: text(band.minAge),
    maxAge: text(band.maxAge),
    rate: percentText(band.rateBp),
    centsPerCc: text(band.centsPerCc),
    fuels: band.fuels,
    classes: band.classes,
  })),
  amountLow: text(line.amountLow),
  amountHigh: text(line.amountHigh),
  unknown: line.unknown,
  sourceUrl: line.sourceUrl,
});

/** The line as the body has it (the domain's schema then checks it). */
export function lineBodyOf(line: LineDraft) {
  const flat = line.basis === 'flat';
  return {
    kind: line.kind,
    code: line.code,
    basis: line.basis,
    plus: flat ? [] : line.plus,
    rateBp: flat || line.bands.length ? null : basisPoints(line.rate),
    bands: flat
      ? []
      : line.bands.map((band) => ({
          minCc: number(band.minCc),
          maxCc: number(band.maxCc),
          minAge: number(band.minAge),
          maxAge: number(band.maxAge),
          rateBp: basisPoints(band.rate),
          centsPerCc: number(band.centsPerCc),
          fuels: band.fuels,
          classes: band.classes,
        })),
    amountLow: flat ? number(line.amountLow) : null,
    amountHigh: flat ? number(line.amountHigh) : null,
    unknown: line.unknown,
    sourceUrl: line.sourceUrl,
  };
}

/** What a line's parts are given: the line, a change to it, and the message of a refused field of it. */
interface LinePartProps {
  line: LineDraft;
  update(change: Partial<LineDraft>): void;
  problem(key: string): { error: boolean; helperText: string | undefined };
}

/** A rated line's rate (when it has no bands), the kinds it is charged on, and its bands by engine size and age. */
function RateFields({ line, update, problem }: LinePartProps) {
  const { t } = useTranslation('admin');
  const setBand = (at: number, change: Partial<BandDraft>) =>
    update({ bands: line.bands.map((band, b) => (b === at ? { ...band, ...change } : band)) });
  return (
    <>
      {line.bands.length === 0 && (
        <TextField
          size="small"
          type="number"
          label={t('landedCost.rate')}
          value={line.rate}
          {...problem('rateBp')}
          onChange={(event) => update({ rate: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 0.01 } }}
        />
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ marginInlineEnd: 1 }}>
          {t('landedCost.plus')}
        </Typography>
        {LANDED_COST_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            label={t(`landedCost.kind_${kind}`)}
            control={
              <Checkbox
                size="small"
                checked={line.plus.includes(kind)}
                onChange={(event) =>
                  update({
                    plus: event.target.checked ? [...line.plus, kind] : line.plus.filter((other) => other !== kind),
                  })
                }
              />
            }
          />
        ))}
      </Stack>
      {line.bands.map((band, at) => (
        <Stack key={at} direction="row" spacing={1} role="group" aria-label={t('landedCost.bandOf', { n: at + 1 })}>
          {BAND_FIELDS.map((key) => (
            <TextField
              key={key}
              size="small"
              type="number"
              label={t(`landedCost.band_${key}`)}
              value={band[key]}
              {...problem(`bands.${at}.${key === 'rate' ? 'rateBp' : key}`)}
              onChange={(event) => setBand(at, { [key]: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
          <Button
            size="small"
            aria-label={t('landedCost.removeBand', { n: at + 1 })}
            onClick={() => update({ bands: line.bands.filter((_, b) => b !== at) })}
          >
            {t('remove')}
          </Button>
        </Stack>
      ))}
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => update({ bands: [...line.bands, blankBand()] })}
      >
        {t('landedCost.addBand')}
      </Button>
    </>
  );
}

/** One line: its kind, code and basis, whether it is known and its source, then its flat amounts or its rate. */
function LineEditor({
  name,
  onRemove,
  removeLabel,
  ...props
}: LinePartProps & {
  name: string;
  removeLabel: string;
  onRemove(): void;
}) {
  const { t } = useTranslation('admin');
  const { line, update, problem } = props;
  return (
    <Paper variant="outlined" role="group" aria-label={name} sx={{ p: 1.5 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ flexGrow: 1 }}>{name}</Typography>
          <Button size="small" color="error" aria-label={removeLabel} onClick={onRemove}>
            {t('remove')}
          </Button>
        </Stack>
        <Stack direction="row" spacing={1}>
          <NativeSelect
            label={t('landedCost.kind')}
            value={line.kind}
            options={LANDED_COST_KINDS}
            optionLabel={(kind) => t(`landedCost.kind_${kind}`)}
            onChange={(kind) => update({ kind })}
          />
          <NativeSelect
            label={t('landedCost.code')}
            value={line.code}
            options={['', ...LANDED_COST_CODES]}
            optionLabel={(code) => code || '–'}
            onChange={(code) => update({ code })}
          />
          <NativeSelect
            label={t('landedCost.basis')}
            value={line.basis}
            options={LANDED_COST_BASES}
            optionLabel={(basis) => t(`landedCost.basis_${basis}`)}
            onChange={(basis) => update({ basis })}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            label={t('landedCost.unknown')}
            control={
              <Checkbox
                size="small"
                checked={line.unknown}
                onChange={(event) => update({ unknown: event.target.checked })}
              />
            }
          />
          <TextField
            size="small"
            sx={{ flexGrow: 1 }}
            label={t('landedCost.lineSource')}
            value={line.sourceUrl}
            {...problem('sourceUrl')}
            onChange={(event) => update({ sourceUrl: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {line.basis === 'flat' ? (
          <Stack direction="row" spacing={1}>
            {(['amountLow', 'amountHigh'] as const).map((key) => (
              <TextField
                key={key}
                size="small"
                type="number"
                label={t(`landedCost.${key}`)}
                value={line[key]}
                {...problem(key)}
                onChange={(event) => update({ [key]: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
          </Stack>
        ) : (
          <RateFields {...props} />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The lines of a rate sheet, in order: each a group named by its number and kind, with its basis, rate (or bands by
 * engine size and age) or flat amounts; `errorOf` tells the localized message of a body path the schema refused
 * ("lines.0.rateBp").
 */
export function LinesEditor({
  lines,
  errorOf,
  onChange,
}: {
  lines: LineDraft[];
  errorOf(path: string): string | undefined;
  onChange(lines: LineDraft[]): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2">{t('landedCost.lines')}</Typography>
      {lines.map((line, index) => (
        <LineEditor
          key={index}
          line={line}
          name={t('landedCost.lineOf', { n: index + 1, kind: t(`landedCost.kind_${line.kind}`) })}
          removeLabel={t('landedCost.removeLine', { n: index + 1 })}
          onRemove={() => onChange(lines.filter((_, at) => at !== index))}
          update={(change) => onChange(lines.map((other, at) => (at === index ? { ...other, ...change } : other)))}
          problem={(key) => {
            const message = errorOf(`lines.${index}.${key}`);
            return { error: Boolean(message), helperText: message };
          }}
        />
      ))}
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => onChange([...lines, blankLine()])}>
        {t('landedCost.addLine')}
      </Button>
    </Stack>
  );
}
