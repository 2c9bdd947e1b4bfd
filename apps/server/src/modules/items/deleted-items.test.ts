import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';
import { carInfo, catalogChoices, type Choices } from './test-fixtures.ts';

// Deleted listings (decision 0074): the seller sees them under Deleted and restores their own (flag 1); listings
// staff deleted (4, 5) show the reason, cannot be restored by the seller, and the seller is mailed.
let app: FastifyInstance;
let database: Database;
let choices: Choices;
const sid: Record<string, string> = {};

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  choices = await catalogChoices(database);
  for (const user of ['demo-seller', 'demo-dealer', 'demo-staff']) sid[user] = await loginCookie(app, user);
});
afterAll(() => app.close());

const call = (user: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, cookies: { sid: sid[user]! }, ...(payload ? { payload } : {}) });

async function newCar(info = carInfo(choices)): Promise<{ itemNo: number; chassisNo: string }> {
  const response = await call('demo-seller', 'POST', '/api/items/item', { itemInfo: info });
  expect(response.statusCode, response.body).toBe(201);
  return { itemNo: response.json().itemNo, chassisNo: info.chassisNo };
}

async function managed(query: string): Promise<{ itemNo: number; flag: number; deleteReason: string | null }[]> {
  const response = await call('demo-seller', 'GET', `/api/items/my-items?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().list;
}

async function staffDelete(itemNo: number, flag: 4 | 5, reason: string) {
  const [row] = await database.query<{ version: number }>(`SELECT version FROM items WHERE item_no = ${itemNo}`);
  const response = await call('demo-staff', 'PUT', `/api/staff/items/${itemNo}/flag`, {
    flag,
    reason,
    version: row!.version,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('deleted listings and their seller', () => {
  it('lists the seller’s deleted listings under flag=1 and restores one with PUT /items/flag', async () => {
    const { itemNo, chassisNo } = await newCar();
    expect((await call('demo-seller', 'PUT', '/api/items/flag', { list: [{ itemNo, flag: 1 }] })).statusCode).toBe(204);
    expect((await managed(`keyword=${chassisNo}`)).map((row) => row.itemNo)).toEqual([]);
    expect(await managed(`keyword=${chassisNo}&flag=1`)).toMatchObject([{ itemNo, flag: 1, deleteReason: null }]);

    expect((await call('demo-seller', 'PUT', '/api/items/flag', { list: [{ itemNo, flag: 0 }] })).statusCode).toBe(204);
    expect(await managed(`keyword=${chassisNo}`)).toMatchObject([{ itemNo, flag: 0 }]);
    expect(await managed(`keyword=${chassisNo}&flag=1`)).toEqual([]);
  });

  it('answers a new listing with the chassis number of the seller’s deleted one by pointing at the restore', async () => {
    const info = carInfo(choices);
    const { itemNo } = await newCar(info);
    await call('demo-seller', 'PUT', '/api/items/flag', { list: [{ itemNo, flag: 1 }] });
    const again = await call('demo-seller', 'POST', '/api/items/item?lang=1', { itemInfo: info });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `This chassis number belongs to your deleted listing CB${itemNo}. Restore it under Deleted on the management page.`,
    );
    // Another seller only learns that the number is in use.
    const other = await call('demo-dealer', 'POST', '/api/items/item?lang=1', { itemInfo: info });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This chassis number is already in use');
  });

  it('shows a listing staff deleted with the reason, refuses its restore, and mails the seller in their language', async () => {
    const { itemNo, chassisNo } = await newCar();
    const [seller] = await database.query<{ email: string }>(`SELECT email FROM users WHERE user_id = 'demo-seller'`);
    const mailsBefore = (await database.query(`SELECT id FROM outbox WHERE recipient = $1`, [seller!.email])).length;
    await staffDelete(itemNo, 4, 'The pictures show another vehicle');

    expect(await managed(`keyword=${chassisNo}&flag=1`)).toMatchObject([
      { itemNo, flag: 4, deleteReason: 'The pictures show another vehicle' },
    ]);
    const restore = await call('demo-seller', 'PUT', '/api/items/flag?lang=1', { list: [{ itemNo, flag: 0 }] });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toBe('Staff deleted this listing, so it cannot be restored.');
    const [row] = await database.query<{ flag: number }>(`SELECT flag FROM items WHERE item_no = ${itemNo}`);
    expect(row!.flag).toBe(4);

    const mails = await database.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id`,
      [seller!.email],
    );
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toContain(`CB${itemNo}`);
    expect(mails.at(-1)!.body).toContain('The pictures show another vehicle');

    // Staff putting it back on sale clears the reason.
    await staffDelete(itemNo, 5, 'Duplicate listing');
    const [{ version }] = (await database.query<{ version: number }>(
      `SELECT version FROM items WHERE item_no = ${itemNo}`,
    )) as [{ version: number }];
    await call('demo-staff', 'PUT', `/api/staff/items/${itemNo}/flag`, { flag: 0, reason: 'Checked', version });
    expect(await managed(`keyword=${chassisNo}`)).toMatchObject([{ itemNo, flag: 0, deleteReason: null }]);
  });
});
