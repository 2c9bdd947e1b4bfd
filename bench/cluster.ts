/**
 * The cluster test (`npm run test:cluster`, not part of `npm test`): PostgreSQL with a streaming replica, three server
 * processes behind HAProxy, all started with the scripts of deploy/, under a load of visitors and logged-in buyers while
 * (a) one process is killed with SIGKILL, (b) a new build is rolled across the three, (c) the replica is stopped. Then a
 * backup is restored into an empty database and a new server serves the same data; then requests per second through
 * the balancer with one and with two processes. Everything runs under a temporary folder on ports 4000-4099 and is
 * stopped at the end. Exits 1 when a check fails.
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { toBase64 } from '@market/domain';
import { DEMO_PASSWORD } from '../apps/server/src/seed/users-demo.ts';
import { inquiryBody } from '../apps/server/src/modules/inquiries/test-inquiry.ts';
import { root } from './server.ts';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PORTS = { lb: 4000, primary: 4010, replica: 4011, appBase: 4020, metricsBase: 4030, restored: 4029 };
const LOAD_USERS = { visitors: 6, buyers: 3 };
const BUYERS = ['demo-buyer', 'demo-partner', 'demo-dealer'];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'market-cluster-'));
fs.chmodSync(tmp, 0o755);
const runDir = path.join(tmp, 'run');
const dataDir = path.join(tmp, 'data');
fs.mkdirSync(runDir);
fs.mkdirSync(dataDir);
const primaryUrl = `postgres://postgres@127.0.0.1:${PORTS.primary}/market`;
const replicaUrl = `postgres://postgres@127.0.0.1:${PORTS.replica}/market`;
const lb = `http://127.0.0.1:${PORTS.lb}`;

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${String(result.stdout)}\n${String(result.stderr)}`);
  }
  return String(result.stdout);
}

/** The same without blocking: the load goes on while it runs (a build, the rolling restart). */
function runAsync(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)))),
  );
}

/** PostgreSQL refuses to run as root: its programs run as the postgres user. */
const asPostgres = (command: string, args: string[], env: Record<string, string> = {}) =>
  run('runuser', [
    '-u',
    'postgres',
    '--',
    'env',
    ...Object.entries(env).map(([k, v]) => `${k}=${v}`),
    command,
    ...args,
  ]);

const serverEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  DATABASE_URL: primaryUrl,
  DATABASE_REPLICA_URL: replicaUrl,
  DATA_DIR: dataDir,
  DEMO_DATA: 'on',
  LOG_LEVEL: 'info',
  PUBLIC_URL: lb,
  RUN_DIR: runDir,
  APP_BASE_PORT: String(PORTS.appBase),
  METRICS_BASE_PORT: String(PORTS.metricsBase),
  TRUST_PROXY: '1',
  DRAIN_MS: '3000',
  // The load comes from one address: no per-client budget, or most of it would be answered 429.
  CLIENT_WORK_PER_SECOND: '1000000',
  NODE_ENV: 'development',
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 4; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer`);
}

const pidOf = (n: number) => Number(fs.readFileSync(path.join(runDir, `server-${n}.pid`), 'utf8'));
const startServer = (n: number) => run(path.join(root, 'deploy/run-server.sh'), [String(n)], { env: serverEnv() });
const appUrl = (n: number) => `http://127.0.0.1:${PORTS.appBase + n}`;

function startBalancer(servers: number[]): void {
  run(path.join(root, 'deploy/start-haproxy.sh'), [], {
    env: {
      ...process.env,
      LB_BIND: `127.0.0.1:${PORTS.lb}`,
      APP_SERVERS: servers.map((n) => `127.0.0.1:${PORTS.appBase + n}`).join(','),
      HAPROXY_PID: path.join(runDir, 'haproxy.pid'),
    },
  });
}

// ---------------------------------------------------------------- the load

type Phase = 'warm-up' | 'kill' | 'deploy' | 'replica stopped';
interface Tally {
  answers: number;
  failures: number;
  assets404: number;
  statuses: Record<string, number>;
}
const tallies = new Map<Phase, Tally>();
let phase: Phase = 'warm-up';
let loadRunning = true;
const acknowledged: number[] = [];
let ownInquiryMissing = 0;
/** Refusals a visitor or buyer of this load should not meet, by route (printed for a look). */
const unexpected = new Set<string>();

function count(status: number | 'network'): void {
  const tally = tallies.get(phase) ?? { answers: 0, failures: 0, assets404: 0, statuses: {} };
  tallies.set(phase, tally);
  tally.answers += 1;
  const key = String(status);
  tally.statuses[key] = (tally.statuses[key] ?? 0) + 1;
  if (status === 'network' || status >= 500) tally.failures += 1;
}

/** A browser's cookies: the session and the read-your-writes mark, with their expiry. */
class Browser {
  cookies = new Map<string, { value: string; until: number }>();

  async request(url: string, init: RequestInit = {}): Promise<Response | undefined> {
    const now = Date.now();
    const cookie = [...this.cookies]
      .filter(([, c]) => c.until > now)
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    try {
      const response = await fetch(`${lb}${url}`, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        const maxAge = attributes.map((a) => /max-age=(\d+)/i.exec(a)?.[1]).find(Boolean);
        this.cookies.set(name.trim(), { value, until: maxAge ? now + Number(maxAge) * 1000 : Infinity });
      }
      count(response.status);
      if (response.status === 401 || response.status === 429) unexpected.add(`${response.status} ${url.split('?')[0]}`);
      return response;
    } catch {
      count('network');
      return undefined;
    }
  }
}

/** The login API's body: the id in Base64, the password as its hex SHA-256. */
const loginBody = (userId: string) =>
  JSON.stringify({ id: toBase64(userId), pw: createHash('sha256').update(DEMO_PASSWORD).digest('hex') });

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function visitor(items: number[]): Promise<void> {
  const browser = new Browser();
  while (loadRunning) {
    const itemNo = pick(items);
    const choice = Math.random();
    if (choice < 0.35) {
      await (await browser.request(`/api/items/search?size=20&sort=${pick(['newest', 'year_desc'])}`))?.arrayBuffer();
    } else if (choice < 0.7) {
      await (await browser.request(`/api/pages/detail?itemNo=${itemNo}`))?.arrayBuffer();
    } else {
      // A page load: the page, then every script and style it names, from whichever process the balancer picks.
      const page = await browser.request(`/item/detail/car/${itemNo}`);
      const html = page ? await page.text() : '';
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
      for (const asset of new Set(assets)) {
        const answer = await browser.request(asset);
        await answer?.arrayBuffer();
        if (answer?.status === 404) tallies.get(phase)!.assets404 += 1;
      }
    }
  }
}

async function buyer(userId: string, items: number[], port: { port_no: number; country_no: number }): Promise<void> {
  const browser = new Browser();
  const login = await browser.request('/api/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody(userId),
  });
  if (login?.status !== 200) throw new Error(`${userId} could not log in: ${login?.status}`);
  let next = 0;
  while (loadRunning) {
    await (await browser.request(`/api/items/search?size=20`))?.arrayBuffer();
    await (await browser.request(`/api/pages/detail?itemNo=${pick(items)}`))?.arrayBuffer();
    const itemNo = items[next++ % items.length]!;
    const saved = await browser.request('/api/inquirys/inquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...inquiryBody(port, [{ itemNo }]), importAcknowledged: true }),
    });
    if (saved?.status !== 201) {
      await saved?.arrayBuffer();
      continue;
    }
    const { ilNo } = (await saved.json()) as { ilNo: number };
    acknowledged.push(ilNo);
    // Read-your-writes: the buyer's list shows the inquiry at once, whichever process and database answers.
    const list = await browser.request('/api/inquirys/list');
    const text = list ? await list.text() : '';
    if (list?.status === 200 && !text.includes(`"ilNo":${ilNo}`)) ownInquiryMissing += 1;
  }
}

// ---------------------------------------------------------------- the run

const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
};

async function theCluster(): Promise<void> {
  log(`working folder ${tmp}`);
  fs.chownSync(tmp, Number(run('id', ['-u', 'postgres']).trim()), Number(run('id', ['-g', 'postgres']).trim()));
  const primaryData = path.join(tmp, 'primary');
  asPostgres(path.join(PG_BIN, 'initdb'), ['-D', primaryData, '--auth=trust', '-U', 'postgres', '--no-sync']);
  asPostgres(path.join(PG_BIN, 'pg_ctl'), [
    '-D',
    primaryData,
    '-l',
    path.join(primaryData, 'server.log'),
    '-w',
    '-o',
    `-p ${PORTS.primary} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${primaryData} -c fsync=off`,
    'start',
  ]);
  run(path.join(PG_BIN, 'psql'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(PORTS.primary),
    '-U',
    'postgres',
    '-c',
    'CREATE DATABASE market',
  ]);
  asPostgres(path.join(root, 'deploy/replica-setup.sh'), [], {
    PRIMARY_PORT: String(PORTS.primary),
    REPLICA_DATA: path.join(tmp, 'replica'),
    REPLICA_PORT: String(PORTS.replica),
    PG_BIN,
  });
  log('primary and replica up');

  if (!fs.existsSync(path.join(root, 'apps/web/dist/ssr/entry-server.js'))) {
    log('building the web app (first build)');
    run('npm', ['run', 'build'], { env: { ...process.env, APP_VERSION: 'cluster-1' } });
  }
  // The first process migrates and seeds; the others start on the migrated database.
  startServer(1);
  await waitFor(`${appUrl(1)}/api/ready`);
  startServer(2);
  startServer(3);
  await Promise.all([waitFor(`${appUrl(2)}/api/ready`), waitFor(`${appUrl(3)}/api/ready`)]);
  startBalancer([1, 2, 3]);
  await waitFor(`${lb}/api/ready`);
  log('three processes behind HAProxy');

  const database = new pg.Pool({ connectionString: primaryUrl, max: 2 });
  const items = (
    await database.query<{ item_no: string }>(
      'SELECT item_no FROM items WHERE flag = 0 AND NOT secret ORDER BY item_no DESC LIMIT 300',
    )
  ).rows.map((row) => Number(row.item_no));
  const [port] = (
    await database.query<{ port_no: number; country_no: number }>(
      "SELECT p.port_no, p.country_no FROM ports p JOIN countries c ON c.country_no = p.country_no WHERE c.country_code = 'CL' LIMIT 1",
    )
  ).rows;
  const load = [
    ...Array.from({ length: LOAD_USERS.visitors }, () => visitor(items)),
    ...BUYERS.slice(0, LOAD_USERS.buyers).map((userId, index) =>
      buyer(
        userId,
        items.filter((_, i) => i % BUYERS.length === index),
        port!,
      ),
    ),
  ];

  await sleep(10_000);
  phase = 'kill';
  const killed = pidOf(2);
  process.kill(killed, 'SIGKILL');
  log(`process 2 (pid ${killed}) killed with SIGKILL`);
  await sleep(10_000);
  startServer(2);
  await waitFor(`${appUrl(2)}/api/ready`);
  await sleep(3000);
  log('process 2 back');

  phase = 'deploy';
  // A page rendered before the new build, left open in a browser: its scripts must still load after the deploy.
  const openPage = await (await fetch(`${lb}/item/detail/car/${items[0]}`)).text();
  const openPageAssets = [...new Set([...openPage.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))];
  log('building the new version while the old processes serve theirs');
  await runAsync('npm', ['run', 'build'], { ...process.env, APP_VERSION: `cluster-${Date.now()}` });
  log('rolling restart');
  await runAsync(path.join(root, 'deploy/rolling-restart.sh'), [], { ...serverEnv(), APP_COUNT: '3' });
  await sleep(3000);

  log('new build rolled across the three processes');
  const openPageAnswers = await Promise.all(openPageAssets.map(async (asset) => (await fetch(`${lb}${asset}`)).status));
  check(
    openPageAssets.length > 0 && openPageAnswers.every((status) => status === 200),
    `a page rendered before the deploy still loads its ${openPageAssets.length} scripts and styles after it`,
  );
  const metrics = await (await fetch(`http://127.0.0.1:${PORTS.metricsBase + 1}/metrics`)).text();
  check(
    /http_requests_total\{[^}]*route="\/api\/items\/search"/.test(metrics) &&
      /db_pool_connections\{state="total"\}/.test(metrics),
    'process 1 serves its metrics on its metrics port',
  );

  phase = 'replica stopped';
  asPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', path.join(tmp, 'replica'), '-m', 'fast', '-w', 'stop']);
  log('replica stopped');
  await sleep(10_000);
  loadRunning = false;
  await Promise.all(load);

  for (const [name, tally] of tallies) {
    log(
      `${name}: ${tally.answers} answers, ${tally.failures} 5xx or network errors, ${tally.assets404} assets 404, ${JSON.stringify(tally.statuses)}`,
    );
  }
  if (unexpected.size > 0) log(`refusals seen: ${[...unexpected].join(', ')}`);
  const kill = tallies.get('kill')!;
  const deploy = tallies.get('deploy')!;
  const replica = tallies.get('replica stopped')!;
  check(
    kill.failures / kill.answers < 0.001,
    `around the SIGKILL: ${kill.failures} of ${kill.answers} answers failed (< 0.1 %)`,
  );
  check(deploy.failures === 0, `during the rolling deploy: ${deploy.failures} of ${deploy.answers} answers failed (0)`);
  check(deploy.assets404 === 0, `during the rolling deploy: ${deploy.assets404} assets answered 404 (0)`);
  check(
    replica.failures === 0,
    `with the replica stopped: ${replica.failures} of ${replica.answers} answers failed (0)`,
  );
  check(
    ownInquiryMissing === 0,
    `read-your-writes: ${ownInquiryMissing} new inquiries missing from their buyer's list`,
  );
  const found = await database.query('SELECT count(*)::int AS n FROM inquiries WHERE il_no = ANY($1)', [acknowledged]);
  check(
    acknowledged.length > 0 && found.rows[0].n === acknowledged.length,
    `every acknowledged inquiry is in the database: ${found.rows[0].n} of ${acknowledged.length}`,
  );

  // Scheduled jobs: each turn ran in one process (the log line of decision 0274 in the three servers' logs).
  const runs = fs
    .readdirSync(runDir)
    .filter((name) => name.endsWith('.log'))
    .flatMap((name) => fs.readFileSync(path.join(runDir, name), 'utf8').split('\n'))
    .filter((line) => line.includes('scheduled job: this process runs its turn'))
    .map((line) => JSON.parse(line) as { job: string; time: number; everyMs: number });
  const tooSoon = runs.filter((a) =>
    runs.some((b) => b !== a && b.job === a.job && b.time >= a.time && b.time - a.time < a.everyMs * 0.99),
  );
  check(
    runs.length > 0 && tooSoon.length === 0,
    `scheduled jobs: ${runs.length} turns in three processes, none run twice in its interval`,
  );

  await backupAndRestore(database, acknowledged);
  await database.end();
  await benchmark();
}

async function backupAndRestore(database: pg.Pool, inquiries: number[]): Promise<void> {
  const backupDir = path.join(tmp, 'backups');
  const folder = run(path.join(root, 'deploy/backup.sh'), [], {
    env: { ...process.env, DATABASE_URL: primaryUrl, BACKUP_DIR: backupDir, DATA_DIR: dataDir, PG_BIN },
  }).trim();
  log(`backup in ${folder}`);
  await database.query('CREATE DATABASE market_restored');
  const restoredUrl = `postgres://postgres@127.0.0.1:${PORTS.primary}/market_restored`;
  const restoredData = path.join(tmp, 'restored-data');
  run(path.join(root, 'deploy/restore.sh'), [folder], {
    env: { ...process.env, DATABASE_URL: restoredUrl, DATA_DIR: restoredData, PG_BIN },
  });
  const refused = spawnSync(path.join(root, 'deploy/restore.sh'), [folder], {
    env: { ...process.env, DATABASE_URL: restoredUrl, DATA_DIR: restoredData, PG_BIN },
    encoding: 'utf8',
  });
  check(refused.status !== 0, 'restore refuses a database that is not empty');
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: restoredUrl,
      DATA_DIR: restoredData,
      PORT: String(PORTS.restored),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'off',
      CLIENT_WORK_PER_SECOND: '1000000',
    },
    stdio: 'inherit',
  });
  try {
    const restored = `http://127.0.0.1:${PORTS.restored}`;
    await waitFor(`${restored}/api/ready`);
    const same = async (url: string) => {
      const [a, b] = await Promise.all([fetch(`${appUrl(1)}${url}`), fetch(`${restored}${url}`)]);
      return (await a.text()) === (await b.text());
    };
    check(
      await same('/api/items/search?size=50&sort=newest'),
      'the restored server answers the same listings (search)',
    );
    const [first] = (await database.query<{ item_no: string }>('SELECT item_no FROM items ORDER BY item_no LIMIT 1'))
      .rows;
    // The listing itself: the answer also carries the time it was made, and the views counted since the backup (the
    // load's last ones, and these two requests) differ.
    const listing = async (origin: string) => {
      const answer = (await (await fetch(`${origin}/api/pages/detail?itemNo=${first!.item_no}`)).json()) as {
        item: Record<string, unknown>;
      };
      return JSON.stringify(Object.entries(answer.item).filter(([key]) => !/view|cnt|count/i.test(key)));
    };
    check(
      (await listing(appUrl(1))) === (await listing(restored)),
      'the restored server answers the same listing detail',
    );
    const login = await fetch(`${restored}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody('demo-buyer'),
    });
    check(login.status === 200, 'an account logs in on the restored server');
    const sid = /sid=([^;]+)/.exec(login.headers.getSetCookie().join(';'))?.[1];
    const list = await (
      await fetch(`${restored}/api/inquirys/list?size=100`, { headers: { cookie: `sid=${sid}` } })
    ).text();
    const restoredDb = new pg.Pool({ connectionString: restoredUrl, max: 1 });
    const found = await restoredDb.query('SELECT count(*)::int AS n FROM inquiries WHERE il_no = ANY($1)', [inquiries]);
    await restoredDb.end();
    check(
      found.rows[0].n === inquiries.length,
      `the restored database holds every acknowledged inquiry (${found.rows[0].n})`,
    );
    check(list.includes('"ilNo"'), "the buyer's inquiries are listed on the restored server");
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

/** Requests per second through the balancer with one, then two processes behind it; each measured twice, in turn. */
async function benchmark(): Promise<void> {
  const rates: string[] = [];
  for (const servers of [[1], [1, 2], [1], [1, 2]]) {
    startBalancer(servers);
    const url = `${lb}/api/items/search?size=20`;
    await autocannon({ url, connections: 16, duration: 5 });
    const result = await autocannon({ url, connections: 16, duration: 15 });
    rates.push(
      `${servers.length} process(es): ${Math.round(result.requests.average)} requests/s, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
  }
  for (const rate of rates) log(`benchmark through HAProxy, GET /api/items/search: ${rate}`);
}

function stopEverything(): void {
  for (const name of fs.existsSync(runDir) ? fs.readdirSync(runDir) : []) {
    if (!name.endsWith('.pid')) continue;
    try {
      process.kill(Number(fs.readFileSync(path.join(runDir, name), 'utf8')), 'SIGTERM');
    } catch {
      // already gone
    }
  }
  for (const data of ['replica', 'primary']) {
    spawnSync('runuser', [
      '-u',
      'postgres',
      '--',
      path.join(PG_BIN, 'pg_ctl'),
      '-D',
      path.join(tmp, data),
      '-m',
      'immediate',
      'stop',
    ]);
  }
}

try {
  await theCluster();
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  loadRunning = false;
  stopEverything();
  await sleep(4000);
  if (!process.env.KEEP_CLUSTER) fs.rmSync(tmp, { recursive: true, force: true });
}
log(failures.length === 0 ? 'cluster test passed' : `cluster test FAILED:\n  ${failures.join('\n  ')}`);
process.exit(failures.length === 0 ? 0 : 1);
