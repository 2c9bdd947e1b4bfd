import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The DATA_DIR of this test file: one per Vitest worker (VITEST_POOL_ID, 1 to maxWorkers), a copy of the files the
 * template's seed stored. Two files running at the same time never share a media folder (each database is a copy of
 * the same template, so both would number their new listings and inquiries alike and write under the same folders);
 * the files of one worker run one after another and share its folder, as all files did when they ran one at a time.
 */
export function testDataDir(): string {
  const run = inject('dataDir');
  const own = path.join(run, 'workers', process.env.VITEST_POOL_ID ?? '1');
  if (!fs.existsSync(own)) fs.cpSync(path.join(run, 'seeded'), own, { recursive: true });
  return own;
}
