import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { CATEGORY, localizedName, type Category, type PanelMode } from '@market/domain';
import {
  capacityChanged,
  carMakerChanged,
  carModelChanged,
  detailModelChosen,
  formChanged,
  formDetailChanged,
  specialMakerChosen,
  specialModelChosen,
  yearChanged,
  type CascadeChange,
  type CascadeValues,
  type EnglishNames,
} from './cascades.ts';
import { FIELD_GRID, LookupField } from './fields.tsx';
import { lookupState } from './lookup-failure.tsx';
import {
  useCapacities,
  useCarMakers,
  useCarModels,
  useDetailModels,
  useFormDetails,
  useForms,
  useProducts,
  useSpecialMakers,
  useSpecialModels,
  useYears,
} from './lookups.ts';

/**
 * The vehicle's identity: year, maker, model and detail model (car) or form, detail form, capacity, maker and model
 * (special vehicle), each list loaded for what is chosen above it, with the cascade rules of cascades.ts applied to
 * the seller's changes, and the English names of the chosen maker and model.
 */
export function VehicleFields({
  mode,
  category,
  values,
  onChange,
  error,
}: {
  mode: PanelMode;
  category: Category;
  values: CascadeValues;
  onChange(patch: Partial<CascadeValues>): void;
  error(name: keyof CascadeValues): string | undefined;
}) {
  const { t } = useTranslation(['item-form', 'errors']);
  const language = useLanguage().code;
  const isCar = category === CATEGORY.car;
  const [filled, setFilled] = useState<EnglishNames>({ engMaker: '', engModel: '' });

  const years = useYears();
  const carMakers = useCarMakers(isCar ? values.year : null);
  const carModels = useCarModels(isCar ? values.year : null, isCar ? values.maker : null);
  const specialMakers = useSpecialMakers(isCar ? null : values.capacity);
  const specialModels = useSpecialModels(isCar ? null : values.capacity, isCar ? null : values.maker);
  const makers = isCar ? carMakers : specialMakers;
  const models = isCar ? carModels : specialModels;

  // The English names follow the chosen maker and model (also once the lists of a stored item arrive).
  const makerEntry = makers.data?.find((m) => m.makerNo === values.maker);
  const modelEntry = models.data?.find((m) => m.modelNo === values.model);
  const engMaker = makerEntry?.engMaker ?? filled.engMaker;
  const engModel = modelEntry?.engModel ?? filled.engModel;

  /** A cascade rule's change: the values it sets and clears, and the English names it fills. */
  const apply = (change: CascadeChange) => {
    onChange(change.values);
    if (change.names) setFilled((current) => ({ ...current, ...change.names }));
  };
  const set =
    <K extends keyof CascadeValues>(name: K) =>
    (value: CascadeValues[K]) =>
      onChange({ [name]: value });
  const name = <B extends string>(entry: Record<string, unknown>, base: B) =>
    localizedName(entry as Parameters<typeof localizedName<B>>[0], base, language);
  const cascade: CascadeProps = { mode, values, apply, set, error, name };

  return (
    <>
      <Box sx={FIELD_GRID}>
        {!isCar && <SpecialFormFields {...cascade} />}
        <LookupField
          mode={mode}
          label={t('fields.year')}
          required
          {...lookupState(years)}
          value={values.year}
          optionNo={(year) => year}
          optionName={(year) => String(year)}
          onChange={isCar ? (no) => apply(yearChanged(no)) : set('year')}
          error={error('year')}
        />
        <LookupField
          mode={mode}
          label={t('fields.maker')}
          required
          {...lookupState(makers)}
          loading={makers.isFetching}
          value={values.maker}
          optionNo={(o) => o.makerNo}
          optionName={(o) => name(o, 'maker')}
          onChange={(no, entry) => apply(isCar ? carMakerChanged(no) : specialMakerChosen(no, entry))}
          emptyText={isCar ? t('empty.year') : t('empty.capacity')}
          noMatchText={t('noMatch.maker')}
          error={error('maker')}
        />
        <LookupField
          mode={mode}
          label={t('fields.model')}
          required
          {...lookupState(models)}
          loading={models.isFetching}
          value={values.model}
          optionNo={(o) => o.modelNo}
          optionName={(o) => name(o, 'model')}
          onChange={(no, entry) => apply(isCar ? carModelChanged(no) : specialModelChosen(no, entry))}
          emptyText={t('empty.maker')}
          noMatchText={t('noMatch.model')}
          error={error('model')}
        />
        {isCar && <CarModelFields {...cascade} />}
      </Box>
      {(engMaker || engModel) && (
        <Typography variant="body2" color="text.secondary" data-testid="english-names">
          <span dir="ltr">{[engMaker, engModel].filter(Boolean).join(' ')}</span>
        </Typography>
      )}
    </>
  );
}

/** What the cascades' parts of the form share: the values, the change of a cascade rule, errors and names. */
interface CascadeProps {
  mode: PanelMode;
  values: CascadeValues;
  apply: (change: CascadeChange) => void;
  set: <K extends keyof CascadeValues>(name: K) => (value: CascadeValues[K]) => void;
  error(name: keyof CascadeValues): string | undefined;
  name: <B extends string>(entry: Record<string, unknown>, base: B) => string;
}

/** A special vehicle's form, detail form and capacity, each list loaded for the one above it. */
function SpecialFormFields({ mode, values, apply, error, name }: CascadeProps) {
  const { t } = useTranslation('item-form');
  const forms = useForms();
  const formDetails = useFormDetails(values.form);
  const capacities = useCapacities(values.formDetail);
  return (
    <>
      <LookupField
        mode={mode}
        label={t('fields.form')}
        required
        {...lookupState(forms)}
        loading={forms.isLoading}
        value={values.form}
        optionNo={(o) => o.formNo}
        optionName={(o) => name(o, 'formName')}
        onChange={(no) => apply(formChanged(no))}
        error={error('form')}
      />
      <LookupField
        mode={mode}
        label={t('fields.formDetail')}
        required
        {...lookupState(formDetails)}
        loading={formDetails.isFetching}
        value={values.formDetail}
        optionNo={(o) => o.formDetailNo}
        optionName={(o) => name(o, 'formDetailName')}
        onChange={(no) => apply(formDetailChanged(no))}
        emptyText={t('empty.form')}
        error={error('formDetail')}
      />
      <LookupField
        mode={mode}
        label={t('fields.capacity')}
        required
        {...lookupState(capacities)}
        loading={capacities.isFetching}
        value={values.capacity}
        optionNo={(o) => o.capacityNo}
        optionName={(o) => name(o, 'capacityName')}
        onChange={(no) => apply(capacityChanged(no))}
        emptyText={t('empty.formDetail')}
        error={error('capacity')}
      />
    </>
  );
}

/** A car's detail model (which fills the size) and its product line. */
function CarModelFields({ mode, values, apply, set, error, name }: CascadeProps) {
  const { t } = useTranslation('item-form');
  const detailModels = useDetailModels(values.year, values.maker, values.model);
  const products = useProducts();
  return (
    <>
      <LookupField
        mode={mode}
        label={t('fields.detailModel')}
        required
        {...lookupState(detailModels)}
        loading={detailModels.isFetching}
        value={values.detailModel}
        optionNo={(o) => o.detailModelNo}
        optionName={(o) => name(o, 'detailModel')}
        onChange={(no) =>
          apply(
            detailModelChosen(
              no,
              detailModels.data?.find((d) => d.detailModelNo === no),
            ),
          )
        }
        emptyText={t('empty.model')}
        noMatchText={t('noMatch.detailModel')}
        error={error('detailModel')}
      />
      <LookupField
        mode={mode}
        label={t('fields.product')}
        required
        {...lookupState(products)}
        value={values.product}
        optionNo={(o) => o.productNo}
        optionName={(o) => name(o, 'productName')}
        onChange={set('product')}
        error={error('product')}
      />
    </>
  );
}
