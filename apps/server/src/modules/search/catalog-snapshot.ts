import {
  localizedKeys,
  MASKED_DETAIL_NAMES,
  SEARCH_FIELD_MESSAGES,
  type SearchFilters,
  type SearchItem,
} from '@market/domain';
import { AppError } from '../../platform/app-error.ts';
import { createCardWriter, type CardWriter } from './card-json.ts';
import { catalogQuery, NAMED_LOOKUPS, type SearchRepo } from './repo.ts';

/** The catalog (the numbers a filter may name) and the table's size are re-read this often. */
const CATALOG_TTL_MS = 60_000;

/** A row of a search page, as the statements give it. */
export type Row = Record<string, unknown> & { sortKey: string };

export interface CatalogSnapshot {
  /** kind -> number -> parent number (a model's maker, a maker's category, ...). */
  ids: Map<string, Map<number, number | null>>;
  makers: Map<number, Record<string, unknown>>;
  /** lookup -> number -> its six localized names, keyed as the API names them. */
  names: Map<string, Map<number, Record<string, string>>>;
  tableRows: number;
  /** Writes a card as JSON text with the names of this snapshot (card-json.ts). */
  writeCard: CardWriter;
}

type Lookup = keyof typeof NAMED_LOOKUPS;
const LOOKUPS = Object.keys(NAMED_LOOKUPS) as Lookup[];
/** Which column of a page row names which lookup. */
const LOOKUP_COLUMNS: Record<Lookup, string> = {
  maker: 'makerNo',
  model: 'modelNo',
  detailModel: 'detailModelNo',
  form: 'formNo',
  capacity: 'capacityNo',
  fuel: 'fuelNo',
  transmission: 'transmissionNo',
  location: 'locationNo',
};
/** Names the detail page masks for a visitor (packages/domain), as far as a card shows them. */
const MASKED_NAMES = new Set<string>(MASKED_DETAIL_NAMES);
/** Per lookup, worked out once: the row column naming it and the six keys its names take on a card. */
const CARD_NAMES = LOOKUPS.map((lookup) => ({
  lookup,
  column: LOOKUP_COLUMNS[lookup],
  keys: localizedKeys(NAMED_LOOKUPS[lookup].base),
  maskable: MASKED_NAMES.has(NAMED_LOOKUPS[lookup].base),
}));

/**
 * Parent checks: a model must belong to the maker asked for, a capacity to the detail form, a drive to the category
 * (a drive of every category, such as 4WD, has no parent), and so on.
 */
const PARENTS: [child: keyof SearchFilters, parent: keyof SearchFilters][] = [
  ['maker', 'category'],
  ['drive', 'category'],
  ['model', 'maker'],
  ['detailModel', 'model'],
  ['formDetail', 'form'],
  ['capacity', 'formDetail'],
];
/**
 * The parents a narrower filter implies, narrowest first: the same matches, but with the maker named, the maker's
 * search indexes apply (a model alone would walk every listing). Within one facet group only (a maker or a drive does
 * not imply its category), so the facets stay the same.
 */
const IMPLIED = PARENTS.filter(([, parent]) => parent !== 'category').reverse();
const CATALOG_FILTERS = [
  'maker',
  'model',
  'detailModel',
  'product',
  'form',
  'formDetail',
  'capacity',
  'fuel',
  'transmission',
  'drive',
  'color',
  'location',
  'importableTo',
] as const;

/** A 400 naming the search field and why. */
export function refused(field: string, message: string): AppError {
  return new AppError('VALIDATION', { fields: { [field]: message } });
}
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

async function loadCatalog(repo: SearchRepo): Promise<CatalogSnapshot> {
  const [snapshot] = await repo.run<{
    ids: { kind: string; no: number; parent: number | null }[];
    makers: (Record<string, unknown> & { makerNo: number })[];
    rows: number | string | null;
    names: Record<Lookup, (Record<string, string> & { no: number })[]>;
  }>(catalogQuery);
  const { ids: idRows = [], makers: makerRows = [], rows: size = 0, names: nameRows } = snapshot ?? {};
  const ids = new Map<string, Map<number, number | null>>();
  for (const row of idRows) {
    const kind = ids.get(row.kind) ?? new Map<number, number | null>();
    kind.set(Number(row.no), row.parent === null ? null : Number(row.parent));
    ids.set(row.kind, kind);
  }
  const names = new Map(
    LOOKUPS.map((lookup) => [lookup, new Map((nameRows?.[lookup] ?? []).map(({ no, ...row }) => [Number(no), row]))]),
  );
  return {
    ids,
    makers: new Map(makerRows.map((row) => [Number(row.makerNo), row])),
    names,
    tableRows: Number(size ?? 0),
    writeCard: createCardWriter(CARD_NAMES, names),
  };
}

/** The catalog as the search reads it, re-read every CATALOG_TTL_MS; and the filters checked against it. */
export function createCatalogSnapshots(repo: SearchRepo, now: () => number) {
  let catalog: { expires: number; value: Promise<CatalogSnapshot> } | undefined;

  function currentCatalog(): Promise<CatalogSnapshot> {
    if (!catalog || catalog.expires < now()) {
      const value = loadCatalog(repo);
      catalog = { expires: now() + CATALOG_TTL_MS, value };
      value.catch(() => (catalog = undefined));
    }
    return catalog.value;
  }

  /** Every number must exist in the catalog and agree with its parent filter; else 400 naming the field and why. */
  async function validate(filters: SearchFilters): Promise<SearchFilters> {
    const { ids } = await currentCatalog();
    const resolved: SearchFilters = { ...filters };
    for (const name of CATALOG_FILTERS) {
      const value = filters[name];
      if (value !== undefined && !ids.get(name)?.has(value)) throw refused(name, SEARCH_FIELD_MESSAGES.unknownValue);
    }
    for (const [child, parent] of PARENTS) {
      const value = resolved[child];
      if (value === undefined) continue;
      const actual = ids.get(child)?.get(value);
      const asked = resolved[parent];
      if (asked !== undefined && actual !== null && actual !== asked)
        throw refused(child, SEARCH_FIELD_MESSAGES.mismatch);
    }
    for (const [child, parent] of IMPLIED) {
      const value = resolved[child];
      const implied = value === undefined ? null : ids.get(child)?.get(value);
      if (resolved[parent] === undefined && implied !== null && implied !== undefined)
        (resolved as Record<string, number>)[parent] = implied;
    }
    return resolved;
  }

  return { current: currentCatalog, validate };
}

/** A card, field by field (nothing else of the row leaks out); price, mileage, cc and some names masked. */
export function presentCard(row: Row, masked: boolean, snapshot: CatalogSnapshot): SearchItem {
  const hidden = (value: unknown) => (masked ? null : num(value));
  const item: Record<string, unknown> = {
    itemNo: Number(row.itemNo),
    category: row.category,
    flag: row.flag,
    partners: row.partners,
    premierFlag: row.premierFlag,
    masked,
    year: row.year,
    sellPrice: hidden(row.sellPrice),
    discountPrice: hidden(row.discountPrice),
    mileage: hidden(row.mileage),
    cc: hidden(row.cc),
    power: num(row.power),
    makerNo: row.makerNo,
    modelNo: row.modelNo,
    thumbnail: row.thumbnail,
    updateDate: row.updateDate,
  };
  for (const { lookup, column, keys, maskable } of CARD_NAMES) {
    const no = row[column];
    const found =
      (masked && maskable) || no === null || no === undefined ? undefined : snapshot.names.get(lookup)?.get(Number(no));
    for (const key of keys) item[key] = found?.[key] ?? null;
  }
  return item as SearchItem;
}
