import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@market/domain';
import { loadNamespace, lookup } from '@market/i18n';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';

const PUBLIC_URL = 'https://cars.example.com';
let app: FastifyInstance;
let database: Database;
let staffSid: string;

beforeAll(async () => {
  ({ app, database } = await createTestHarness({ publicUrl: PUBLIC_URL }));
  staffSid = await loginCookie(app, 'demo-staff');
});
afterAll(() => app.close());

let sellerCursor = 0;
/** A new seller waiting for admission, mailed in `language` (0-5). */
async function newSeller(target: Database, language: number) {
  sellerCursor += 1;
  const userId = `mail-seller-${sellerCursor}`;
  const [row] = await target.query<{ user_no: number }>(
    `INSERT INTO users (user_id, user_flag, admission, name, email, phone, company_name, language)
     VALUES ($1, 1, false, $2, $3, $4, 'Mail Motors', $5) RETURNING user_no`,
    [
      userId,
      `Seller ${sellerCursor}`,
      `${userId}@example.com`,
      `+821990000${String(sellerCursor).padStart(3, '0')}`,
      language,
    ],
  );
  return { userNo: Number(row!.user_no), email: `${userId}@example.com`, name: `Seller ${sellerCursor}` };
}

const mailsTo = (email: string, target = database) =>
  target.query<{ channel: string; subject: string; body: string }>(
    'SELECT channel, subject, body FROM outbox WHERE recipient = $1 ORDER BY id',
    [email],
  );
const decide = (userNo: number, payload: object, cookies: Record<string, string> = { sid: staffSid }) =>
  app.inject({ method: 'POST', url: `/api/staff/sellers/${userNo}/admission`, cookies, payload });
const text = async (language: number, key: string) =>
  lookup(await loadNamespace(LANGUAGE_TAGS[language]!, 'mail'), key)!;
const auditCount = async (userNo: number) =>
  (await database.query('SELECT 1 FROM audit_log WHERE entity = $1 AND entity_id = $2', ['seller', String(userNo)]))
    .length;

describe('admission mail', () => {
  it('mails an approved seller in their language, with the link to the seller area', async () => {
    const seller = await newSeller(database, 3);
    const response = await decide(seller.userNo, { decision: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', admission: true });

    const mails = await mailsTo(seller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.channel).toBe('email');
    expect(mails[0]!.subject).toBe(await text(3, 'sellerApproved.subject'));
    expect(mails[0]!.body).toContain('تمت الموافقة على حساب البائع الخاص بك');
    expect(mails[0]!.body).toContain(`${PUBLIC_URL}/item/management`);
    expect(mails[0]!.body).toContain(seller.name);
    expect(mails[0]!.body).not.toContain('{{');
  });

  it("mails a refused seller the staff's reason in their language; withdrawing an admission mails too", async () => {
    const seller = await newSeller(database, 4);
    const reason = 'The business registration certificate is unreadable';
    const refused = await decide(seller.userNo, { decision: 'refuse', reason });
    expect(refused.statusCode, refused.body).toBe(200);
    let mails = await mailsTo(seller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(await text(4, 'sellerRefused.subject'));
    expect(mails[0]!.body).toContain(`Причина: ${reason}`);
    expect(mails[0]!.body).not.toContain('/item/management');
    // Where to send a new document and ask again (issue 14).
    expect(mails[0]!.body).toContain(`${PUBLIC_URL}/users/mypage`);

    const other = await newSeller(database, 0);
    expect((await decide(other.userNo, { decision: 'approve' })).statusCode).toBe(200);
    expect((await decide(other.userNo, { decision: 'refuse', reason: '서류 위조 의심' })).statusCode).toBe(200);
    mails = await mailsTo(other.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      await text(0, 'sellerApproved.subject'),
      await text(0, 'sellerRefused.subject'),
    ]);
    expect(mails[1]!.body).toContain('사유: 서류 위조 의심');
  });

  it('mails nothing when the decision is refused: bad input, unknown seller, already so decided', async () => {
    const seller = await newSeller(database, 1);
    expect((await decide(seller.userNo, { decision: 'refuse' })).statusCode).toBe(400);
    expect((await decide(seller.userNo, { decision: 'refuse', reason: '   ' })).statusCode).toBe(400);
    expect((await decide(seller.userNo, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await decide(2_000_000_000, { decision: 'approve' })).statusCode).toBe(404);
    const [buyer] = await database.query<{ user_no: number }>("SELECT user_no FROM users WHERE user_id = 'demo-buyer'");
    expect((await decide(Number(buyer!.user_no), { decision: 'approve' })).statusCode).toBe(404);
    expect(await mailsTo(seller.email)).toEqual([]);
    expect(await mailsTo('demo-buyer@example.com')).toEqual([]);

    expect((await decide(seller.userNo, { decision: 'approve' })).statusCode).toBe(200);
    const again = await decide(seller.userNo, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('already been decided') });
    expect((await decide(seller.userNo, { decision: 'refuse', reason: 'Wrong address' })).statusCode).toBe(200);
    expect((await decide(seller.userNo, { decision: 'refuse', reason: 'Another reason' })).statusCode).toBe(409);
    expect((await mailsTo(seller.email)).map((mail) => mail.subject)).toEqual([
      await text(1, 'sellerApproved.subject'),
      await text(1, 'sellerRefused.subject'),
    ]);
    expect(await auditCount(seller.userNo)).toBe(2);
  });

  it('answers 401 to a visitor and 403 to every other role, and mails nothing', async () => {
    const seller = await newSeller(database, 2);
    expect((await decide(seller.userNo, { decision: 'approve' }, {})).statusCode).toBe(401);
    for (const user of ['demo-buyer', 'demo-seller', 'demo-dealer', 'demo-pending']) {
      const response = await decide(seller.userNo, { decision: 'approve' }, { sid: await loginCookie(app, user) });
      expect(response.statusCode, user).toBe(403);
    }
    expect(await mailsTo(seller.email)).toEqual([]);
    const [row] = await database.query<{ admission: boolean }>('SELECT admission FROM users WHERE user_no = $1', [
      seller.userNo,
    ]);
    expect(row!.admission).toBe(false);
    expect(await auditCount(seller.userNo)).toBe(0);
  });
});

describe('a mail that cannot be sent', () => {
  it('leaves the decision committed and answered with 200, and the mail queued for another attempt', async () => {
    // Nothing listens on port 1: every mail fails after the decision has committed.
    const broken = await createTestHarness({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const sid = await loginCookie(broken.app, 'demo-staff');
      const seller = await newSeller(broken.database, 1);
      const response = await broken.app.inject({
        method: 'POST',
        url: `/api/staff/sellers/${seller.userNo}/admission`,
        cookies: { sid },
        payload: { decision: 'approve' },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'approved', admission: true });
      const [row] = await broken.database.query<{ admission: boolean }>(
        'SELECT admission FROM users WHERE user_no = $1',
        [seller.userNo],
      );
      expect(row!.admission).toBe(true);
      expect(await mailsTo(seller.email, broken.database)).toEqual([]);
      // The mail is not lost: it waits in the message queue, with its error, for the next attempt.
      const queued = await broken.database.query<{ recipient: string; attempts: number; last_error: string }>(
        'SELECT recipient, attempts, last_error FROM message_queue',
      );
      expect(queued).toEqual([{ recipient: seller.email, attempts: 1, last_error: expect.stringMatching(/\S/) }]);
    } finally {
      await broken.app.close();
    }
  });
});
