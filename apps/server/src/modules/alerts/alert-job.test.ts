import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemNumber } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { MessageQueue } from '../../platform/message-queue.ts';
import { createTranslator } from '../../platform/messages.ts';
import { OutboxNotifier } from '../../platform/notifier.ts';
import { createTestHarness } from '../../test/app.ts';
import { buildUser } from '../../test/factories.ts';
import { createSearchService } from '../search/service.ts';
import { createAlertJob } from './alert-job.ts';
import { copyListing } from './test-listing.ts';

let app: FastifyInstance;
let database: Database;
let clock = new Date();
let job: ReturnType<typeof createAlertJob>;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Clock times relative to the start of the file (the database's own now() stamps saved searches as they are made). */
const at = (ms: number) => new Date(start + ms);
let start = 0;

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  start = Date.now();
  const log = pino({ level: 'silent' });
  job = createAlertJob({
    database,
    search: createSearchService(database),
    messages: new MessageQueue(database.db, new OutboxNotifier(database), log),
    mail: await createTranslator('mail'),
    origin: 'https://cars.example.com',
    log,
    now: () => clock,
  });
});
afterAll(() => app.close());

async function outbox(recipient: string) {
  return database.query<{ channel: string; subject: string; body: string }>(
    'SELECT channel, subject, body FROM outbox WHERE recipient = $1 ORDER BY id',
    [recipient],
  );
}

async function runAt(time: Date) {
  clock = time;
  return job.run();
}

async function saveSearch(sid: string, filters: object, frequency = 'daily') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    cookies: { sid },
    payload: { name: 'Same model', filters, frequency },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

describe('alerts of saved searches', () => {
  it('tells of a new matching listing once, in a daily digest at most once a day', async () => {
    const buyer = await buildUser(app, database, { language: 4 });
    const model = await copyListing(database, { createdAt: at(-HOUR) });
    await saveSearch(buyer.sid, { category: 1, maker: model.makerNo, model: model.modelNo });

    const first = await copyListing(database, { createdAt: at(MINUTE) });
    await runAt(at(10 * MINUTE));
    let mails = await outbox(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Same model');
    expect(mails[0]!.body).toContain(itemNumber(first.itemNo));
    expect(mails[0]!.body).toContain('появилось 1 новое объявление');
    expect(mails[0]!.body).not.toContain(itemNumber(model.itemNo));

    // Another one the same day waits for the next day's digest.
    const second = await copyListing(database, { createdAt: at(20 * MINUTE) });
    await runAt(at(30 * MINUTE));
    expect(await outbox(buyer.email)).toHaveLength(1);
    await runAt(at(25 * HOUR));
    mails = await outbox(buyer.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body).toContain(itemNumber(second.itemNo));
    expect(mails[1]!.body).not.toContain(itemNumber(first.itemNo));
    await runAt(at(25 * HOUR + 10 * MINUTE));
    expect(await outbox(buyer.email)).toHaveLength(2);
  });

  it('sends at once when asked, by text too with a verified phone, and never names a listing the buyer may not see', async () => {
    const pending = await buildUser(app, database, { userFlag: 1, admission: false });
    const member = await buildUser(app, database);
    const model = await copyListing(database, { createdAt: at(-HOUR) });
    const filters = { category: 1, maker: model.makerNo, model: model.modelNo };
    await saveSearch(pending.sid, filters, 'instant');
    await saveSearch(member.sid, filters, 'instant');
    await database.query(
      `INSERT INTO alert_preferences (user_no, sms, verified_phone) SELECT user_no, true, phone FROM users WHERE user_no = $1`,
      [member.userNo],
    );
    await database.query(`UPDATE saved_searches SET sms = true WHERE user_no = $1`, [member.userNo]);

    const secret = await copyListing(database, { createdAt: at(2 * HOUR), secret: true });
    const open = await copyListing(database, { createdAt: at(2 * HOUR) });
    await runAt(at(2 * HOUR + 10 * MINUTE));

    const toPending = await outbox(pending.email);
    expect(toPending).toHaveLength(1);
    expect(toPending[0]!.body).toContain(itemNumber(open.itemNo));
    expect(toPending[0]!.body).not.toContain(itemNumber(secret.itemNo));
    // The price masked as the search masks it for an account waiting for approval.
    expect(toPending[0]!.body).toContain('$***,***');

    const toMember = await outbox(member.email);
    expect(toMember[0]!.body).toContain(itemNumber(secret.itemNo));
    const texts = await outbox(member.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.channel).toBe('sms');
    expect(texts[0]!.body).toContain('/api/alerts/unsubscribe?token=s.');
    // Without opting in, no text.
    expect(await outbox(pending.phone)).toHaveLength(0);
  });

  it('honours a signed unsubscribe link without a login, and refuses one altered by a character', async () => {
    const buyer = await buildUser(app, database);
    const model = await copyListing(database, { createdAt: at(-HOUR) });
    const saved = await saveSearch(buyer.sid, { category: 1, maker: model.makerNo }, 'instant');
    await copyListing(database, { createdAt: at(3 * HOUR) });
    await runAt(at(3 * HOUR + 10 * MINUTE));
    const [mail] = await outbox(buyer.email);
    const link = /https:\/\/cars\.example\.com(\/api\/alerts\/unsubscribe\?token=\S+)/.exec(mail!.body)![1]!;
    const token = new URL(link, 'http://x').searchParams.get('token')!;

    const last = token.at(-1) === 'A' ? 'B' : 'A';
    for (const altered of [token.slice(0, -1) + last, token.replace(`s.${saved.id}.`, `s.${saved.id + 1}.`)]) {
      const refused = await app.inject(`/api/alerts/unsubscribe?token=${altered}&lang=4`);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('недействительна');
    }
    const [still] = await database.query<{ alerts: boolean }>('SELECT alerts FROM saved_searches WHERE id = $1', [
      saved.id,
    ]);
    expect(still!.alerts).toBe(true);

    const done = await app.inject(`${link}&lang=1`);
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toContain('text/html');
    expect(done.body).toContain('no longer receive alerts for this saved search');
    // Again (no error), in Arabic, right to left.
    const again = await app.inject(`${link}&lang=3`);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<html lang="ar" dir="rtl">');
    const [after] = await database.query<{ alerts: boolean }>('SELECT alerts FROM saved_searches WHERE id = $1', [
      saved.id,
    ]);
    expect(after!.alerts).toBe(false);

    await copyListing(database, { createdAt: at(4 * HOUR) });
    await runAt(at(4 * HOUR + 10 * MINUTE));
    expect(await outbox(buyer.email)).toHaveLength(1);
  });
});

describe('alerts of favourites', () => {
  it('tells of a price cut once, and of a listing being reserved; a price rise says nothing', async () => {
    const buyer = await buildUser(app, database);
    const car = await copyListing(database, { sellPrice: 20_000 });
    const other = await copyListing(database, { sellPrice: 15_000 });
    for (const { itemNo } of [car, other])
      expect(
        (await app.inject({ method: 'PUT', url: `/api/favourites/${itemNo}`, cookies: { sid: buyer.sid } })).statusCode,
      ).toBe(200);

    await database.query('UPDATE items SET sell_price = 21000 WHERE item_no = $1', [car.itemNo]);
    await runAt(at(5 * HOUR));
    expect(await outbox(buyer.email)).toHaveLength(0);

    await database.query('UPDATE items SET sell_price = 18500 WHERE item_no = $1', [car.itemNo]);
    await runAt(at(5 * HOUR + MINUTE));
    let mails = await outbox(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(itemNumber(car.itemNo));
    expect(mails[0]!.body).toContain('$21,000');
    expect(mails[0]!.body).toContain('$18,500');
    expect(mails[0]!.body).toContain('/api/alerts/unsubscribe?token=f.');
    await runAt(at(5 * HOUR + 2 * MINUTE));
    expect(await outbox(buyer.email)).toHaveLength(1);

    await database.query('UPDATE items SET flag = 2 WHERE item_no = $1', [other.itemNo]);
    await runAt(at(5 * HOUR + 3 * MINUTE));
    mails = await outbox(buyer.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body).toContain(itemNumber(other.itemNo));
    expect(mails[1]!.body).toContain('reserved');

    // Unsubscribed by its link: a sale says nothing.
    const link = /\/api\/alerts\/unsubscribe\?token=\S+/.exec(mails[1]!.body)![0];
    expect((await app.inject(link)).statusCode).toBe(200);
    await database.query('UPDATE items SET flag = 3 WHERE item_no = $1', [other.itemNo]);
    await runAt(at(5 * HOUR + 4 * MINUTE));
    expect(await outbox(buyer.email)).toHaveLength(2);
  });

  it('never tells an account waiting for approval of a secret favourite', async () => {
    const pending = await buildUser(app, database, { userFlag: 1, admission: false });
    const car = await copyListing(database);
    await app.inject({ method: 'PUT', url: `/api/favourites/${car.itemNo}`, cookies: { sid: pending.sid } });
    await database.query('UPDATE items SET secret = true, flag = 3 WHERE item_no = $1', [car.itemNo]);
    await runAt(at(6 * HOUR));
    expect(await outbox(pending.email)).toHaveLength(0);
  });

  it('runs once across processes: a second run at the same time finds nothing more to send', async () => {
    const buyer = await buildUser(app, database);
    const car = await copyListing(database, { sellPrice: 30_000 });
    await app.inject({ method: 'PUT', url: `/api/favourites/${car.itemNo}`, cookies: { sid: buyer.sid } });
    await database.query('UPDATE items SET sell_price = 25000 WHERE item_no = $1', [car.itemNo]);
    clock = at(7 * HOUR);
    await Promise.all([job.run(), job.run()]);
    expect(await outbox(buyer.email)).toHaveLength(1);
  });
});
