import { useState, type FormEvent } from 'react';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { useLocation } from 'react-router';
import { CATEGORY, localizedKey, localizedName, modelYears, ROUTES } from '@market/domain';
import type { NumberParam, UrlState } from './search-url.ts';
import { PlainAlert } from '../../components/ui/plain-alert.tsx';
import { PlainButton, PlainLinkButton } from '../../components/ui/plain-button.tsx';
import { PlainInput, PlainSelect } from '../../components/ui/plain-field.tsx';
import type { LookupRow } from '../../lib/catalog-api.ts';
import { optionsOf, useFilterLookups, type Option } from './use-lookups.ts';

interface SelectFilterProps {
  name: string;
  label: string;
  value: string | number | undefined;
  options: Option[] | { value: string; label: string }[];
  onChange(name: string, value: string | undefined): void;
  /** The label of the empty choice; without it there is none. */
  anyLabel?: string;
  disabled?: boolean;
  /** Said under the field (why it is disabled). */
  hint?: string;
}

function SelectFilter({ name, label, value, options, onChange, anyLabel, disabled, hint }: SelectFilterProps) {
  return (
    <PlainSelect
      wide
      id={`filter-${name}`}
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(chosen) => onChange(name, chosen || undefined)}
      disabled={disabled}
      hint={hint}
    >
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </PlainSelect>
  );
}

/** Two number fields applied together (on Enter or Apply), so typing does not search at every key. */
function RangeFilter({
  from,
  to,
  state,
  onApply,
}: {
  from: NumberParam;
  to: NumberParam;
  state: UrlState;
  onApply(values: Record<string, string | undefined>): void;
}) {
  const { t } = useTranslation('search');
  const [low, setLow] = useState(state.numbers[from]?.toString() ?? '');
  const [high, setHigh] = useState(state.numbers[to]?.toString() ?? '');
  const [shown, setShown] = useState([state.numbers[from], state.numbers[to]]);
  // The URL changed under the fields (back button, clear): show what it says now.
  if (shown[0] !== state.numbers[from] || shown[1] !== state.numbers[to]) {
    setShown([state.numbers[from], state.numbers[to]]);
    setLow(state.numbers[from]?.toString() ?? '');
    setHigh(state.numbers[to]?.toString() ?? '');
  }
  const digits = (text: string) => text.replace(/[^0-9]/g, '').slice(0, 10);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ [from]: low || undefined, [to]: high || undefined });
  };
  return (
    <form className="search-filters__pair" onSubmit={submit}>
      <PlainInput
        label={t(`filters.${from}`)}
        value={low}
        onChange={(text) => setLow(digits(text))}
        inputMode="numeric"
        dir="ltr"
      />
      <PlainInput
        label={t(`filters.${to}`)}
        value={high}
        onChange={(text) => setHigh(digits(text))}
        inputMode="numeric"
        dir="ltr"
      />
      <PlainButton
        type="submit"
        size="small"
        variant="outlined"
        aria-label={`${t('filters.apply')}: ${t(`filters.${from}`)}`}
      >
        {t('filters.apply')}
      </PlainButton>
    </form>
  );
}

/** A flag of the search (1 or absent) as a checkbox: the condition evidence filters (docs/decisions/0252). */
function FlagFilter({
  name,
  value,
  onChange,
}: {
  name: NumberParam;
  value: number | undefined;
  onChange: FilterPanelProps['onChange'];
}) {
  const { t } = useTranslation('search');
  return (
    <label className="search-filters__flag">
      <input
        type="checkbox"
        name={name}
        checked={value === 1}
        onChange={(event) => onChange(name, event.target.checked ? '1' : undefined)}
      />
      {t(`filters.${name}`)}
    </label>
  );
}

/** In place of the price, mileage, fuel, transmission and location filters for a visitor who must log in. */
function LoginPrompt() {
  const { t } = useTranslation('search');
  const location = useLocation();
  return (
    <PlainAlert
      severity="info"
      action={
        <PlainLinkButton
          color="inherit"
          size="small"
          to={`${ROUTES.login}?next=${encodeURIComponent(location.pathname + location.search)}`}
        >
          {t('filters.login')}
        </PlainLinkButton>
      }
    >
      {t('filters.maskedLogin')}
    </PlainAlert>
  );
}

interface FilterPanelProps {
  state: UrlState;
  /** The resolved numbers of the maker and model names in the URL. */
  makerNo: number | undefined;
  modelNo: number | undefined;
  makers: LookupRow[];
  /** /item/list shows every category; /item/list/car starts from cars. */
  category: number | undefined;
  /** /item/list may search every category at once; /item/list/car always searches one. */
  allCategories: boolean;
  onChange(name: string, value: string | undefined): void;
  onApply(values: Record<string, string | undefined>): void;
  onClear(): void;
  /** A visitor who must log in: the masked filters give way to a login prompt. */
  masked: boolean;
}

/** Every filter of the search, labelled; each select applies at once, the ranges on Apply. */
export function FilterPanel({
  state,
  makerNo,
  modelNo,
  makers,
  category,
  allCategories,
  onChange,
  onApply,
  onClear,
  masked,
}: FilterPanelProps) {
  const { t } = useTranslation('search');
  const language = useLanguage().code;
  const { numbers } = state;
  const isCar = category === CATEGORY.car;
  const isSpecial = category === CATEGORY.special;
  const lookups = useFilterLookups(numbers, category, makerNo, modelNo, masked);
  const years = modelYears().map((year) => ({ value: year, label: String(year) }));
  const any = t('filters.any');
  /** Maker and model are chosen by English name, which is what the URL keeps. */
  const byEnglishName = (rows: LookupRow[] | undefined, base: 'maker' | 'model') =>
    (rows ?? []).map((row) => ({
      value: String(row[localizedKey(base, 1)]),
      label: localizedName(row as Record<string, string | null>, base, language),
    }));
  const select = (name: NumberParam, options: Option[], disabled = false) => (
    <SelectFilter
      name={name}
      label={t(`filters.${name}`)}
      value={numbers[name]}
      options={options}
      onChange={onChange}
      anyLabel={any}
      disabled={disabled}
    />
  );
  const ofCategory = makers.filter((row) => category === undefined || Number(row.category) === category);
  const narrowed = lookups.specialMakers.data ?? ofCategory;
  // The chosen maker stays a choice even where the narrowed list lacks it (the URL named it): nothing matches then.
  const chosenMaker = ofCategory.find((row) => Number(row.makerNo) === makerNo);
  const makerOptions = byEnglishName(
    chosenMaker && !narrowed.some((row) => Number(row.makerNo) === makerNo) ? [...narrowed, chosenMaker] : narrowed,
    'maker',
  );
  const englishOf = (rows: LookupRow[] | undefined, no: string, value: number | undefined, key: string) =>
    value === undefined ? undefined : ((rows ?? []).find((row) => Number(row[no]) === value)?.[key] ?? undefined);
  const makerFilter = (
    <SelectFilter
      name="maker"
      label={t('filters.maker')}
      value={englishOf(makers, 'makerNo', makerNo, 'engMaker')}
      options={makerOptions}
      onChange={onChange}
      anyLabel={any}
    />
  );
  const modelFilter = (
    <SelectFilter
      name="model"
      label={t('filters.model')}
      value={englishOf(lookups.models.data, 'modelNo', modelNo, 'engModel')}
      options={byEnglishName(lookups.models.data, 'model')}
      onChange={onChange}
      anyLabel={any}
      disabled={!makerNo || (isSpecial && !numbers.capacity)}
      hint={isSpecial && (!makerNo || !numbers.capacity) ? t('filters.specialModelHint') : undefined}
    />
  );

  return (
    <section aria-label={t('filters.title')} className="search-filters__panel">
      <SelectFilter
        name="category"
        label={t('home.category')}
        value={category}
        options={[
          { value: '1', label: t('category.1') },
          { value: '2', label: t('category.2') },
        ]}
        onChange={onChange}
        anyLabel={allCategories ? t('category.all') : undefined}
      />
      {isSpecial ? (
        <>
          {select('form', optionsOf(lookups.forms.data, 'formNo', 'formName', language))}
          {select(
            'formDetail',
            optionsOf(lookups.formDetails.data, 'formDetailNo', 'formDetailName', language),
            !numbers.form,
          )}
          {select(
            'capacity',
            optionsOf(lookups.capacities.data, 'capacityNo', 'capacityName', language),
            !numbers.formDetail,
          )}
          {makerFilter}
          {modelFilter}
        </>
      ) : (
        <>
          {makerFilter}
          {isCar && modelFilter}
          {isCar &&
            select(
              'detailModel',
              optionsOf(lookups.detailModels.data, 'detailModelNo', 'detailModel', language),
              !modelNo,
            )}
          {isCar && select('product', optionsOf(lookups.products.data, 'productNo', 'productName', language))}
        </>
      )}
      <div className="search-filters__pair">
        {select('yearFrom', years)}
        {select('yearTo', years)}
      </div>
      {masked ? (
        <LoginPrompt />
      ) : (
        <>
          <RangeFilter from="priceFrom" to="priceTo" state={state} onApply={onApply} />
          <RangeFilter from="mileageFrom" to="mileageTo" state={state} onApply={onApply} />
          {select('fuel', optionsOf(lookups.fuels.data, 'fuelNo', 'fuelName', language))}
          {select(
            'transmission',
            optionsOf(lookups.transmissions.data, 'transmissionNo', 'transmissionName', language),
          )}
          {select('location', optionsOf(lookups.locations.data, 'locationNo', 'locationName', language))}
          {select('importableTo', optionsOf(lookups.countries.data, 'countryNo', 'countryName', language))}
          {select('drive', optionsOf(lookups.drives.data, 'driveNo', 'driveName', language))}
          {select('handle', [
            { value: 0, label: t('filters.handleLeft') },
            { value: 1, label: t('filters.handleRight') },
          ])}
          {select('color', optionsOf(lookups.colors.data, 'colorNo', 'colorName', language))}
        </>
      )}
      <fieldset className="search-filters__flags">
        <legend>{t('filters.condition')}</legend>
        <FlagFilter name="inspection" value={numbers.inspection} onChange={onChange} />
        {!masked && <FlagFilter name="noClaims" value={numbers.noClaims} onChange={onChange} />}
        <FlagFilter name="conditionVerified" value={numbers.conditionVerified} onChange={onChange} />
      </fieldset>
      <PlainButton onClick={onClear} className="search-filters__clear">
        {t('filters.clear')}
      </PlainButton>
    </section>
  );
}
