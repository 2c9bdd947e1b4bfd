import { z } from 'zod';
import { isDeletedFlag, ITEM_FLAG } from './catalog.ts';
import { discountedPrice } from './pricing.ts';
import { FAVOURITES_MAX, SAVED_SEARCH_NAME_MAX, ALERT_FREQUENCIES } from './alert-terms.ts';
import { searchFilterShape, type SearchFilterName } from './search.ts';
import { SEARCH_FIELD_MESSAGES, SEARCH_RANGES } from './search-terms.ts';
import { FIELD_MESSAGES, requiredText } from './validation.ts';

/**
 * Favourites, saved searches and their alerts (issue 32, docs/decisions/0260 to 0264): one schema per request, used by
 * the web forms and by the server.
 */

/** What a favourite's listing is now: a buyer is told when it is reserved, sold or deleted. */
export type FavouriteStatus = 'available' | 'reserved' | 'sold' | 'deleted';

export function favouriteStatus(flag: number): FavouriteStatus {
  if (isDeletedFlag(flag)) return 'deleted';
  if (flag === ITEM_FLAG.reserved) return 'reserved';
  if (flag === ITEM_FLAG.soldOut) return 'sold';
  return 'available';
}

/** The price a buyer pays: the discounted one where there is a discount (Super Sale, event), else the sell price. */
export function effectivePrice(item: { sellPrice: number | null; discountPrice: number | null; partners: boolean }) {
  if (item.sellPrice === null) return null;
  return discountedPrice({ ...item, sellPrice: item.sellPrice }) ?? item.sellPrice;
}

const itemNoField = z.coerce.number().int().min(1).max(2_147_483_647);

export const favouriteParamsSchema = z.object({ itemNo: itemNoField });

/** POST /api/favourites/merge: a visitor's favourites from the browser, kept once the account has them. */
export const favouritesMergeBodySchema = z.object({
  itemNos: z.array(itemNoField).max(FAVOURITES_MAX, FIELD_MESSAGES.invalid),
});

/** One favourite on My Page: the listing's current price and status (price null when masked or deleted). */
export const favouriteSchema = z.object({
  itemNo: z.number(),
  title: z.string(),
  status: z.enum(['available', 'reserved', 'sold', 'deleted']),
  price: z.number().nullable(),
  thumbnail: z.string().nullable(),
  addedAt: z.string(),
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouriteListSchema = z.object({ favourites: z.array(favouriteSchema), itemNos: z.array(z.number()) });
export type FavouriteList = z.infer<typeof favouriteListSchema>;

/** The filters a saved search keeps: the search's own, nothing else (a cursor or a sort is not a search). */
export const savedFiltersSchema = z
  .strictObject(
    Object.fromEntries(Object.entries(searchFilterShape).map(([key, schema]) => [key, schema.optional()])) as {
      [K in SearchFilterName]: z.ZodOptional<(typeof searchFilterShape)[K]>;
    },
  )
  .superRefine((filters, ctx) => {
    for (const [from, to] of SEARCH_RANGES) {
      const low = filters[from];
      const high = filters[to];
      if (low !== undefined && high !== undefined && low > high)
        ctx.addIssue({ code: 'custom', path: [to], message: SEARCH_FIELD_MESSAGES.rangeReversed });
    }
  });
export type SavedFilters = z.output<typeof savedFiltersSchema>;

/** POST /api/saved-searches and PUT /api/saved-searches/{id}. */
export const savedSearchBodySchema = z.object({
  name: requiredText(SAVED_SEARCH_NAME_MAX),
  filters: savedFiltersSchema,
  frequency: z.enum(ALERT_FREQUENCIES, FIELD_MESSAGES.invalid).default('daily'),
  /** Also by text message (only with a verified phone). */
  sms: z.boolean().default(false),
});
export type SavedSearchBody = z.input<typeof savedSearchBodySchema>;

export const savedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  filters: z.record(z.string(), z.number()),
  frequency: z.enum(ALERT_FREQUENCIES),
  sms: z.boolean(),
  alerts: z.boolean(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  /** The search page's address for these filters (`searchPagePath`). */
  path: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** GET/PUT /api/alerts/settings: favourites' alerts by mail, texts (which need the phone verified). */
export const alertSettingsBodySchema = z.object({ favouriteAlerts: z.boolean(), sms: z.boolean() });
export const alertSettingsSchema = alertSettingsBodySchema.extend({
  /** The account's phone has been verified for texts (a code sent to it and typed back). */
  phoneVerified: z.boolean(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const phoneCodeBodySchema = z.object({ code: z.string().regex(/^[0-9]{6}$/, FIELD_MESSAGES.invalid) });

/** GET /api/alerts/unsubscribe?token=: the signed token of the message's link. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(300) });
