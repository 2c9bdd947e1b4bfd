/**
 * Server-rendered pages (issue 29): a visitor's detail, list and home pages and a logged-in buyer's detail page, in
 * req/s against the detail answer (GET /api/pages/detail) measured in the same round; then fairness: one client
 * asking for 250 detail pages a second, each one not kept (a query string of its own, as a crawler or a script
 * sends), while 20 other clients browse.
 *
 *   npm run build && npm run bench:pages
 *   npm run bench:pages -- --seconds 6 --rounds 3 --connections 10 --heavy-rate 250 --fair-seconds 20
 *   npm run bench:pages -- --fairness-only
 *
 * The server runs pinned to core 0, this process (autocannon) to core 1 (the root script). Every request asks for
 * brotli, as browsers do. The server trusts one proxy hop (TRUST_PROXY=1), so X-Forwarded-For names each client.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadAverage, loginCookie, median, percentile, startServer, waitForServer } from './server.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '6' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'heavy-rate': { type: 'string', default: '250' },
    'fair-seconds': { type: 'string', default: '20' },
    port: { type: 'string', default: '3530' },
    'fairness-only': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const HEAVY_RATE = Number(args['heavy-rate']);
const FAIR_SECONDS = Number(args['fair-seconds']);
const PORT = Number(args.port);
const BROWSERS = 20;
const BR = { 'accept-encoding': 'br' };

interface Run {
  rps: number;
  p50: number;
  p99: number;
  byStatus: Map<number, number>;
  /** Answers slower than a second, by the second of the run they were asked in. */
  slowBySecond: Map<number, number>;
}

/** Loads the paths (round robin, or each one `path` gives) with `headers`, at `overallRate` a second when given. */
async function load(options: {
  paths: string[] | (() => string);
  seconds: number;
  connections: number;
  headers: () => Record<string, string>;
  overallRate?: number;
}): Promise<Run> {
  const latencies: number[] = [];
  const byStatus = new Map<number, number>();
  const slowBySecond = new Map<number, number>();
  const { paths } = options;
  let next = 0;
  const nextPath = typeof paths === 'function' ? paths : () => paths[next++ % paths.length]!;
  const started = Date.now();
  const instance = autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: options.connections,
    duration: options.seconds,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: nextPath(),
          headers: { ...BR, ...options.headers() },
        }),
      },
    ],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    if (responseTime > 1000) {
      const second = Math.floor((Date.now() - responseTime - started) / 1000);
      slowBySecond.set(second, (slowBySecond.get(second) ?? 0) + 1);
    }
  });
  await instance;
  latencies.sort((a, b) => a - b);
  const answered = [...byStatus].filter(([status]) => status < 400).reduce((sum, [, count]) => sum + count, 0);
  return {
    // Pages answered (200, 304), not refusals.
    rps: answered / options.seconds,
    // NaN when nothing was answered (printed as such rather than failing the run).
    p50: latencies.length ? percentile(latencies, 0.5) : NaN,
    p99: latencies.length ? percentile(latencies, 0.99) : NaN,
    byStatus,
    slowBySecond,
  };
}

const statuses = (run: Run) =>
  [...run.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');

async function listings(): Promise<number[]> {
  const search = (await (await fetch(`http://127.0.0.1:${PORT}/api/items/search?category=1`)).json()) as {
    items: { itemNo: number }[];
  };
  return search.items.map((item) => item.itemNo);
}

async function main() {
  // Throughput: the budgets (decision 0227) and shedding out of the way, since one client reloading one page as fast
  // as it can is what they refuse.
  const server = startServer(PORT, { TRUST_PROXY: '1', CLIENT_WORK_PER_SECOND: '1000000', LOAD_SHEDDING: 'off' });
  try {
    await waitForServer(PORT);
    const itemNos = await listings();
    const detail = `/item/detail/car/${itemNos[0]}`;
    const buyer = await loginCookie(PORT, 'demo-buyer');
    const visitor = () => ({});
    const scenarios: Record<string, { paths: string[]; headers: () => Record<string, string>; connections?: number }> =
      {
        'detail answer (visitor)': { paths: [`/api/pages/detail?itemNo=${itemNos[0]}`], headers: visitor },
        "visitor's detail page": { paths: [detail], headers: visitor },
        "visitor's list page": { paths: ['/item/list/car'], headers: visitor },
        "visitor's home page": { paths: ['/'], headers: visitor },
        // One buyer has at most MAX_RENDERS_PER_CLIENT (2) renders under way (decision 0227): more connections would
        // measure the 429s of the others, which are not what a buyer's page costs.
        "buyer's detail page": { paths: [detail], headers: () => ({ cookie: buyer }), connections: 2 },
      };
    console.log(`${CONNECTIONS} connections, ${SECONDS} s, ${ROUNDS} rounds; load average ${loadAverage()}`);
    // Warm-up: the code paths, and each page rendered once.
    for (const scenario of Object.values(scenarios)) await load({ ...scenario, seconds: 2, connections: 2 });

    const runs = new Map<string, Run[]>(Object.keys(scenarios).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, scenario] of Object.entries(scenarios)) {
        runs.get(name)!.push(await load({ connections: CONNECTIONS, ...scenario, seconds: SECONDS }));
      }
      console.log(
        `round ${round + 1}: ${[...runs].map(([name, rows]) => `${name} ${rows[round]!.rps.toFixed(0)}`).join(', ')}; ` +
          `load average ${loadAverage()}`,
      );
    }
    const answerRuns = runs.get('detail answer (visitor)')!;
    console.log('\nmedian over rounds');
    console.log(
      '| request | req/s (rounds) | req/s | ratio to the detail answer (median of rounds) | p50 ms | p99 ms | statuses (last round) |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const [name, rows] of runs) {
      const ratio = median(rows.map((run, round) => run.rps / answerRuns[round]!.rps));
      console.log(
        `| ${name} | ${rows.map((run) => run.rps.toFixed(0)).join(', ')} | ${median(rows.map((run) => run.rps)).toFixed(0)} | ` +
          `${ratio.toFixed(2)} | ${median(rows.map((run) => run.p50)).toFixed(0)} | ` +
          `${median(rows.map((run) => run.p99)).toFixed(0)} | ${statuses(rows.at(-1)!)} |`,
      );
    }
  } finally {
    await server.stop();
  }
  await fairness();
}

/** One client at HEAVY_RATE detail pages a second, none of them kept, and 20 clients browsing: default budgets. */
async function fairness() {
  const server = startServer(PORT, { TRUST_PROXY: '1' });
  try {
    await waitForServer(PORT);
    const itemNos = await listings();
    // Fairness: one client at HEAVY_RATE detail pages a second, none of them kept, and 20 clients browsing.
    const crawl = itemNos.map((itemNo) => `/item/detail/car/${itemNo}`);
    let crawled = 0;
    const browse = [...itemNos.slice(0, 10).map((itemNo) => `/item/detail/car/${itemNo}`), '/item/list/car', '/'];
    let browser = 0;
    console.log(
      `\none client at ${HEAVY_RATE} detail pages/s (each with a query of its own: never kept), ${BROWSERS} clients ` +
        `browsing (${BROWSERS} connections, 2 pages/s each), ${FAIR_SECONDS} s, load shedding on; ` +
        `load average ${loadAverage()}`,
    );
    await server.loopDelay();
    const [heavy, browsers] = await Promise.all([
      load({
        paths: () => `${crawl[crawled % crawl.length]}?crawl=${crawled++}`,
        seconds: FAIR_SECONDS,
        connections: 50,
        overallRate: HEAVY_RATE,
        headers: () => ({ 'x-forwarded-for': '203.0.113.66' }),
      }),
      load({
        paths: browse,
        seconds: FAIR_SECONDS,
        connections: BROWSERS,
        overallRate: BROWSERS * 2,
        headers: () => ({ 'x-forwarded-for': `198.51.100.${(browser++ % BROWSERS) + 1}` }),
      }),
    ]);
    console.log('| who | answered/s | p50 ms | p99 ms | statuses |');
    console.log('|---|---|---|---|---|');
    for (const [name, run] of Object.entries({ 'heavy client': heavy, [`${BROWSERS} browsing clients`]: browsers })) {
      console.log(
        `| ${name} | ${run.rps.toFixed(0)} | ${run.p50.toFixed(0)} | ${run.p99.toFixed(0)} | ${statuses(run)} |`,
      );
    }
    const slow = [...browsers.slowBySecond].sort(([a], [b]) => a - b);
    console.log(
      `browsing answers over 1 s, by the second they were asked in: ${slow.map(([second, count]) => `${second}: ${count}`).join(', ') || 'none'}`,
    );
    // The server's own delays tell a slow answer of the server from a wait outside it (this process, the machine).
    const delay = await server.loopDelay();
    if (delay)
      console.log(
        `server event loop delay p50 ${delay.p50} ms, p99 ${delay.p99} ms, max ${delay.max} ms; ` +
          `stalls over 500 ms ${delay.stalls} (longest ${Math.round(delay.longestStall)} ms)`,
      );
    console.log(`load average ${loadAverage()}`);
  } finally {
    await server.stop();
  }
}

await (args['fairness-only'] ? fairness() : main());
