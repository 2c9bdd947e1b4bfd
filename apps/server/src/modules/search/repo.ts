import { fillPlaceholders, is, SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SearchFilters, SearchSort } from '@market/domain';
import type { Database } from '../../db/client.ts';
import {
  capacities,
  colors,
  countries,
  detailModels,
  drives,
  formDetails,
  forms,
  itemConditions,
  fuels,
  items,
  LISTED_FLAG_LITERALS,
  locations,
  makers,
  models,
  products,
  searchCounts,
  searchMakerCounts,
  searchPriceCounts,
  searchWidePriceCounts,
  BANDS_PER_WIDE_BAND,
  PRICE_BAND,
  transmissions,
} from '../../db/schema/index.ts';
import { names } from '../../db/names.ts';
import { importableCondition } from './importable-repo.ts';

/**
 * The SQL of the search (docs/decisions/0030). Everything is one parameterized statement per question: the page, the
 * bounded exact count, and the facet counts (exact when bounded, else from a repeatable sample of the table).
 * Literals that partial and expression indexes must match (`flag IN (0, 2, 3)`, the mileage sort key) are written
 * into the SQL, never bound as parameters, so the planner can prove the index applies.
 */

const dialect = new PgDialect({ casing: 'snake_case' });

export interface Rendered {
  sql: string;
  params: unknown[];
}

/** The SQL text and parameters of a statement, as the benchmark runs it bare (one rendered already: itself). */
export function renderQuery(statement: SQL | Rendered): Rendered {
  return is(statement, SQL) ? dialect.sqlToQuery(statement) : statement;
}

const LISTED = sql`${items.flag} IN (${LISTED_FLAG_LITERALS})`;
/** Missing mileage sorts last: the same expression as the mileage indexes (schema/items.ts). */
const MILEAGE_KEY = sql`coalesce(${items.mileage}, 2147483647)`;

interface SortSpec {
  key: SQL;
  descending: boolean;
  /** The key as text in a cursor, and how a cursor value is cast back. */
  text: SQL;
  cast: 'bigint' | 'timestamptz';
}

const SORTS: Record<SearchSort, SortSpec> = {
  newest: {
    key: sql`${items.updateDate}`,
    descending: true,
    text: sql`to_char(${items.updateDate} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    cast: 'timestamptz',
  },
  price_asc: { key: sql`${items.sellPrice}`, descending: false, text: sql`${items.sellPrice}::text`, cast: 'bigint' },
  price_desc: { key: sql`${items.sellPrice}`, descending: true, text: sql`${items.sellPrice}::text`, cast: 'bigint' },
  year_desc: { key: sql`${items.year}`, descending: true, text: sql`${items.year}::text`, cast: 'bigint' },
  mileage_asc: { key: MILEAGE_KEY, descending: false, text: sql`${MILEAGE_KEY}::text`, cast: 'bigint' },
};

export interface Keyset {
  /** The sort key of the row the page starts after (or ends before), as text. */
  value: string;
  itemNo: number;
  direction: 'after' | 'before';
}

export interface SearchScope {
  filters: SearchFilters;
  /** Secret (Public Item) listings are shown only to approved members. */
  includeSecret: boolean;
}

type Column = SQLWrapper;
const eq = (column: Column, value: unknown) => (value === undefined ? undefined : sql`${column} = ${value}`);
const gte = (column: Column, value: unknown) => (value === undefined ? undefined : sql`${column} >= ${value}`);
const lte = (column: Column, value: unknown) => (value === undefined ? undefined : sql`${column} <= ${value}`);

/**
 * How a value enters a statement: as itself (bound as a parameter when rendered), or as a named placeholder, so a
 * statement rendered once per shape serves every search of that shape (renderPage).
 */
type Bind = (name: string, value: number | string | undefined) => unknown;
const asValue: Bind = (_name, value) => value;
const asPlaceholder: Bind = (name, value) => (value === undefined ? undefined : sql.placeholder(name));

function and(parts: (SQL | undefined)[]): SQL {
  const present = parts.filter((part): part is SQL => part !== undefined);
  return present.length === 0 ? sql`TRUE` : sql.join(present, sql` AND `);
}

/**
 * The conditions of a search in three groups: `common` (listed, secret and the filters every category has),
 * `categoryOwn` (category and what belongs to one category: body type, form, detail form, capacity) and `makerOwn`
 * (maker, model, detail model). The facets leave groups out: see the response schema in packages/domain.
 */
function conditionGroups({ filters, includeSecret }: SearchScope, bind: Bind = asValue) {
  const f = Object.fromEntries(
    Object.entries(filters).map(([name, value]) => [name, bind(name, value as number)]),
  ) as Record<keyof SearchFilters, unknown>;
  const common = [
    LISTED,
    includeSecret ? undefined : sql`${items.secret} = false`,
    gte(items.year, f.yearFrom),
    lte(items.year, f.yearTo),
    gte(items.sellPrice, f.priceFrom),
    lte(items.sellPrice, f.priceTo),
    gte(items.mileage, f.mileageFrom),
    lte(items.mileage, f.mileageTo),
    eq(items.fuelNo, f.fuel),
    eq(items.transmissionNo, f.transmission),
    eq(items.driveNo, f.drive),
    eq(items.handle, f.handle),
    eq(items.colorNo, f.color),
    eq(items.locationNo, f.location),
    filters.premier === 1 ? sql`${items.premierFlag} = true` : undefined,
    filters.importableTo === undefined ? undefined : importableCondition(filters.importableTo),
    ...conditionFilters(filters),
  ];
  const categoryOwn = [
    eq(items.category, f.category),
    eq(items.productNo, f.product),
    eq(items.formNo, f.form),
    eq(items.formDetailNo, f.formDetail),
    eq(items.capacityNo, f.capacity),
  ];
  const makerOwn = [eq(items.makerNo, f.maker), eq(items.modelNo, f.model), eq(items.detailModelNo, f.detailModel)];
  return { common, categoryOwn, makerOwn };
}

/** The condition evidence filters (docs/decisions/0252): flags, written into the SQL as the premier filter is. */
function conditionFilters(filters: SearchFilters): (SQL | undefined)[] {
  const record = (condition: SQL) =>
    sql`EXISTS (SELECT 1 FROM ${itemConditions} WHERE ${itemConditions.itemNo} = ${items.itemNo} AND ${condition})`;
  return [
    filters.inspection === 1 ? record(sql`${itemConditions.inspectedOn} IS NOT NULL`) : undefined,
    filters.noClaims === 1 ? record(sql`${itemConditions.accidentClaims} = 0`) : undefined,
    filters.conditionVerified === 1 ? record(sql`${itemConditions.verifiedAt} IS NOT NULL`) : undefined,
  ];
}

function whereOf(scope: SearchScope, bind: Bind = asValue): SQL {
  const { common, categoryOwn, makerOwn } = conditionGroups(scope, bind);
  return and([...common, ...categoryOwn, ...makerOwn]);
}

/** A year range this short is read one year at a time (see pageQuery). */
const YEAR_SPLIT_MAX = 12;

/**
 * The years a page reads one by one, as a set-returning expression, or undefined to read the range at once. A year
 * range correlates with every other sort (old cars are cheap and far driven), so walking one sort index and
 * skipping the other years can read most of a maker; one ordered walk per year over a (year, sort key) index reads
 * `limit` rows per year. An open range runs to the newest listed year, read in the same statement, so no listing
 * is ever missed.
 */
function splitYears({ yearFrom, yearTo, model }: SearchFilters, sort: SearchSort, bind: Bind): SQL | undefined {
  if (!yearsSplit({ yearFrom, yearTo, model }, sort)) return undefined;
  const last =
    yearTo === undefined ? sql`(SELECT max(${items.year}) FROM ${items} WHERE ${LISTED})` : bind('yearTo', yearTo);
  return sql`generate_series(${bind('yearFrom', yearFrom)}::int, ${last}::int)`;
}

function yearsSplit({ yearFrom, yearTo, model }: SearchFilters, sort: SearchSort): boolean {
  // One model's listings are few enough that its own sort index, checking the year inside the index, is faster.
  if (sort === 'year_desc' || yearFrom === undefined || model !== undefined) return false;
  const likelyLast = yearTo ?? new Date().getUTCFullYear() + 1;
  return likelyLast - yearFrom + 1 <= YEAR_SPLIT_MAX;
}

/**
 * One page of results: keyset on (sort key, itemNo), `limit` rows. Only the listing's own columns: the names of its
 * maker, model, fuel and so on come from the catalog the service keeps in memory, so the statement has no joins to
 * plan (an eight-way join cost 10-15 ms of planning). A short year range is a lateral join over its years: the subquery is planned
 * once and run per year with the year fixed, so a (year, sort key) index gives its rows in order.
 */
export function pageQuery(
  scope: SearchScope,
  sort: SearchSort,
  limit: number,
  keyset?: Keyset,
  bind: Bind = asValue,
): SQL {
  const spec = SORTS[sort];
  // Reading backwards (the page before a cursor) flips the order; the service puts the rows back in order.
  const descending = keyset?.direction === 'before' ? !spec.descending : spec.descending;
  const order = descending ? sql`DESC` : sql`ASC`;
  const seek = keyset
    ? sql`(${spec.key}, ${items.itemNo}) ${descending ? sql`<` : sql`>`} (${bind('keyValue', keyset.value)}::${sql.raw(spec.cast)}, ${bind('keyItemNo', keyset.itemNo)}::bigint)`
    : undefined;
  const years = splitYears(scope.filters, sort, bind);
  const { yearFrom: _from, yearTo: _to, ...otherFilters } = scope.filters;
  // The years' walks read only the index (itemNo and sort key); the table is read for the page's rows alone.
  const source = years
    ? sql`${items} JOIN (
        SELECT picked.item_no FROM ${years} AS split(year) CROSS JOIN LATERAL (
          SELECT ${items.itemNo}, ${spec.key} AS sort_key FROM ${items}
          WHERE ${and([whereOf({ ...scope, filters: otherFilters }, bind), seek])} AND ${items.year} = split.year
          ORDER BY ${items.year} ${order}, ${spec.key} ${order}, ${items.itemNo} ${order}
          LIMIT ${bind('limit', limit)}) AS picked
        ORDER BY picked.sort_key ${order}, picked.item_no ${order}
        LIMIT ${bind('limit', limit)}) AS page ON page.item_no = ${items.itemNo}`
    : sql`${items} WHERE ${and([whereOf(scope, bind), seek])}`;
  return sql`SELECT ${CARD_COLUMNS}, ${spec.text} AS "sortKey"
    FROM ${source}
    ORDER BY ${spec.key} ${order}, ${items.itemNo} ${order}
    LIMIT ${bind('limit', limit)}`;
}

/** A card's columns, as its page rows name them (the service presents them: `present`, card-json.ts). */
const CARD_COLUMNS = sql`
      ${items.itemNo} AS "itemNo", ${items.category} AS "category", ${items.flag} AS "flag",
      ${items.partners} AS "partners", ${items.premierFlag} AS "premierFlag", ${items.year} AS "year",
      ${items.sellPrice} AS "sellPrice", ${items.discountPrice} AS "discountPrice", ${items.mileage} AS "mileage",
      ${items.cc} AS "cc", ${items.power} AS "power", ${items.makerNo} AS "makerNo", ${items.modelNo} AS "modelNo",
      ${items.detailModelNo} AS "detailModelNo", ${items.formNo} AS "formNo", ${items.capacityNo} AS "capacityNo",
      ${items.fuelNo} AS "fuelNo", ${items.transmissionNo} AS "transmissionNo", ${items.locationNo} AS "locationNo",
      (SELECT p.picture_mini_name FROM pictures p WHERE p.item_no = ${items.itemNo}
        ORDER BY p.picture_index LIMIT 1) AS "thumbnail",
      to_char(${items.updateDate} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updateDate"`;

/**
 * The first `limit` listings of a search added in (since, until], newest first, each row with the count of them all:
 * what a saved search's alert names (issue 32). The same conditions as a page of the search, secret listings included
 * only as the scope says.
 */
export function newListingsQuery(scope: SearchScope, since: Date, until: Date, limit: number): SQL {
  const added = sql`${items.createdAt} > ${since.toISOString()}::timestamptz
    AND ${items.createdAt} <= ${until.toISOString()}::timestamptz`;
  return sql`SELECT ${CARD_COLUMNS}, count(*) OVER () AS "total" FROM ${items}
    WHERE ${whereOf(scope)} AND ${added}
    ORDER BY ${items.createdAt} DESC, ${items.itemNo} DESC
    LIMIT ${limit}`;
}

/** Rendered page statements per shape (decision 0127): rendering one with Drizzle cost about 0.2 ms per search. */
const PAGE_SHAPES_KEPT = 500;
const pageShapes = new Map<string, Rendered>();

/**
 * pageQuery rendered: the text comes from a statement rendered once per shape (sort, direction, which filters are
 * set, whether the years are split and end at a given year, secret listings or not) with placeholders, filled with
 * this search's values; the same text and parameters as `renderQuery(pageQuery(...))` (routes.test.ts checks).
 * "Importable to" writes today's date into its condition, so such a search is rendered anew each time.
 */
export function renderPage(scope: SearchScope, sort: SearchSort, limit: number, keyset?: Keyset): Rendered {
  const { filters } = scope;
  if (filters.importableTo !== undefined) return renderQuery(pageQuery(scope, sort, limit, keyset));
  const key = JSON.stringify([
    sort,
    keyset?.direction ?? null,
    scope.includeSecret,
    yearsSplit(filters, sort),
    filters.premier === 1,
    filters.inspection === 1,
    filters.noClaims === 1,
    filters.conditionVerified === 1,
    Object.keys(filters)
      .filter((name) => filters[name as keyof SearchFilters] !== undefined)
      .sort(),
  ]);
  let shape = pageShapes.get(key);
  if (!shape) {
    shape = renderQuery(pageQuery(scope, sort, limit, keyset, asPlaceholder));
    if (pageShapes.size >= PAGE_SHAPES_KEPT) pageShapes.delete(pageShapes.keys().next().value as string);
    pageShapes.set(key, shape);
  }
  const values = { ...filters, limit, keyValue: keyset?.value, keyItemNo: keyset?.itemNo };
  return { sql: shape.sql, params: fillPlaceholders(shape.params, values) };
}

/** The localized names a card shows, per lookup table: the service keeps them in memory (see pageQuery). */
export const NAMED_LOOKUPS = {
  maker: { table: makers, no: makers.makerNo, base: 'maker' },
  model: { table: models, no: models.modelNo, base: 'model' },
  detailModel: { table: detailModels, no: detailModels.detailModelNo, base: 'detailModel' },
  form: { table: forms, no: forms.formNo, base: 'formName' },
  capacity: { table: capacities, no: capacities.capacityNo, base: 'capacityName' },
  fuel: { table: fuels, no: fuels.fuelNo, base: 'fuelName' },
  transmission: { table: transmissions, no: transmissions.transmissionNo, base: 'transmissionName' },
  location: { table: locations, no: locations.locationNo, base: 'locationName' },
} as const;

function namesQuery(lookup: keyof typeof NAMED_LOOKUPS): SQL {
  const { table, no, base } = NAMED_LOOKUPS[lookup];
  const columns = Object.entries(names(table, base)).map(([key, column]) => sql`${column} AS ${sql.identifier(key)}`);
  return sql`SELECT ${no} AS "no", ${sql.join(columns, sql`, `)} FROM ${table}`;
}

/** How many rows match, counting no further than `limit` + 1 (an index range, never the whole table). */
export function boundedCountQuery(scope: SearchScope, limit: number): SQL {
  return sql`SELECT count(*) AS "count" FROM (SELECT 1 FROM ${items} WHERE ${whereOf(scope)} LIMIT ${limit + 1}) AS matches`;
}

/** The planner's guess of how many rows the facets count (the common filters only): a plan, not a count. */
export function facetRowsGuessQuery(scope: SearchScope): SQL {
  return sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${items} WHERE ${and(conditionGroups(scope).common)}`;
}

/**
 * Matches per (category, maker) under the common filters: `all` for the category facet, `selected` (also under the
 * category's own filters) for the maker facet, `total` (every filter) for an estimated total. `limit` bounds an exact
 * count; `samplePercent` counts a repeatable sample of the table's pages instead (TABLESAMPLE SYSTEM).
 */
export function facetQuery(scope: SearchScope, bound: { limit: number } | { samplePercent: number }): SQL {
  const { common, categoryOwn, makerOwn } = conditionGroups(scope);
  const selected = and(categoryOwn);
  const total = and([...categoryOwn, ...makerOwn]);
  const source =
    'limit' in bound
      ? sql`(SELECT ${items.category}, ${items.makerNo}, ${items.productNo}, ${items.formNo}, ${items.formDetailNo},
            ${items.capacityNo}, ${items.modelNo}, ${items.detailModelNo}
          FROM ${items} WHERE ${and(common)} LIMIT ${bound.limit + 1}) AS ${items}`
      : sql`${items} TABLESAMPLE SYSTEM (${sql.raw(String(bound.samplePercent))}) REPEATABLE (8) WHERE ${and(common)}`;
  return sql`SELECT ${items.category} AS "category", ${items.makerNo} AS "makerNo",
      count(*) AS "all", count(*) FILTER (WHERE ${selected}) AS "selected", count(*) FILTER (WHERE ${total}) AS "total"
    FROM ${source}
    GROUP BY 1, 2`;
}

/**
 * The filters the summary table `search_counts` holds (decision 0126): a filter set made only of these is counted
 * there, exactly; any other filter (a price or mileage range, a colour, a form...) is counted on `items` as above.
 */
const SUMMARY_FILTERS: ReadonlySet<keyof SearchFilters> = new Set<keyof SearchFilters>([
  'category',
  'maker',
  'model',
  'yearFrom',
  'yearTo',
  'fuel',
]);

/**
 * What facetQuery counts, summed from the summary tables instead: the same groups (category, maker) and the same
 * three counts, with the conditions of conditionGroups on the summaries' columns (common: listed, secret, years, fuel;
 * the category's own: category; the maker's own: maker and model). The facets and a total without a model come from
 * `search_maker_counts`; a total with a model from that model's rows of `search_counts` (its key leads with the
 * model), as one more row that adds to the total alone. Only for filter sets of SUMMARY_FILTERS.
 */
export function summaryFacetQuery(scope: SearchScope): SQL {
  const f = scope.filters;
  const commonOf = (s: SummaryTable) => summaryCommon(s, scope);
  const m = searchMakerCounts;
  const selected = and([eq(m.category, f.category)]);
  const total = f.model === undefined ? and([eq(m.category, f.category), eq(m.makerNo, f.maker)]) : sql`FALSE`;
  const facets = sql`SELECT ${m.category} AS "category", ${m.makerNo} AS "makerNo", sum(${m.listings}) AS "all",
      coalesce(sum(${m.listings}) FILTER (WHERE ${selected}), 0) AS "selected",
      coalesce(sum(${m.listings}) FILTER (WHERE ${total}), 0) AS "total"
    FROM ${m} WHERE ${and(commonOf(m))}
    GROUP BY 1, 2
    HAVING sum(${m.listings}) > 0`;
  if (f.model === undefined) return facets;
  const s = searchCounts;
  const own = [eq(s.modelNo, f.model), eq(s.category, f.category), eq(s.makerNo, f.maker)];
  return sql`${facets}
    UNION ALL
    SELECT ${s.category}, ${s.makerNo}, 0, 0, sum(${s.listings}) FROM ${s}
    WHERE ${and([sql`${s.flag} IN (${LISTED_FLAG_LITERALS})`, ...commonOf(s), ...own])}
    GROUP BY 1, 2`;
}

type SummaryTable =
  typeof searchMakerCounts | typeof searchCounts | typeof searchPriceCounts | typeof searchWidePriceCounts;

/** The common conditions of conditionGroups on a summary table's own columns: secret, years and fuel. */
function summaryCommon(table: SummaryTable, { filters: f, includeSecret }: SearchScope): (SQL | undefined)[] {
  return [
    includeSecret ? undefined : sql`${table.secret} = false`,
    gte(table.year, f.yearFrom),
    lte(table.year, f.yearTo),
    eq(table.fuelNo, f.fuel),
  ];
}

/**
 * The filters `search_price_counts` holds (decision 0200): a filter set made only of these, with a price bound, is
 * summed there over the price bands its range covers whole; the band a bound falls inside is counted on `items`.
 */
const PRICE_SUMMARY_FILTERS: ReadonlySet<keyof SearchFilters> = new Set<keyof SearchFilters>([
  'category',
  'maker',
  'yearFrom',
  'yearTo',
  'fuel',
  'priceFrom',
  'priceTo',
]);

/**
 * Where the total and facets of a filter set are counted: `summed` from the summary tables (decision 0126), `banded`
 * from the price bands (decision 0200), else `counted` on `items` (decision 0030).
 */
export function countingPath(filters: SearchFilters): 'summed' | 'banded' | 'counted' {
  const names = (Object.keys(filters) as (keyof SearchFilters)[]).filter((name) => filters[name] !== undefined);
  if (names.every((name) => SUMMARY_FILTERS.has(name))) return 'summed';
  if (names.every((name) => PRICE_SUMMARY_FILTERS.has(name))) return 'banded';
  return 'counted';
}

/** The part of one price band a bound of the range falls inside: counted on `items`, or estimated from the band. */
interface PartBand {
  band: number;
  /** The prices of the band inside the range, both included. */
  from: number;
  to: number;
  /** The band lies in a wide band summed whole: its listings are taken off before the part is added. */
  covered: boolean;
  /** The share of the band's prices the part holds: a part estimated from its band takes this share of it. */
  share: number;
}

/** A range of band numbers, both included; an end left out is open. */
interface BandRange {
  from?: number;
  to?: number;
}

/** How a price range lies on the price bands (decision 0200): what is summed whole, and the parts counted. */
export interface PriceBands {
  /** The wide bands summed whole (`search_wide_price_counts`), or null for none. */
  wide: BandRange | null;
  /**
   * Bands added (sign 1) or taken off (sign -1) next to those wide bands (`search_price_counts`), at most one range
   * per end of the range, never a band of a part: at an end inside a wide band, whichever of its two sides has fewer
   * bands is read, the bands inside the range added or the wide band summed whole and the bands outside taken off.
   */
  fine: (BandRange & { sign: 1 | -1 })[];
  /** At most two: the band of `priceFrom` and the band of `priceTo`, unless the range covers them whole. */
  parts: PartBand[];
}

export function priceBands(priceFrom: number | undefined, priceTo: number | undefined): PriceBands {
  const K = BANDS_PER_WIDE_BAND;
  const low = priceFrom === undefined ? undefined : Math.floor(priceFrom / PRICE_BAND);
  const high = priceTo === undefined ? undefined : Math.floor(priceTo / PRICE_BAND);
  const lowWhole = priceFrom === undefined || priceFrom % PRICE_BAND === 0;
  const highWhole = priceTo === undefined || (priceTo + 1) % PRICE_BAND === 0;
  // The bands covered whole: first to last.
  const first = priceFrom === undefined ? undefined : Math.ceil(priceFrom / PRICE_BAND);
  const last = priceTo === undefined ? undefined : Math.floor((priceTo + 1) / PRICE_BAND) - 1;
  const part = (band: number, from: number, to: number): PartBand => ({
    band,
    from,
    to,
    covered: false,
    share: (to - from + 1) / PRICE_BAND,
  });
  if (low !== undefined && low === high)
    return lowWhole && highWhole
      ? { wide: null, fine: [{ from: low, to: low, sign: 1 }], parts: [] }
      : { wide: null, fine: [], parts: [part(low, priceFrom!, priceTo!)] };
  const lowPart = lowWhole ? undefined : part(low!, priceFrom!, (low! + 1) * PRICE_BAND - 1);
  const highPart = highWhole ? undefined : part(high!, high! * PRICE_BAND, priceTo!);
  const parts = [lowPart, highPart].filter((p): p is PartBand => p !== undefined);
  const empty = first !== undefined && last !== undefined && first > last;
  // Both ends inside one wide band (or no band whole): its bands are read one by one.
  if (empty || (first !== undefined && last !== undefined && Math.floor(first / K) === Math.floor(last / K)))
    return { wide: null, fine: empty ? [] : [{ from: first, to: last, sign: 1 }], parts };
  const fine: PriceBands['fine'] = [];
  let wideFrom: number | undefined;
  let wideTo: number | undefined;
  if (first !== undefined) {
    const wide = Math.floor(first / K);
    const inside = (wide + 1) * K - first;
    if (first % K === 0) wideFrom = wide;
    else if (inside <= K - inside) {
      fine.push({ from: first, to: (wide + 1) * K - 1, sign: 1 });
      wideFrom = wide + 1;
    } else {
      // The whole wide band less its bands below the range, the part's band taken off apart.
      wideFrom = wide;
      const below = lowPart ? first - 2 : first - 1;
      if (below >= wide * K) fine.push({ from: wide * K, to: below, sign: -1 });
      if (lowPart) lowPart.covered = true;
    }
  }
  if (last !== undefined) {
    const wide = Math.floor(last / K);
    const inside = last - wide * K + 1;
    if ((last + 1) % K === 0) wideTo = wide;
    else if (inside <= K - inside) {
      fine.push({ from: wide * K, to: last, sign: 1 });
      wideTo = wide - 1;
    } else {
      wideTo = wide;
      const above = highPart ? last + 2 : last + 1;
      if (above <= (wide + 1) * K - 1) fine.push({ from: above, to: (wide + 1) * K - 1, sign: -1 });
      if (highPart) highPart.covered = true;
    }
  }
  const wide =
    wideFrom === undefined || wideTo === undefined || wideFrom <= wideTo ? { from: wideFrom, to: wideTo } : null;
  return { wide, fine, parts };
}

/**
 * The total and facets of a price range in one statement (decision 0200): what facetQuery counts, per (category,
 * maker) with the same three counts, in rows of two kinds. Rows with `part` null are summed over the bands the range
 * covers whole, from `search_wide_price_counts` for whole wide bands and `search_price_counts` for the rest; the
 * latter also gives the bands of the parts, per band (`band`; null for bands covered whole), in case a part must be
 * estimated from its band. Rows with `part` i count part i of a band on `items` under the common filters, no further
 * than `limit` + 1 listings: every column they read is in the price search index, so they read the index alone.
 * Only for filter sets of PRICE_SUMMARY_FILTERS.
 */
export function priceSummaryQuery(scope: SearchScope, bands: PriceBands, limit: number): SQL {
  const { filters: f, includeSecret } = scope;
  const summed = (
    table: typeof searchPriceCounts | typeof searchWidePriceCounts,
    band: SQL,
    where: SQL | undefined,
    groupBand: boolean,
    listings: SQL = sql`${table.listings}`,
  ) =>
    sql`SELECT ${table.category} AS "category", ${table.makerNo} AS "makerNo", ${band} AS "band",
      NULL::integer AS "part", sum(${listings}) AS "all",
      coalesce(sum(${listings}) FILTER (WHERE ${and([eq(table.category, f.category)])}), 0) AS "selected",
      coalesce(sum(${listings}) FILTER (WHERE ${and([eq(table.category, f.category), eq(table.makerNo, f.maker)])}), 0) AS "total"
    FROM ${table}
    WHERE ${and([...summaryCommon(table, scope), where])}
    GROUP BY 1, 2${groupBand ? sql`, 3` : sql``}
    HAVING sum(${table.listings}) > 0`;
  const statements: SQL[] = [];
  const w = searchWidePriceCounts;
  if (bands.wide)
    statements.push(
      summed(w, sql`NULL::integer`, and([gte(w.wideBand, bands.wide.from), lte(w.wideBand, bands.wide.to)]), false),
    );
  const p = searchPriceCounts;
  const partBands = bands.parts.map((part) => sql`${part.band}`);
  const rangeOf = (range: BandRange) => sql`(${and([gte(p.priceBand, range.from), lte(p.priceBand, range.to)])})`;
  const fineRanges = bands.fine.map(rangeOf);
  if (partBands.length > 0) fineRanges.push(sql`${p.priceBand} IN (${sql.join(partBands, sql`, `)})`);
  if (fineRanges.length > 0) {
    const band =
      partBands.length === 0
        ? sql`NULL::integer`
        : sql`CASE WHEN ${p.priceBand} IN (${sql.join(partBands, sql`, `)}) THEN ${p.priceBand} END`;
    const takenOff = bands.fine.filter((range) => range.sign < 0).map(rangeOf);
    const listings =
      takenOff.length === 0
        ? sql`${p.listings}`
        : sql`(CASE WHEN ${sql.join(takenOff, sql` OR `)} THEN -${p.listings} ELSE ${p.listings} END)`;
    statements.push(summed(p, band, sql`(${sql.join(fineRanges, sql` OR `)})`, true, listings));
  }
  bands.parts.forEach((part, index) => {
    // A short year range is read one year at a time over the (year, price) index, as a page is (splitYears): the
    // price index alone would walk the part's listings of every year.
    const split = f.yearFrom !== undefined && f.yearTo !== undefined && f.yearTo - f.yearFrom + 1 <= YEAR_SPLIT_MAX;
    const { common } = conditionGroups({
      includeSecret,
      filters: {
        ...(split ? {} : { yearFrom: f.yearFrom, yearTo: f.yearTo }),
        fuel: f.fuel,
        priceFrom: part.from,
        priceTo: part.to,
      },
    });
    const source = split
      ? sql`generate_series(${f.yearFrom}::int, ${f.yearTo}::int) AS split(year) CROSS JOIN LATERAL (
          SELECT ${items.category}, ${items.makerNo} FROM ${items} WHERE ${and(common)} AND ${items.year} = split.year
        ) AS listed`
      : sql`${items} WHERE ${and(common)}`;
    statements.push(sql`SELECT category, maker_no, ${part.band}::integer, ${index}::integer, count(*),
        count(*) FILTER (WHERE ${and([eq(sql`category`, f.category)])}),
        count(*) FILTER (WHERE ${and([eq(sql`category`, f.category), eq(sql`maker_no`, f.maker)])})
      FROM (SELECT category, maker_no FROM ${source} LIMIT ${limit + 1}) AS part
      GROUP BY 1, 2`);
  });
  return sql.join(statements, sql` UNION ALL `);
}

/** The planner's idea of the table's size, to choose a sample percentage. */
const tableSizeQuery = sql`SELECT greatest(reltuples, 0)::float8 AS "rows" FROM pg_class WHERE oid = 'items'::regclass`;

/** Every number a filter may name, to refuse unknown values before any query (see the service). */
const catalogIdsQuery = sql`
  SELECT 'maker' AS kind, ${makers.makerNo} AS no, ${makers.category} AS parent FROM ${makers}
  UNION ALL SELECT 'model', ${models.modelNo}, ${models.makerNo} FROM ${models}
  UNION ALL SELECT 'detailModel', ${detailModels.detailModelNo}, ${detailModels.modelNo} FROM ${detailModels}
  UNION ALL SELECT 'product', ${products.productNo}, NULL FROM ${products}
  UNION ALL SELECT 'form', ${forms.formNo}, NULL FROM ${forms}
  UNION ALL SELECT 'formDetail', ${formDetails.formDetailNo}, ${formDetails.formNo} FROM ${formDetails}
  UNION ALL SELECT 'capacity', ${capacities.capacityNo}, ${capacities.formDetailNo} FROM ${capacities}
  UNION ALL SELECT 'fuel', ${fuels.fuelNo}, NULL FROM ${fuels}
  UNION ALL SELECT 'transmission', ${transmissions.transmissionNo}, NULL FROM ${transmissions}
  UNION ALL SELECT 'drive', ${drives.driveNo}, ${drives.category} FROM ${drives}
  UNION ALL SELECT 'color', ${colors.colorNo}, NULL FROM ${colors}
  UNION ALL SELECT 'location', ${locations.locationNo}, NULL FROM ${locations}
  UNION ALL SELECT 'importableTo', ${countries.countryNo}, NULL FROM ${countries}`;

const makerNamesQuery = sql`SELECT ${makers.makerNo} AS "makerNo", ${makers.category} AS "category",
  ${sql.join(
    Object.entries(names(makers, 'maker')).map(([key, column]) => sql`${column} AS ${sql.identifier(key)}`),
    sql`, `,
  )} FROM ${makers} ORDER BY ${makers.sort}, ${makers.engMaker}`;

/** A query's rows as one JSON array (an empty array for none), in the query's order. */
const rowsAsJson = (query: SQL) => sql`(SELECT coalesce(json_agg(q), '[]'::json) FROM (${query}) AS q)`;

/**
 * The catalog snapshot in one statement: the ids, the makers' names, the table's size and every lookup's names, each
 * a JSON member. One statement takes one place in the embedded database's wait queue (decision 0128), where eleven
 * had queued behind a crowd's statements and failed the first search (decision 0186).
 */
export const catalogQuery = sql`SELECT ${rowsAsJson(catalogIdsQuery)} AS "ids", ${rowsAsJson(makerNamesQuery)} AS "makers",
  (${tableSizeQuery}) AS "rows",
  json_build_object(${sql.join(
    (Object.keys(NAMED_LOOKUPS) as (keyof typeof NAMED_LOOKUPS)[]).map(
      (lookup) => sql`${sql.raw(`'${lookup}'`)}, ${rowsAsJson(namesQuery(lookup))}`,
    ),
    sql`, `,
  )}) AS "names"`;

export function createSearchRepo(database: Database) {
  const run = <T>(statement: SQL | Rendered) => {
    const { sql: text, params } = renderQuery(statement);
    return database.query<T>(text, params);
  };
  /** For the statements every search runs, whose texts carry no values: prepared (Database.prepared). */
  const runPrepared = <T>(statement: SQL | Rendered) => {
    const { sql: text, params } = renderQuery(statement);
    return database.prepared<T>(text, params);
  };
  return { run, runPrepared };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
