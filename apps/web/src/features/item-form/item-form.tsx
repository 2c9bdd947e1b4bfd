import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import {
  CATEGORY,
  carItemInfoSchema,
  carItemUpdateInfoSchema,
  chassisInput,
  chassisNoField,
  commissionFor,
  displacementMessage,
  GRADED_UNDER_NO,
  localizedName,
  MONEY_INPUT_DIGITS,
  NUMBER_INPUT_DIGITS,
  specialItemInfoSchema,
  specialItemUpdateInfoSchema,
  type Category,
  type CurrentUser,
  type OptionEntry,
  type OptionGroup,
  type OwnItem,
  type PanelMode,
  type SavedItem,
  type UnderStatusEntry,
  type WorkingStatusEntry,
} from '@market/domain';
import { errorText, hasFormErrors, schemaResolver, showServerErrors } from '../../lib/form.ts';
import { HttpError } from '../../lib/http.ts';
import { chassisCheckQuery } from './api.ts';
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
  type SizeValues,
} from './fields.tsx';
import { FirstRegisterField } from './first-register-field.tsx';
import {
  useColors,
  useCommissionTiers,
  useDrives,
  useFuels,
  useLocations,
  useOptionLists,
  useTransmissions,
} from './lookups.ts';
import { VehicleFields } from './vehicle-fields.tsx';
import type { CascadeValues } from './cascades.ts';
import { PicturesField, storedSlots, type PictureSlot } from './pictures-field.tsx';
import { saveItem, type ItemDraft } from './save-item.ts';

/** The options and status panels are another feature's; the app passes them in (features do not import each other). */
export interface EditPanels {
  options: (props: {
    mode: PanelMode;
    options: Record<OptionGroup, OptionEntry[]> | undefined;
    onToggle: (group: OptionGroup, optionNo: number, selected: boolean) => void;
  }) => ReactNode;
  status: (props: {
    mode: PanelMode;
    status: { under: UnderStatusEntry[]; working: WorkingStatusEntry[] } | undefined;
    onChange: (kind: 'under' | 'working', entryNo: number, flag: number) => void;
  }) => ReactNode;
}

/** The form's values: the cascades' (vehicle and size) and the rest. */
interface Values extends SizeValues, CascadeValues {
  chassisNo: string;
  sellPrice: string;
  discountPrice: string;
  transmission: number | null;
  fuel: number | null;
  drive: number | null;
  location: number | null;
  color: number | null;
  cc: string;
  power: string;
  seats: string;
  door: string;
  mileage: string;
  /** Null until the seller says it (a special vehicle's form asks, never assumes: issue 28). */
  handle: number | null;
  grade: string;
  initialRegister: string;
  youtube: string;
  secret: boolean;
  partners: boolean;
  salvage: boolean;
}

const EMPTY: Values = {
  chassisNo: '',
  sellPrice: '',
  discountPrice: '',
  year: null,
  maker: null,
  model: null,
  detailModel: null,
  product: null,
  form: null,
  formDetail: null,
  capacity: null,
  transmission: null,
  fuel: null,
  drive: null,
  location: null,
  color: null,
  cc: '',
  power: '',
  seats: '',
  door: '',
  mileage: '',
  weight: '',
  length: '',
  width: '',
  height: '',
  handle: 0,
  grade: '',
  initialRegister: '',
  youtube: '',
  secret: false,
  partners: false,
  salvage: false,
};

/** The form's values as a listing's itemInfo: an empty choice (null) is left out, as the server reads a missing one. */
function itemInfoOf(values: Values) {
  const some = (value: number | null) => value ?? undefined;
  return {
    ...values,
    year: some(values.year),
    maker: some(values.maker),
    model: some(values.model),
    detailModel: some(values.detailModel),
    product: some(values.product),
    form: some(values.form),
    formDetail: some(values.formDetail),
    capacity: some(values.capacity),
    transmission: some(values.transmission),
    fuel: some(values.fuel),
    drive: some(values.drive),
    location: some(values.location),
    color: some(values.color),
    handle: some(values.handle),
  };
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function valuesOf(item: OwnItem): Values {
  const info = item.itemInfo;
  return {
    ...EMPTY,
    ...info,
    chassisNo: info.chassisNo,
    sellPrice: text(info.sellPrice),
    discountPrice: text(info.discountPrice),
    cc: text(info.cc),
    power: text(info.power),
    seats: text(info.seats),
    door: text(info.door),
    mileage: text(info.mileage),
    weight: text(info.weight),
    length: text(info.length),
    width: text(info.width),
    height: text(info.height),
    grade: info.grade ?? '',
    initialRegister: info.initialRegister ?? '',
    youtube: info.youtube ?? '',
  };
}

/** Default condition: underNo 1 at level 1 (0%), other lower-body entries none (0), operation entries working (1). */
function underDefault(underNo: number): number {
  return underNo === GRADED_UNDER_NO ? 1 : 0;
}
const WORKING_DEFAULT = 1;

function schemaFor(category: Category, mode: PanelMode) {
  const info =
    category === CATEGORY.car
      ? mode === 'register'
        ? carItemInfoSchema
        : carItemUpdateInfoSchema
      : mode === 'register'
        ? specialItemInfoSchema
        : specialItemUpdateInfoSchema;
  return info;
}

/** The schema's errors, and cc 0 for a fuel that burns (the rule knows fuels by their catalog code). */
function itemResolver(category: Category, mode: PanelMode, fuels: readonly { fuelNo: number; code: string }[]) {
  const fuelCode = (fuelNo: number | null) => fuels.find((fuel) => fuel.fuelNo === fuelNo)?.code;
  const bySchema = schemaResolver<Values>(schemaFor(category, mode));
  const resolver: Resolver<Values> = async (values, context, options) => {
    const result = await bySchema(values, context, options);
    const displacement =
      values.cc.trim() === '' ? undefined : displacementMessage(Number(values.cc), fuelCode(values.fuel));
    if (!displacement || result.errors.cc) return result;
    return { values: {}, errors: { ...result.errors, cc: { type: 'custom', message: displacement } } };
  };
  return resolver;
}

export interface ItemFormProps {
  mode: PanelMode;
  category: Category;
  user: CurrentUser;
  /** The stored item in update and view modes. */
  item?: OwnItem;
  panels?: EditPanels;
  onSaved: (saved: SavedItem) => void;
  onCancel: () => void;
}

/** The car form and the special-vehicle form in register, update and view modes, sharing one set of fields. */
export function ItemForm({ mode, category, user, item, panels, onSaved, onCancel }: ItemFormProps) {
  const { t } = useTranslation(['item-form', 'errors']);
  const language = useLanguage().code;
  const isCar = category === CATEGORY.car;
  const fuels = useFuels();
  // The fuels arrive after the form is made; react-hook-form takes the resolver of the latest render.
  const resolver = useMemo(() => itemResolver(category, mode, fuels.data ?? []), [category, mode, fuels.data]);
  const form = useForm<Values>({
    defaultValues: item ? valuesOf(item) : { ...EMPTY, handle: isCar ? 0 : null },
    resolver,
  });
  const { formState, setError, setValue, trigger } = form;
  const values = useWatch({ control: form.control }) as Values;
  const [slots, setSlots] = useState<PictureSlot[]>(() => storedSlots(item?.itemPicture ?? []));
  const [picturesChanged, setPicturesChanged] = useState(false);
  const [selectedOptions, setSelectedOptions] = useState<Set<number>>(() => new Set(item?.itemOptions ?? []));
  // The seller's condition choices; entries not chosen show their defaults (see underDefault and workingDefault).
  const [status, setStatus] = useState(() => ({
    under: new Map((item?.itemUnderStatus ?? []).map((s) => [s.underNo, s.flag])),
    working: new Map((item?.itemWorkingStatus ?? []).map((s) => [s.workingNo, s.flag])),
  }));

  const transmissions = useTransmissions();
  const drives = useDrives(category);
  const locations = useLocations();
  const colors = useColors();
  const optionLists = useOptionLists();
  const tiers = useCommissionTiers();

  const entries = optionLists.data;
  const underFlag = (no: number) => status.under.get(no) ?? underDefault(no);
  const workingFlag = (no: number) => status.working.get(no) ?? WORKING_DEFAULT;

  /** Sets values the seller changed; once the form was sent, every change checks the whole form again. */
  const update = (patch: Partial<Values>) => {
    for (const [key, value] of Object.entries(patch)) {
      setValue(key as keyof Values, value as never, { shouldDirty: true });
    }
    if (formState.isSubmitted) void trigger();
  };
  const set =
    <K extends keyof Values>(name: K) =>
    (value: Values[K]) =>
      update({ [name]: value } as Partial<Values>);

  // A valid chassis number is checked for duplicates in register mode; any other input resets the check.
  const chassisValid = mode === 'register' && chassisNoField.safeParse(values.chassisNo).success;
  const chassisCheck = useQuery({
    ...chassisCheckQuery(values.chassisNo),
    enabled: chassisValid,
    staleTime: 0,
  });
  const chassisDuplicate = chassisValid && chassisCheck.data === false;

  const commission = commissionFor(Number(values.sellPrice) || 0, tiers.data ?? []);

  const draft = (): ItemDraft => {
    const { detailModel, product, form: formNo, formDetail, capacity, ...common } = itemInfoOf(values);
    if (!isCar) {
      return {
        category: CATEGORY.special,
        body: { userNo: user.userNo, itemInfo: { ...common, form: formNo, formDetail, capacity } },
      };
    }
    const group = (list: { optionNo: number }[] | undefined) =>
      (list ?? []).map(({ optionNo }) => ({ optionNo, flag: selectedOptions.has(optionNo) }));
    return {
      category: CATEGORY.car,
      body: {
        userNo: user.userNo,
        itemInfo: { ...common, detailModel, product },
        itemOptionSafe: group(entries?.itemOptionSafe),
        itemOptionOutside: group(entries?.itemOptionOutside),
        itemOptionInside: group(entries?.itemOptionInside),
        itemUnderStatus: (entries?.itemUnderStatus ?? []).map(({ underNo }) => ({ underNo, flag: underFlag(underNo) })),
        itemWorkingStatus: (entries?.itemWorkingStatus ?? []).map(({ workingNo }) => ({
          workingNo,
          flag: workingFlag(workingNo),
        })),
      },
    };
  };

  const save = useMutation({
    mutationFn: () =>
      saveItem({
        draft: draft(),
        stored: item && { itemNo: item.itemNo, version: item.version },
        slots,
        picturesChanged,
      }),
    onSuccess: onSaved,
    onError: (failure) =>
      showServerErrors(failure, setError, (path) => (path.startsWith('itemInfo.') ? path.slice(9) : undefined)),
  });

  const submit = form.handleSubmit(
    () => {
      if (chassisDuplicate) return setError('chassisNo', { type: 'custom', message: 'field.chassisInUse' });
      save.mutate();
    },
    () => {
      if (chassisDuplicate) setError('chassisNo', { type: 'custom', message: 'field.chassisInUse' });
    },
  );

  const serverFields = save.error instanceof HttpError ? (save.error.body?.fields ?? {}) : {};
  const error = (name: keyof Values) => errorText(t, formState.errors[name]);
  const invalid = hasFormErrors(formState.errors);
  const name = <B extends string>(entry: Record<string, unknown>, base: B) =>
    localizedName(entry as Parameters<typeof localizedName<B>>[0], base, language);

  const chassisHelper =
    error('chassisNo') ??
    (chassisDuplicate
      ? t('errors:field.chassisInUse')
      : chassisValid && chassisCheck.data === true
        ? t('chassisUsable')
        : undefined);

  const optionsForPanel = entries
    ? {
        safe: entries.itemOptionSafe.map((o) => ({ ...o, flag: selectedOptions.has(o.optionNo) ? 1 : 0 })),
        outside: entries.itemOptionOutside.map((o) => ({ ...o, flag: selectedOptions.has(o.optionNo) ? 1 : 0 })),
        inside: entries.itemOptionInside.map((o) => ({ ...o, flag: selectedOptions.has(o.optionNo) ? 1 : 0 })),
      }
    : undefined;
  const statusForPanel = entries
    ? {
        under: entries.itemUnderStatus.map((e) => ({ ...e, flag: underFlag(e.underNo) })),
        working: entries.itemWorkingStatus.map((e) => ({ ...e, flag: workingFlag(e.workingNo) })),
      }
    : undefined;

  const view = mode === 'view';
  const selectedColor = colors.data?.find((c) => c.colorNo === values.color);
  const conflict = save.error instanceof HttpError && save.error.status === 409 && save.error.body?.code === 'CONFLICT';

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t(isCar ? 'carForm' : 'specialForm')}>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2}>
            <Typography component="h2" variant="h6">
              {t('sections.vehicle')}
            </Typography>
            {mode === 'register' ? (
              <TextField
                label={t('fields.chassisNo')}
                name="chassisNo"
                required
                value={values.chassisNo}
                onChange={(event) => set('chassisNo')(chassisInput(event.target.value))}
                error={Boolean(error('chassisNo')) || chassisDuplicate}
                helperText={chassisHelper}
                // No maxLength: a pasted number is cut to 17 only after its spaces are stripped (chassisInput).
                slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } }}
              />
            ) : (
              <ViewValue label={t('fields.chassisNo')} value={<span dir="ltr">{values.chassisNo}</span>} />
            )}
            <VehicleFields mode={mode} category={category} values={values} onChange={update} error={error} />
          </Stack>
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2}>
            <Typography component="h2" variant="h6">
              {t('sections.price')}
            </Typography>
            <Box sx={FIELD_GRID}>
              <NumberField
                mode={mode}
                label={t('fields.sellPrice')}
                name="sellPrice"
                required
                value={values.sellPrice}
                onChange={set('sellPrice')}
                digits={MONEY_INPUT_DIGITS}
                digitsOnly
                unit="USD"
                error={error('sellPrice')}
                helperText={<PriceHint price={values.sellPrice} commission={commission} />}
              />
              <NumberField
                mode={mode}
                label={t('fields.discountPrice')}
                name="discountPrice"
                value={values.discountPrice}
                onChange={set('discountPrice')}
                digits={MONEY_INPUT_DIGITS}
                digitsOnly
                unit="USD"
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
          </Stack>
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2}>
            <Typography component="h2" variant="h6">
              {t('sections.details')}
            </Typography>
            <Box sx={FIELD_GRID}>
              <NumberField
                mode={mode}
                label={t('fields.mileage')}
                name="mileage"
                value={values.mileage}
                onChange={set('mileage')}
                digits={NUMBER_INPUT_DIGITS}
                unit="km"
                error={error('mileage')}
              />
              <NumberField
                mode={mode}
                label={t('fields.cc')}
                name="cc"
                required
                value={values.cc}
                onChange={set('cc')}
                digits={NUMBER_INPUT_DIGITS}
                unit="cc"
                error={error('cc')}
              />
              <NumberField
                mode={mode}
                label={t('fields.power')}
                name="power"
                value={values.power}
                onChange={set('power')}
                digits={NUMBER_INPUT_DIGITS}
                unit="HP"
                error={error('power')}
              />
              {isCar && (
                <>
                  <NumberField
                    mode={mode}
                    label={t('fields.seats')}
                    name="seats"
                    required
                    value={values.seats}
                    onChange={set('seats')}
                    digits={2}
                    error={error('seats')}
                  />
                  <NumberField
                    mode={mode}
                    label={t('fields.door')}
                    name="door"
                    required
                    value={values.door}
                    onChange={set('door')}
                    digits={1}
                    error={error('door')}
                  />
                </>
              )}
              <LookupField
                mode={mode}
                label={t('fields.transmission')}
                required
                options={transmissions.data}
                value={values.transmission}
                optionNo={(o) => o.transmissionNo}
                optionName={(o) => name(o, 'transmissionName')}
                onChange={set('transmission')}
                error={error('transmission')}
              />
              <LookupField
                mode={mode}
                label={t('fields.fuel')}
                required
                options={fuels.data}
                value={values.fuel}
                optionNo={(o) => o.fuelNo}
                optionName={(o) => name(o, 'fuelName')}
                onChange={set('fuel')}
                error={error('fuel')}
              />
              <LookupField
                mode={mode}
                label={t('fields.drive')}
                required={isCar}
                options={drives.data}
                value={values.drive}
                optionNo={(o) => o.driveNo}
                optionName={(o) => name(o, 'driveName')}
                onChange={set('drive')}
                error={error('drive')}
              />
              <LookupField
                mode={mode}
                label={t('fields.location')}
                required
                options={locations.data}
                value={values.location}
                optionNo={(o) => o.locationNo}
                optionName={(o) => name(o, 'locationName')}
                onChange={set('location')}
                error={error('location')}
              />
              <LookupField
                mode={mode}
                label={t('fields.color')}
                required
                options={colors.data}
                value={values.color}
                optionNo={(o) => o.colorNo}
                optionName={(o) => name(o, 'colorName')}
                onChange={set('color')}
                error={error('color')}
                renderOption={(o) => (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <ColorSwatch colorCode={o.colorCode} />
                    <span>{name(o, 'colorName')}</span>
                  </Stack>
                )}
                startAdornment={selectedColor ? <ColorSwatch colorCode={selectedColor.colorCode} /> : undefined}
              />
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
            {view && selectedColor && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ColorSwatch colorCode={selectedColor.colorCode} />
                <span>{name(selectedColor, 'colorName')}</span>
              </Stack>
            )}
            <Divider />
            <Typography component="h3" variant="subtitle1">
              {t('sections.size')}
            </Typography>
            <SizeFields
              mode={mode}
              values={values}
              onChange={(key, value) => update({ [key]: value })}
              errors={{
                weight: error('weight'),
                length: error('length'),
                width: error('width'),
                height: error('height'),
              }}
            />
          </Stack>
        </Paper>

        {isCar && panels && (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography component="h2" variant="h6" gutterBottom>
              {t('sections.options')}
            </Typography>
            {panels.options({
              mode,
              options: optionsForPanel,
              onToggle: (_group, optionNo, selected) =>
                setSelectedOptions((current) => {
                  const next = new Set(current);
                  if (selected) next.add(optionNo);
                  else next.delete(optionNo);
                  return next;
                }),
            })}
            <Typography component="h2" variant="h6" gutterBottom>
              {t('sections.status')}
            </Typography>
            {panels.status({
              mode,
              status: statusForPanel,
              onChange: (kind, entryNo, flag) =>
                setStatus((current) => {
                  const next = { under: new Map(current.under), working: new Map(current.working) };
                  next[kind].set(entryNo, flag);
                  return next;
                }),
            })}
          </Paper>
        )}

        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2}>
            <PicturesField
              mode={mode}
              slots={slots}
              onChange={(next) => {
                setSlots(next);
                setPicturesChanged(true);
              }}
            />
            {view ? (
              <ViewValue label={t('fields.youtube')} value={values.youtube} />
            ) : (
              <TextField
                label={t('fields.youtube')}
                name="youtube"
                type="url"
                value={values.youtube}
                onChange={(event) => set('youtube')(event.target.value)}
                error={Boolean(error('youtube'))}
                helperText={error('youtube') ?? t('youtubeHint')}
                slotProps={{ htmlInput: { dir: 'ltr', maxLength: 300 } }}
              />
            )}
          </Stack>
        </Paper>

        {!view && (
          <Stack spacing={2}>
            {invalid && <Alert severity="error">{t('errors:validation')}</Alert>}
            {save.error && !invalid && (
              <Alert severity="error" role="alert">
                {/* A staged picture the save could not take is named on `pictures`, not on a form field. */}
                {save.error instanceof HttpError ? (serverFields.pictures ?? save.error.message) : t('saveFailed')}
                {conflict && ` ${t('conflictHint')}`}
              </Alert>
            )}
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
                {save.isPending ? <CircularProgress size={24} /> : t(mode === 'register' ? 'register' : 'saveChanges')}
              </Button>
              <Button variant="text" size="large" onClick={onCancel} disabled={save.isPending}>
                {t('cancel')}
              </Button>
            </Stack>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
