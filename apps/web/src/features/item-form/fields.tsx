import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PaletteIcon from '@mui/icons-material/Palette';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { LookupFailure } from './lookup-failure.tsx';
import {
  cbm,
  formatCbm,
  formatNumber,
  formatUsd,
  GRADE_MAX,
  PAYOUT_HINT_FROM,
  sellerPayout,
  type PanelMode,
} from '@market/domain';

/** The grid of the form's sections: one column on a phone, up to three on a wide screen. */
export const FIELD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
};

/** The spec's dropdown menu max height. */
const DROPDOWN_MAX_HEIGHT = 400;

/** A label and its value in view mode, with a placeholder while loading. */
export function ViewValue({ label, value, loading }: { label: string; value: ReactNode; loading?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {loading ? <Skeleton width="60%" /> : <Typography component="div">{value || '-'}</Typography>}
    </Box>
  );
}

export interface LookupFieldProps<T> {
  mode: PanelMode;
  label: string;
  required?: boolean;
  options: T[] | undefined;
  value: number | null;
  optionNo: (option: T) => number;
  optionName: (option: T) => string;
  onChange: (no: number | null, option: T | null) => void;
  /** Shown when the list is empty (nothing chosen above it yet). */
  emptyText?: string;
  /** Shown when typing matches nothing. */
  noMatchText?: string;
  error?: string;
  loading?: boolean;
  renderOption?: (option: T) => ReactNode;
  startAdornment?: ReactNode;
  /** The list could not be loaded: the field says so and offers to ask again. */
  failed?: boolean;
  onRetry?: () => void;
}

/** A lookup list as a searchable dropdown (menu at most 400 px high), or its value in view mode. */
export function LookupField<T>(props: LookupFieldProps<T>) {
  const { t } = useTranslation('item-form');
  const options = props.options ?? [];
  const selected = options.find((option) => props.optionNo(option) === props.value) ?? null;
  if (props.failed && props.onRetry) return <LookupFailure label={props.label} onRetry={props.onRetry} />;
  if (props.mode === 'view') {
    return (
      <ViewValue
        label={props.label}
        value={selected ? props.optionName(selected) : ''}
        loading={props.loading || props.options === undefined}
      />
    );
  }
  return (
    <Autocomplete<T>
      options={options}
      value={selected}
      loading={props.loading}
      onChange={(_event, option) => props.onChange(option ? props.optionNo(option) : null, option)}
      getOptionLabel={props.optionName}
      isOptionEqualToValue={(a, b) => props.optionNo(a) === props.optionNo(b)}
      noOptionsText={
        options.length === 0 ? (props.emptyText ?? t('noOptions')) : (props.noMatchText ?? t('noMatchAny'))
      }
      loadingText={t('loading')}
      slotProps={{ listbox: { sx: { maxHeight: DROPDOWN_MAX_HEIGHT } } }}
      renderOption={
        props.renderOption
          ? (liProps, option) => {
              const { key, ...rest } = liProps as typeof liProps & { key: string };
              return (
                <li key={key} {...rest}>
                  {props.renderOption!(option)}
                </li>
              );
            }
          : undefined
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required={props.required}
          error={Boolean(props.error)}
          helperText={props.error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <>
                  {props.startAdornment}
                  {params.slotProps.input.startAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

interface NumberFieldProps {
  mode: PanelMode;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  /** The spec's input length: 9 digits for cc, mileage, size and weight; 10 for money. */
  digits: number;
  /** Money inputs accept digits only; other numeric inputs show 'Only numbers can be entered'. */
  digitsOnly?: boolean;
  unit?: string;
  helperText?: ReactNode;
  name?: string;
}

export function NumberField(props: NumberFieldProps) {
  if (props.mode === 'view') {
    const value = props.value === '' ? '' : `${formatNumber(Number(props.value))}${props.unit ? ` ${props.unit}` : ''}`;
    return <ViewValue label={props.label} value={value} />;
  }
  return (
    <TextField
      label={props.label}
      name={props.name}
      value={props.value}
      required={props.required}
      onChange={(event) =>
        props.onChange(props.digitsOnly ? event.target.value.replace(/\D/g, '') : event.target.value)
      }
      error={Boolean(props.error)}
      helperText={props.error ?? props.helperText}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: props.digits, dir: 'ltr' },
        input: props.unit ? { endAdornment: <Typography color="text.secondary">{props.unit}</Typography> } : undefined,
      }}
    />
  );
}

/** Sell price with its thousands-separated hint, the commission and, from 300, the seller's payout. */
export function PriceHint({ price, commission }: { price: string; commission: number }) {
  const { t } = useTranslation('item-form');
  const value = Number(price);
  if (price === '' || !Number.isFinite(value)) return null;
  return (
    <Box component="span" sx={{ display: 'block' }}>
      <span dir="ltr">{formatUsd(value)}</span>
      {value >= PAYOUT_HINT_FROM && (
        <Box component="span" sx={{ display: 'block' }} data-testid="payout-hint">
          {t('payoutHint', {
            commission: formatUsd(commission),
            payout: formatUsd(sellerPayout(value, commission)),
          })}
        </Box>
      )}
    </Box>
  );
}

/** Grade with its 25-character counter. */
export function GradeField({
  mode,
  value,
  onChange,
  error,
}: {
  mode: PanelMode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('item-form');
  if (mode === 'view') return <ViewValue label={t('fields.grade')} value={value} />;
  return (
    <TextField
      label={t('fields.grade')}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, GRADE_MAX))}
      error={Boolean(error)}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{error}</span>
          <span dir="ltr" data-testid="grade-counter">{`${value.length}/${GRADE_MAX}`}</span>
        </Box>
      }
      fullWidth
      slotProps={{ htmlInput: { maxLength: GRADE_MAX } }}
    />
  );
}

/** Left (0) or right (1) hand drive. */
export function HandleToggle({
  mode,
  value,
  onChange,
  required,
}: {
  mode: PanelMode;
  /** Null: not said (a special listing from before the form asked it); no side is preselected then. */
  value: number | null;
  onChange: (value: number) => void;
  required?: boolean;
}) {
  const { t } = useTranslation('item-form');
  const label = `${t('fields.handle')}${required ? ' *' : ''}`;
  if (mode === 'view') {
    const side = value === null ? 'handle.unknown' : value ? 'handle.right' : 'handle.left';
    return <ViewValue label={t('fields.handle')} value={t(side)} />;
  }
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary" id="handle-label">
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        aria-labelledby="handle-label"
        onChange={(_event, next: number | null) => next !== null && onChange(next)}
      >
        <ToggleButton value={0}>{t('handle.left')}</ToggleButton>
        <ToggleButton value={1}>{t('handle.right')}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}

/** A colour's swatch; 'other' (no colour code) shows an extra icon. */
export function ColorSwatch({ colorCode }: { colorCode: string | null }) {
  if (colorCode === null) return <PaletteIcon fontSize="small" color="action" data-testid="other-color-icon" />;
  return (
    <Box
      aria-hidden
      sx={{
        width: 18,
        height: 18,
        borderRadius: '50%',
        bgcolor: colorCode,
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    />
  );
}

export interface SizeValues {
  weight: string;
  length: string;
  width: string;
  height: string;
}

/** Weight and size with the CBM computed from the entered size (3 decimals, '-' until it is whole) and the warning. */
export function SizeFields({
  mode,
  values,
  onChange,
  errors,
}: {
  mode: PanelMode;
  values: SizeValues;
  onChange: (name: keyof SizeValues, value: string) => void;
  errors: Partial<Record<keyof SizeValues, string>>;
}) {
  const { t } = useTranslation('item-form');
  const [l, w, h] = [values.length, values.width, values.height].map(Number);
  const computed = l && w && h ? cbm(l, w, h) : 0;
  const field = (name: keyof SizeValues, unit: string) => (
    <NumberField
      mode={mode}
      label={t(`fields.${name}`)}
      name={name}
      value={values[name]}
      onChange={(value) => onChange(name, value)}
      required
      error={errors[name]}
      digits={9}
      unit={unit}
    />
  );
  return (
    <Stack spacing={1.5}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
      >
        {field('weight', 'kg')}
        {field('length', 'mm')}
        {field('width', 'mm')}
        {field('height', 'mm')}
      </Box>
      <Typography data-testid="cbm">
        {t('fields.cbm')}: <span dir="ltr">{formatCbm(computed) || '-'}</span>
      </Typography>
      {mode !== 'view' && (
        <Typography color="error" variant="body2" role="note">
          {t('sizeWarning')}
        </Typography>
      )}
    </Stack>
  );
}

/** The seller's declaration of salvage or flood damage (issue 18): several destinations refuse such vehicles. */
export function SalvageSwitch({
  mode,
  value,
  onChange,
}: {
  mode: PanelMode;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation('item-form');
  if (mode === 'view') return <ViewValue label={t('fields.salvage')} value={t(value ? 'salvage.yes' : 'salvage.no')} />;
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={value}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'salvage-help' } }}
          />
        }
        label={t('fields.salvage')}
      />
      <FormHelperText id="salvage-help">{t('fields.salvageHelp')}</FormHelperText>
    </div>
  );
}

/** Public Item (secret) and Super Sale (partners): shown only where the user's flags permit them. */
export function ListingToggles({
  mode,
  secret,
  partners,
  canSecret,
  canPartners,
  onChange,
}: {
  mode: PanelMode;
  secret: boolean;
  partners: boolean;
  canSecret: boolean;
  canPartners: boolean;
  onChange: (name: 'secret' | 'partners', value: boolean) => void;
}) {
  const { t } = useTranslation('item-form');
  if (mode === 'view' || (!canSecret && !canPartners)) return null;
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
      {canSecret && (
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={secret}
                onChange={(event) => onChange('secret', event.target.checked)}
                slotProps={{ input: { 'aria-describedby': 'secret-help' } }}
              />
            }
            label={t('fields.secret')}
          />
          <FormHelperText id="secret-help">{t('fields.secretHelp')}</FormHelperText>
        </div>
      )}
      {canPartners && (
        <FormControlLabel
          control={<Switch checked={partners} onChange={(event) => onChange('partners', event.target.checked)} />}
          label={t('fields.partners')}
        />
      )}
    </Stack>
  );
}
