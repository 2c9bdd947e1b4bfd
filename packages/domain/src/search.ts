import { z } from 'zod';
import { CATEGORY } from './catalog.ts';
import { MAX_PRICE } from './limits.ts';
import { localizedKeys, type LocalizedKey } from './localized.ts';
import { localizedShape } from './localized-schema.ts';
import {
  DEFAULT_SEARCH_SORT,
  SEARCH_CURSOR,
  SEARCH_FIELD_MESSAGES,
  SEARCH_PAGE_SIZE,
  SEARCH_RANGES,
  SEARCH_SORTS,
  type SearchSort,
} from './search-terms.ts';

/**
 * Search of listings (GET /api/items/search, docs/decisions/0030). One schema for the query string, used by the
 * server to validate; the web app reads and writes the search page's URL with search-terms.ts, without zod.
 */

const INT_MAX = 2_147_483_647;
const id = z.coerce.number().int().min(1).max(INT_MAX);
const amount = (max: number) => z.coerce.number().int().min(0).max(max);
const flag01 = z.coerce.number().int().min(0).max(1);

/** Cursors are opaque to clients: base64url text the server wrote. */
const cursor = z
  .string()
  .max(SEARCH_CURSOR.max, SEARCH_FIELD_MESSAGES.cursor)
  .regex(SEARCH_CURSOR.pattern, SEARCH_FIELD_MESSAGES.cursor);

/** A category in a query string: 1 car, 2 special vehicle. */
export const categoryParam = z.coerce.number().pipe(z.union([z.literal(CATEGORY.car), z.literal(CATEGORY.special)]));

/** The filters of a search; every value is checked against the catalog by the server (unknown -> 400). */
export const searchFilterShape = {
  category: categoryParam,
  maker: id,
  model: id,
  detailModel: id,
  product: id,
  form: id,
  formDetail: id,
  capacity: id,
  yearFrom: z.coerce.number().int().min(1900).max(2100),
  yearTo: z.coerce.number().int().min(1900).max(2100),
  priceFrom: amount(MAX_PRICE),
  priceTo: amount(MAX_PRICE),
  mileageFrom: amount(9_999_999),
  mileageTo: amount(9_999_999),
  fuel: id,
  transmission: id,
  drive: id,
  /** Steering: 0 left-hand drive, 1 right-hand drive (the item's handle). */
  handle: flag01,
  color: id,
  location: id,
  /** 1: premier listings only (the home page's premier row). */
  premier: flag01,
  /** A countryNo: only listings its import rule does not refuse (issue 18, docs/decisions/0113). */
  importableTo: id,
  /** 1: listings with an inspection record (issue 31, docs/decisions/0252). */
  inspection: flag01,
  /** 1: listings whose history shows no accident claim of either kind (a listing without a history is not one). */
  noClaims: flag01,
  /** 1: listings whose condition record staff verified against the originals. */
  conditionVerified: flag01,
};
export type SearchFilterName = keyof typeof searchFilterShape;
export const SEARCH_FILTER_NAMES = Object.keys(searchFilterShape) as SearchFilterName[];

export const searchQuerySchema = z
  .object({
    ...Object.fromEntries(Object.entries(searchFilterShape).map(([key, schema]) => [key, schema.optional()])),
    sort: z.enum(SEARCH_SORTS).default(DEFAULT_SEARCH_SORT),
    size: z.coerce.number().int().min(SEARCH_PAGE_SIZE.min).max(SEARCH_PAGE_SIZE.max).default(SEARCH_PAGE_SIZE.default),
    /** The page after the row this cursor names (nextCursor of the previous answer). */
    after: cursor.optional(),
    /** The page before the row this cursor names (prevCursor of the previous answer). */
    before: cursor.optional(),
  } as { [K in SearchFilterName]: z.ZodOptional<(typeof searchFilterShape)[K]> } & {
    sort: z.ZodDefault<z.ZodEnum<{ [S in SearchSort]: S }>>;
    size: z.ZodDefault<z.ZodNumber>;
    after: z.ZodOptional<typeof cursor>;
    before: z.ZodOptional<typeof cursor>;
  })
  .superRefine((query, ctx) => {
    for (const [from, to] of SEARCH_RANGES) {
      const low = query[from];
      const high = query[to];
      if (low !== undefined && high !== undefined && low > high)
        ctx.addIssue({ code: 'custom', path: [to], message: SEARCH_FIELD_MESSAGES.rangeReversed });
    }
    if (query.after !== undefined && query.before !== undefined)
      ctx.addIssue({ code: 'custom', path: ['before'], message: SEARCH_FIELD_MESSAGES.cursor });
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Every query parameter the search reads; `lang` (the language of messages) is read by every route. */
const SEARCH_QUERY_PARAMS: ReadonlySet<string> = new Set([...Object.keys(searchQuerySchema.shape), 'lang']);

/** The parameters of a query string that the search does not know: refused rather than silently ignored. */
export function unknownSearchParams(names: Iterable<string>): string[] {
  return [...names].filter((name) => !SEARCH_QUERY_PARAMS.has(name));
}
export type SearchFilters = Partial<Pick<SearchQuery, SearchFilterName>>;

const nullableNames = <B extends string>(base: B) =>
  Object.fromEntries(localizedKeys(base).map((key) => [key, z.string().nullable()])) as Record<
    LocalizedKey<B>,
    z.ZodNullable<z.ZodString>
  >;

/**
 * One card of the results. For a visitor who must log in first, the masked fields of the detail page (price,
 * mileage, cc, transmission, fuel, location) are null and `masked` is true.
 */
export const searchItemSchema = z.object({
  itemNo: z.number(),
  category: z.number(),
  flag: z.number(),
  partners: z.boolean(),
  premierFlag: z.boolean(),
  masked: z.boolean(),
  year: z.number(),
  sellPrice: z.number().nullable(),
  discountPrice: z.number().nullable(),
  mileage: z.number().nullable(),
  cc: z.number().nullable(),
  power: z.number().nullable(),
  makerNo: z.number(),
  modelNo: z.number(),
  ...localizedShape('maker'),
  ...localizedShape('model'),
  ...nullableNames('detailModel'),
  ...nullableNames('formName'),
  ...nullableNames('capacityName'),
  ...nullableNames('fuelName'),
  ...nullableNames('transmissionName'),
  ...nullableNames('locationName'),
  /** Storage key of the first picture's thumbnail (see mediaUrl), or null when there is none. */
  thumbnail: z.string().nullable(),
  updateDate: z.string(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

export const searchResponseSchema = z.object({
  items: z.array(searchItemSchema),
  total: z.number(),
  /** true when the total (and the facets) are estimates: more than EXACT_COUNT_LIMIT matches. */
  totalEstimated: z.boolean(),
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
  facets: z.object({
    /** Matches per category under every filter except category and the category's own (maker ... capacity). */
    category: z.array(z.object({ category: z.number(), count: z.number() })),
    /** Matches per maker under every filter except maker, model and detail model. */
    maker: z.array(
      z.object({ makerNo: z.number(), category: z.number(), ...localizedShape('maker'), count: z.number() }),
    ),
    estimated: z.boolean(),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
