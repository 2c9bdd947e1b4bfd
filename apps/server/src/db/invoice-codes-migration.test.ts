import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isVerificationCode } from '@market/domain';
import type { Database } from './client.ts';
import { createTestDatabase } from '../test/database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The statement of migration 0022 that gives every invoice issued before it a code. */
const backfill = fs
  .readFileSync(new URL('./migrations/0022_invoice_verification.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
  .find((statement) => statement.startsWith('WITH drawn'))!;

describe('migration 0022', () => {
  it('gives every existing invoice its own valid code', async () => {
    await database.query(
      `INSERT INTO inquiries (user_no, state, country_no, port_no, user_name, user_phone, user_email,
         user_consignee_name, user_consignee_address, user_document_address, contents)
       SELECT u.user_no, 7, p.country_no, p.port_no, 'A', '+1', 'a@example.com', 'A', 'A', 'A', 'old'
       FROM users u, (SELECT country_no, port_no FROM ports LIMIT 1) p, generate_series(1, 50)
       WHERE u.user_id = 'demo-buyer'`,
    );
    await database.query(
      `INSERT INTO invoices (il_no, number, amount, bank_account, verification_code, deposit_deadline)
       SELECT il_no, 'OLD-' || il_no, 1000, 'text', 'X' || il_no, now() FROM inquiries WHERE contents = 'old'`,
    );
    // As before the migration: no code yet.
    await database.query('ALTER TABLE invoices ALTER COLUMN verification_code DROP NOT NULL');
    await database.query('UPDATE invoices SET verification_code = NULL');
    await database.query(backfill);
    const rows = await database.query<{ code: string | null }>('SELECT verification_code AS code FROM invoices');
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(rows.every((row) => row.code !== null && isVerificationCode(row.code))).toBe(true);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
  });
});
