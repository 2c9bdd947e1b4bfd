import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@market/domain';
import { loadNamespace, lookup } from '@market/i18n';
import type { Database } from '../../db/client.ts';
import { OutboxNotifier } from '../../platform/notifier.ts';
import { MessageQueue } from '../../platform/message-queue.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';
import { inquiryBody, PORT_WITHOUT_EXPORT_CONTROLS } from './test-inquiry.ts';

/** Mails to the seller: a new inquiry on their listing, and its sale (issue 14, docs/decisions/0089). */
const PUBLIC_URL = 'https://cars.example.com';
let app: FastifyInstance;
let database: Database;
const sid: Record<string, string> = {};
const silent = { error: () => undefined, warn: () => undefined } as never;

beforeAll(async () => {
  ({ app, database } = await createTestHarness({ publicUrl: PUBLIC_URL }));
  for (const user of ['demo-buyer', 'demo-staff']) sid[user] = await loginCookie(app, user);
  // The dealer reads French, the seller Arabic.
  await database.query("UPDATE users SET language = 2 WHERE user_id = 'demo-dealer'");
  await database.query("UPDATE users SET language = 3 WHERE user_id = 'demo-seller'");
});
afterAll(() => app.close());

const one = async <T>(text: string, params: unknown[] = []) => (await database.query<T>(text, params))[0]!;
const mailsTo = (userId: string) =>
  database.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id',
    [`${userId}@example.com`],
  );
const text = async (language: number, key: string) =>
  lookup(await loadNamespace(LANGUAGE_TAGS[language]!, 'mail'), key)!;

let cursor = 0;
async function carsOf(sellerId: string, count: number): Promise<number[]> {
  const rows = await database.query<{ item_no: string }>(
    `SELECT i.item_no FROM items i JOIN users u ON u.user_no = i.seller_no
     WHERE i.flag = 0 AND NOT i.secret AND u.user_id = $1 ORDER BY i.item_no DESC LIMIT $2 OFFSET $3`,
    [sellerId, count, cursor],
  );
  cursor += count;
  return rows.map((row) => Number(row.item_no));
}

async function inquire(itemNos: number[]) {
  const port = await one<{ port_no: number; country_no: number }>(
    "SELECT p.port_no, p.country_no FROM ports p JOIN countries c ON c.country_no = p.country_no WHERE c.country_code = 'CL' LIMIT 1",
  );
  return app.inject({
    method: 'POST',
    url: '/api/inquirys/inquiry',
    cookies: { sid: sid['demo-buyer']! },
    payload: inquiryBody(
      port,
      itemNos.map((itemNo) => ({ itemNo })),
    ),
  });
}

describe('a new inquiry', () => {
  it('mails each seller once, in their language, naming their vehicles and the destination but not the buyer', async () => {
    const dealerCars = await carsOf('demo-dealer', 2);
    const [sellerCar] = await carsOf('demo-seller', 1);
    const dealerBefore = (await mailsTo('demo-dealer')).length;
    const sellerBefore = (await mailsTo('demo-seller')).length;

    const response = await inquire([...dealerCars, sellerCar!]);
    expect(response.statusCode, response.body).toBe(201);

    const dealerMails = (await mailsTo('demo-dealer')).slice(dealerBefore);
    expect(dealerMails).toHaveLength(1);
    const [dealerMail] = dealerMails;
    expect(dealerMail!.subject).toBe(await text(2, 'sellerInquiry.subject'));
    for (const itemNo of dealerCars) {
      expect(dealerMail!.body).toContain(`CB${itemNo}`);
      expect(dealerMail!.body).toContain(`${PUBLIC_URL}/item/detail/car/${itemNo}`);
    }
    expect(dealerMail!.body).not.toContain(`CB${sellerCar}`);
    expect(dealerMail!.body).toContain('Chili');
    for (const secret of ['Maria', 'maria@example.com', '1234 5678', 'Gonzalez']) {
      expect(dealerMail!.body).not.toContain(secret);
    }
    expect(dealerMail!.body).not.toContain('{{');

    const sellerMails = (await mailsTo('demo-seller')).slice(sellerBefore);
    expect(sellerMails).toHaveLength(1);
    expect(sellerMails[0]!.subject).toBe(await text(3, 'sellerInquiry.subject'));
    expect(sellerMails[0]!.body).toContain(`CB${sellerCar}`);
    expect(await database.query('SELECT 1 FROM message_queue')).toHaveLength(0);
  });

  it('mails nothing when the inquiry is refused', async () => {
    const [car] = await carsOf('demo-dealer', 1);
    expect((await inquire([car!])).statusCode).toBe(201);
    const before = (await mailsTo('demo-dealer')).length;
    const again = await inquire([car!]);
    expect(again.statusCode).toBe(409);
    expect(await mailsTo('demo-dealer')).toHaveLength(before);
    expect(await database.query('SELECT 1 FROM message_queue')).toHaveLength(0);
  });
});

describe('a sale', () => {
  it('mails the seller when staff confirm the deposit', async () => {
    const [car] = await carsOf('demo-seller', 1);
    const { ilNo } = (await inquire([car!])).json();
    const staff = (step: string, payload: object = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/staff/inquiries/${ilNo}/${step}`,
        cookies: { sid: sid['demo-staff']! },
        payload,
      });
    const buyer = (action: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/inquirys/status',
        cookies: { sid: sid['demo-buyer']! },
        payload: { updateList: [{ ilNo, action }] },
      });
    for (const [step, payload] of [
      ['assign', {}],
      ['prepare', {}],
      ['answer', { finalPrice: 12_000, terms: 'CFR', remarks: '' }],
    ] as const) {
      expect((await staff(step, payload)).statusCode).toBe(200);
    }
    expect((await buyer('requestInvoice')).statusCode).toBe(200);
    expect((await staff('invoice', {})).statusCode).toBe(200);
    expect((await buyer('confirmInvoice')).statusCode).toBe(200);
    // The receipt step is the buyer's upload; its state is all the deposit step needs.
    await database.query('UPDATE inquiries SET state = 8 WHERE il_no = $1', [ilNo]);
    const before = (await mailsTo('demo-seller')).length;

    expect((await staff('deposit', { decision: 'confirm' })).statusCode).toBe(200);
    const mails = (await mailsTo('demo-seller')).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(await text(3, 'sellerSold.subject'));
    expect(mails[0]!.body).toContain(`CB${car}`);
    expect(mails[0]!.body).toContain(`${PUBLIC_URL}/item/management`);
  });
});

describe('no mail is lost', () => {
  it('keeps the mail queued while the mail server refuses it, and sends it on the next delivery', async () => {
    const { app: failing, database: failingDb } = await createTestHarness({
      publicUrl: PUBLIC_URL,
      // Nothing listens there: every send fails at once.
      smtpUrl: 'smtp://127.0.0.1:9',
    });
    try {
      const buyer = await loginCookie(failing, 'demo-buyer');
      const [item] = await failingDb.query<{ item_no: string }>(
        `SELECT i.item_no FROM items i JOIN users u ON u.user_no = i.seller_no
         WHERE i.flag = 0 AND NOT i.secret AND u.user_id = 'demo-dealer' ORDER BY i.item_no LIMIT 1`,
      );
      const port = (
        await failingDb.query<{ port_no: number; country_no: number }>(
          `SELECT port_no, country_no FROM ports p WHERE ${PORT_WITHOUT_EXPORT_CONTROLS} LIMIT 1`,
        )
      )[0]!;
      const saved = await failing.inject({
        method: 'POST',
        url: '/api/inquirys/inquiry',
        cookies: { sid: buyer },
        payload: inquiryBody(port, [{ itemNo: Number(item!.item_no) }]),
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const queued = await failingDb.query<{ recipient: string; attempts: number; last_error: string }>(
        'SELECT recipient, attempts, last_error FROM message_queue',
      );
      expect(queued).toEqual([
        { recipient: 'demo-dealer@example.com', attempts: 1, last_error: expect.stringMatching(/\S/) },
      ]);

      // The mail server is back (here: the outbox), and the retry is due.
      await failingDb.query("UPDATE message_queue SET next_attempt_at = now() - interval '1 second'");
      expect(await new MessageQueue(failingDb.db, new OutboxNotifier(failingDb), silent).deliver()).toBe(1);
      expect(await failingDb.query('SELECT 1 FROM message_queue')).toHaveLength(0);
      expect(await failingDb.query("SELECT 1 FROM outbox WHERE recipient = 'demo-dealer@example.com'")).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});
