import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  CATEGORY,
  chassisInput,
  commissionFor,
  localizedName,
  MONEY_INPUT_DIGITS,
  NUMBER_INPUT_DIGITS,
  type Category,
  type CurrentUser,
  type PanelMode,
} from '@market/domain';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import {
  ColorSwatch,
  FIELD_GRID,
  GradeField,
  HandleToggle,
  ListingToggles,
  LookupField,
  NumberField,
  PriceHint,
  SalvageSwitch,
  SizeFields,
  ViewValue,
} from './fields.tsx';
import { FirstRegisterField } from './first-register-field.tsx';
import { lookupState } from './lookup-failure.tsx';
import type { Values } from './item-form-values.ts';
import { useColors, useCommissionTiers, useDrives, useFuels, useLocations, useTransmissions } from './lookups.ts';
import { VehicleFields } from './vehicle-fields.tsx';

/** What every section of the form is given: the mode, the values, a way to change them and each field's error. */
export interface SectionProps {
  mode: PanelMode;
  values: Values;
  update: (patch: Partial<Values>) => void;
  error: (name: keyof Values) => string | undefined;
}

const setter =
  (update: SectionProps['update']) =>
  <K extends keyof Values>(name: K) =>
  (value: Values[K]) =>
    update({ [name]: value } as Partial<Values>);

/** One titled card of the form. */
export function FormSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        {title && (
          <Typography component="h2" variant="h6">
            {title}
          </Typography>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** The chassis number (typed once, at registration) and the vehicle's cascades. */
export function VehicleSection({
  category,
  chassisHelper,
  chassisDuplicate,
  ...props
}: SectionProps & { category: Category; chassisHelper?: string; chassisDuplicate: boolean }) {
  const { t } = useTranslation('item-form');
  const { mode, values, update, error } = props;
  return (
    <FormSection title={t('sections.vehicle')}>
      {mode === 'register' ? (
        <TextField
          label={t('fields.chassisNo')}
          name="chassisNo"
          required
          value={values.chassisNo}
          onChange={(event) => update({ chassisNo: chassisInput(event.target.value) })}
          error={Boolean(error('chassisNo')) || chassisDuplicate}
          helperText={chassisHelper}
          // No maxLength: a pasted number is cut to 17 only after its spaces are stripped (chassisInput).
          slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } }}
        />
      ) : (
        <ViewValue label={t('fields.chassisNo')} value={<span dir="ltr">{values.chassisNo}</span>} />
      )}
      <VehicleFields mode={mode} category={category} values={values} onChange={update} error={error} />
    </FormSection>
  );
}

/** The price, the discount and who may see the listing. */
export function PriceSection({ user, ...props }: SectionProps & { user: CurrentUser }) {
  const { t } = useTranslation('item-form');
  const { mode, values, update, error } = props;
  const set = setter(update);
  const tiers = useCommissionTiers();
  const commission = commissionFor(Number(values.sellPrice) || 0, tiers.data ?? []);
  const money = { mode, digits: MONEY_INPUT_DIGITS, digitsOnly: true, unit: 'USD' } as const;
  return (
    <FormSection title={t('sections.price')}>
      <Box sx={FIELD_GRID}>
        <NumberField
          {...money}
          label={t('fields.sellPrice')}
          name="sellPrice"
          required
          value={values.sellPrice}
          onChange={set('sellPrice')}
          error={error('sellPrice')}
          helperText={<PriceHint price={values.sellPrice} commission={commission} />}
        />
        <NumberField
          {...money}
          label={t('fields.discountPrice')}
          name="discountPrice"
          value={values.discountPrice}
          onChange={set('discountPrice')}
          error={error('discountPrice')}
        />
      </Box>
      <ListingToggles
        mode={mode}
        secret={values.secret}
        partners={values.partners}
        canSecret={user.secret}
        canPartners={user.partners}
        onChange={(key, value) => update({ [key]: value })}
      />
    </FormSection>
  );
}

/** The numbers of the vehicle: mileage, displacement, power, and a car's seats and doors. */
function MeasureFields({ isCar, ...props }: SectionProps & { isCar: boolean }) {
  const { t } = useTranslation('item-form');
  const { mode, values, update, error } = props;
  const set = setter(update);
  const field = (name: 'mileage' | 'cc' | 'power' | 'seats' | 'door', digits: number, unit?: string) => ({
    mode,
    name,
    label: t(`fields.${name}`),
    value: values[name],
    onChange: set(name),
    digits,
    unit,
    error: error(name),
  });
  return (
    <>
      <NumberField {...field('mileage', NUMBER_INPUT_DIGITS, 'km')} />
      <NumberField {...field('cc', NUMBER_INPUT_DIGITS, 'cc')} required />
      <NumberField {...field('power', NUMBER_INPUT_DIGITS, 'HP')} />
      {isCar && (
        <>
          <NumberField {...field('seats', 2)} required />
          <NumberField {...field('door', 1)} required />
        </>
      )}
    </>
  );
}

/** The choices from the catalog's lists: transmission, fuel, drive, location and colour. */
function CatalogFields({ category, ...props }: SectionProps & { category: Category }) {
  const { t } = useTranslation('item-form');
  const language = useLanguage().code;
  const { mode, values, update, error } = props;
  const set = setter(update);
  const name = <B extends string>(entry: Record<string, unknown>, base: B) =>
    localizedName(entry as Parameters<typeof localizedName<B>>[0], base, language);
  const transmissions = useTransmissions();
  const fuels = useFuels();
  const drives = useDrives(category);
  const locations = useLocations();
  const colors = useColors();
  const selectedColor = colors.data?.find((c) => c.colorNo === values.color);
  const common = <K extends 'transmission' | 'fuel' | 'drive' | 'location' | 'color'>(key: K) => ({
    mode,
    label: t(`fields.${key}`),
    required: true,
    value: values[key],
    onChange: set(key),
    error: error(key),
  });
  return (
    <>
      <LookupField
        {...common('transmission')}
        {...lookupState(transmissions)}
        optionNo={(o) => o.transmissionNo}
        optionName={(o) => name(o, 'transmissionName')}
      />
      <LookupField
        {...common('fuel')}
        {...lookupState(fuels)}
        optionNo={(o) => o.fuelNo}
        optionName={(o) => name(o, 'fuelName')}
      />
      <LookupField
        {...common('drive')}
        {...lookupState(drives)}
        required={category === CATEGORY.car}
        optionNo={(o) => o.driveNo}
        optionName={(o) => name(o, 'driveName')}
      />
      <LookupField
        {...common('location')}
        {...lookupState(locations)}
        optionNo={(o) => o.locationNo}
        optionName={(o) => name(o, 'locationName')}
      />
      <LookupField
        {...common('color')}
        {...lookupState(colors)}
        optionNo={(o) => o.colorNo}
        optionName={(o) => name(o, 'colorName')}
        renderOption={(o) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ColorSwatch colorCode={o.colorCode} />
            <span>{name(o, 'colorName')}</span>
          </Stack>
        )}
        startAdornment={selectedColor ? <ColorSwatch colorCode={selectedColor.colorCode} /> : undefined}
      />
    </>
  );
}

/** The colour chosen, with its swatch (view mode). */
function ChosenColor({ colorNo }: { colorNo: number | null }) {
  const language = useLanguage().code;
  const color = useColors().data?.find((c) => c.colorNo === colorNo);
  if (!color) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ColorSwatch colorCode={color.colorCode} />
      <span>{localizedName(color, 'colorName', language)}</span>
    </Stack>
  );
}

/** The vehicle's details: its numbers, catalog choices, grade, registration, steering, salvage and size. */
export function DetailsSection({ category, ...props }: SectionProps & { category: Category }) {
  const { t } = useTranslation('item-form');
  const { mode, values, update, error } = props;
  const set = setter(update);
  const isCar = category === CATEGORY.car;
  return (
    <FormSection title={t('sections.details')}>
      <Box sx={FIELD_GRID}>
        <MeasureFields {...props} isCar={isCar} />
        <CatalogFields {...props} category={category} />
        <GradeField mode={mode} value={values.grade} onChange={set('grade')} error={error('grade')} />
        <FirstRegisterField
          mode={mode}
          value={values.initialRegister}
          onChange={set('initialRegister')}
          error={error('initialRegister')}
        />
        <HandleToggle mode={mode} value={values.handle} onChange={set('handle')} required={isCar} />
        <SalvageSwitch mode={mode} value={values.salvage} onChange={(salvage) => update({ salvage })} />
      </Box>
      {mode === 'view' && <ChosenColor colorNo={values.color} />}
      <Divider />
      <Typography component="h3" variant="subtitle1">
        {t('sections.size')}
      </Typography>
      <SizeFields
        mode={mode}
        values={values}
        onChange={(key, value) => update({ [key]: value })}
        errors={{ weight: error('weight'), length: error('length'), width: error('width'), height: error('height') }}
      />
    </FormSection>
  );
}

/** The video link, typed or shown. */
export function YoutubeField({ mode, values, update, error }: SectionProps) {
  const { t } = useTranslation('item-form');
  if (mode === 'view') return <ViewValue label={t('fields.youtube')} value={values.youtube} />;
  return (
    <TextField
      label={t('fields.youtube')}
      name="youtube"
      type="url"
      value={values.youtube}
      onChange={(event) => update({ youtube: event.target.value })}
      error={Boolean(error('youtube'))}
      helperText={error('youtube') ?? t('youtubeHint')}
      slotProps={{ htmlInput: { dir: 'ltr', maxLength: 300 } }}
    />
  );
}

/** The form's errors and its two buttons (not in view mode). */
export function FormActions({
  mode,
  invalid,
  failure,
  pending,
  onCancel,
}: {
  mode: PanelMode;
  invalid: boolean;
  /** The save's failure, as the seller reads it. */
  failure: string | undefined;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['item-form', 'errors']);
  return (
    <Stack spacing={2}>
      {invalid && <Alert severity="error">{t('errors:validation')}</Alert>}
      {failure && !invalid && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {pending ? <CircularProgress size={24} /> : t(mode === 'register' ? 'register' : 'saveChanges')}
        </Button>
        <Button variant="text" size="large" onClick={onCancel} disabled={pending}>
          {t('cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
