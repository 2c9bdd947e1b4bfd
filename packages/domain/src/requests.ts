import { z } from 'zod';
import { localizedShape } from './localized-schema.ts';
import { FIELD_MESSAGES, requiredText } from './validation.ts';

/**
 * Requests staff answer by hand (docs/decisions/0075): a custom car request (a vehicle not listed) and a quotation
 * request (a price for a listed vehicle to a country no port of ours serves). Both share one table, one buyer list
 * and one staff queue.
 */
export const REQUEST_KINDS = ['vehicle', 'quote'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The custom car request's fields in the order shown, with their label keys (`custom.<key>`, inquiry namespace). */
export const CUSTOM_REQUEST_LABELS = [
  ['mainContact', 'mainContact'],
  ['subContact', 'subContact'],
  ['makerName', 'maker'],
  ['modelName', 'model'],
  ['detailModelName', 'detailModel'],
  ['minYear', 'minYear'],
  ['maxYear', 'maxYear'],
  ['passengersCount', 'passengers'],
  ['minPrice', 'minPrice'],
  ['maxPrice', 'maxPrice'],
  ['bodyName', 'body'],
  ['capacity', 'capacity'],
  ['fuelName', 'fuel'],
  ['transmissionName', 'transmission'],
  ['driveName', 'drive'],
  ['colorName', 'color'],
  ['description', 'description'],
] as const;

/** POST /api/inquirys/quote-request: "ask for a price to <country>". */
export const quoteRequestBodySchema = z.object({
  itemNo: z.number(FIELD_MESSAGES.required).int().positive(FIELD_MESSAGES.invalid).max(Number.MAX_SAFE_INTEGER),
  selectCountry: z.number(FIELD_MESSAGES.required).int().positive(FIELD_MESSAGES.invalid).max(2_147_483_647),
  contents: z.string().trim().max(2000, FIELD_MESSAGES.invalid).default(''),
});
export type QuoteRequestBody = z.infer<typeof quoteRequestBodySchema>;

/** POST /api/staff/requests/{ccsNo}/reply. */
export const REQUEST_REPLY_MAX = 4000;
export const requestReplyBodySchema = z.object({ reply: requiredText(REQUEST_REPLY_MAX) });
export type RequestReplyBody = z.infer<typeof requestReplyBodySchema>;

/** One request as its buyer sees it on their list. */
export const buyerRequestSchema = z.object({
  ccsNo: z.number(),
  kind: z.enum(REQUEST_KINDS),
  request: z.record(z.string(), z.unknown()),
  itemNo: z.number().nullable(),
  /** The destination of a quotation request. */
  country: z.object({ countryCode: z.string(), ...localizedShape('countryName') }).nullable(),
  images: z.number(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type BuyerRequest = z.infer<typeof buyerRequestSchema>;

/** GET /api/staff/requests: open (not answered yet) first by default. */
export const staffRequestQuerySchema = z.object({
  kind: z.enum(REQUEST_KINDS).optional(),
  status: z.enum(['open', 'answered']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffRequestQuery = z.infer<typeof staffRequestQuerySchema>;

export const staffRequestSchema = buyerRequestSchema.extend({
  buyer: z.object({ userNo: z.number(), userId: z.string(), name: z.string(), email: z.string() }),
  repliedBy: z.string().nullable(),
});
export type StaffRequest = z.infer<typeof staffRequestSchema>;
export const staffRequestListSchema = z.object({
  list: z.array(staffRequestSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type StaffRequestList = z.infer<typeof staffRequestListSchema>;
