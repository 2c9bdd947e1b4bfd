import { z } from 'zod';
import { DELETED_FLAGS, ITEM_FLAG } from './catalog.ts';
import {
  INQUIRY_STATE,
  INQUIRY_STATES,
  inquiryDetailSchema,
  inquiryItemSchema,
  inquirySummarySchema,
} from './inquiry.ts';
import { MAX_PRICE } from './limits.ts';
import { localizedKeys, type LocalizedKey } from './localized.ts';
import { localizedShape } from './localized-schema.ts';
import { USER_FLAGS } from './roles.ts';
import { FIELD_MESSAGES } from './validation.ts';

/** The back office (docs/decisions/0060): what staff read and send. Every write is audited. */

export const STAFF_PAGE_SIZES = [10, 20, 50, 100] as const;
const pageSize = z.coerce
  .number()
  .int()
  .refine((size) => (STAFF_PAGE_SIZES as readonly number[]).includes(size))
  .default(20);
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const order = z.enum(['asc', 'desc']).default('desc');

/** One page of a staff list: the rows, how many match in all, and the page asked for. */
const pagedSchema = <T extends z.ZodType>(row: T) =>
  z.object({ list: z.array(row), total: z.number(), page: z.number(), size: z.number() });

/** GET /api/staff/inquiries: the queue's filters, sorting and paging. */
export const STAFF_QUEUE_SORTS = ['ilNo', 'updatedAt', 'state'] as const;
export const staffQueueQuerySchema = z.object({
  state: z.coerce
    .number()
    .int()
    .refine((s) => INQUIRY_STATES.includes(s as never))
    .optional(),
  /** ISO country code of the destination. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase())
    .optional(),
  /** An item number, with or without the CB prefix. */
  item: z
    .string()
    .trim()
    .regex(/^(?:CB)?[0-9]{1,15}$/i)
    .transform((value) => Number(value.replace(/^CB/i, '')))
    .optional(),
  /** Part of the buyer's user id, name or email. */
  buyer: z.string().trim().min(1).max(100).optional(),
  /** true: only the inquiries whose staff step is overdue (`STAFF_STEP_HOURS`). */
  overdue: z.enum(['true', 'false']).optional(),
  sort: z.enum(STAFF_QUEUE_SORTS).default('ilNo'),
  order,
  page,
  size: pageSize,
});
export type StaffQueueQuery = z.infer<typeof staffQueueQuerySchema>;

export const staffBuyerSchema = z.object({ userNo: z.number(), userId: z.string(), name: z.string() });
export const staffQueueRowSchema = inquirySummarySchema.extend({ buyer: staffBuyerSchema });
export type StaffQueueRow = z.infer<typeof staffQueueRowSchema>;
export const staffQueueSchema = pagedSchema(staffQueueRowSchema);
export type StaffQueue = z.infer<typeof staffQueueSchema>;

/** The seller of a vehicle as staff see it on an inquiry (buyers never get it). */
export const staffSellerRefSchema = z.object({
  userNo: z.number(),
  userId: z.string(),
  name: z.string(),
  companyName: z.string().nullable(),
});
export type StaffSellerRef = z.infer<typeof staffSellerRefSchema>;
/** GET /api/staff/inquiries/{ilNo} and every staff step: the buyer's inquiry page plus each vehicle's seller. */
export const staffInquiryDetailSchema = inquiryDetailSchema.extend({
  items: z.array(inquiryItemSchema.extend({ seller: staffSellerRefSchema })),
});
export type StaffInquiryDetail = z.infer<typeof staffInquiryDetailSchema>;

const HOUR_MS = 3_600_000;
/**
 * How long an inquiry may wait in a state where staff must act before the queue marks it overdue. The states where
 * the buyer (or the deposit deadline) is awaited have no limit here.
 */
export const STAFF_STEP_HOURS: Readonly<Partial<Record<number, number>>> = {
  [INQUIRY_STATE.waitManager]: 24,
  [INQUIRY_STATE.waitAnswer]: 24,
  [INQUIRY_STATE.prepareAnswer]: 48,
  [INQUIRY_STATE.invoiceRequest]: 24,
  [INQUIRY_STATE.paymentBeingConfirmed]: 48,
};
/** A custom car or quotation request is overdue when it has waited this long without a reply. */
export const REQUEST_REPLY_HOURS = 48;

/** Whether a wait that began at `since` has passed `limitHours` at `now` (no limit: never overdue). */
export function isOverdue(since: string | Date, limitHours: number | undefined, now: Date = new Date()): boolean {
  return limitHours !== undefined && now.getTime() - new Date(since).getTime() > limitHours * HOUR_MS;
}

/** Whether an inquiry, in `state` since `since`, waits on staff longer than its step allows. */
export const inquiryOverdue = (state: number, since: string | Date, now?: Date) =>
  isOverdue(since, STAFF_STEP_HOURS[state], now);

/**
 * Deposit deadlines are the end of a day in Korea, where the receiving bank is: staff pick the day, the deadline is
 * 23:59:59 there, and the console shows it in that time zone.
 */
export const DEPOSIT_TIME_ZONE = 'Asia/Seoul';
const DEPOSIT_UTC_OFFSET = '+09:00';
/** The deposit deadline of a day `YYYY-MM-DD` (the end of that day in Korea), as the invoice step takes it. */
export const depositDeadlineOf = (day: string) => `${day}T23:59:59${DEPOSIT_UTC_OFFSET}`;
/** The day `YYYY-MM-DD` it is in Korea at `at`. */
export const depositDayAt = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: DEPOSIT_TIME_ZONE }).format(at);

/** An amount of US dollars staff set on an inquiry (a final price, an invoice). */
const money = z
  .number(FIELD_MESSAGES.required)
  .int(FIELD_MESSAGES.invalid)
  .min(1, FIELD_MESSAGES.invalid)
  .max(MAX_PRICE, FIELD_MESSAGES.invalid);

/** POST /api/staff/inquiries/{ilNo}/answer: the final price, the terms and remarks (3 -> 4). */
export const answerBodySchema = z.object({
  finalPrice: money,
  terms: z.string(FIELD_MESSAGES.required).trim().min(1, FIELD_MESSAGES.required).max(200, FIELD_MESSAGES.invalid),
  remarks: z.string().trim().max(2000, FIELD_MESSAGES.invalid).default(''),
});
export type AnswerBody = z.infer<typeof answerBodySchema>;

/**
 * POST /api/staff/inquiries/{ilNo}/invoice: issue (or reissue) the invoice (5 -> 6). The amount defaults to the
 * answered price, the deadline to DEFAULT_DEPOSIT_DAYS days, the account to the first active one.
 */
export const invoiceBodySchema = z.object({
  amount: money.optional(),
  bankAccountNo: z.number().int().positive().max(2_147_483_647).optional(),
  depositDeadline: z.iso.datetime({ offset: true, message: FIELD_MESSAGES.invalid }).optional(),
});
export type InvoiceBody = z.infer<typeof invoiceBodySchema>;

/** POST /api/staff/inquiries/{ilNo}/deposit: confirm the deposit (8 -> 9) or reject the receipt with a reason (8 -> 7). */
export const depositBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('confirm') }),
  z.object({
    decision: z.literal('reject'),
    reason: z.string(FIELD_MESSAGES.required).trim().min(1, FIELD_MESSAGES.required).max(500, FIELD_MESSAGES.invalid),
  }),
]);
export type DepositBody = z.infer<typeof depositBodySchema>;

/** Sellers and dealers: 'pending' waits for a decision, 'refused' was turned down, 'approved' may sell. */
export const SELLER_STATUSES = ['pending', 'approved', 'refused'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export const staffSellerQuerySchema = z.object({
  status: z.enum(SELLER_STATUSES).optional(),
  userFlag: z.coerce
    .number()
    .int()
    .refine((flag) => flag === USER_FLAGS.seller || flag === USER_FLAGS.dealer)
    .optional(),
  partners: z.enum(['true', 'false']).optional(),
  secret: z.enum(['true', 'false']).optional(),
  /** Part of the user id, name, company or email. */
  q: z.string().trim().min(1).max(100).optional(),
  page,
  size: pageSize,
});
export type StaffSellerQuery = z.infer<typeof staffSellerQuerySchema>;

export const staffSellerSchema = z.object({
  userNo: z.number(),
  userId: z.string(),
  userFlag: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  companyName: z.string().nullable(),
  businessNumber: z.string().nullable(),
  companyAddress: z.string().nullable(),
  countryCode: z.string(),
  admission: z.boolean(),
  partners: z.boolean(),
  secret: z.boolean(),
  status: z.enum(SELLER_STATUSES),
  /** Staff's reason of the refusal; still given while the seller's renewed request waits. */
  refuseReason: z.string().nullable(),
  /** When a refused seller asked again with a new business document (they are pending again). */
  renewedAt: z.string().nullable(),
  /** Whether a business document is on file (GET /api/staff/sellers/{userNo}/document). */
  hasDocument: z.boolean(),
  itemCount: z.number(),
  createdAt: z.string(),
});
export type StaffSeller = z.infer<typeof staffSellerSchema>;
export const staffSellerListSchema = pagedSchema(staffSellerSchema);

/** POST /api/staff/sellers/{userNo}/admission. A refusal needs a reason; the seller is told it by mail and on My Page. */
export const admissionBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('refuse'), reason: z.string().trim().min(1, FIELD_MESSAGES.required).max(500) }),
]);
export type AdmissionBody = z.infer<typeof admissionBodySchema>;

/** PUT /api/staff/sellers/{userNo}/flags: grant or revoke partners and secret. */
export const sellerFlagsBodySchema = z
  .object({ partners: z.boolean().optional(), secret: z.boolean().optional() })
  .refine((body) => body.partners !== undefined || body.secret !== undefined, { message: FIELD_MESSAGES.required });

/** An item as staff see it, whatever its flag. */
export const staffItemSchema = z.object({
  itemNo: z.number(),
  category: z.number(),
  flag: z.number(),
  version: z.number(),
  chassisNo: z.string(),
  year: z.number(),
  engMaker: z.string(),
  engModel: z.string(),
  sellPrice: z.number(),
  secret: z.boolean(),
  partners: z.boolean(),
  thumbnail: z.string().nullable(),
  sellerNo: z.number(),
  sellerId: z.string(),
  companyName: z.string().nullable(),
  updateDate: z.string(),
});
export type StaffItem = z.infer<typeof staffItemSchema>;

/** The flags staff may set: normal, reserved, sold out, and the deleted ones. */
export const STAFF_ITEM_FLAGS = [ITEM_FLAG.normal, ITEM_FLAG.reserved, ITEM_FLAG.soldOut, ...DELETED_FLAGS] as const;

/**
 * GET /api/staff/items: every item, newest change first, or those matching a CB number (CB123 or 123) or (part of) a
 * chassis number `q`, a flag, and a seller (`sellerNo`, or part of the seller's user id, name or company).
 */
export const staffItemQuerySchema = z.object({
  q: z.string().trim().min(1).max(30).optional(),
  flag: z.coerce
    .number()
    .int()
    .refine((flag) => (STAFF_ITEM_FLAGS as readonly number[]).includes(flag))
    .optional(),
  sellerNo: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  seller: z.string().trim().min(1).max(100).optional(),
  page,
  size: pageSize,
});
export type StaffItemQuery = z.infer<typeof staffItemQuerySchema>;
export const staffItemListSchema = pagedSchema(staffItemSchema);
export type StaffItemList = z.infer<typeof staffItemListSchema>;
export const itemFlagBodySchema = z.object({
  flag: z
    .number()
    .int()
    .refine((flag) => (STAFF_ITEM_FLAGS as readonly number[]).includes(flag), FIELD_MESSAGES.invalid),
  reason: z.string().trim().min(1, FIELD_MESSAGES.required).max(500),
  /** The item's version the change is based on: a stale one is refused with 409. */
  version: z.number().int().min(1),
});
export type ItemFlagBody = z.infer<typeof itemFlagBodySchema>;

const localizedText = <B extends string>(base: B, max: number, required: boolean) =>
  Object.fromEntries(
    localizedKeys(base).map((key) => [
      key,
      required
        ? z.string().trim().min(1, FIELD_MESSAGES.required).max(max, FIELD_MESSAGES.invalid)
        : z.string().trim().max(max, FIELD_MESSAGES.invalid).default(''),
    ]),
  ) as Record<LocalizedKey<B>, z.ZodString>;

/** A group of sales contacts: its location in six languages and the countries it serves. */
export const contactGroupBodySchema = z.object({
  ...localizedText('siLocation', 100, true),
  countryCodes: z
    .array(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, FIELD_MESSAGES.invalid)
        .transform((code) => code.toUpperCase()),
    )
    .max(250)
    .default([]),
});
export type ContactGroupBody = z.infer<typeof contactGroupBodySchema>;

/** A sales contact: name, languages spoken, WhatsApp phone, group, and an optional description in six languages. */
export const contactBodySchema = z.object({
  groupNo: z.number().int().positive(),
  siName: z.string().trim().min(1, FIELD_MESSAGES.required).max(100, FIELD_MESSAGES.invalid),
  siLanguage: z.string().trim().min(1, FIELD_MESSAGES.required).max(100, FIELD_MESSAGES.invalid),
  siPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,24}$/, FIELD_MESSAGES.phone),
  ...localizedText('siContent', 1000, false),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const staffContactSchema = z.object({
  siNo: z.number(),
  groupNo: z.number(),
  sort: z.number(),
  siName: z.string(),
  siLanguage: z.string(),
  siPhone: z.string(),
  siSrc: z.string().nullable(),
  ...(Object.fromEntries(localizedKeys('siContent').map((key) => [key, z.string().nullable()])) as Record<
    LocalizedKey<'siContent'>,
    z.ZodNullable<z.ZodString>
  >),
});
export type StaffContact = z.infer<typeof staffContactSchema>;
export const staffContactGroupSchema = z.object({
  groupNo: z.number(),
  sort: z.number(),
  countryCodes: z.array(z.string()),
  ...localizedShape('siLocation'),
  contacts: z.array(staffContactSchema),
});
export type StaffContactGroup = z.infer<typeof staffContactGroupSchema>;

/** PUT .../order: the complete new order, every member once. */
export const orderBodySchema = z.object({ order: z.array(z.number().int().positive()).min(1).max(500) });

/** One entry of the activity feed: a staff action (audit) or an inquiry step (inquiry event). */
export const activityEntrySchema = z.object({
  source: z.enum(['audit', 'inquiry']),
  id: z.number(),
  at: z.string(),
  actorNo: z.number().nullable(),
  actorId: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const ACTIVITY_ENTITIES = [
  'inquiry',
  'seller',
  'item',
  'contact',
  'contactGroup',
  'request',
  'importRule',
  'landedCostRate',
  'exportControl',
  'transitTime',
  'shipment',
  'customsAssessment',
  'bankAccount',
  'offer',
  'currencyRate',
] as const;

/** The audit actions, one per staff write. */
export const AUDIT_ACTIONS = [
  'seller.approve',
  'seller.refuse',
  'seller.flags',
  'item.flag',
  'item.conditionVerify',
  'contactGroup.create',
  'contactGroup.update',
  'contactGroup.delete',
  'contactGroup.order',
  'contact.create',
  'contact.update',
  'contact.picture',
  'contact.delete',
  'contact.order',
  'request.reply',
  'importRule.create',
  'importRule.update',
  'importRule.delete',
  'landedCostRate.create',
  'landedCostRate.update',
  'landedCostRate.delete',
  'exportControl.create',
  'exportControl.update',
  'exportControl.delete',
  'transitTime.create',
  'transitTime.update',
  'transitTime.delete',
  'shipment.step',
  'shipment.eta',
  'shipment.document',
  'shipment.loadingFile',
  'shipment.loadingSeal',
  'shipment.arrivalOutcome',
  'customsAssessment.record',
  'bankAccount.propose',
  'bankAccount.approve',
  'bankAccount.reject',
  'offer.create',
  'offer.declineAtOnce',
  'offer.accept',
  'offer.decline',
  'offer.counter',
  'offer.withdraw',
  'offer.expire',
  'offer.floor',
  'currencyRate.create',
  'currencyRate.update',
  'currencyRate.delete',
  'currencyRate.fetch',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** Every action of the activity feed: the staff actions and the inquiry steps by who took them. */
export const ACTIVITY_ACTIONS = [...AUDIT_ACTIONS, 'inquiry.buyer', 'inquiry.staff', 'inquiry.system'] as const;

/** GET /api/staff/activity: newest first, filtered by record, action and who acted (part of their user id). */
export const activityQuerySchema = z.object({
  entity: z.enum(ACTIVITY_ENTITIES).optional(),
  entityId: z.string().trim().max(30).optional(),
  action: z.enum(ACTIVITY_ACTIONS).optional(),
  actor: z.string().trim().min(1).max(100).optional(),
  page,
  size: pageSize,
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
export const activityListSchema = pagedSchema(activityEntrySchema);
