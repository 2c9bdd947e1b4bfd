/**
 * The detail answer: GET /api/pages/detail under load against a bare `node:http` server sending the same bytes, and
 * the embedded database (PGlite) under 50 connections.
 *
 *   npm run bench:detail                       # PGlite in a throw-away DATA_DIR, or DATABASE_URL when it is set
 *   npm run bench:detail -- --seconds 10 --rounds 3 --connections 10 --crowd 50 --crowd-seconds 60
 *
 * Both servers run pinned to core 0 (`taskset -c 0`), this process (autocannon) to core 1, as the root script starts
 * it. Rounds interleave the raw run and the detail runs, so drift hits both; figures are medians over rounds. Neither
 * side compresses (autocannon sends no Accept-Encoding): the ratio is of server work, not of the wire.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loginCookie, median, percentile, startServer, waitForServer } from './server.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    crowd: { type: 'string', default: '50' },
    'crowd-seconds': { type: 'string', default: '60' },
    port: { type: 'string', default: '3510' },
  },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const CROWD = Number(args.crowd);
const CROWD_SECONDS = Number(args['crowd-seconds']);
const PORT = Number(args.port);
const RAW_PORT = PORT + 1;

interface Run {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  over2s: number;
  refused: number;
  /** Requests that got no answer: autocannon gives up after 10 s (or the connection failed). */
  unanswered: number;
  total: number;
}

async function load(port: number, pathname: string, seconds: number, connections: number, cookie?: string) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}${pathname}`,
    connections,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
    latencies.push(responseTime),
  );
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const refused = result['5xx'];
  if (result.non2xx - refused > 0)
    throw new Error(`${pathname}: ${result.non2xx - refused} answers neither 2xx nor 5xx`);
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    over2s: latencies.filter((ms) => ms > 2000).length,
    refused,
    unanswered: result.errors,
    total: latencies.length,
  } satisfies Run;
}

/** A bare node:http server on core 0 answering every request with `body` as JSON: the ceiling. */
function startRaw(body: Buffer) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'detail-raw-')), 'body.json');
  fs.writeFileSync(file, body);
  const script = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    require('node:http').createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      response.end(body);
    }).listen(${RAW_PORT}, '127.0.0.1');`;
  const child = spawn('taskset', ['-c', '0', process.execPath, '-e', script], { stdio: 'inherit' });
  return () => {
    child.kill('SIGTERM');
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  };
}

async function main() {
  const server = startServer(PORT, { LOAD_SHEDDING: 'off' });
  let stopRaw = () => {};
  try {
    await waitForServer(PORT);
    const search = (await (await fetch(`http://127.0.0.1:${PORT}/api/items/search?category=1`)).json()) as {
      items: { itemNo: number }[];
    };
    const detailPath = `/api/pages/detail?itemNo=${search.items[0]!.itemNo}`;
    const buyer = await loginCookie(PORT, 'demo-buyer');
    const body = Buffer.from(await (await fetch(`http://127.0.0.1:${PORT}${detailPath}`)).arrayBuffer());
    stopRaw = startRaw(body);
    await waitForRaw();
    console.log(`detail answer: ${body.length} bytes; ${CONNECTIONS} connections, ${SECONDS} s, ${ROUNDS} rounds`);
    console.log('warm-up ...');
    await load(PORT, detailPath, 3, CONNECTIONS);
    await load(RAW_PORT, '/', 2, CONNECTIONS);

    const rows: Record<'raw' | 'visitor' | 'buyer', Run[]> = { raw: [], visitor: [], buyer: [] };
    for (let round = 0; round < ROUNDS; round++) {
      rows.raw.push(await load(RAW_PORT, '/', SECONDS, CONNECTIONS));
      rows.visitor.push(await load(PORT, detailPath, SECONDS, CONNECTIONS));
      rows.buyer.push(await load(PORT, detailPath, SECONDS, CONNECTIONS, buyer));
      console.log(
        `round ${round + 1}: raw ${rows.raw[round]!.rps.toFixed(0)} req/s, visitor ${rows.visitor[round]!.rps.toFixed(0)}, ` +
          `buyer ${rows.buyer[round]!.rps.toFixed(0)}`,
      );
    }
    const raw = median(rows.raw.map((run) => run.rps));
    console.log('\nmedian over rounds');
    console.log('| answer | req/s | ratio to raw node:http | p50 ms | p99 ms |');
    console.log('|---|---|---|---|---|');
    for (const [name, runs] of Object.entries(rows)) {
      const rps = median(runs.map((run) => run.rps));
      console.log(
        `| ${name} | ${rps.toFixed(0)} | ${(rps / raw).toFixed(2)} | ${median(runs.map((run) => run.p50))} | ` +
          `${median(runs.map((run) => run.p99))} |`,
      );
    }
  } finally {
    stopRaw();
    await server.stop();
  }

  // The default embedded database under a crowd, as configured by default (load shedding on).
  const crowdServer = startServer(PORT);
  try {
    await waitForServer(PORT);
    const search = (await (await fetch(`http://127.0.0.1:${PORT}/api/items/search?category=1`)).json()) as {
      items: { itemNo: number }[];
    };
    const detailPath = `/api/pages/detail?itemNo=${search.items[1]!.itemNo}`;
    const buyer = await loginCookie(PORT, 'demo-buyer');
    const half = Math.ceil(CROWD / 2);
    console.log(`\nPGlite, ${CROWD} connections (half visitors, half a logged-in buyer) for ${CROWD_SECONDS} s`);
    const [visitors, buyers] = await Promise.all([
      load(PORT, detailPath, CROWD_SECONDS, half),
      load(PORT, detailPath, CROWD_SECONDS, CROWD - half, buyer),
    ]);
    console.log(
      '| who | answered/s | p50 ms | p99 ms | max ms | over 2 s | 503 refused | no answer in 10 s | requests |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const [name, run] of Object.entries({ visitors, buyers })) {
      console.log(
        `| ${name} | ${run.rps.toFixed(0)} | ${run.p50} | ${run.p99} | ${run.max} | ${run.over2s} | ${run.refused} | ${run.unanswered} | ${run.total} |`,
      );
    }
  } finally {
    await crowdServer.stop();
  }
}

async function waitForRaw() {
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${RAW_PORT}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the raw server did not start');
}

await main();
