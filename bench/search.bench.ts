/**
 * Search at a million listings: GET /api/items/search under load against the bare SQL of the same queries.
 *
 *   npm run bench:search                      # DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/market_bench
 *   npm run bench:search -- --seconds 10 --rounds 3 --explain
 *   npm run bench:search -- --rate 300        # also open-loop: a fixed 300 req/s per scenario
 *   npm run bench:search -- --scenarios 5,6   # only these scenarios
 *
 * The server runs pinned to core 0 (`taskset -c 0`), this process (autocannon and the SQL timer) to core 1, as the
 * root script starts it. PostgreSQL runs where the OS puts it, for both sides alike. After a warm-up, rounds
 * interleave the HTTP run and the SQL run of each scenario, so drift hits both; figures are the median over rounds.
 * With `--rate`, each scenario also runs open-loop after the rounds: requests sent on a fixed schedule whatever the
 * answers, latency counted from the scheduled send time, so a server that falls behind shows its queue in the figures
 * (closed-loop clients wait for answers and so slow down with the server, hiding it).
 * The database must hold the bulk data: `npm run seed:bulk -- --items 1000000` (see docs/performance.md).
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  EXACT_COUNT_LIMIT,
  SEARCH_SORTS,
  searchQueryString,
  type SearchFilters,
  type SearchSort,
} from '@market/domain';
import {
  boundedCountQuery,
  countingPath,
  facetQuery,
  facetRowsGuessQuery,
  pageQuery,
  priceBands,
  priceSummaryQuery,
  renderQuery,
  summaryFacetQuery,
  type Keyset,
  type SearchScope,
} from '../apps/server/src/modules/search/repo.ts';
import { decodeCursor } from '../apps/server/src/modules/search/service.ts';
import { SESSION_OPTIONS } from '../apps/server/src/db/client.ts';
import { loginCookie, median, percentile, startServer, waitForServer } from './server.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3500' },
    explain: { type: 'boolean', default: false },
    rate: { type: 'string', default: '0' },
    /** Only these scenarios, by number (1-based, comma-separated): `--scenarios 5,6`. */
    scenarios: { type: 'string', default: '' },
  },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
const RATE = Number(args.rate);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/market_bench';
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: CONNECTIONS, options: SESSION_OPTIONS });

type Search = SearchFilters & { sort: SearchSort };

interface Scenario {
  name: string;
  /** Run before every HTTP run of the scenario. */
  prepare?: () => Promise<void>;
  /** Query strings the HTTP run cycles through (or makes up, for uncached). */
  paths: () => string;
  /** The SQL statements one request of the scenario runs, with the same values. */
  statements: () => { sql: string; params: unknown[] }[];
}

async function one<T>(text: string): Promise<T> {
  const { rows } = await pool.query(text);
  return rows[0] as T;
}

const page = (scope: SearchScope, sort: SearchSort, keyset?: Keyset) => renderQuery(pageQuery(scope, sort, 21, keyset));
/**
 * What the service runs for the total and facets of a large result: with a price range of the price bands' filters,
 * the one statement of decision 0200 (its parts counted within the limit); else the bounded count, the planner's
 * guess, then a 1% sample.
 */
const summary = (scope: SearchScope) =>
  countingPath(scope.filters) === 'banded'
    ? [
        renderQuery(
          priceSummaryQuery(scope, priceBands(scope.filters.priceFrom, scope.filters.priceTo), EXACT_COUNT_LIMIT),
        ),
      ]
    : [
        renderQuery(boundedCountQuery(scope, EXACT_COUNT_LIMIT)),
        renderQuery(facetRowsGuessQuery(scope)),
        renderQuery(facetQuery(scope, { samplePercent: 1 })),
      ];
/** Searches run as an approved buyer: visitors may not sort by price or mileage (they see none), so secret listings count. */
const buyer = (filters: SearchScope['filters']): SearchScope => ({ filters, includeSecret: true });
let cookie = '';
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

async function http(query: string): Promise<{ nextCursor: string | null }> {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/items/search?${query}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as { nextCursor: string | null };
}

/** Walks `pages` pages of a search through its cursors and returns the cursor of the last one. */
async function deepCursor(query: string, pages: number): Promise<string> {
  let after = '';
  for (let i = 0; i < pages; i++) {
    const body = await http(`${query}${after ? `&after=${after}` : ''}`);
    if (!body.nextCursor) break;
    after = body.nextCursor;
  }
  return after;
}

/** A repeatable pseudo-random sequence (mulberry32), so every run measures the same searches. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Searches as buyers make them: one of the ten biggest makers, often one of its three biggest models, often a year
 * range (sometimes open-ended), sometimes a price ceiling or diesel, and any sort.
 */
async function variedSearches(count = 200): Promise<Search[]> {
  const { rows } = await pool.query<{ category: 1 | 2; maker_no: number; models: number[] }>(
    `SELECT category, maker_no, (array_agg(model_no ORDER BY n DESC))[1:3] AS models
       FROM (SELECT category, maker_no, model_no, count(*) AS n FROM items GROUP BY 1, 2, 3) AS per_model
      GROUP BY 1, 2 ORDER BY sum(n) DESC LIMIT 10`,
  );
  const diesel = await one<{ fuel_no: number }>(`SELECT fuel_no FROM fuels WHERE code = 'diesel'`);
  const random = seeded(8);
  const chance = (p: number) => random() < p;
  const any = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, () => {
    const maker = any(rows);
    const search: Search = { category: maker.category, maker: maker.maker_no, sort: any(SEARCH_SORTS) };
    if (chance(0.5)) search.model = any(maker.models);
    if (chance(0.6)) {
      search.yearFrom = 2008 + Math.floor(random() * 16);
      if (chance(0.7)) search.yearTo = Math.min(2026, search.yearFrom + Math.floor(random() * 6));
    }
    if (chance(0.3)) search.priceTo = 5_000 + Math.floor(random() * 40) * 1_000;
    if (chance(0.2) && maker.category === 1) search.fuel = diesel.fuel_no;
    return search;
  });
}

/**
 * Filter sets of the summary table's columns (decision 0126), each one asked once: the twenty biggest makers x a year
 * range (2000-2024, up to ten years) x diesel or not, shuffled repeatably; 11,000 sets, so no run meets one twice.
 */
async function summaryFilterSets(): Promise<SearchFilters[]> {
  const { rows } = await pool.query<{ category: 1 | 2; maker_no: number }>(
    `SELECT category, maker_no FROM items GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 20`,
  );
  const diesel = await one<{ fuel_no: number }>(`SELECT fuel_no FROM fuels WHERE code = 'diesel'`);
  const sets: SearchFilters[] = [];
  for (const { category, maker_no } of rows)
    for (let yearFrom = 2000; yearFrom <= 2024; yearFrom++)
      for (let span = 0; span <= 10; span++)
        for (const fuel of [undefined, diesel.fuel_no])
          sets.push({ category, maker: maker_no, yearFrom, yearTo: yearFrom + span, ...(fuel ? { fuel } : {}) });
  const random = seeded(26);
  for (let i = sets.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [sets[i], sets[j]] = [sets[j]!, sets[i]!];
  }
  return sets;
}

async function scenarios(): Promise<Scenario[]> {
  const hyundai = await one<{ maker_no: number }>(
    `SELECT maker_no FROM makers WHERE code = 'hyundai' AND category = 1`,
  );
  const kia = await one<{ maker_no: number }>(`SELECT maker_no FROM makers WHERE code = 'kia' AND category = 1`);
  const sorento = await one<{ model_no: number }>(
    `SELECT model_no FROM items WHERE maker_no = ${kia.maker_no} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const diesel = await one<{ fuel_no: number }>(`SELECT fuel_no FROM fuels WHERE code = 'diesel'`);
  const special = await one<{ maker_no: number }>(
    `SELECT maker_no FROM items WHERE category = 2 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );
  const typical: Search[] = [
    { category: 1, maker: hyundai.maker_no, yearFrom: 2018, yearTo: 2022, sort: 'price_asc' as const },
    { category: 1, sort: 'newest' as const },
    { category: 1, maker: kia.maker_no, model: sorento.model_no, sort: 'year_desc' as const },
    { category: 2, maker: special.maker_no, sort: 'price_desc' as const },
    { category: 1, fuel: diesel.fuel_no, priceTo: 20000, sort: 'mileage_asc' as const },
  ];
  const varied = await variedSearches();
  const filtersOf = ({ sort: _sort, ...filters }: Search) => filters;
  const queries = typical.map((query) => searchQueryString(query));
  // Deep pages: page 50 of the first typical search, page 200 of every car by newest.
  const deep = [
    { base: typical[0]!, cursor: await deepCursor(queries[0]!, 49) },
    { base: typical[1]!, cursor: await deepCursor(queries[1]!, 199) },
  ];
  const deepQueries = deep.map(({ base, cursor }) => `${searchQueryString(base)}&after=${cursor}`);
  let next = 0;
  const cycle = (list: string[]) => () => list[next++ % list.length]!;
  const randomPrice = () => 5_000 + Math.floor(Math.random() * 40_000);
  const sets = await summaryFilterSets();
  /** The next filter set not asked before, per scenario: every request pays its total and facets. */
  const fresh = () => {
    let at = 0;
    return () => sets[at++ % sets.length]!;
  };
  const [summedHttp, summedSql, countedHttp, countedSql] = [fresh(), fresh(), fresh(), fresh()];
  return [
    {
      name: 'first page, typical filters and sorts',
      paths: cycle(queries),
      statements: () => {
        const query = pick(typical);
        return [page(buyer(filtersOf(query)), query.sort)];
      },
    },
    {
      name: `first page, ${varied.length} varied searches`,
      paths: cycle(varied.map((query) => searchQueryString(query))),
      statements: () => {
        const query = pick(varied);
        return [page(buyer(filtersOf(query)), query.sort)];
      },
      // Their counts are cached like scenario 1's (a buyer paging or re-sorting); the next scenario pays them.
      prepare: async () => {
        for (const query of varied) await http(searchQueryString(query));
      },
    },
    {
      name: 'deep pages (50 and 200)',
      paths: cycle(deepQueries),
      statements: () => {
        const { base, cursor } = pick(deep);
        return [page(buyer(filtersOf(base)), base.sort, decodeCursor(cursor, base.sort, 'after'))];
      },
    },
    {
      name: 'first page, new filters every time (count and facets not cached)',
      paths: () => searchQueryString({ ...typical[0], priceTo: randomPrice() }),
      statements: () => {
        const scope = buyer({ ...filtersOf(typical[0]!), priceTo: randomPrice() });
        return [page(scope, 'price_asc'), ...summary(scope)];
      },
    },
    {
      name: 'first page, new maker/years/fuel every time (counts from search_counts)',
      paths: () => searchQueryString({ ...summedHttp(), sort: 'newest' }),
      statements: () => {
        const scope = buyer(summedSql());
        return [page(scope, 'newest'), renderQuery(summaryFacetQuery(scope))];
      },
    },
    {
      // A price floor every listing passes: before decision 0200 it kept the server off the summaries (the counting of
      // decision 0030); since, a floor on a band's edge is summed from the price bands, no band counted on items.
      name: 'the same with priceFrom=0 (price bands)',
      paths: () => searchQueryString({ ...countedHttp(), priceFrom: 0, sort: 'newest' }),
      statements: () => {
        const scope = buyer({ ...countedSql(), priceFrom: 0 });
        return [page(scope, 'newest'), ...summary(scope)];
      },
    },
  ];
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

function figuresOf(latencies: number[], seconds: number): Figures {
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    rps: latencies.length / seconds,
  };
}

async function loadHttp(scenario: Scenario, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  // Without a callback autocannon returns its instance, which is also a promise of the result; the types say only
  // the latter.
  const instance = autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie },
    requests: [{ setupRequest: (request) => ({ ...request, path: `/api/items/search?${scenario.paths()}` }) }],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  // Every response's own time, for exact percentiles (autocannon's summary has p90 and p97.5, not p95).
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    latencies.push(responseTime),
  );
  const result = await instance;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return figuresOf(latencies, seconds);
}

/** The same statements straight on the pool, CONNECTIONS at a time, as the server's pool would run them. */
async function loadSql(scenario: Scenario, seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const statements = scenario.statements();
        const started = performance.now();
        // The service runs the page and the summary queries at once; so do we.
        await Promise.all(statements.map((statement) => pool.query(statement.sql, statement.params)));
        latencies.push(performance.now() - started);
      }
    }),
  );
  return figuresOf(latencies, seconds);
}

/**
 * Open loop: `RATE` requests a second for `seconds`, each sent at its scheduled time whether or not earlier ones were
 * answered; a latency runs from the scheduled time to the answer, so time spent queued (in this process or the server)
 * counts. Answers other than 200 are counted apart.
 */
async function loadOpen(scenario: Scenario, seconds: number): Promise<Figures & { failed: number; lateSends: number }> {
  const latencies: number[] = [];
  const interval = 1000 / RATE;
  const total = Math.round(RATE * seconds);
  const start = performance.now();
  let failed = 0;
  let lateSends = 0;
  const pending: Promise<void>[] = [];
  for (let sent = 0; sent < total;) {
    const now = performance.now();
    while (sent < total && start + sent * interval <= now) {
      const scheduled = start + sent * interval;
      if (now - scheduled > 5) lateSends++;
      const path = `/api/items/search?${scenario.paths()}`;
      pending.push(
        fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { cookie } })
          .then(async (response) => {
            await response.arrayBuffer();
            if (response.ok) latencies.push(performance.now() - scheduled);
            else failed++;
          })
          .catch(() => {
            failed++;
          }),
      );
      sent++;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  // Answers per second of wall time, the queue's drain included.
  return { ...figuresOf(latencies, (performance.now() - start) / 1000), failed, lateSends };
}

const ms = (value: number) => value.toFixed(2).padStart(7);

async function main() {
  const { count } = (await pool.query('SELECT count(*)::int AS count FROM items')).rows[0] as { count: number };
  console.log(
    `items: ${count.toLocaleString('en-US')}, ${CONNECTIONS} connections, ${SECONDS} s x ${ROUNDS} rounds, cores: server 0, load 1`,
  );
  const server = startServer(PORT, { DATABASE_URL });
  try {
    await waitForServer(PORT);
    cookie = await loginCookie(PORT, 'demo-buyer');
    const chosen = args.scenarios ? new Set(args.scenarios.split(',').map(Number)) : undefined;
    const list = (await scenarios()).filter((_, index) => !chosen || chosen.has(index + 1));
    if (args.explain) {
      for (const scenario of list)
        for (const statement of scenario.statements()) {
          const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
          console.log(
            `\n-- ${scenario.name}\n${rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}`,
          );
        }
    }
    console.log('warm-up ...');
    for (const scenario of list) {
      await loadHttp(scenario, 3);
      await loadSql(scenario, 3);
    }
    const figures = list.map(() => ({ http: [] as Figures[], sql: [] as Figures[] }));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [index, scenario] of list.entries()) {
        // Alternate which side goes first, so neither always meets a warmer cache.
        const order = round % 2 ? (['http', 'sql'] as const) : (['sql', 'http'] as const);
        for (const side of order) {
          if (side === 'http') await scenario.prepare?.();
          const result = side === 'http' ? await loadHttp(scenario, SECONDS) : await loadSql(scenario, SECONDS);
          figures[index]![side].push(result);
          console.log(
            `round ${round} ${side.padEnd(4)} ${scenario.name}: p50 ${ms(result.p50)} p95 ${ms(result.p95)} ms, ${result.rps.toFixed(0)} req/s`,
          );
        }
      }
    }
    console.log('\nmedian over rounds (latencies in ms)');
    console.log(
      '| scenario | HTTP p50 | HTTP p95 | HTTP p99 | HTTP req/s | SQL p50 | SQL p95 | SQL p99 | SQL req/s | p95 ratio HTTP/SQL |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const [index, scenario] of list.entries()) {
      const h = figures[index]!.http;
      const s = figures[index]!.sql;
      const cell = (list: Figures[], key: keyof Figures) => median(list.map((f) => f[key]));
      console.log(
        `| ${scenario.name} | ${cell(h, 'p50').toFixed(1)} | ${cell(h, 'p95').toFixed(1)} | ${cell(h, 'p99').toFixed(1)} | ${cell(h, 'rps').toFixed(0)} | ` +
          `${cell(s, 'p50').toFixed(2)} | ${cell(s, 'p95').toFixed(2)} | ${cell(s, 'p99').toFixed(2)} | ${cell(s, 'rps').toFixed(0)} | ` +
          `${(cell(h, 'p95') / cell(s, 'p95')).toFixed(1)} |`,
      );
    }
    if (RATE > 0) {
      console.log(
        `\nopen loop, ${RATE} req/s for ${SECONDS} s per scenario (latency from the scheduled send time, ms)`,
      );
      console.log('| scenario | p50 | p95 | p99 | answered/s | failed | sends over 5 ms late |');
      console.log('|---|---|---|---|---|---|---|');
      for (const scenario of list) {
        await scenario.prepare?.();
        const open = await loadOpen(scenario, SECONDS);
        console.log(
          `| ${scenario.name} | ${open.p50.toFixed(1)} | ${open.p95.toFixed(1)} | ${open.p99.toFixed(1)} | ` +
            `${open.rps.toFixed(0)} | ${open.failed} | ${open.lateSends} |`,
        );
      }
    }
  } finally {
    await server.stop();
    await pool.end();
  }
}

await main();
