import { z } from 'zod';
import { localizedShape } from '@market/domain';

/** A positive whole number from the query string (ids, years). */
export const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
export const yearParam = z.coerce.number().int().min(1900).max(2100);
/** The spec's `upload` flag: 1 (seller's form) lists everything, 0 (search) only what has listings. */
export const uploadParam = z.coerce.number().int().min(0).max(1).default(1);
export const nameParam = z.string().trim().min(1).max(100);

export const makerSchema = z.object({ makerNo: z.number(), ...localizedShape('maker') });
export const modelSchema = z.object({
  modelNo: z.number(),
  makerNo: z.number(),
  cfvtNo: z.number().nullable(),
  lineCbm: z.number().nullable(),
  ...localizedShape('model'),
});
export const detailModelSchema = z.object({
  detailModelNo: z.number(),
  modelNo: z.number(),
  productNo: z.number(),
  ...localizedShape('productName'),
  weight: z.number(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  cc: z.number(),
  fuelNo: z.number(),
  seats: z.number(),
  door: z.number(),
  cfvtNo: z.number(),
  lineCbm: z.number(),
  ...localizedShape('detailModel'),
});
export const formSchema = z.object({ formNo: z.number(), ...localizedShape('formName') });
export const formDetailSchema = z.object({
  formDetailNo: z.number(),
  formNo: z.number(),
  ...localizedShape('formDetailName'),
});
export const capacitySchema = z.object({
  capacityNo: z.number(),
  formDetailNo: z.number(),
  ...localizedShape('capacityName'),
});
export const countrySchema = z.object({
  countryNo: z.number(),
  countryCode: z.string(),
  ...localizedShape('countryName'),
});
export const portSchema = z.object({ portNo: z.number(), countryNo: z.number(), ...localizedShape('portName') });
export const vesselOfferSchema = z.object({
  smvpNo: z.number(),
  vessel: z.string(),
  ...localizedShape('vesselName'),
  terms: z.string(),
  ...localizedShape('termsName'),
  /** Freight for this vehicle in USD; null when quoted on request (askFlag) or for whoever the detail page masks. */
  totalPrice: z.number().nullable(),
  askFlag: z.boolean(),
  count: z.number(),
});
export const commissionTierSchema = z.object({ startPrice: z.number(), endPrice: z.number(), commission: z.number() });
const optionEntrySchema = z.object({ optionNo: z.number(), ...localizedShape('optionName') });
const underEntrySchema = z.object({ underNo: z.number(), ...localizedShape('underName') });
const workingEntrySchema = z.object({ workingNo: z.number(), ...localizedShape('workingName') });
export const optionListsSchema = z.object({
  itemOptionSafe: z.array(optionEntrySchema),
  itemOptionOutside: z.array(optionEntrySchema),
  itemOptionInside: z.array(optionEntrySchema),
  itemUnderStatus: z.array(underEntrySchema),
  itemWorkingStatus: z.array(workingEntrySchema),
});

export type VesselOffer = z.infer<typeof vesselOfferSchema>;
