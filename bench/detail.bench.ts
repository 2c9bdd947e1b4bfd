/**
 * The detail answer: GET /api/pages/detail under load against a bare `node:http` server sending the same bytes, and
 * the embedded database (PGlite) under 50 connections.
 *
 *   npm run bench:detail                       # PGlite in a throw-away DATA_DIR, or DATABASE_URL when it is set
 *   npm run bench:detail -- --seconds 10 --rounds 3 --connections 10 --crowd 50 --crowd-seconds 60
 *
 * Both servers run pinned to core 0 (`taskset -c 0`), this process (autocannon) to core 1, as the root script starts
 * it. Rounds interleave the raw run and the detail runs, so drift hits both; figures are medians over rounds. Each
 * round runs once per encoding of `--encodings` (default `br,identity`): the detail requests send that
 * `Accept-Encoding` as a browser does (`identity`: none), and the raw server sends the very bytes the server answered
 * in it, so the ratio is of server work for the same wire. The crowd asks for brotli, as browsers do.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadAverage, loginCookie, median, percentile, startServer, waitForServer } from './server.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    crowd: { type: 'string', default: '50' },
    'crowd-seconds': { type: 'string', default: '60' },
    port: { type: 'string', default: '3510' },
    encodings: { type: 'string', default: 'br,identity' },
  },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const CROWD = Number(args.crowd);
const CROWD_SECONDS = Number(args['crowd-seconds']);
const PORT = Number(args.port);
const RAW_PORT = PORT + 1;
const ENCODINGS = args.encodings.split(',');
/** What a browser sends; `identity` sends no Accept-Encoding at all. */
const accept = (encoding: string): Record<string, string> =>
  encoding === 'identity' ? {} : { 'accept-encoding': encoding };

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

async function load(
  port: number,
  pathname: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}${pathname}`,
    connections,
    duration: seconds,
    headers,
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

/** A bare node:http server on core 0 answering every request with `body` as JSON in `encoding`: the ceiling. */
function startRaw(body: Buffer, encoding: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'detail-raw-')), 'body.json');
  fs.writeFileSync(file, body);
  const script = `
    const body = require('node:fs').readFileSync(${JSON.stringify(file)});
    require('node:http').createServer((request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
        ${encoding === 'identity' ? '' : `'content-encoding': '${encoding}',`}
      });
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
    const buyer = { cookie: await loginCookie(PORT, 'demo-buyer') };
    console.log(`${CONNECTIONS} connections, ${SECONDS} s, ${ROUNDS} rounds, load average ${loadAverage()}`);
    console.log('warm-up ...');
    await load(PORT, detailPath, 3, CONNECTIONS, accept(ENCODINGS[0]!));

    type Rows = Record<'raw' | 'visitor' | 'buyer', Run[]>;
    const rows = new Map<string, Rows>(ENCODINGS.map((encoding) => [encoding, { raw: [], visitor: [], buyer: [] }]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const encoding of ENCODINGS) {
        const body = await bytesAsSent(`http://127.0.0.1:${PORT}${detailPath}`, accept(encoding));
        stopRaw = startRaw(body, encoding);
        await waitForRaw();
        const runs = rows.get(encoding)!;
        runs.raw.push(await load(RAW_PORT, '/', SECONDS, CONNECTIONS));
        stopRaw();
        stopRaw = () => {};
        runs.visitor.push(await load(PORT, detailPath, SECONDS, CONNECTIONS, accept(encoding)));
        runs.buyer.push(await load(PORT, detailPath, SECONDS, CONNECTIONS, { ...accept(encoding), ...buyer }));
        console.log(
          `round ${round + 1} (${encoding}, ${body.length} bytes): raw ${runs.raw[round]!.rps.toFixed(0)} req/s, ` +
            `visitor ${runs.visitor[round]!.rps.toFixed(0)}, buyer ${runs.buyer[round]!.rps.toFixed(0)}; ` +
            `load average ${loadAverage()}`,
        );
      }
    }
    console.log('\nmedian over rounds');
    console.log('| encoding | answer | req/s (rounds) | req/s | ratio to raw node:http | p50 ms | p99 ms |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [encoding, byAnswer] of rows) {
      const raw = median(byAnswer.raw.map((run) => run.rps));
      for (const [name, runs] of Object.entries(byAnswer)) {
        const rps = median(runs.map((run) => run.rps));
        console.log(
          `| ${encoding} | ${name} | ${runs.map((run) => run.rps.toFixed(0)).join(', ')} | ${rps.toFixed(0)} | ` +
            `${(rps / raw).toFixed(2)} | ${median(runs.map((run) => run.p50)).toFixed(1)} | ` +
            `${median(runs.map((run) => run.p99)).toFixed(0)} |`,
        );
      }
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
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(
      `\n${database}, ${CROWD} connections (half visitors, half a logged-in buyer, Accept-Encoding: br) for ` +
        `${CROWD_SECONDS} s; load average ${loadAverage()}`,
    );
    await crowdServer.loopDelay();
    const [visitors, buyers] = await Promise.all([
      load(PORT, detailPath, CROWD_SECONDS, half, accept('br')),
      load(PORT, detailPath, CROWD_SECONDS, CROWD - half, { ...accept('br'), cookie: buyer }),
    ]);
    console.log(
      '| who | answered/s | p50 ms | p99 ms | max ms | over 2 s | 503 refused | no answer in 10 s | requests |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const [name, run] of Object.entries({ visitors, buyers })) {
      console.log(
        `| ${name} | ${run.rps.toFixed(0)} | ${run.p50.toFixed(0)} | ${run.p99.toFixed(0)} | ${run.max.toFixed(0)} | ${run.over2s} | ${run.refused} | ${run.unanswered} | ${run.total} |`,
      );
    }
    const delay = await crowdServer.loopDelay();
    console.log(
      delay
        ? `server event loop delay during the crowd (ms): p50 ${delay.p50}, p99 ${delay.p99}, max ${delay.max}; ` +
            `stalls over 500 ms: ${delay.stalls} (longest ${delay.longestStall} ms)`
        : 'server event loop delay: not reported',
    );
    console.log(`load average ${loadAverage()}`);
  } finally {
    await crowdServer.stop();
  }
}

/** The answer's bytes as the server sent them (fetch would decode them). */
function bytesAsSent(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', reject);
      })
      .on('error', reject);
  });
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
