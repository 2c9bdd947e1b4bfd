import { useQuery } from '@tanstack/react-query';
import type { CommissionTier, Localized } from '@market/domain';
import { http } from '../../lib/http.ts';

/** One entry of a lookup list: its number and its six localized names under the spec's keys. */
export type LookupEntry = { no: number } & Record<string, unknown>;

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

/** Lookups rarely change: cached for the session, not refetched on focus. */
function useLookup<T>(key: readonly unknown[], path: string, enabled = true) {
  return useQuery({
    queryKey: ['item-form', ...key],
    queryFn: () => http<T>(path),
    enabled,
    staleTime: 10 * 60_000,
  });
}

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

export const useYears = () => useLookup<number[]>(['years'], '/items/years');
export const useCarMakers = (year: number | null) =>
  useLookup<Maker[]>(['maker', year], `/items/maker?${query({ year: year ?? 0 })}`, year !== null);
export const useCarModels = (year: number | null, maker: number | null) =>
  useLookup<Model[]>(
    ['model', year, maker],
    `/items/model?${query({ year: year ?? 0, maker: maker ?? 0 })}`,
    year !== null && maker !== null,
  );
export const useDetailModels = (year: number | null, maker: number | null, model: number | null) =>
  useLookup<DetailModel[]>(
    ['detail-model', year, maker, model],
    `/items/detail-model?${query({ year: year ?? 0, maker: maker ?? 0, model: model ?? 0 })}`,
    year !== null && maker !== null && model !== null,
  );
export const useForms = () => useLookup<({ formNo: number } & Localized<'formName'>)[]>(['forms'], '/items/forms');
/** The special-form helpers are called with upload=1: every entry, not only those with listings. */
export const useFormDetails = (form: number | null) =>
  useLookup<({ formDetailNo: number } & Localized<'formDetailName'>)[]>(
    ['form-detail', form],
    `/items/form-detail?${query({ form: form ?? 0, upload: 1 })}`,
    form !== null,
  );
export const useCapacities = (formDetail: number | null) =>
  useLookup<({ capacityNo: number } & Localized<'capacityName'>)[]>(
    ['capacity', formDetail],
    `/items/capacity?${query({ formDetail: formDetail ?? 0, upload: 1 })}`,
    formDetail !== null,
  );
export const useSpecialMakers = (capacity: number | null) =>
  useLookup<Maker[]>(
    ['special-maker', capacity],
    `/items/special-maker?${query({ capacity: capacity ?? 0, upload: 1 })}`,
    capacity !== null,
  );
export const useSpecialModels = (capacity: number | null, maker: number | null) =>
  useLookup<Model[]>(
    ['special-model', capacity, maker],
    `/items/special-model?${query({ capacity: capacity ?? 0, maker: maker ?? 0, upload: 1 })}`,
    capacity !== null && maker !== null,
  );
export const useTransmissions = () =>
  useLookup<({ transmissionNo: number } & Localized<'transmissionName'>)[]>(['transmissions'], '/items/transmissions');
/** Fuels with their catalog code ('electric', 'diesel', ...), which the displacement rule reads. */
export const useFuels = () =>
  useLookup<({ fuelNo: number; code: string } & Localized<'fuelName'>)[]>(['fuels'], '/items/fuels');
/** The drives of the category's vehicles: no truck axle layouts on a car (the server refuses them too). */
export const useDrives = (category: number) =>
  useLookup<({ driveNo: number } & Localized<'driveName'>)[]>(
    ['drives', category],
    `/items/drives?${query({ category })}`,
  );
export const useLocations = () =>
  useLookup<({ locationNo: number } & Localized<'locationName'>)[]>(['locations'], '/items/locations');
export const useColors = () => useLookup<Color[]>(['colors'], '/items/colors');
export const useProducts = () =>
  useLookup<({ productNo: number } & Localized<'productName'>)[]>(['products'], '/items/products');
export const useOptionLists = () => useLookup<OptionLists>(['options'], '/items/options');
export const useCommissionTiers = () => useLookup<CommissionTier[]>(['commission'], '/items/commission');
