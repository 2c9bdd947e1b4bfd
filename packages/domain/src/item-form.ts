import { z } from 'zod';
import {
  CATEGORY,
  FIRST_MODEL_YEAR,
  GRADED_UNDER_NO,
  OPTIONAL_WORKING_NO,
  UNDER_FLAG,
  UNDER_GRADES,
  WORKING_FLAG,
  type Category,
} from './catalog.ts';
import { MAX_PRICE } from './limits.ts';
import { localizedShape } from './localized-schema.ts';
import { superSalePrice, type ListingPrice } from './pricing.ts';
import { FIELD_MESSAGES, isCalendarDate, TEXT_MAX } from './validation.ts';

/**
 * The seller's car and special-vehicle forms (spec sections 2, 4, 5 and 9): one schema per form, used by the web form
 * and by the items routes. Numeric inputs arrive as typed text or as numbers; both are read the same way, so the
 * browser and the server give the same message for the same input.
 */
export const ITEM_FIELD_MESSAGES = {
  chassisNo: 'field.chassisNo',
  chassisInUse: 'field.chassisInUse',
  carPriceRange: 'field.carPriceRange',
  specialPriceRange: 'field.specialPriceRange',
  discountAbovePrice: 'field.discountAbovePrice',
  superSaleDiscount: 'field.superSaleDiscount',
  mileageMax: 'field.mileageMax',
  sizeMax: 'field.sizeMax',
  ccMax: 'field.ccMax',
  ccZero: 'field.ccZero',
  seatsRange: 'field.seatsRange',
  powerMax: 'field.powerMax',
  gradeMax: 'field.gradeMax',
  youtube: 'field.youtube',
  year: 'field.year',
  date: 'field.date',
  dateFuture: 'field.dateFuture',
} as const;

export const CHASSIS_LENGTH = 17;
export const GRADE_MAX = 25;
export const MEMO_MAX = TEXT_MAX;
/** Input lengths of section 9: 9 digits for cc, mileage, size and weight; 10 for USD money. */
export const NUMBER_INPUT_DIGITS = 9;
export const MONEY_INPUT_DIGITS = 10;
export const CC_MAX = 30_000;
export const POWER_MAX = 10_000;
/** Mileage is under 10,000,000 km; weight and each size under 1,000,000 kg or mm. */
export const MILEAGE_LIMIT = 10_000_000;
export const SIZE_LIMIT = 1_000_000;
export const SEATS_MAX = 99;
export const DOOR_MAX = 9;
/** Pictures one listing may have. */
export const MAX_PICTURES = 30;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** How many leading bytes `pictureTypeOf` reads. */
export const PICTURE_SIGNATURE_BYTES = 12;

/**
 * The picture type a file's first bytes announce (JPEG, PNG, WebP), or undefined: the form checks a file before it
 * is sent, whatever its name says. The server checks again and decodes it.
 */
export function pictureTypeOf(bytes: Uint8Array): (typeof PICTURE_TYPES)[number] | undefined {
  const starts = (signature: (number | null)[]) => signature.every((byte, i) => byte === null || bytes[i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return undefined;
}

/** Each form keeps its own sell-price range (the spec records that the two forms disagree; see decision 0040). */
export const PRICE_RANGES = {
  [CATEGORY.car]: { min: 300, max: MAX_PRICE, message: ITEM_FIELD_MESSAGES.carPriceRange },
  [CATEGORY.special]: { min: 300, max: 300_000, message: ITEM_FIELD_MESSAGES.specialPriceRange },
} as const satisfies Record<Category, { min: number; max: number; message: string }>;

export const CHASSIS_PATTERN = /^[A-Za-z0-9]{17}$/;

/** A chassis number as stored: without spaces (VINs are often printed in groups) and upper case (case-insensitive). */
export function normalizeChassisNo(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The chassis input as typed or pasted: spaces stripped first, then cut to 17 characters. */
export function chassisInput(typed: string): string {
  return normalizeChassisNo(typed).slice(0, CHASSIS_LENGTH);
}

export const chassisNoField = z
  .string(FIELD_MESSAGES.required)
  .overwrite(normalizeChassisNo)
  .min(1, FIELD_MESSAGES.required)
  .regex(CHASSIS_PATTERN, ITEM_FIELD_MESSAGES.chassisNo);

interface NumberRule {
  min?: number;
  max: number;
  /** Message when the number is outside min..max. */
  message: string;
  digits?: number;
}

/** Reads typed text or a number: empty -> null; anything but digits -> 'Only numbers can be entered'. */
function readWhole(value: unknown, rule: NumberRule, ctx: z.RefinementCtx): number | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  if (text === undefined || !/^[0-9]+$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.onlyNumbers });
    return z.NEVER;
  }
  const number = Number(text);
  if (text.length > (rule.digits ?? 12) || number < (rule.min ?? 0) || number > rule.max) {
    ctx.addIssue({ code: 'custom', message: rule.message });
    return z.NEVER;
  }
  return number;
}

/** A required whole number (typed text or number). */
export function requiredNumber(rule: NumberRule) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number => {
      const number = readWhole(value, rule, ctx);
      if (number === null) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.required });
        return z.NEVER;
      }
      return number;
    })
    .meta({ type: ['integer', 'string'] });
}

/** An optional whole number: empty is allowed and becomes null. */
export function optionalNumber(rule: NumberRule) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number | null => readWhole(value, rule, ctx))
    .meta({ type: ['integer', 'string', 'null'] });
}

/** A chosen entry of a lookup list (maker, model, fuel, ...): required. */
const choice = () => requiredNumber({ min: 1, max: 2_147_483_647, message: FIELD_MESSAGES.required });
const optionalChoice = () => optionalNumber({ min: 1, max: 2_147_483_647, message: FIELD_MESSAGES.invalid });

const sizeField = () =>
  requiredNumber({ min: 1, max: SIZE_LIMIT - 1, message: ITEM_FIELD_MESSAGES.sizeMax, digits: NUMBER_INPUT_DIGITS });

export function sellPriceField(category: Category) {
  const range = PRICE_RANGES[category];
  return requiredNumber({ ...range, digits: MONEY_INPUT_DIGITS });
}

const discountField = () =>
  optionalNumber({ min: 0, max: MAX_PRICE, message: ITEM_FIELD_MESSAGES.discountAbovePrice, digits: 10 });

const yearField = () =>
  requiredNumber({ min: 1, max: 9999, message: ITEM_FIELD_MESSAGES.year }).refine(
    (year) => year >= FIRST_MODEL_YEAR && year <= new Date().getUTCFullYear() + 1,
    ITEM_FIELD_MESSAGES.year,
  );

/** Korea's offset from UTC (no daylight saving): listed vehicles are registered in Korea. */
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The latest first registration a listing may have: today in Korea, YYYY-MM-DD. */
export function latestFirstRegistration(now = new Date()): string {
  return new Date(now.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 10);
}

/** First registration: a real calendar date, YYYY-MM-DD, not after today, or empty. */
export const initialRegisterField = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx): string | null => {
    if (value === undefined || value === null || value.trim() === '') return null;
    const text = value.trim();
    if (!isCalendarDate(text)) {
      ctx.addIssue({ code: 'custom', message: ITEM_FIELD_MESSAGES.date });
      return z.NEVER;
    }
    if (text > latestFirstRegistration()) {
      ctx.addIssue({ code: 'custom', message: ITEM_FIELD_MESSAGES.dateFuture });
      return z.NEVER;
    }
    return text;
  });

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The video id when the whole value is an http(s) YouTube link (watch, youtu.be, shorts, embed, live); stricter than
 * finding an id somewhere in a text, because a seller's link is stored and shown to buyers.
 */
export function youtubeLinkVideoId(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    id =
      first === 'watch' ? url.searchParams.get('v') : ['shorts', 'embed', 'live'].includes(first ?? '') ? second : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/** A YouTube link or empty; stored in one canonical form. */
export const youtubeField = z
  .union([z.string().max(300, ITEM_FIELD_MESSAGES.youtube), z.null()])
  .optional()
  .transform((value, ctx): string | null => {
    if (value === undefined || value === null || value.trim() === '') return null;
    const id = youtubeLinkVideoId(value);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: ITEM_FIELD_MESSAGES.youtube });
      return z.NEVER;
    }
    return `https://www.youtube.com/watch?v=${id}`;
  });

const gradeField = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => value?.trim() ?? '')
  .pipe(z.string().max(GRADE_MAX, ITEM_FIELD_MESSAGES.gradeMax))
  .transform((value) => value || null);

const toggle = z.boolean().default(false);

/** Fields both forms have, with the rules of section 5. */
function commonShape(category: Category) {
  return {
    sellPrice: sellPriceField(category),
    discountPrice: discountField(),
    year: yearField(),
    maker: choice(),
    model: choice(),
    transmission: choice(),
    fuel: choice(),
    location: choice(),
    color: choice(),
    weight: sizeField(),
    length: sizeField(),
    width: sizeField(),
    height: sizeField(),
    mileage: optionalNumber({ max: MILEAGE_LIMIT - 1, message: ITEM_FIELD_MESSAGES.mileageMax, digits: 9 }),
    power: optionalNumber({ max: POWER_MAX, message: ITEM_FIELD_MESSAGES.powerMax, digits: 9 }),
    grade: gradeField,
    initialRegister: initialRegisterField,
    youtube: youtubeField,
    /** Public Item: released only to authorized members (accepted when the user's secret flag permits). */
    secret: toggle,
    /** Super Sale (accepted when the user's partners flag permits). */
    partners: toggle,
    /** Declared by the seller: a salvage title or flood damage, which several destinations refuse (issue 18). */
    salvage: toggle,
  };
}

/** Fuels of vehicles without a combustion engine: their displacement is 0 cc. */
export const ENGINELESS_FUELS: readonly string[] = ['electric', 'hydrogen'];

/** cc 0 (no engine) is right only for an electric or hydrogen vehicle; the fuel is known by its catalog code. */
export function displacementMessage(cc: number, fuelCode: string | undefined): string | undefined {
  return cc === 0 && !ENGINELESS_FUELS.includes(fuelCode ?? '') ? ITEM_FIELD_MESSAGES.ccZero : undefined;
}

const ccField = () =>
  requiredNumber({ min: 0, max: CC_MAX, message: ITEM_FIELD_MESSAGES.ccMax, digits: NUMBER_INPUT_DIGITS });
const seatsRule = { min: 1, max: SEATS_MAX, message: ITEM_FIELD_MESSAGES.seatsRange };

const carShape = {
  ...commonShape(CATEGORY.car),
  detailModel: choice(),
  product: choice(),
  cc: ccField(),
  seats: requiredNumber(seatsRule),
  door: requiredNumber({ min: 0, max: DOOR_MAX, message: FIELD_MESSAGES.invalid }),
  drive: choice(),
  /** 0 left, 1 right. */
  handle: requiredNumber({ min: 0, max: 1, message: FIELD_MESSAGES.invalid }),
};

const specialShape = {
  ...commonShape(CATEGORY.special),
  form: choice(),
  formDetail: choice(),
  capacity: choice(),
  cc: ccField(),
  drive: optionalChoice(),
  seats: optionalNumber(seatsRule),
  door: optionalNumber({ min: 0, max: DOOR_MAX, message: FIELD_MESSAGES.invalid }),
  /** 0 left, 1 right; null when the seller does not say (never assumed: import rules read it, issue 28). */
  handle: optionalNumber({ min: 0, max: 1, message: FIELD_MESSAGES.invalid }),
};

/**
 * What is wrong with a listing's discount, as a message key: a Super Sale listing needs a discount price below its
 * sell price (else its page would show a fake discount); any discount may not be above the sell price.
 */
export function discountMessage(item: ListingPrice): string | undefined {
  if (item.partners && superSalePrice(item) === null) return ITEM_FIELD_MESSAGES.superSaleDiscount;
  if (item.discountPrice !== null && item.discountPrice > item.sellPrice) return ITEM_FIELD_MESSAGES.discountAbovePrice;
  return undefined;
}

function discountRule(info: ListingPrice, ctx: z.RefinementCtx) {
  const message = discountMessage(info);
  if (message) ctx.addIssue({ code: 'custom', path: ['discountPrice'], message });
}

const PRICE_FIELDS: readonly PropertyKey[] = ['sellPrice', 'discountPrice', 'partners'];
/**
 * The discount is checked as soon as the price fields themselves are readable, whatever else is still wrong, so its
 * message shows with the others (a refinement would otherwise wait for the whole form to be valid).
 */
const discountCheck = {
  when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => PRICE_FIELDS.includes(issue.path?.[0] ?? '')),
};

/** Register mode shows the chassis number; update mode does not send it (it cannot change after registration). */
export const carItemInfoSchema = z
  .object({ chassisNo: chassisNoField, ...carShape })
  .superRefine(discountRule, discountCheck);
export const carItemUpdateInfoSchema = z.object(carShape).superRefine(discountRule, discountCheck);
export const specialItemInfoSchema = z
  .object({ chassisNo: chassisNoField, ...specialShape })
  .superRefine(discountRule, discountCheck);
export const specialItemUpdateInfoSchema = z.object(specialShape).superRefine(discountRule, discountCheck);
export type CarItemInfo = z.output<typeof carItemInfoSchema>;
export type SpecialItemInfo = z.output<typeof specialItemInfoSchema>;
export type CarItemUpdateInfo = z.output<typeof carItemUpdateInfoSchema>;
export type SpecialItemUpdateInfo = z.output<typeof specialItemUpdateInfoSchema>;

const entryNo = z.number().int().min(1).max(2_147_483_647);

/** A checkbox of the options panel; only entries with flag true are kept. */
export const optionFlagSchema = z.object({ optionNo: entryNo, flag: z.boolean() });
export const underFlagSchema = z
  .object({ underNo: entryNo, flag: z.number().int() })
  .refine(
    (entry) =>
      entry.underNo === GRADED_UNDER_NO
        ? (UNDER_GRADES as readonly number[]).includes(entry.flag)
        : entry.flag === UNDER_FLAG.none || entry.flag === UNDER_FLAG.yes,
    { message: FIELD_MESSAGES.invalid, path: ['flag'] },
  );
export const workingFlagSchema = z
  .object({ workingNo: entryNo, flag: z.number().int() })
  .refine(
    (entry) =>
      entry.flag === WORKING_FLAG.notWorking ||
      entry.flag === WORKING_FLAG.working ||
      (entry.workingNo === OPTIONAL_WORKING_NO && entry.flag === WORKING_FLAG.notApplicable),
    { message: FIELD_MESSAGES.invalid, path: ['flag'] },
  );
export type OptionFlag = z.infer<typeof optionFlagSchema>;
export type UnderFlag = z.infer<typeof underFlagSchema>;
export type WorkingFlag = z.infer<typeof workingFlagSchema>;

const optionList = z.array(optionFlagSchema).max(100).default([]);
const carLists = {
  itemOptionOutside: optionList,
  itemOptionInside: optionList,
  itemOptionSafe: optionList,
  itemUnderStatus: z.array(underFlagSchema).max(20).default([]),
  itemWorkingStatus: z.array(workingFlagSchema).max(20).default([]),
};

/** The session's own userNo (checked by the guard); never the owner of the item. */
const userNoField = z.coerce.number().int().min(1).optional();
export const itemNoField = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** The version the edit was based on; a stale one is refused with 409. */
const versionField = z.number().int().min(1);

/** `p<pictureNo>` (a stored picture) or a staged picture's id (a UUID). */
const PICTURE_TOKEN = /^(?:p\d{1,15}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/**
 * The listing's pictures in order, saved with the listing in one transaction (decision 0074): a staged id from
 * POST /items/staged-image places a new picture, `p<pictureNo>` keeps a stored one (update only); stored pictures left
 * out are removed. Absent: the pictures stay as they are.
 */
export const pictureOrderField = z
  .array(z.string().regex(PICTURE_TOKEN, FIELD_MESSAGES.invalid))
  .max(MAX_PICTURES, 'field.tooManyPictures')
  .refine((list) => new Set(list).size === list.length, FIELD_MESSAGES.invalid)
  .optional();
export const stagedPictureSchema = z.object({ stagedId: z.string() });
export type StagedPicture = z.infer<typeof stagedPictureSchema>;

export const carRegisterBodySchema = z.object({
  userNo: userNoField,
  itemInfo: carItemInfoSchema,
  ...carLists,
  pictures: pictureOrderField,
});
export const carUpdateBodySchema = z.object({
  itemNo: itemNoField,
  /** The listing's number again (the spec's name in the update and image calls); must agree with itemNo. */
  carNo: itemNoField.optional(),
  userNo: userNoField,
  version: versionField,
  itemInfo: carItemUpdateInfoSchema,
  ...carLists,
  pictures: pictureOrderField,
});
export const specialRegisterBodySchema = z.object({
  userNo: userNoField,
  itemInfo: specialItemInfoSchema,
  pictures: pictureOrderField,
});
export const specialUpdateBodySchema = z.object({
  itemNo: itemNoField,
  carNo: itemNoField.optional(),
  userNo: userNoField,
  version: versionField,
  itemInfo: specialItemUpdateInfoSchema,
  pictures: pictureOrderField,
});
export type CarRegisterBody = z.input<typeof carRegisterBodySchema>;
export type CarUpdateBody = z.input<typeof carUpdateBodySchema>;
export type SpecialRegisterBody = z.input<typeof specialRegisterBodySchema>;
export type SpecialUpdateBody = z.input<typeof specialUpdateBodySchema>;

/** Flags a seller may set from the management page: normal 0, deleted 1, reserved 2, sold out 3. */
export const SELLER_FLAGS = [0, 1, 2, 3] as const;
export const flagBodySchema = z.object({
  list: z
    .array(
      z.object({
        itemNo: itemNoField,
        flag: z.union(SELLER_FLAGS.map((flag) => z.literal(flag)) as [z.ZodLiteral<0>, z.ZodLiteral<1>]),
      }),
    )
    .min(1, FIELD_MESSAGES.required)
    .max(200),
});
export const memoBodySchema = z.object({
  itemNo: itemNoField,
  memo: z.union([z.string().max(MEMO_MAX, FIELD_MESSAGES.invalid), z.null()]).transform((memo) => memo?.trim() || null),
});
export const dateBodySchema = z.object({ itemNo: itemNoField });
/**
 * The price call: the range and the Super Sale rule depend on the stored item (its category and partners), so they
 * are checked against it. The commission is accepted for the spec's shape but always recomputed from the tiers.
 */
export const priceBodySchema = z
  .object({
    itemNo: itemNoField,
    price: requiredNumber({ min: 300, max: MAX_PRICE, message: ITEM_FIELD_MESSAGES.carPriceRange, digits: 10 }),
    commission: z.unknown().optional(),
    discountPrice: discountField(),
  })
  .superRefine((body, ctx) =>
    discountRule({ sellPrice: body.price, discountPrice: body.discountPrice, partners: false }, ctx),
  );
export const secretBodySchema = z.object({
  itemNo: itemNoField,
  flag: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean),
});

/** Price rules of one listing (its category and whether it is on Super Sale), for the management page's price editor. */
export function priceSchemaFor(category: Category, partners = false) {
  return z
    .object({ price: sellPriceField(category), discountPrice: discountField() })
    .superRefine((body, ctx) =>
      discountRule({ sellPrice: body.price, discountPrice: body.discountPrice, partners }, ctx),
    );
}

export const chassisQuerySchema = z.object({ chassisNo: chassisNoField });

/** The management list: search by CB number, chassis number or model name; filter by status and maker/model. */
export const managementQuerySchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  /** 0 normal, 2 reserved, 3 sold; 1 = every deleted listing (by the seller, 1, or by staff, 4 and 5). */
  flag: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]))
    .optional(),
  category: z.coerce
    .number()
    .pipe(z.union([z.literal(CATEGORY.car), z.literal(CATEGORY.special)]))
    .optional(),
  maker: z.coerce.number().int().min(1).optional(),
  model: z.coerce.number().int().min(1).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ManagementQuery = z.output<typeof managementQuerySchema>;

export const pictureSchema = z.object({
  pictureNo: z.number(),
  pictureIndex: z.number(),
  pictureMiniName: z.string(),
  pictureWatermarkName: z.string(),
});
export type ItemPicture = z.infer<typeof pictureSchema>;

export const managementRowSchema = z.object({
  itemNo: z.number(),
  category: z.number(),
  flag: z.number(),
  secret: z.boolean(),
  partners: z.boolean(),
  sellPrice: z.number(),
  discountPrice: z.number().nullable(),
  commission: z.number(),
  year: z.number(),
  chassisNo: z.string(),
  ...localizedShape('maker'),
  ...localizedShape('model'),
  thumbnail: z.string().nullable(),
  updateViews: z.number(),
  createdAt: z.string(),
  updateDate: z.string(),
  memo: z.string().nullable(),
  version: z.number(),
  /** Why staff deleted it (flags 4 and 5); null otherwise. Only flag 1 can be restored by the seller. */
  deleteReason: z.string().nullable(),
  /** Of the destinations with an import rule (`of`), how many do not refuse it (issue 18). */
  markets: z.object({ eligible: z.number(), of: z.number() }),
});
export type ManagementRow = z.infer<typeof managementRowSchema>;
export const managementListSchema = z.object({
  total: z.number(),
  page: z.number(),
  size: z.number(),
  list: z.array(managementRowSchema),
});
export type ManagementList = z.infer<typeof managementListSchema>;

/** One own item as the update form loads it: the form's fields, the option and status lists and the pictures. */
export const ownItemSchema = z.object({
  itemNo: z.number(),
  category: z.number(),
  flag: z.number(),
  version: z.number(),
  carInfoNo: z.number(),
  commission: z.number(),
  itemInfo: z.object({
    chassisNo: z.string(),
    sellPrice: z.number(),
    discountPrice: z.number().nullable(),
    year: z.number(),
    maker: z.number(),
    model: z.number(),
    detailModel: z.number().nullable(),
    product: z.number().nullable(),
    form: z.number().nullable(),
    formDetail: z.number().nullable(),
    capacity: z.number().nullable(),
    transmission: z.number(),
    fuel: z.number(),
    drive: z.number().nullable(),
    location: z.number(),
    color: z.number(),
    cc: z.number().nullable(),
    power: z.number().nullable(),
    seats: z.number().nullable(),
    door: z.number().nullable(),
    handle: z.number().nullable(),
    mileage: z.number().nullable(),
    grade: z.string().nullable(),
    weight: z.number(),
    length: z.number(),
    width: z.number(),
    height: z.number(),
    cfvtNo: z.number(),
    lineCbm: z.number(),
    initialRegister: z.string().nullable(),
    youtube: z.string().nullable(),
    secret: z.boolean(),
    partners: z.boolean(),
    salvage: z.boolean(),
  }),
  itemOptions: z.array(z.number()),
  itemUnderStatus: z.array(z.object({ underNo: z.number(), flag: z.number() })),
  itemWorkingStatus: z.array(z.object({ workingNo: z.number(), flag: z.number() })),
  itemPicture: z.array(pictureSchema),
});
export type OwnItem = z.infer<typeof ownItemSchema>;

export const savedItemSchema = z.object({ itemNo: z.number(), version: z.number(), carInfoNo: z.number() });
export type SavedItem = z.infer<typeof savedItemSchema>;
export const priceResultSchema = z.object({
  itemNo: z.number(),
  sellPrice: z.number(),
  commission: z.number(),
  discountPrice: z.number().nullable(),
  version: z.number(),
});
