import {
  CATEGORY,
  carItemInfoSchema,
  carItemUpdateInfoSchema,
  displacementMessage,
  GRADED_UNDER_NO,
  specialItemInfoSchema,
  specialItemUpdateInfoSchema,
  type Category,
  type OwnItem,
  type PanelMode,
} from '@market/domain';
import type { Resolver } from 'react-hook-form';
import { schemaResolver } from '../../lib/form.ts';
import type { CascadeValues } from './cascades.ts';
import type { SizeValues } from './fields.tsx';
import type { OptionLists } from './lookups.ts';
import type { ItemDraft } from './save-item.ts';

/** The form's values: the cascades' (vehicle and size) and the rest. */
export interface Values extends SizeValues, CascadeValues {
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

export const EMPTY: Values = {
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

export function valuesOf(item: OwnItem): Values {
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
export function underDefault(underNo: number): number {
  return underNo === GRADED_UNDER_NO ? 1 : 0;
}
export const WORKING_DEFAULT = 1;

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
export function itemResolver(category: Category, mode: PanelMode, fuels: readonly { fuelNo: number; code: string }[]) {
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

/** What the seller chose of the car's options and condition entries, as the draft reads them. */
export interface ConditionChoices {
  entries: OptionLists | undefined;
  selectedOptions: ReadonlySet<number>;
  underFlag: (underNo: number) => number;
  workingFlag: (workingNo: number) => number;
}

/** The listing to save: a special vehicle's info, or a car's info with its options and condition entries. */
export function draftOf(values: Values, category: Category, userNo: number, choices: ConditionChoices): ItemDraft {
  const { detailModel, product, form: formNo, formDetail, capacity, ...common } = itemInfoOf(values);
  if (category !== CATEGORY.car) {
    return {
      category: CATEGORY.special,
      body: { userNo, itemInfo: { ...common, form: formNo, formDetail, capacity } },
    };
  }
  const { entries, selectedOptions, underFlag, workingFlag } = choices;
  const group = (list: { optionNo: number }[] | undefined) =>
    (list ?? []).map(({ optionNo }) => ({ optionNo, flag: selectedOptions.has(optionNo) }));
  return {
    category: CATEGORY.car,
    body: {
      userNo,
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
}
