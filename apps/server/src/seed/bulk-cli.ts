import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import { openStorage } from '../platform/open-storage.ts';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from './prepare.ts';
import { seedBulkListings } from './bulk.ts';

const { values } = parseArgs({ options: { items: { type: 'string', default: '100000' } } });
const count = Number(values.items);
if (!Number.isInteger(count) || count < 1 || count > 50_000_000) {
  console.error('Usage: npm run seed:bulk -- --items N   (N a whole number from 1 to 50,000,000)');
  process.exit(2);
}

const config = loadConfig();
// The listings belong to the demo accounts, whose password is published: never in production.
if (config.production) {
  console.error('seed:bulk adds demo accounts and listings: it is refused when NODE_ENV is production.');
  process.exit(2);
}
const log = pino({ level: config.logLevel === 'silent' ? 'silent' : 'info' });
const database = await openDatabase(config, log);
try {
  await prepareDatabase(database, { demoData: true, storage: openStorage(config, log), log });
  const started = Date.now();
  await seedBulkListings(database, count, log);
  log.info({ listings: count, database: database.kind, seconds: (Date.now() - started) / 1000 }, 'bulk seed done');
} finally {
  await database.close();
}
