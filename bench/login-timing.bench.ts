/**
 * Login for an existing id with a wrong password against login for an unknown id: the same status and body, and about
 * the same time (SECURITY.md's test plan: median gap under 25 ms).
 *
 *   npm run bench:login                         # PGlite in a throw-away DATA_DIR, or DATABASE_URL when it is set
 *   npm run bench:login -- --pairs 100 --rounds 5 --warmup 20
 *
 * The server runs pinned to core 0 (`taskset -c 0`), this process to core 1, as the root script starts it. Requests go
 * one at a time. Every pair is one attempt of each kind from the same client address, the kind that goes first
 * alternating; unknown ids are new every time; the wrong passwords go to the demo accounts in turn.
 *
 * The login limits are left as they are: 5 attempts per account and address and 30 failures per address, the last of
 * each starting a growing delay (429). The benchmark keeps under them the way real clients would, without any setting or
 * route of the product's:
 * - each demo account gets at most 4 wrong passwords in a row, then its right password (not measured), which clears
 *   the account's count at that address as any successful login does;
 * - requests come from many loopback addresses (127.x.y.z: Linux routes all of 127.0.0.0/8 to the loopback device and
 *   a socket may bind to any of them), each sending at most 28 failures. The server sees each as its own client in
 *   the socket's address (no proxy is trusted, so no header could do this). The addresses are new every run, so a
 *   second run against the same PostgreSQL database within the hour does not meet the first one's counts.
 * Any 429 (or other answer than the reference 401) is reported and fails the run.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { toBase64 } from '@market/domain';
import { DEMO_PASSWORD } from '../apps/server/src/seed/users-demo.ts';
import { LOGIN_ACCOUNT_POLICY, LOGIN_ADDRESS_POLICY } from '../apps/server/src/platform/rate-limit.ts';
import { median, percentile, startServer, waitForServer } from './server.ts';

const { values: args } = parseArgs({
  options: {
    pairs: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '20' },
    port: { type: 'string', default: '3501' },
    accounts: { type: 'string', default: 'demo-buyer,demo-partner,demo-seller,demo-dealer,demo-pending,demo-staff' },
  },
});
const PAIRS = Number(args.pairs);
const ROUNDS = Number(args.rounds);
const WARMUP = Number(args.warmup);
const PORT = Number(args.port);
const ACCOUNTS = args.accounts.split(',').map((id) => id.trim());
/** Wrong passwords per account before its right one clears the count (the 5th would still be 401, but start a delay). */
const ACCOUNT_BUDGET = LOGIN_ACCOUNT_POLICY.free - 1;
/** Pairs per client address: two failures each, kept under the address's free failures. */
const PAIRS_PER_ADDRESS = Math.floor((LOGIN_ADDRESS_POLICY.free - 2) / 2);
const TARGET_GAP_MS = 25;

type Kind = 'existing' | 'unknown';

interface Answer {
  status: number;
  body: string;
  /** Header names and values but those that differ by the moment (date) or the connection. */
  headers: string;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const clientHash = (password: string) => createHash('sha256').update(password).digest('hex');
const VOLATILE_HEADERS = new Set(['date', 'connection', 'keep-alive']);

function postLogin(id: string, password: string, localAddress: string): Promise<Answer> {
  const payload = JSON.stringify({ id: toBase64(id), pw: clientHash(password) });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/user/login',
        method: 'POST',
        localAddress,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          const headers = Object.entries(response.headers)
            .filter(([name]) => !VOLATILE_HEADERS.has(name))
            .map(([name, value]) => `${name}: ${String(value)}`)
            .sort()
            .join('\n');
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers, ms });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** How many client addresses this run has used. */
let addressCount = 0;

/** A new loopback client address every PAIRS_PER_ADDRESS calls, under a second octet drawn for this run. */
function addresses() {
  const octet = randomInt(2, 255);
  let used = PAIRS_PER_ADDRESS;
  return () => {
    if (used === PAIRS_PER_ADDRESS) {
      used = 0;
      addressCount++;
    }
    used++;
    const index = addressCount - 1;
    return `127.${octet}.${Math.floor(index / 250) + 1}.${(index % 250) + 1}`;
  };
}

const run = randomBytes(3).toString('hex');
const nextAddress = addresses();
let unknownCount = 0;
let existingCount = 0;
let clearingLogins = 0;
const failures = new Map<string, number>();
let reference: Answer | undefined;
const mismatches: string[] = [];

async function rightLogin(account: string, address: string) {
  const answer = await postLogin(account, DEMO_PASSWORD, address);
  if (answer.status !== 200)
    throw new Error(`${account} with its right password: ${answer.status} ${answer.body} (is it a demo account?)`);
  failures.set(account, 0);
  clearingLogins++;
}

async function attempt(kind: Kind, address: string): Promise<Answer> {
  const wrong = `wrong-${run}-${existingCount + unknownCount}`;
  if (kind === 'unknown') return postLogin(`nobody-${run}-${unknownCount++}`, wrong, address);
  const account = ACCOUNTS[existingCount++ % ACCOUNTS.length]!;
  failures.set(account, (failures.get(account) ?? 0) + 1);
  return postLogin(account, wrong, address);
}

function check(kind: Kind, answer: Answer) {
  reference ??= answer;
  if (answer.status !== 401) throw new Error(`${kind}: ${answer.status} ${answer.body}`);
  if (answer.body !== reference.body || answer.headers !== reference.headers)
    mismatches.push(`${kind}: ${answer.status} ${answer.body}\n${answer.headers}`);
}

/** One attempt of each kind from one address, `first` going first; then the right password for accounts at budget. */
async function pair(first: Kind): Promise<Record<Kind, Answer>> {
  const address = nextAddress();
  const second: Kind = first === 'existing' ? 'unknown' : 'existing';
  const answers = {} as Record<Kind, Answer>;
  for (const kind of [first, second]) {
    answers[kind] = await attempt(kind, address);
    check(kind, answers[kind]);
  }
  for (const account of ACCOUNTS) if (failures.get(account) === ACCOUNT_BUDGET) await rightLogin(account, address);
  return answers;
}

const ms = (value: number) => value.toFixed(1);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main() {
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in a throw-away DATA_DIR';
  console.log(
    `login timing: ${PAIRS} pairs x ${ROUNDS} rounds after ${WARMUP} warm-up pairs, one request at a time, ` +
      `cores: server 0, load 1; ${database}; load average ${load()}`,
  );
  const server = startServer(PORT);
  try {
    await waitForServer(PORT);
    // Every account once with its right password: it works, and no count is left from an earlier run.
    for (const account of ACCOUNTS) await rightLogin(account, nextAddress());
    console.log('warm-up ...');
    for (let i = 0; i < WARMUP; i++) await pair(i % 2 ? 'unknown' : 'existing');
    const times: Record<Kind, number[]> = { existing: [], unknown: [] };
    const rounds: { existing: number; unknown: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const these: Record<Kind, number[]> = { existing: [], unknown: [] };
      for (let i = 0; i < PAIRS; i++) {
        const answers = await pair((i + round) % 2 ? 'existing' : 'unknown');
        for (const kind of ['existing', 'unknown'] as const) {
          these[kind].push(answers[kind].ms);
          times[kind].push(answers[kind].ms);
        }
      }
      const figures = { existing: median(these.existing), unknown: median(these.unknown) };
      rounds.push(figures);
      console.log(
        `round ${round}: median existing ${ms(figures.existing)} ms, unknown ${ms(figures.unknown)} ms, ` +
          `gap ${ms(figures.existing - figures.unknown)} ms; load average ${load()}`,
      );
    }

    const summary = (kind: Kind) => {
      const sorted = [...times[kind]].sort((a, b) => a - b);
      return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
    };
    const existing = summary('existing');
    const unknown = summary('unknown');
    const gap = existing.p50 - unknown.p50;
    const roundGap = median(rounds.map((r) => r.existing - r.unknown));
    console.log(`\n${times.existing.length} attempts of each kind; latencies in ms, over all of them`);
    console.log('| id | attempts | p50 | p95 | p99 |');
    console.log('|---|---|---|---|---|');
    for (const [name, figures] of [
      ['existing, wrong password', existing],
      ['unknown', unknown],
    ] as const)
      console.log(
        `| ${name} | ${times.existing.length} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} |`,
      );
    console.log(
      `median gap (existing - unknown): ${ms(gap)} ms (median of the round gaps ${ms(roundGap)} ms), ` +
        `ratio ${(existing.p50 / unknown.p50).toFixed(3)}; p95 gap ${ms(existing.p95 - unknown.p95)} ms`,
    );
    console.log(
      `${clearingLogins} right-password logins (not measured) cleared the account counts; ` +
        `${addressCount} client addresses; load average ${load()}`,
    );
    console.log(`\nboth kinds answered:\n${reference?.status} ${reference?.body}\n${reference?.headers}`);
    const sameAnswers = mismatches.length === 0;
    console.log(
      sameAnswers
        ? `status, headers and body identical for all ${unknownCount + existingCount} attempts (warm-up included)`
        : `${mismatches.length} answers differ from the first:\n${mismatches.slice(0, 5).join('\n\n')}`,
    );
    const pass = sameAnswers && Math.abs(gap) < TARGET_GAP_MS;
    console.log(`${pass ? 'PASS' : 'FAIL'}: same answers and |median gap| < ${TARGET_GAP_MS} ms`);
    if (!pass) process.exitCode = 1;
  } finally {
    agent.destroy();
    await server.stop();
  }
}

await main();
