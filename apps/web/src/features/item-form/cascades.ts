/**
 * The item form's cascades (spec section 4, "Car form cascade" and "Special-vehicle form cascade") as pure rules: what
 * one change sets and what it clears. The form applies them only to changes the seller makes; loading a stored item
 * sets every value at once and clears nothing (the "only after the first load" rule of update mode).
 */

/** The values the cascades read and write; sizes are the strings the inputs hold. */
export interface CascadeValues {
  year: number | null;
  maker: number | null;
  model: number | null;
  detailModel: number | null;
  product: number | null;
  form: number | null;
  formDetail: number | null;
  capacity: number | null;
  weight: string;
  length: string;
  width: string;
  height: string;
}

/** Shown next to the form, never sent: the English names the special cascade fills. */
export interface EnglishNames {
  engMaker: string;
  engModel: string;
}

/** One change: the form values it sets (cleared ones included) and the English names it sets. */
export interface CascadeChange {
  values: Partial<CascadeValues>;
  names?: Partial<EnglishNames>;
}

type No = number | null;

const CLEARED_SIZE = { weight: '', length: '', width: '', height: '' } as const;

// Car: year -> maker -> model -> detail model, which fills product, weight and size.

export const yearChanged = (year: No): CascadeChange => ({
  values: { year, maker: null, model: null, detailModel: null },
});

export const carMakerChanged = (maker: No): CascadeChange => ({ values: { maker, model: null, detailModel: null } });

export const carModelChanged = (model: No): CascadeChange => ({ values: { model, detailModel: null } });

/** The catalog's detail model: its product and its size. */
export interface DetailModelEntry {
  productNo: number;
  weight: number;
  length: number;
  width: number;
  height: number;
}

export function detailModelChosen(detailModel: No, entry: DetailModelEntry | undefined): CascadeChange {
  if (!entry) return { values: { detailModel } };
  return {
    values: {
      detailModel,
      product: entry.productNo,
      weight: String(entry.weight),
      length: String(entry.length),
      width: String(entry.width),
      height: String(entry.height),
    },
  };
}

// Special vehicle: form -> detail form -> capacity -> maker -> model; each clears what depends on it.

export const formChanged = (form: No): CascadeChange => ({
  values: { form, formDetail: null, capacity: null, maker: null, model: null, ...CLEARED_SIZE },
  names: { engModel: '' },
});

export const formDetailChanged = (formDetail: No): CascadeChange => ({
  values: { formDetail, capacity: null, maker: null, model: null, ...CLEARED_SIZE },
  names: { engModel: '' },
});

export const capacityChanged = (capacity: No): CascadeChange => ({
  values: { capacity, maker: null, model: null, ...CLEARED_SIZE },
  names: { engModel: '' },
});

export const specialMakerChosen = (maker: No, entry: { engMaker: string } | null): CascadeChange => ({
  values: { maker, model: null },
  names: { engMaker: entry?.engMaker ?? '' },
});

/** The size shown comes from what the seller enters (the server stores it so), never from the catalog's estimate. */
export const specialModelChosen = (model: No, entry: { engModel: string } | null): CascadeChange => ({
  values: { model, ...CLEARED_SIZE },
  names: { engModel: entry?.engModel ?? '' },
});
