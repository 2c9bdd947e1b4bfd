import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_STATE, type BankAccountsView, type InvoiceVerification } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { buildUser } from '../../test/factories.ts';
import { loginCookie } from '../users/test-helpers.ts';

let app: FastifyInstance;
let database: Database;
let proposer: string;
let approver: string;
let buyer: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  proposer = await loginCookie(app, 'demo-staff');
  approver = (await buildUser(app, database, { staff: true })).sid;
  buyer = await buildUser(app, database, { language: 2, name: 'Maria Gonzalez' });
});
afterAll(() => app.close());

const NEW_ACCOUNT = {
  beneficiary: 'RH Group Co., Ltd.',
  bankName: 'Shinhan Bank',
  bankAddress: 'Seoul',
  swift: 'SHBKKRSE',
  accountNumber: '140-013-555555',
  currency: 'USD',
};

const call = (method: 'GET' | 'POST', url: string, sid?: string, payload?: object) =>
  app.inject({ method, url: `/api/staff/bank-accounts${url}`, cookies: sid ? { sid } : {}, payload });
const view = async (sid = proposer) => (await call('GET', '', sid)).json<BankAccountsView>();
const propose = (body: object, sid = proposer) => call('POST', '/changes', sid, body);
const decide = (changeNo: number, decision: 'approve' | 'reject', sid = approver) =>
  call('POST', `/changes/${changeNo}/${decision}`, sid);
const pendingNo = async () => (await view()).changes.find((change) => change.status === 'pending')!.changeNo;
const verify = (code: string, lang = 1, ip = '203.0.113.9') =>
  app.inject({ url: `/api/verify/${code}?lang=${lang}`, remoteAddress: ip });
const audits = (action: string) =>
  database.query<{ actor: string; entity_id: string }>(
    `SELECT u.user_id AS actor, a.entity_id FROM audit_log a JOIN users u ON u.user_no = a.actor_no
     WHERE a.action = $1 ORDER BY a.audit_no`,
    [action],
  );

/** An inquiry of the test buyer, invoiced by staff through the API (state 6): its invoice number and code. */
async function invoiced(amount: number): Promise<{ ilNo: number; number: string; code: string }> {
  const [row] = await database.query<{ il_no: string }>(
    `INSERT INTO inquiries (user_no, state, country_no, port_no, user_name, user_phone, user_email,
       user_consignee_name, user_consignee_address, user_document_address, contents)
     SELECT $1, $2, p.country_no, p.port_no, 'Maria Gonzalez', '+56 9 1234 5678', 'maria@example.com',
       'Gonzalez Importadora SpA', 'Av. Arturo Prat 123', 'Av. Arturo Prat 123', 'Ship soon'
     FROM (SELECT country_no, port_no FROM ports ORDER BY port_no LIMIT 1) p RETURNING il_no`,
    [buyer.userNo, INQUIRY_STATE.invoiceRequest],
  );
  const ilNo = Number(row!.il_no);
  const issued = await app.inject({
    method: 'POST',
    url: `/api/staff/inquiries/${ilNo}/invoice`,
    cookies: { sid: proposer },
    payload: { amount },
  });
  expect(issued.statusCode).toBe(200);
  const invoice = issued.json<{ invoice: { number: string; verificationCode: string } }>().invoice;
  return { ilNo, number: invoice.number, code: invoice.verificationCode };
}

/**
 * The beneficiary accounts are one list for the whole deployment, not data a test can own: this file tells that list's
 * life in order (added, raced, withdrawn, retired), so it keeps its order under `--sequence.shuffle` (decision 0132).
 */
describe('beneficiary bank accounts', { shuffle: false }, () => {
  it('are for staff only: a visitor gets 401, a buyer 403, on every route', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['POST', '/changes'],
      ['POST', '/changes/1/approve'],
      ['POST', '/changes/1/reject'],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode).toBe(401);
      expect((await call(method, url, buyer.sid, {})).statusCode).toBe(403);
    }
  });

  it('refuses bad details with a localized 400 naming the fields, and changes nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/staff/bank-accounts/changes?lang=2',
      cookies: { sid: proposer },
      payload: { kind: 'add', account: { ...NEW_ACCOUNT, swift: 'NOT A BIC' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields['account.swift']).toMatch(/SWIFT\/BIC/);
    expect((await view()).changes).toEqual([]);
  });

  it('waits for a second staff member: the proposer cannot approve, another can; every step is audited', async () => {
    const invoice = await invoiced(15_000);
    const before = await view();
    expect(before.accounts.filter((account) => account.active)).toHaveLength(1);

    expect((await propose({ kind: 'add', account: NEW_ACCOUNT, reason: 'second bank' })).statusCode).toBe(201);
    const changeNo = await pendingNo();
    // Not in effect yet: the list is as it was.
    expect((await view()).accounts).toEqual(before.accounts);

    const own = await app.inject({
      method: 'POST',
      url: `/api/staff/bank-accounts/changes/${changeNo}/approve?lang=1`,
      cookies: { sid: proposer },
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(
      'You cannot approve a change you proposed yourself: another staff member must approve it.',
    );
    expect((await view()).changes[0]!.status).toBe('pending');

    const approved = await decide(changeNo, 'approve');
    expect(approved.statusCode).toBe(200);
    const after = approved.json<BankAccountsView>();
    expect(after.accounts.filter((account) => account.active).map((account) => account.swift)).toContain('SHBKKRSE');
    expect(after.changes[0]).toMatchObject({ status: 'approved', proposedBy: 'demo-staff' });
    expect((await decide(changeNo, 'approve')).statusCode).toBe(409);

    expect(await audits('bankAccount.propose')).toEqual([{ actor: 'demo-staff', entity_id: String(changeNo) }]);
    expect(await audits('bankAccount.approve')).toEqual([
      { actor: expect.not.stringMatching(/^demo-staff$/), entity_id: String(changeNo) },
    ]);

    // The buyer of the unpaid invoice is told, in French, with the link to check it and no account in the mail.
    const mails = await database.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM outbox WHERE recipient = $1 AND subject LIKE $2',
      [buyer.email, 'Coordonnées bancaires%'],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`${invoice.number}: http://localhost:3000/verify/${invoice.code}`);
    expect(mails[0]!.body).not.toMatch(/SHBKKRSE|HVBKKRSE|140-013/);
  });

  it('lets only one of two staff members approving at once win', async () => {
    const third = (await buildUser(app, database, { staff: true })).sid;
    await propose({ kind: 'add', account: { ...NEW_ACCOUNT, swift: 'SHBKKRSEXXX' } });
    const changeNo = await pendingNo();
    const answers = await Promise.all([decide(changeNo, 'approve'), decide(changeNo, 'approve', third)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const added = (await view()).accounts.filter((account) => account.swift === 'SHBKKRSEXXX');
    expect(added).toHaveLength(1);
    // Retired again by two people, so the rest of the file starts from two active accounts.
    await propose({ kind: 'retire', accountNo: added[0]!.accountNo });
    expect((await decide(await pendingNo(), 'approve')).statusCode).toBe(200);
  });

  it('lets the proposer withdraw a change, and allows one pending change per account', async () => {
    const accountNo = (await view()).accounts.find((account) => account.swift === 'SHBKKRSE')!.accountNo;
    expect((await propose({ kind: 'retire', accountNo })).statusCode).toBe(201);
    const second = await propose({ kind: 'edit', accountNo, account: NEW_ACCOUNT });
    expect(second.statusCode).toBe(409);
    const withdrawn = await decide(await pendingNo(), 'reject', proposer);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<BankAccountsView>().changes[0]).toMatchObject({ status: 'rejected', kind: 'retire' });
    expect((await audits('bankAccount.reject')).at(-1)!.actor).toBe('demo-staff');
  });

  it('shows exactly the invoice figures on the verification page and never an account off the active list', async () => {
    const invoice = await invoiced(23_456);
    const first = await verify(invoice.code);
    expect(first.statusCode).toBe(200);
    const answer = first.json<InvoiceVerification>();
    expect(answer).toMatchObject({
      code: invoice.code,
      number: invoice.number,
      amount: 23_456,
      currency: 'USD',
      buyerName: 'M**** G*******',
      status: 'open',
      account: { swift: 'HVBKKRSE' },
    });
    expect(JSON.stringify(answer)).not.toMatch(/Maria|Gonzalez/);
    // Typed by hand: lower case and spaces are the same code.
    const typed = invoice.code.toLowerCase().replace(/(.{4})/g, '$1 ');
    expect((await verify(typed)).json<InvoiceVerification>().number).toBe(invoice.number);

    // Its account retired (by two people), the page names the account still active, never the retired one.
    const demo = (await view()).accounts.find((account) => account.swift === 'HVBKKRSE')!;
    await propose({ kind: 'retire', accountNo: demo.accountNo, reason: 'account closed' });
    expect((await decide(await pendingNo(), 'approve')).statusCode).toBe(200);
    const retired = await verify(invoice.code);
    expect(retired.json<InvoiceVerification>().account).toMatchObject({ swift: 'SHBKKRSE', bankName: 'Shinhan Bank' });
    expect(retired.body).not.toContain('HVBKKRSE');
    const detail = await app.inject({ url: `/api/inquirys/detail?ilNo=${invoice.ilNo}`, cookies: { sid: buyer.sid } });
    expect(detail.body).toContain('SHBKKRSE');
    expect(detail.body).not.toContain('HVBKKRSE');

    // New details of the one account left take effect on every reader at once.
    const last = (await view()).accounts.find((account) => account.active)!;
    await propose({
      kind: 'edit',
      accountNo: last.accountNo,
      account: { ...NEW_ACCOUNT, accountNumber: '140-013-777777' },
    });
    await decide(await pendingNo(), 'approve');
    expect((await verify(invoice.code)).json<InvoiceVerification>().account!.accountNumber).toBe('140-013-777777');

    // The last active account cannot be retired.
    await propose({ kind: 'retire', accountNo: last.accountNo });
    const refused = await decide(await pendingNo(), 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
  });

  it('never retires the last active account, even when two retirements are approved at once (issue 30)', async () => {
    for (let round = 0; round < 3; round++) {
      const swift = `RACEKRS${round}`;
      await propose({ kind: 'add', account: { ...NEW_ACCOUNT, swift } });
      expect((await decide(await pendingNo(), 'approve')).statusCode).toBe(200);
      const active = (await view()).accounts.filter((account) => account.active);
      expect(active).toHaveLength(2);
      for (const account of active) await propose({ kind: 'retire', accountNo: account.accountNo });
      const pending = (await view()).changes.filter((change) => change.status === 'pending');
      const answers = await Promise.all(pending.map((change) => decide(change.changeNo, 'approve')));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await view()).accounts.filter((account) => account.active)).toHaveLength(1);
      // The refused retirement stays pending; withdrawn so the next round starts clean.
      for (const change of (await view()).changes.filter((c) => c.status === 'pending')) {
        await decide(change.changeNo, 'reject', proposer);
      }
    }
  });

  it('answers an unknown or malformed code with a plain localized 404', async () => {
    const unknown = await verify('ZZZZZZZZZZZZ', 5, '203.0.113.10');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'NOT_FOUND',
      message:
        'Ninguna factura tiene este código de verificación. No pague esta factura: revise el código y contáctenos directamente.',
    });
    for (const code of ['short', '0000OOOO1111', '%00']) {
      expect((await verify(encodeURIComponent(code), 1, '203.0.113.10')).statusCode).toBe(404);
    }
  });

  it('limits lookups per address, so codes cannot be enumerated cheaply', async () => {
    const ip = '198.51.100.77';
    for (let attempt = 0; attempt < 20; attempt++) expect((await verify('ZZZZZZZZZZZZ', 1, ip)).statusCode).toBe(404);
    const limited = await verify('ZZZZZZZZZZZZ', 1, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify('ZZZZZZZZZZZZ', 1, '198.51.100.78')).statusCode).toBe(404);
  });
});
