import { z } from 'zod';
import { localizedKeys, type LocalizedKey } from './localized.ts';
import { localizedShape } from './localized-schema.ts';
import { conditionSummarySchema } from './condition.ts';

const nullableNames = <B extends string>(base: B) =>
  Object.fromEntries(localizedKeys(base).map((key) => [key, z.string().nullable()])) as Record<
    LocalizedKey<B>,
    z.ZodNullable<z.ZodString>
  >;

/**
 * A listing as the detail page gets it. For a visitor who must log in first, every masked field (price, mileage,
 * location, cc, seats, transmission, door, fuel, steering, first registration, drive, colour, weight, size, CBM and
 * the chassis number) is null and `masked` is true: the real values never leave the server.
 */
export const detailItemSchema = z.object({
  itemNo: z.number(),
  category: z.number(),
  flag: z.number(),
  partners: z.boolean(),
  premierFlag: z.boolean(),
  secret: z.boolean(),
  youtube: z.string().nullable(),
  masked: z.boolean(),
  sellPrice: z.number().nullable(),
  discountPrice: z.number().nullable(),
  updateDate: z.string(),
  updateViews: z.number(),
  year: z.number(),
  carInfoNo: z.number(),
  grade: z.string().nullable(),
  mileage: z.number().nullable(),
  cc: z.number().nullable(),
  power: z.number().nullable(),
  seats: z.number().nullable(),
  door: z.number().nullable(),
  handle: z.number().nullable(),
  cfvtNo: z.number(),
  lineCbm: z.number().nullable(),
  initialRegister: z.string().nullable(),
  chassisNo: z.string().nullable(),
  weight: z.number().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  cbm: z.number().nullable(),
  colorCode: z.string().nullable(),
  /** The condition evidence in short (issue 31): null when the seller entered none. */
  condition: conditionSummarySchema.nullable(),
  makerNo: z.number(),
  modelNo: z.number(),
  ...localizedShape('maker'),
  ...localizedShape('model'),
  ...nullableNames('detailModel'),
  ...nullableNames('productName'),
  ...nullableNames('formName'),
  ...nullableNames('formDetailName'),
  ...nullableNames('capacityName'),
  ...nullableNames('transmissionName'),
  ...nullableNames('fuelName'),
  ...nullableNames('driveName'),
  ...nullableNames('colorName'),
  ...nullableNames('locationName'),
});
export type DetailItem = z.infer<typeof detailItemSchema>;

/** flag: selected (1) or not (0); null when masked. */
export const optionEntrySchema = z.object({
  optionNo: z.number(),
  ...localizedShape('optionName'),
  flag: z.number().nullable(),
});
export type OptionEntry = z.infer<typeof optionEntrySchema>;
/** flag: level 1-5 for underNo 1, else 1 (yes) or 0 (none); null when masked. */
export const underStatusEntrySchema = z.object({
  underNo: z.number(),
  ...localizedShape('underName'),
  flag: z.number().nullable(),
});
export type UnderStatusEntry = z.infer<typeof underStatusEntrySchema>;
/** flag: 1 working, 0 not working, 2 not applicable (workingNo 8 only); null when masked. */
export const workingStatusEntrySchema = z.object({
  workingNo: z.number(),
  ...localizedShape('workingName'),
  flag: z.number().nullable(),
});
export type WorkingStatusEntry = z.infer<typeof workingStatusEntrySchema>;

export const salesContactSchema = z.object({
  siNo: z.number(),
  siName: z.string(),
  siLanguage: z.string(),
  siPhone: z.string(),
  siSrc: z.string().nullable(),
  ...localizedShape('siLocation'),
  ...nullableNames('siContent'),
  /** ISO codes of the countries the contact's group serves: which group titles show (docs/decisions/0020). */
  countryCodes: z.array(z.string()),
});
export type SalesContact = z.infer<typeof salesContactSchema>;

export const detailResponseSchema = z.object({
  item: detailItemSchema,
  time: z.string(),
  salesList: z.array(salesContactSchema),
  itemOptionSafe: z.array(optionEntrySchema),
  itemOptionOutside: z.array(optionEntrySchema),
  itemOptionInside: z.array(optionEntrySchema),
  itemUnderStatus: z.array(underStatusEntrySchema),
  itemWorkingStatus: z.array(workingStatusEntrySchema),
  itemPicture: z.array(
    z.object({ pictureIndex: z.number(), pictureMiniName: z.string(), pictureWatermarkName: z.string() }),
  ),
  userViewList: z.array(
    z.object({
      itemNo: z.number(),
      category: z.number(),
      clNo: z.number(),
      sclNo: z.number(),
      thumbnail: z.string().nullable(),
    }),
  ),
  countryCode: z.string(),
  countryList: z.array(z.object({ countryNo: z.number(), countryCode: z.string(), ...localizedShape('countryName') })),
  portList: z.array(z.object({ portNo: z.number(), countryNo: z.number(), ...localizedShape('portName') })),
  isMaintenance: z.boolean(),
  serverVersion: z.string(),
});
export type DetailResponse = z.infer<typeof detailResponseSchema>;
