import type { CommissionTier, Localized } from '@market/domain';
import { useLookup } from '../../lib/catalog-api.ts';

export type Maker = { makerNo: number } & Localized<'maker'>;
export type Model = { modelNo: number; cfvtNo: number | null; lineCbm: number | null } & Localized<'model'>;
export type DetailModel = {
  detailModelNo: number;
  productNo: number;
  weight: number;
  length: number;
  width: number;
  height: number;
  cfvtNo: number;
  lineCbm: number;
} & Localized<'detailModel'>;
export type Color = { colorNo: number; colorCode: string | null } & Localized<'colorName'>;
export type OptionLists = {
  itemOptionSafe: ({ optionNo: number } & Localized<'optionName'>)[];
  itemOptionOutside: ({ optionNo: number } & Localized<'optionName'>)[];
  itemOptionInside: ({ optionNo: number } & Localized<'optionName'>)[];
  itemUnderStatus: ({ underNo: number } & Localized<'underName'>)[];
  itemWorkingStatus: ({ workingNo: number } & Localized<'workingName'>)[];
};

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

export const useYears = () => useLookup<number[]>('/items/years');
export const useCarMakers = (year: number | null) =>
  useLookup<Maker[]>(year !== null ? `/items/maker?${query({ year: year })}` : undefined);
export const useCarModels = (year: number | null, maker: number | null) =>
  useLookup<Model[]>(
    year !== null && maker !== null ? `/items/model?${query({ year: year, maker: maker })}` : undefined,
  );
export const useDetailModels = (year: number | null, maker: number | null, model: number | null) =>
  useLookup<DetailModel[]>(
    year !== null && maker !== null && model !== null
      ? `/items/detail-model?${query({ year: year, maker: maker, model: model })}`
      : undefined,
  );
export const useForms = () => useLookup<({ formNo: number } & Localized<'formName'>)[]>('/items/forms');
/** The special-form helpers are called with upload=1: every entry, not only those with listings. */
export const useFormDetails = (form: number | null) =>
  useLookup<({ formDetailNo: number } & Localized<'formDetailName'>)[]>(
    form !== null ? `/items/form-detail?${query({ form: form, upload: 1 })}` : undefined,
  );
export const useCapacities = (formDetail: number | null) =>
  useLookup<({ capacityNo: number } & Localized<'capacityName'>)[]>(
    formDetail !== null ? `/items/capacity?${query({ formDetail: formDetail, upload: 1 })}` : undefined,
  );
export const useSpecialMakers = (capacity: number | null) =>
  useLookup<Maker[]>(
    capacity !== null ? `/items/special-maker?${query({ capacity: capacity, upload: 1 })}` : undefined,
  );
export const useSpecialModels = (capacity: number | null, maker: number | null) =>
  useLookup<Model[]>(
    capacity !== null && maker !== null
      ? `/items/special-model?${query({ capacity: capacity, maker: maker, upload: 1 })}`
      : undefined,
  );
export const useTransmissions = () =>
  useLookup<({ transmissionNo: number } & Localized<'transmissionName'>)[]>('/items/transmissions');
/** Fuels with their catalog code ('electric', 'diesel', ...), which the displacement rule reads. */
export const useFuels = () => useLookup<({ fuelNo: number; code: string } & Localized<'fuelName'>)[]>('/items/fuels');
/** The drives of the category's vehicles: no truck axle layouts on a car (the server refuses them too). */
export const useDrives = (category: number) =>
  useLookup<({ driveNo: number } & Localized<'driveName'>)[]>(`/items/drives?${query({ category })}`);
export const useLocations = () => useLookup<({ locationNo: number } & Localized<'locationName'>)[]>('/items/locations');
export const useColors = () => useLookup<Color[]>('/items/colors');
export const useProducts = () => useLookup<({ productNo: number } & Localized<'productName'>)[]>('/items/products');
export const useOptionLists = () => useLookup<OptionLists>('/items/options');
export const useCommissionTiers = () => useLookup<CommissionTier[]>('/items/commission');
