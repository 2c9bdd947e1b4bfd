import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { verifyPassword } from '../platform/passwords.ts';
import type { Database } from '../db/client.ts';
import { DEMO_ACCOUNT_IDS, DEMO_PASSWORD } from './users-demo.ts';

/**
 * A production start on a data folder `npm start` made (issue 30): every demo account that still has the published
 * password loses it (no login until a password reset by code) and its sessions end, with a warning naming them. An
 * account of the same id with a password of its own is left alone. Answers the ids disabled.
 */
export async function disableDemoAccounts(database: Database, log: FastifyBaseLogger): Promise<string[]> {
  const demoHash = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
  const rows = await database.query<{ userNo: number; userId: string; passwordHash: string | null }>(
    `SELECT user_no AS "userNo", user_id AS "userId", password_hash AS "passwordHash"
     FROM users WHERE user_id = ANY($1::text[]) AND password_hash IS NOT NULL ORDER BY user_id`,
    [DEMO_ACCOUNT_IDS],
  );
  const published: typeof rows = [];
  for (const row of rows) if (await verifyPassword(row.passwordHash, demoHash)) published.push(row);
  if (published.length === 0) return [];
  const userNos = published.map((row) => row.userNo);
  await database.query('UPDATE users SET password_hash = NULL WHERE user_no = ANY($1::int[])', [userNos]);
  await database.query('DELETE FROM sessions WHERE user_no = ANY($1::int[])', [userNos]);
  const ids = published.map((row) => row.userId);
  log.warn(
    { accounts: ids },
    `production start: disabled ${ids.length} demo accounts with the published password (${ids.join(', ')})`,
  );
  return ids;
}
