import { z } from 'zod';
import { localizedKeys, localizedShape, type LocalizedKey } from './localized.ts';

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
  lineCbm: z.number(),
  initialRegister: z.string().nullable(),
  chassisNo: z.string().nullable(),
  weight: z.number().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  cbm: z.number().nullable(),
  colorCode: z.string().nullable(),
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

const selectable = <B extends string>(no: string, base: B) =>
  z.object({ [no]: z.number(), ...localizedShape(base), flag: z.number().nullable() } as Record<string, z.ZodType>);

export const detailResponseSchema = z.object({
  item: detailItemSchema,
  time: z.string(),
  salesList: z.array(
    z.object({
      siNo: z.number(),
      siName: z.string(),
      siLanguage: z.string(),
      siPhone: z.string(),
      siSrc: z.string().nullable(),
      ...localizedShape('siLocation'),
      ...nullableNames('siContent'),
    }),
  ),
  /** flag: selected (1) or not (0); null when masked. */
  itemOptionSafe: z.array(selectable('optionNo', 'optionName')),
  itemOptionOutside: z.array(selectable('optionNo', 'optionName')),
  itemOptionInside: z.array(selectable('optionNo', 'optionName')),
  itemUnderStatus: z.array(selectable('underNo', 'underName')),
  itemWorkingStatus: z.array(selectable('workingNo', 'workingName')),
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

/** Stored pictures are served under /api/media. */
export function mediaUrl(key: string): string {
  return `/api/media/${key}`;
}
