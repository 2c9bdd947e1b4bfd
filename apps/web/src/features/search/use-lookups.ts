import { CATEGORY, localizedName, searchQueryString, type LanguageCode } from '@market/domain';
import { useLookup, type LookupRow } from '../../lib/catalog-api.ts';
import type { UrlState } from './search-url.ts';

export interface Option {
  value: number;
  label: string;
}

/** Select options from a lookup list: its number column and its name in the page's language. */
export function optionsOf(rows: LookupRow[] | undefined, no: string, base: string, language: LanguageCode): Option[] {
  return (rows ?? []).map((row) => ({
    value: Number(row[no]),
    label: localizedName(row as Record<string, string | null>, base, language),
  }));
}

/**
 * The lists the filter panel chooses from, each asked only when its filter is shown: the models once a maker is chosen,
 * the special vehicles' forms, details and capacities for that category, and none of the masked filters' lists for a
 * visitor who must log in.
 */
export function useFilterLookups(
  numbers: UrlState['numbers'],
  category: number | undefined,
  makerNo: number | undefined,
  modelNo: number | undefined,
  masked: boolean,
) {
  const isCar = category === CATEGORY.car;
  const isSpecial = category === CATEGORY.special;
  const models = useLookup(
    isCar && makerNo
      ? `/items/model?maker=${makerNo}`
      : isSpecial && makerNo && numbers.capacity
        ? `/items/special-model?capacity=${numbers.capacity}&maker=${makerNo}&upload=1`
        : undefined,
  );
  // Special makers narrowed to what is chosen of the form, detail form and capacity (with listings there).
  const specialScope = searchQueryString({
    form: numbers.form,
    formDetail: numbers.formDetail,
    capacity: numbers.capacity,
  });
  const specialMakers = useLookup(
    isSpecial && specialScope ? `/items/special-maker?${specialScope}&upload=0` : undefined,
  );
  const detailModels = useLookup(
    isCar && makerNo && modelNo ? `/items/detail-model?maker=${makerNo}&model=${modelNo}` : undefined,
  );
  const products = useLookup(isCar ? '/items/products' : undefined);
  const forms = useLookup(isSpecial ? '/items/forms' : undefined);
  const formDetails = useLookup(
    isSpecial && numbers.form ? `/items/form-detail?form=${numbers.form}&upload=0` : undefined,
  );
  const capacities = useLookup(
    isSpecial && numbers.formDetail ? `/items/capacity?formDetail=${numbers.formDetail}&upload=0` : undefined,
  );
  const fuels = useLookup(masked ? undefined : '/items/fuels');
  const transmissions = useLookup(masked ? undefined : '/items/transmissions');
  const drives = useLookup(
    masked ? undefined : category === undefined ? '/items/drives' : `/items/drives?category=${category}`,
  );
  const colors = useLookup(masked ? undefined : '/items/colors');
  const locations = useLookup(masked ? undefined : '/items/locations');
  const countries = useLookup(masked ? undefined : '/inquirys/countries');
  return {
    models,
    specialMakers,
    detailModels,
    products,
    forms,
    formDetails,
    capacities,
    fuels,
    transmissions,
    drives,
    colors,
    locations,
    countries,
  };
}
