import type { SearchResponse } from '@market/domain';
import type { CatalogSnapshot } from './catalog-snapshot.ts';
import {
  boundedCountQuery,
  countingPath,
  facetQuery,
  facetRowsGuessQuery,
  priceBands,
  priceSummaryQuery,
  summaryFacetQuery,
  type SearchRepo,
  type SearchScope,
} from './repo.ts';

/** Counts and facets of a filter set are kept this long: every page and sort of one search shares them. */
const SUMMARY_TTL_MS = 30_000;
const SUMMARY_CACHE_SIZE = 1_000;
/** The planner guessing this many times the exact limit under the common filters skips straight to the sample. */
const FAR_ABOVE_LIMIT = 3;
/** About this many rows are read when the facets are estimated from a sample. */
const SAMPLE_ROWS = 10_000;

export interface Summary {
  total: number;
  totalEstimated: boolean;
  facets: SearchResponse['facets'];
}

/** What a count reads: the statements, the exact-count limit, and the catalog the facets are named from. */
interface Counting {
  repo: SearchRepo;
  limit: number;
  snapshot: CatalogSnapshot;
}

type FacetRow = { category: number; makerNo: number; all: number; selected: number; total: number };

/** A count from a sample, scaled up to the table and rounded to tens (an exact count, scale 1, as it is). */
const roundScaled = (count: number, scale: number) => (scale === 1 ? count : Math.round((count * scale) / 10) * 10);

/** The answer's total and facets from rows of (category, maker) counts: see facetQuery and summaryFacetQuery. */
function shapeSummary(
  rows: FacetRow[],
  snapshot: CatalogSnapshot,
  counts: { total: number; totalEstimated: boolean; estimated: boolean; scale: number },
): Summary {
  const round = (count: number) => roundScaled(count, counts.scale);
  const byCategory = new Map<number, number>();
  for (const row of rows)
    byCategory.set(Number(row.category), (byCategory.get(Number(row.category)) ?? 0) + Number(row.all));
  return {
    total: counts.total,
    totalEstimated: counts.totalEstimated,
    facets: {
      category: [...byCategory.entries()]
        .sort(([a], [b]) => a - b)
        .map(([category, count]) => ({ category, count: round(count) })),
      maker: rows
        .filter((row) => Number(row.selected) > 0)
        .map((row) => ({ ...(snapshot.makers.get(Number(row.makerNo)) ?? {}), count: round(Number(row.selected)) }))
        .filter((row): row is SearchResponse['facets']['maker'][number] => 'makerNo' in row && row.count > 0)
        .sort((a, b) => b.count - a.count || a.engMaker.localeCompare(b.engMaker)),
      estimated: counts.estimated,
    },
  };
}

/** The total and facets as JSON members (no braces), written once per cached summary. */
const summaryTexts = new WeakMap<Summary, string>();
export function countsJson(counts: Summary): string {
  let text = summaryTexts.get(counts);
  if (text === undefined) {
    text = JSON.stringify(counts).slice(1, -1);
    summaryTexts.set(counts, text);
  }
  return text;
}

async function facetRowsGuess(repo: SearchRepo, scope: SearchScope): Promise<number> {
  const [row] = await repo.run<{ 'QUERY PLAN': unknown }>(facetRowsGuessQuery(scope));
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan?: { 'Plan Rows'?: number } }];
  return Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Totals and facets from the summary table (decision 0126): exact, whatever their size. */
async function summedSummary({ repo, snapshot }: Counting, scope: SearchScope): Promise<Summary> {
  const rows = await repo.runPrepared<FacetRow>(summaryFacetQuery(scope));
  const total = rows.reduce((sum, row) => sum + Number(row.total), 0);
  return shapeSummary(rows, snapshot, { total, totalEstimated: false, estimated: false, scale: 1 });
}

async function countedSummary({ repo, limit, snapshot }: Counting, scope: SearchScope): Promise<Summary> {
  const [[counted], guessed] = await Promise.all([
    repo.run<{ count: number }>(boundedCountQuery(scope, limit)),
    facetRowsGuess(repo, scope),
  ]);
  const exactTotal = Number(counted?.count ?? 0);
  // The facets count a superset of the matches: when the matches alone pass the limit, so do they. When the
  // planner expects far more, counting up to the limit only to find that out would cost more than the sample.
  const hopeless = exactTotal > limit || guessed > FAR_ABOVE_LIMIT * limit;
  let rows: FacetRow[] = hopeless ? [] : await repo.run<FacetRow>(facetQuery(scope, { limit }));
  let scale = 1;
  const estimated = hopeless || rows.reduce((sum, row) => sum + Number(row.all), 0) > limit;
  if (estimated) {
    const percent = Math.min(100, Math.max(0.5, (100 * SAMPLE_ROWS) / Math.max(snapshot.tableRows, 1)));
    rows = await repo.run(facetQuery(scope, { samplePercent: Number(percent.toFixed(2)) }));
    scale = 100 / percent;
  }
  const totalEstimated = exactTotal > limit;
  const sampledTotal = rows.reduce((sum, row) => sum + Number(row.total), 0);
  return shapeSummary(rows, snapshot, {
    total: totalEstimated ? Math.max(roundScaled(sampledTotal, scale), limit + 1) : exactTotal,
    totalEstimated,
    estimated,
    scale,
  });
}

/**
 * Totals and facets of a price range from the price bands (decision 0200): the bands the range covers whole summed
 * from `search_price_counts`, exactly; the part of a band a bound falls inside counted on `items` up to the limit,
 * exactly. A part with more listings than that is estimated from its band by the share of the band it covers: the
 * facets are then flagged estimated, and so is the total unless its own part counts within the limit.
 */
async function bandedSummary({ repo, limit, snapshot }: Counting, scope: SearchScope): Promise<Summary> {
  const { filters } = scope;
  const bands = priceBands(filters.priceFrom, filters.priceTo);
  const rows = await repo.runPrepared<FacetRow & { band: number | null; part: number | null }>(
    priceSummaryQuery(scope, bands, limit),
  );
  const bandRows = rows.filter((row) => row.part === null);
  const groups = new Map<string, FacetRow>();
  const add = (row: FacetRow, share: number, counts: ('all' | 'selected' | 'total')[]) => {
    const key = `${row.category}:${row.makerNo}`;
    const group = groups.get(key) ?? { category: row.category, makerNo: row.makerNo, all: 0, selected: 0, total: 0 };
    for (const count of counts) group[count] += Number(row[count]) * share;
    groups.set(key, group);
  };
  const ALL = ['all', 'selected', 'total'] as const;
  for (const row of bandRows) if (row.band === null) add(row, 1, [...ALL]);
  let estimated = false;
  let totalEstimated = false;
  /** Totals of parts counted apart (a part whose facets were estimated). */
  let partTotals = 0;
  for (const [index, part] of bands.parts.entries()) {
    const ofBand = bandRows.filter((row) => row.band !== null && Number(row.band) === part.band);
    // A band inside a wide band summed whole: its listings off, then the part's on.
    if (part.covered) for (const row of ofBand) add(row, -1, [...ALL]);
    const counted = rows.filter((row) => row.part !== null && Number(row.part) === index);
    if (counted.reduce((sum, row) => sum + Number(row.all), 0) <= limit) {
      for (const row of counted) add(row, 1, [...ALL]);
      continue;
    }
    estimated = true;
    const { share } = part;
    for (const row of ofBand) add(row, share, ['all', 'selected']);
    const partScope = { ...scope, filters: { ...filters, priceFrom: part.from, priceTo: part.to } };
    const [partTotal] = await repo.run<{ count: number }>(boundedCountQuery(partScope, limit));
    if (Number(partTotal?.count ?? 0) <= limit) {
      partTotals += Number(partTotal?.count ?? 0);
    } else {
      totalEstimated = true;
      for (const row of ofBand) add(row, share, ['total']);
    }
  }
  const round = (count: number, rough: boolean) => (rough ? Math.round(count / 10) * 10 : Math.round(count));
  const shown = [...groups.values()]
    .map((row) => ({ ...row, all: round(row.all, estimated), selected: round(row.selected, estimated) }))
    .filter((row) => row.all > 0);
  const total = round(
    [...groups.values()].reduce((sum, row) => sum + row.total, partTotals),
    totalEstimated,
  );
  return shapeSummary(shown, snapshot, {
    total: totalEstimated ? Math.max(total, limit + 1) : total,
    totalEstimated,
    estimated,
    scale: 1,
  });
}

/** The total and facets of a filter set, counted the way its filters allow, and kept a while for every page. */
export function createSummaries(
  repo: SearchRepo,
  currentCatalog: () => Promise<CatalogSnapshot>,
  options: { limit: number; now: () => number; priceBands?: boolean },
) {
  const summaries = new Map<string, { expires: number; value: Promise<Summary> }>();

  async function computeSummary(scope: SearchScope): Promise<Summary> {
    const counting = { repo, limit: options.limit, snapshot: await currentCatalog() };
    const path = countingPath(scope.filters);
    if (path === 'summed') return summedSummary(counting, scope);
    return path === 'banded' && options.priceBands !== false
      ? bandedSummary(counting, scope)
      : countedSummary(counting, scope);
  }

  function summary(scope: SearchScope): Promise<Summary> {
    const key = JSON.stringify([scope.includeSecret, scope.filters]);
    const cached = summaries.get(key);
    if (cached && cached.expires > options.now()) return cached.value;
    const value = computeSummary(scope);
    if (summaries.size >= SUMMARY_CACHE_SIZE) summaries.delete(summaries.keys().next().value as string);
    summaries.set(key, { expires: options.now() + SUMMARY_TTL_MS, value });
    value.catch(() => summaries.delete(key));
    return value;
  }

  return summary;
}
