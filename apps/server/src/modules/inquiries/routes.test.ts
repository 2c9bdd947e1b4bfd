import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freightPrice, INQUIRY_STATE as S } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { testDataDir } from '../../test/data-dir.ts';
import { buildInquiries, buildUser } from '../../test/factories.ts';
import { loginCookie } from '../users/test-helpers.ts';
import { MessageQueue } from '../../platform/message-queue.ts';
import { createTranslator } from '../../platform/messages.ts';
import { OutboxNotifier } from '../../platform/notifier.ts';
import { createBuyerNotices } from './buyer-notices.ts';
import { createInquiryRepo } from './repo.ts';
import { expireInvoices } from './staff-service.ts';
import { inquiryBody, PORT_WITHOUT_EXPORT_CONTROLS } from './test-inquiry.ts';

let app: FastifyInstance;
let database: Database;
const sid: Record<string, string> = {};
const usedItems = new Set<number>();

beforeAll(async () => {
  ({ app, database } = await createTestHarness());
  for (const user of ['demo-buyer', 'demo-partner', 'demo-seller', 'demo-staff'])
    sid[user] = await loginCookie(app, user);
});
afterAll(() => app.close());

const as = (user: string) => ({ sid: sid[user]! });

/** The buyer notices the scheduled expiry job is given, writing to this database's outbox. */
const testNotices = async () =>
  createBuyerNotices(
    new MessageQueue(database.db, new OutboxNotifier(database), app.log),
    createInquiryRepo(database.db),
    {
      mail: await createTranslator('mail'),
      publicUrl: 'http://localhost:3000',
    },
  );

interface Offer {
  smvp_no: number;
  port_no: number;
  country_no: number;
  base_price: number;
  price_per_cbm: number;
}

/**
 * A listed car for sale (not on Super Sale, or, asked for, on Super Sale with a discount), not yet used by another test,
 * and an open-price vessel offer for it.
 */
async function saleable(
  superSale = false,
): Promise<{ itemNo: number; sellPrice: number; discountPrice: number; lineCbm: number; offer: Offer }> {
  const rows = await database.query<{
    item_no: string;
    sell_price: string;
    discount_price: string | null;
    line_cbm: string;
    cfvt_no: number;
  }>(
    `SELECT item_no, sell_price, discount_price, line_cbm, cfvt_no FROM items
     WHERE flag = 0 AND NOT secret 
       AND seller_no NOT IN (SELECT user_no FROM users WHERE user_id IN ('demo-buyer', 'demo-dealer'))
       AND ${superSale ? 'partners AND discount_price < sell_price' : 'NOT partners'}
     ORDER BY item_no LIMIT 60`,
  );
  const row = rows.find((candidate) => !usedItems.has(Number(candidate.item_no)))!;
  usedItems.add(Number(row.item_no));
  const [offer] = await database.query<Offer>(
    `SELECT o.smvp_no, o.port_no, p.country_no, o.base_price, o.price_per_cbm FROM vessel_offers o
     JOIN ports p ON p.port_no = o.port_no
     WHERE o.cfvt_no = $1 AND NOT o.ask_flag AND o.count > 0 AND ${PORT_WITHOUT_EXPORT_CONTROLS}
     ORDER BY o.vessel <> 'roro', o.smvp_no LIMIT 1`,
    [row.cfvt_no],
  );
  return {
    itemNo: Number(row.item_no),
    sellPrice: Number(row.sell_price),
    discountPrice: Number(row.discount_price),
    lineCbm: Number(row.line_cbm),
    offer: offer!,
  };
}

function payload(itemNo: number, offer: Offer, extra: Record<string, unknown> = {}) {
  return {
    ...inquiryBody(offer, []),
    itemList: [{ itemNo, smvpNo: offer.smvp_no, terms: 'CFR', price: 1, askFlag: false }],
    ...extra,
  };
}

async function send(user: string | undefined, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/inquirys/inquiry',
    payload: body as object,
    cookies: user ? as(user) : {},
  });
}

async function newInquiry(user = 'demo-buyer'): Promise<{ ilNo: number; itemNo: number }> {
  const { itemNo, offer } = await saleable();
  const response = await send(user, payload(itemNo, offer));
  expect(response.statusCode, response.body).toBe(201);
  return { ilNo: response.json().ilNo, itemNo };
}

const staff = (ilNo: number, step: string, body: object = {}) =>
  app.inject({ method: 'POST', url: `/api/staff/inquiries/${ilNo}/${step}`, payload: body, cookies: as('demo-staff') });
const status = (user: string, updateList: object[]) =>
  app.inject({ method: 'PUT', url: '/api/inquirys/status', payload: { updateList }, cookies: as(user) });
const stateOf = async (ilNo: number) =>
  Number((await database.query<{ state: number }>(`SELECT state FROM inquiries WHERE il_no = ${ilNo}`))[0]?.state);

async function toAnswered(ilNo: number) {
  for (const [step, body] of [
    ['assign', {}],
    ['prepare', {}],
    ['answer', { finalPrice: 12_500, terms: 'CFR Iquique', remarks: 'Includes inland transport to port' }],
  ] as const) {
    expect((await staff(ilNo, step, body)).statusCode).toBe(200);
  }
}

/** From an answered inquiry to a confirmed invoice; answers the invoice number. */
async function answeredToInvoiceConfirmed(ilNo: number, buyer = 'demo-buyer') {
  expect((await status(buyer, [{ ilNo, action: 'requestInvoice' }])).statusCode).toBe(200);
  const invoiced = await staff(ilNo, 'invoice', {});
  expect(invoiced.statusCode, invoiced.body).toBe(200);
  expect((await status(buyer, [{ ilNo, action: 'confirmInvoice' }])).statusCode).toBe(200);
  return invoiced.json().invoice.invoiceNo as number;
}

async function toInvoiceConfirmed(ilNo: number) {
  await toAnswered(ilNo);
  return answeredToInvoiceConfirmed(ilNo);
}

async function receiptForm(tilNo: number, file?: { data: Buffer; name: string; type: string }) {
  const form = new FormData();
  form.set('tilNo', String(tilNo));
  const upload = file ?? {
    data: await sharp({ create: { width: 60, height: 40, channels: 3, background: '#eee' } })
      .png()
      .toBuffer(),
    name: 'receipt.png',
    type: 'image/png',
  };
  form.set('list', new Blob([upload.data], { type: upload.type }), upload.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

describe('POST /api/inquirys/inquiry', () => {
  it('saves with prices computed on the server, ignoring the client price', async () => {
    const { itemNo, sellPrice, lineCbm, offer } = await saleable();
    const response = await send('demo-buyer', payload(itemNo, offer));
    expect(response.statusCode).toBe(201);
    const { ilNo } = response.json();
    const [line] = await database.query<{ item_price: string; freight_fee: string; total_price: string }>(
      `SELECT item_price, freight_fee, total_price FROM inquiry_items WHERE il_no = ${ilNo}`,
    );
    const freight = freightPrice(
      { basePrice: offer.base_price, pricePerCbm: offer.price_per_cbm, askFlag: false },
      lineCbm,
    )!;
    expect(Number(line!.item_price)).toBe(sellPrice);
    expect(Number(line!.freight_fee)).toBe(freight);
    expect(Number(line!.total_price)).toBe(sellPrice + freight);
    expect(await stateOf(ilNo)).toBe(S.waitManager);
  });

  it('quotes and stores a Super Sale listing at the discount price its page shows', async () => {
    const { itemNo, sellPrice, discountPrice, lineCbm, offer } = await saleable(true);
    const page = await app.inject({ url: `/api/pages/detail?itemNo=${itemNo}`, cookies: as('demo-buyer') });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().item).toMatchObject({ partners: true, sellPrice, discountPrice });
    const response = await send('demo-buyer', payload(itemNo, offer));
    expect(response.statusCode, response.body).toBe(201);
    const freight = freightPrice(
      { basePrice: offer.base_price, pricePerCbm: offer.price_per_cbm, askFlag: false },
      lineCbm,
    )!;
    const detail = await app.inject({
      url: `/api/inquirys/detail?ilNo=${response.json().ilNo}`,
      cookies: as('demo-buyer'),
    });
    expect(detail.json().items[0]).toMatchObject({
      sellPrice,
      itemPrice: discountPrice,
      freightFee: freight,
      totalPrice: discountPrice + freight,
    });
  });

  it('stores ASK when no vessel is chosen', async () => {
    const { itemNo, offer } = await saleable();
    const body = payload(itemNo, offer);
    body.itemList[0]!.smvpNo = 0;
    const { ilNo } = (await send('demo-buyer', body)).json();
    const [line] = await database.query<{ ask_flag: boolean; total_price: string | null }>(
      `SELECT ask_flag, total_price FROM inquiry_items WHERE il_no = ${ilNo}`,
    );
    expect(line).toEqual({ ask_flag: true, total_price: null });
  });

  it('refuses a second inquiry for the same item with codeNumber 1', async () => {
    const { itemNo, offer } = await saleable();
    expect((await send('demo-buyer', payload(itemNo, offer))).statusCode).toBe(201);
    const again = await send('demo-buyer', payload(itemNo, offer));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ codeNumber: 1, message: expect.stringContaining('already an inquiry') });
  });

  it('keeps exactly one of 100 concurrent duplicates (SECURITY.md)', async () => {
    const { itemNo, offer } = await saleable();
    const responses = await Promise.all(Array.from({ length: 100 }, () => send('demo-buyer', payload(itemNo, offer))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((code) => code === 201)).toHaveLength(1);
    expect(statuses.filter((code) => code === 409)).toHaveLength(99);
    expect(
      responses.filter((response) => response.statusCode === 409).map((response) => response.json().codeNumber),
    ).toEqual(Array(99).fill(1));
    expect(responses.every((response) => response.statusCode < 500)).toBe(true);
    const [rows] = await database.query<{ n: string }>(
      `SELECT count(*) AS n FROM inquiry_items WHERE item_no = ${itemNo}`,
    );
    expect(Number(rows!.n)).toBe(1);
  });

  it('refuses an item not for sale with codeNumber 2', async () => {
    const [sold] = await database.query<{ item_no: string; cfvt_no: number }>(
      'SELECT item_no, cfvt_no FROM items WHERE flag IN (2, 3) AND NOT secret LIMIT 1',
    );
    const { offer } = await saleable();
    const response = await send('demo-buyer', payload(Number(sold!.item_no), offer, {}));
    expect([409, 400]).toContain(response.statusCode);
    const body = payload(Number(sold!.item_no), offer);
    body.itemList[0]!.smvpNo = 0;
    const refused = await send('demo-buyer', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ codeNumber: 2, message: 'This item is not for sale.' });
  });

  it('refuses another user, sellers, visitors and a vessel of another port', async () => {
    const { itemNo, offer } = await saleable();
    expect((await send('demo-buyer', payload(itemNo, offer, { userNo: 987_654 }))).statusCode).toBe(403);
    expect((await send('demo-seller', payload(itemNo, offer))).statusCode).toBe(403);
    expect((await send(undefined, payload(itemNo, offer))).statusCode).toBe(401);
    const [other] = await database.query<{ port_no: number; country_no: number }>(
      `SELECT p.port_no, p.country_no FROM ports p
       WHERE p.port_no <> ${offer.port_no} AND ${PORT_WITHOUT_EXPORT_CONTROLS} LIMIT 1`,
    );
    const wrongPort = await send(
      'demo-buyer',
      payload(itemNo, offer, { selectPort: other!.port_no, selectCountry: other!.country_no }),
    );
    expect(wrongPort.statusCode).toBe(400);
    expect(Object.keys(wrongPort.json().fields)).toEqual(['itemList.0.smvpNo']);
  });
});

describe('POST /api/inquirys/inquiry: who may inquire, and the field messages', () => {
  it("keeps the spec's inquiry-button rule: not in Korean nor from an account in Korea, but dealers (issue 14)", async () => {
    const { itemNo, offer } = await saleable();
    const inKorean = await app.inject({
      method: 'POST',
      url: '/api/inquirys/inquiry?lang=0',
      payload: payload(itemNo, offer),
      cookies: as('demo-buyer'),
    });
    expect(inKorean.statusCode).toBe(403);
    expect(inKorean.json().message).toBe(
      '구매 문의는 해외 구매자를 위한 서비스로, 한국어 화면이나 한국 계정에서는 보낼 수 없습니다. 영업 담당자에게 문의하세요.',
    );
    await database.query(
      `INSERT INTO users (user_id, user_flag, name, email, phone, country_code, password_hash)
       SELECT 'seoul-buyer', 0, 'Kim Minjun', 'seoul-buyer@example.com', '+821055550001', 'KR', password_hash
       FROM users WHERE user_id = 'demo-buyer'`,
    );
    const fromKorea = await app.inject({
      method: 'POST',
      url: '/api/inquirys/inquiry',
      payload: payload(itemNo, offer),
      cookies: { sid: await loginCookie(app, 'seoul-buyer') },
    });
    expect(fromKorea.statusCode).toBe(403);
    expect(fromKorea.json().message).toBe(
      'Purchase inquiries are for buyers abroad: they cannot be sent in Korean or from an account in Korea. Please contact our sales desk.',
    );
    const [{ n } = { n: '' }] = await database.query<{ n: string }>(
      `SELECT count(*) AS n FROM inquiry_items WHERE item_no = ${itemNo}`,
    );
    expect(Number(n)).toBe(0);
    const priceRequest = await app.inject({
      method: 'POST',
      url: '/api/inquirys/quote-request?lang=0',
      payload: { itemNo, selectCountry: offer.country_no, contents: '부산항 출고 가격' },
      cookies: as('demo-buyer'),
    });
    expect(priceRequest.statusCode).toBe(403);

    const dealer = await app.inject({
      method: 'POST',
      url: '/api/inquirys/inquiry?lang=0',
      payload: payload(itemNo, offer),
      cookies: { sid: await loginCookie(app, 'demo-dealer') },
    });
    expect(dealer.statusCode, dealer.body).toBe(201);
  });

  it('names missing consignee fields in the request language', async () => {
    const { itemNo, offer } = await saleable();
    const response = await app.inject({
      method: 'POST',
      url: '/api/inquirys/inquiry?lang=5',
      payload: payload(itemNo, offer, { userConsigneeName: '', contents: '' }),
      cookies: as('demo-buyer'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      userConsigneeName: 'Campo obligatorio',
      contents: 'Campo obligatorio',
    });
  });
});

describe('the inquiry flow to payment', () => {
  it('runs from inquiry to deposit confirmed, and the item is sold', async () => {
    const { ilNo, itemNo } = await newInquiry();
    const tilNo = await toInvoiceConfirmed(ilNo);
    const pdf = await app.inject({ url: `/api/inquirys/invoice?ilNo=${ilNo}`, cookies: as('demo-buyer') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const upload = await app.inject({
      method: 'POST',
      url: '/api/inquirys/remittance-receipt',
      cookies: as('demo-buyer'),
      ...(await receiptForm(tilNo)),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json()).toMatchObject({ state: S.paymentBeingConfirmed, receipts: [{ status: 'pending' }] });
    // The public check says "paid" only once staff confirmed the deposit, never on the receipt alone (issue 28).
    const code = upload.json().invoice.verificationCode as string;
    const checked = async () => (await app.inject({ url: `/api/verify/${code}` })).json().status;
    expect(await checked()).toBe('receiptReceived');

    const confirmed = await staff(ilNo, 'deposit', { decision: 'confirm' });
    expect(confirmed.json()).toMatchObject({ state: S.depositConfirmed, receipts: [{ status: 'accepted' }] });
    expect(await checked()).toBe('paid');
    // Once staff seal the loading set, the check lists its slots and hashes, never the files (decision 0256).
    expect((await app.inject({ url: `/api/verify/${code}` })).json().loadingSet).toBeNull();
    await database.query(
      `INSERT INTO loading_files (il_no, slot, file_key, content_type, sha256, size, uploaded_by)
       SELECT $1, 'front', 'loading/secret-key.webp', 'image/webp', $2, 1234, user_no FROM users WHERE user_id = 'demo-staff'`,
      [ilNo, 'ab'.repeat(32)],
    );
    await database.query(
      `INSERT INTO loading_seals (il_no, sealed_by) SELECT $1, user_no FROM users WHERE user_id = 'demo-staff'`,
      [ilNo],
    );
    const sealed = await app.inject({ url: `/api/verify/${code}` });
    expect(sealed.json().loadingSet).toMatchObject({ files: [{ slot: 'front', sha256: 'ab'.repeat(32), size: 1234 }] });
    expect(sealed.body).not.toMatch(/secret-key|image\/webp/);
    const [item] = await database.query<{ flag: number }>(`SELECT flag FROM items WHERE item_no = ${itemNo}`);
    expect(item!.flag).toBe(3);
    const history = (await app.inject({ url: `/api/inquirys/detail?ilNo=${ilNo}`, cookies: as('demo-buyer') })).json()
      .history;
    expect(history.map((event: { toState: number }) => event.toState)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('takes no receipt before the invoice is confirmed, nor after the deadline', async () => {
    const { ilNo } = await newInquiry();
    const tilNo = await toInvoiceConfirmed(ilNo);
    await database.query(`UPDATE inquiries SET state = ${S.invoiceIssuance} WHERE il_no = ${ilNo}`);
    const early = await app.inject({
      method: 'POST',
      url: '/api/inquirys/remittance-receipt',
      cookies: as('demo-buyer'),
      ...(await receiptForm(tilNo)),
    });
    expect(early.statusCode).toBe(409);
    await database.query(`UPDATE inquiries SET state = ${S.invoiceConfirm} WHERE il_no = ${ilNo}`);
    await database.query(
      `UPDATE invoices SET deposit_deadline = now() - interval '1 minute' WHERE invoice_no = ${tilNo}`,
    );
    const late = await app.inject({
      method: 'POST',
      url: '/api/inquirys/remittance-receipt',
      cookies: as('demo-buyer'),
      ...(await receiptForm(tilNo)),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('deadline');
    const [{ n } = { n: '1' }] = await database.query<{ n: string }>(
      `SELECT count(*) AS n FROM remittance_receipts WHERE invoice_no = ${tilNo}`,
    );
    expect(Number(n)).toBe(0);
  });

  it('refuses a receipt that is not an image or PDF, and another buyer', async () => {
    const { ilNo } = await newInquiry();
    const tilNo = await toInvoiceConfirmed(ilNo);
    const html = await receiptForm(tilNo, {
      data: Buffer.from('<html><script>x</script></html>'),
      name: 'r.pdf',
      type: 'application/pdf',
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/inquirys/remittance-receipt',
          cookies: as('demo-buyer'),
          ...html,
        })
      ).statusCode,
    ).toBe(415);
    const other = await app.inject({
      method: 'POST',
      url: '/api/inquirys/remittance-receipt',
      cookies: as('demo-partner'),
      ...(await receiptForm(tilNo)),
    });
    expect(other.statusCode).toBe(404);
  });

  it('rejects a receipt back to invoice confirm', async () => {
    const { ilNo } = await newInquiry();
    const tilNo = await toInvoiceConfirmed(ilNo);
    await app.inject({
      method: 'POST',
      url: '/api/inquirys/remittance-receipt',
      cookies: as('demo-buyer'),
      ...(await receiptForm(tilNo)),
    });
    const rejected = await staff(ilNo, 'deposit', { decision: 'reject', reason: 'Amount does not match' });
    expect(rejected.json()).toMatchObject({
      state: S.invoiceConfirm,
      receipts: [{ status: 'rejected', rejectReason: 'Amount does not match' }],
    });
    const code = rejected.json().invoice.verificationCode as string;
    expect((await app.inject({ url: `/api/verify/${code}` })).json().status).toBe('open');
  });
});

describe('the inquiry flow to payment: expiry and steps at once', () => {
  it('expires passed invoices once, even with two runs at once, and takes a reissue request', async () => {
    const { ilNo } = await newInquiry();
    const tilNo = await toInvoiceConfirmed(ilNo);
    await database.query(
      `UPDATE invoices SET deposit_deadline = now() - interval '1 hour' WHERE invoice_no = ${tilNo}`,
    );
    const notices = await testNotices();
    const runs = await Promise.all([expireInvoices(database, notices), expireInvoices(database, notices)]);
    expect(runs.flat().filter((expired) => expired === ilNo)).toHaveLength(1);
    expect(await stateOf(ilNo)).toBe(S.invoiceExpired);
    const [events] = await database.query<{ n: string }>(
      `SELECT count(*) AS n FROM inquiry_events WHERE il_no = ${ilNo} AND to_state = 10`,
    );
    expect(Number(events!.n)).toBe(1);
    expect((await status('demo-buyer', [{ ilNo, action: 'requestReissue' }])).statusCode).toBe(200);
    const reissued = await staff(ilNo, 'invoice', { amount: 12_000 });
    expect(reissued.json()).toMatchObject({ state: S.invoiceIssuance, invoice: { amount: 12_000 } });
    expect(reissued.json().invoice.invoiceNo).not.toBe(tilNo);
  });
  it('lets exactly one of 50 concurrent cancels and deposit confirmations win', async () => {
    const { ilNo, itemNo } = await newInquiry();
    const tilNo = await toInvoiceConfirmed(ilNo);
    await app.inject({
      method: 'POST',
      url: '/api/inquirys/remittance-receipt',
      cookies: as('demo-buyer'),
      ...(await receiptForm(tilNo)),
    });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? status('demo-buyer', [{ ilNo, action: 'cancel' }])
          : staff(ilNo, 'deposit', { decision: 'confirm' }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(49);
    expect(await stateOf(ilNo)).toBe(S.depositConfirmed);
    const [events] = await database.query<{ n: string }>(
      `SELECT count(*) AS n FROM inquiry_events WHERE il_no = ${ilNo} AND to_state = 9`,
    );
    expect(Number(events!.n)).toBe(1);
    const [item] = await database.query<{ flag: number }>(`SELECT flag FROM items WHERE item_no = ${itemNo}`);
    expect(item!.flag).toBe(3);
  });
});

describe('buyer list actions', () => {
  it('cancels before the invoice request, then lets the buyer inquire again', async () => {
    const { ilNo, itemNo } = await newInquiry();
    const list = await status('demo-buyer', [{ ilNo, action: 'cancel' }]);
    expect(list.statusCode).toBe(200);
    expect(await stateOf(ilNo)).toBe(S.canceled);
    const [offer] = await database.query<Offer>(
      `SELECT o.smvp_no, o.port_no, p.country_no, o.base_price, o.price_per_cbm FROM inquiry_items i
       JOIN inquiries q ON q.il_no = i.il_no JOIN vessel_offers o ON o.smvp_no = i.smvp_no JOIN ports p ON p.port_no = o.port_no
       WHERE i.il_no = ${ilNo}`,
    );
    expect((await send('demo-buyer', payload(itemNo, offer!))).statusCode).toBe(201);
  });

  it('refuses cancelling after the invoice request, changing nothing of the whole list', async () => {
    const first = await newInquiry();
    const second = await newInquiry();
    for (const step of ['assign', 'prepare']) await staff(second.ilNo, step);
    await staff(second.ilNo, 'answer', { finalPrice: 9000, terms: 'CFR', remarks: '' });
    await status('demo-buyer', [{ ilNo: second.ilNo, action: 'requestInvoice' }]);
    const refused = await status('demo-buyer', [
      { ilNo: first.ilNo, action: 'cancel' },
      { ilNo: second.ilNo, action: 'cancel' },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(await stateOf(first.ilNo)).toBe(S.waitManager);
    expect(await stateOf(second.ilNo)).toBe(S.invoiceRequest);
  });

  it('lists with counts and search, and hides another buyer inquiries (404)', async () => {
    const { ilNo, itemNo } = await newInquiry();
    const list = (await app.inject({ url: '/api/inquirys/list', cookies: as('demo-buyer') })).json();
    expect(list.counts.total).toBe(list.counts.toDo + list.counts.proceed + list.counts.complete);
    expect(list.list.some((entry: { ilNo: number }) => entry.ilNo === ilNo)).toBe(true);
    const byStock = (
      await app.inject({ url: `/api/inquirys/list?search=CB${itemNo}`, cookies: as('demo-buyer') })
    ).json();
    expect(byStock.list.map((entry: { ilNo: number }) => entry.ilNo)).toEqual([ilNo]);
    const byNumber = (
      await app.inject({ url: `/api/inquirys/list?search=IQ${ilNo}`, cookies: as('demo-buyer') })
    ).json();
    expect(byNumber.list.map((entry: { ilNo: number }) => entry.ilNo)).toEqual([ilNo]);

    expect(
      (await app.inject({ url: `/api/inquirys/detail?ilNo=${ilNo}`, cookies: as('demo-partner') })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: `/api/inquirys/invoice?ilNo=${ilNo}`, cookies: as('demo-partner') })).statusCode,
    ).toBe(404);
    expect((await status('demo-partner', [{ ilNo, action: 'cancel' }])).statusCode).toBe(404);
    expect(await stateOf(ilNo)).toBe(S.waitManager);
  });

  it('finds the oldest of more than 500 inquiries by its number and by its stock number', async () => {
    const buyer = await buildUser(app, database);
    const { itemNo, offer } = await saleable();
    const about = { itemNo, portNo: offer.port_no, countryNo: offer.country_no };
    const [oldest] = await buildInquiries(database, buyer, 501, about);
    const search = async (text: string) =>
      (await app.inject({ url: `/api/inquirys/list?search=${text}`, cookies: { sid: buyer.sid } })).json();
    expect((await search(`IQ${oldest}`)).list.map((entry: { ilNo: number }) => entry.ilNo)).toEqual([oldest]);
    expect((await search(String(oldest))).list.map((entry: { ilNo: number }) => entry.ilNo)).toEqual([oldest]);
    const byStock = (await search(`CB${itemNo}`)).list.map((entry: { ilNo: number }) => entry.ilNo);
    expect(byStock).toHaveLength(500);
    expect((await search(`IQ0${oldest}`)).list).toEqual([]);
    expect((await search('hello')).list).toEqual([]);
  });

  it('names the vessel type in the six languages, not only by its key', async () => {
    const { ilNo } = await newInquiry();
    const [line] = (await app.inject({ url: `/api/inquirys/detail?ilNo=${ilNo}`, cookies: as('demo-buyer') })).json()
      .items;
    expect(line.vessel).toBe('roro');
    expect(line).toMatchObject({ vesselName: 'RoRo 선', engVesselName: 'RoRo', ruVesselName: 'Ро-ро' });
  });

  it('removes only finished inquiries from the list', async () => {
    const { ilNo } = await newInquiry();
    expect((await status('demo-buyer', [{ ilNo, action: 'remove' }])).statusCode).toBe(409);
    await status('demo-buyer', [{ ilNo, action: 'cancel' }]);
    const removed = (await status('demo-buyer', [{ ilNo, action: 'remove' }])).json();
    expect(removed.list.some((entry: { ilNo: number }) => entry.ilNo === ilNo)).toBe(false);
  });
});

describe('"Delete selected" hides, never destroys (issue 14)', () => {
  async function paidPurchase(): Promise<number> {
    const { ilNo } = await newInquiry();
    const tilNo = await toInvoiceConfirmed(ilNo);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/inquirys/remittance-receipt',
      cookies: as('demo-buyer'),
      ...(await receiptForm(tilNo)),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect((await staff(ilNo, 'deposit', { decision: 'confirm' })).statusCode).toBe(200);
    return ilNo;
  }
  const listed = async (hidden: boolean) =>
    (await app.inject({ url: `/api/inquirys/list?hidden=${hidden}`, cookies: as('demo-buyer') }))
      .json()
      .list.map((entry: { ilNo: number }) => entry.ilNo) as number[];

  it('keeps the detail, the invoice and Carpay of a hidden paid purchase, and shows it again on request', async () => {
    const ilNo = await paidPurchase();
    expect((await status('demo-buyer', [{ ilNo, action: 'remove' }])).statusCode).toBe(200);
    expect(await listed(false)).not.toContain(ilNo);
    expect(await listed(true)).toContain(ilNo);
    const detail = await app.inject({ url: `/api/inquirys/detail?ilNo=${ilNo}`, cookies: as('demo-buyer') });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().state).toBe(S.depositConfirmed);
    expect(
      (await app.inject({ url: `/api/inquirys/invoice?ilNo=${ilNo}`, cookies: as('demo-buyer') })).statusCode,
    ).toBe(200);
    const carpay = (await app.inject({ url: '/api/inquirys/carpay', cookies: as('demo-buyer') })).json();
    expect(carpay.map((entry: { ilNo: number }) => entry.ilNo)).toContain(ilNo);
    expect(await stateOf(ilNo)).toBe(S.depositConfirmed);

    expect((await status('demo-buyer', [{ ilNo, action: 'restore' }])).statusCode).toBe(200);
    expect(await listed(false)).toContain(ilNo);
    expect((await status('demo-buyer', [{ ilNo, action: 'restore' }])).statusCode).toBe(409);
  });

  it("keeps another buyer's hidden inquiry a 404, and refuses to show again what is not hidden", async () => {
    const { ilNo } = await newInquiry();
    await status('demo-buyer', [{ ilNo, action: 'cancel' }]);
    await status('demo-buyer', [{ ilNo, action: 'remove' }]);
    expect(
      (await app.inject({ url: `/api/inquirys/detail?ilNo=${ilNo}`, cookies: as('demo-partner') })).statusCode,
    ).toBe(404);
    expect((await status('demo-partner', [{ ilNo, action: 'restore' }])).statusCode).toBe(404);
    expect((await status('demo-buyer', [{ ilNo, action: 'remove' }])).statusCode).toBe(409);
  });
});

describe('staff calls', () => {
  it('are refused to visitors (401) and to every other role (403)', async () => {
    const { ilNo } = await newInquiry();
    expect(
      (await app.inject({ method: 'POST', url: `/api/staff/inquiries/${ilNo}/assign`, payload: {} })).statusCode,
    ).toBe(401);
    for (const user of ['demo-buyer', 'demo-seller', 'demo-partner']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/staff/inquiries/${ilNo}/assign`,
        payload: {},
        cookies: as(user),
      });
      expect(response.statusCode, user).toBe(403);
    }
    expect(await stateOf(ilNo)).toBe(S.waitManager);
  });

  it('refuses a step out of order with 409 and records who did each step', async () => {
    const { ilNo } = await newInquiry();
    expect((await staff(ilNo, 'answer', { finalPrice: 100, terms: 'CFR', remarks: '' })).statusCode).toBe(409);
    await staff(ilNo, 'assign');
    const [event] = await database.query<{ actor: string; actor_no: number; from_state: number; to_state: number }>(
      `SELECT actor, actor_no, from_state, to_state FROM inquiry_events WHERE il_no = ${ilNo} ORDER BY event_no DESC LIMIT 1`,
    );
    const [staffUser] = await database.query<{ user_no: number }>(
      "SELECT user_no FROM users WHERE user_id = 'demo-staff'",
    );
    expect(event).toEqual({ actor: 'staff', actor_no: staffUser!.user_no, from_state: 1, to_state: 2 });
  });
});

describe('custom car requests', () => {
  const request = {
    mainContact: '+56 9 1234 5678',
    minYear: 2018,
    maxYear: 2021,
    makerName: 'Hyundai',
    modelName: 'Porter II',
    bodyName: 'Light truck',
    minPrice: 8000,
    maxPrice: 12000,
    description: 'Double cab with a long deck',
  };

  it('saves a request and its pictures for its buyer only', async () => {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/inquirys/car-custom-shop',
      payload: request,
      cookies: as('demo-buyer'),
    });
    expect(saved.statusCode).toBe(201);
    const { ccsNo } = saved.json();
    const picture = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('ccsNo', String(ccsNo));
    form.append('imageList', new Blob([picture], { type: 'image/jpeg' }), 'a.jpg');
    form.append('imageList', new Blob([picture], { type: 'image/jpeg' }), 'b.jpg');
    const encoded = new Request('http://local/', { method: 'POST', body: form });
    const upload = {
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    };
    const added = await app.inject({
      method: 'POST',
      url: '/api/inquirys/car-custom-shop-image',
      cookies: as('demo-buyer'),
      ...upload,
    });
    expect(added.json()).toEqual({ ccsNo, images: 2 });
    const other = await app.inject({
      method: 'POST',
      url: '/api/inquirys/car-custom-shop-image',
      cookies: as('demo-partner'),
      ...upload,
    });
    expect(other.statusCode).toBe(404);
    const mine = (await app.inject({ url: '/api/inquirys/car-custom-shop', cookies: as('demo-buyer') })).json();
    expect(mine[0]).toMatchObject({ ccsNo, images: 2, request: { makerName: 'Hyundai' } });
  });

  it('refuses inverted ranges and sellers', async () => {
    const inverted = await app.inject({
      method: 'POST',
      url: '/api/inquirys/car-custom-shop',
      payload: { ...request, minYear: 2022, maxYear: 2019 },
      cookies: as('demo-buyer'),
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().fields).toHaveProperty('maxYear');
    const seller = await app.inject({
      method: 'POST',
      url: '/api/inquirys/car-custom-shop',
      payload: request,
      cookies: as('demo-seller'),
    });
    expect(seller.statusCode).toBe(403);
  });
});

describe('multi-file uploads: limits and all or nothing', () => {
  const png = (background: string) =>
    sharp({ create: { width: 60, height: 40, channels: 3, background } })
      .png()
      .toBuffer();
  /** PNG magic bytes, then nothing sharp can decode: it passes the type check and fails re-encoding. */
  const brokenPng = async () => Buffer.concat([(await png('#f00')).subarray(0, 33), Buffer.alloc(200, 7)]);
  /**
   * The files under a folder of the run's media. Every test file has its own database but the files of one Vitest
   * worker share its media folder (test/data-dir.ts), so a number (ilNo, ccsNo) may already have files of another file's test: compare before and after.
   */
  const storedUnder = (folder: string) => {
    const dir = path.join(testDataDir(), 'media', folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };

  async function form(fields: Record<string, string>, field: string, files: Buffer[]) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    files.forEach((data, index) => body.append(field, new Blob([data], { type: 'image/png' }), `f${index}.png`));
    const request = new Request('http://local/', { method: 'POST', body });
    return {
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')! },
    };
  }

  async function customRequest(): Promise<number> {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/inquirys/car-custom-shop',
      payload: { mainContact: '+56 9 1234 5678', makerName: 'Kia', modelName: 'Bongo', description: 'Any colour' },
      cookies: as('demo-buyer'),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json().ccsNo;
  }

  it('refuses a sixth receipt with 413 naming the limit of 5, storing none and leaving the state', async () => {
    const { ilNo } = await newInquiry();
    const tilNo = await toInvoiceConfirmed(ilNo);
    const stored = storedUnder(`receipts/${ilNo}`);
    const picture = await png('#eee');
    const response = await app.inject({
      method: 'POST',
      url: '/api/inquirys/remittance-receipt',
      cookies: as('demo-buyer'),
      ...(await form({ tilNo: String(tilNo) }, 'list', Array(6).fill(picture))),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Too many files. The limit is 5 per upload.');
    expect(storedUnder(`receipts/${ilNo}`)).toEqual(stored);
    expect(await stateOf(ilNo)).toBe(S.invoiceConfirm);
  });

  it('keeps no receipt when a later one of the same upload cannot be decoded', async () => {
    const { ilNo } = await newInquiry();
    const tilNo = await toInvoiceConfirmed(ilNo);
    const stored = storedUnder(`receipts/${ilNo}`);
    const response = await app.inject({
      method: 'POST',
      url: '/api/inquirys/remittance-receipt',
      cookies: as('demo-buyer'),
      ...(await form({ tilNo: String(tilNo) }, 'list', [await png('#eee'), await brokenPng()])),
    });
    expect(response.statusCode).toBe(415);
    expect(storedUnder(`receipts/${ilNo}`)).toEqual(stored);
    expect(await stateOf(ilNo)).toBe(S.invoiceConfirm);
  });

  it('refuses an eleventh custom request picture with 413, and keeps none of a batch with a broken one', async () => {
    const ccsNo = await customRequest();
    const stored = storedUnder(`custom-requests/${ccsNo}`);
    const upload = async (files: Buffer[]) =>
      app.inject({
        method: 'POST',
        url: '/api/inquirys/car-custom-shop-image',
        cookies: as('demo-buyer'),
        ...(await form({ ccsNo: String(ccsNo) }, 'imageList', files)),
      });
    const tooMany = await upload(Array(11).fill(await png('#0f0')));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('Too many files. The limit is 10 per upload.');
    const broken = await upload([await png('#0f0'), await png('#00f'), await brokenPng()]);
    expect(broken.statusCode).toBe(415);
    expect(storedUnder(`custom-requests/${ccsNo}`)).toEqual(stored);
    const mine = (await app.inject({ url: '/api/inquirys/car-custom-shop', cookies: as('demo-buyer') })).json();
    expect(mine.find((row: { ccsNo: number }) => row.ccsNo === ccsNo).images).toBe(0);
  });
});

describe("the buyer's mail and texts of the steps (issue 14)", () => {
  /** A buyer in the Emirates who reads the site in Arabic and accepts texts. */
  async function arabicBuyer(): Promise<{ email: string; phone: string }> {
    await database.query(
      `INSERT INTO users (user_id, user_flag, name, email, phone, country_code, language, sms_recive, password_hash)
       SELECT 'layla-buyer', 0, 'ليلى', 'layla@example.com', '+971501234567', 'AE', 3, true, password_hash
       FROM users WHERE user_id = 'demo-buyer'`,
    );
    sid['layla-buyer'] = await loginCookie(app, 'layla-buyer');
    return { email: 'layla@example.com', phone: '+971501234567' };
  }
  const sentTo = (recipient: string) =>
    database.query<{ channel: string; subject: string; body: string }>(
      'SELECT channel, subject, body FROM outbox WHERE recipient = $1 ORDER BY id',
      [recipient],
    );

  it("mails and texts the answer, the invoice, a refused receipt and the deposit, in the buyer's language", async () => {
    const { email, phone } = await arabicBuyer();
    const { ilNo } = await newInquiry('layla-buyer');
    const number = `IQ${ilNo}`;
    const link = `http://localhost:3000/users/inquiry/detail/${ilNo}`;
    await toAnswered(ilNo);
    let mails = await sentTo(email);
    // Assigning a manager and preparing the answer are staff's own steps: only the answer is told.
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`ردّنا على استفسارك ${number} جاهز`);
    expect(mails[0]!.body).toContain('$12,500، CFR Iquique');
    expect(mails[0]!.body).toContain(link);
    expect((await sentTo(phone)).map((text) => text.body)).toEqual([
      `RH Group: الرد على استفسارك ${number} جاهز ($12,500). ${link}`,
    ]);

    const tilNo = await answeredToInvoiceConfirmed(ilNo, 'layla-buyer');
    const detail = (await app.inject({ url: `/api/inquirys/detail?ilNo=${ilNo}`, cookies: as('layla-buyer') })).json();
    mails = await sentTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`الفاتورة ${detail.invoice.number} لاستفسارك ${number}`);
    expect(mails[1]!.body).toContain('$12,500');
    expect(mails[1]!.body).toContain(`${detail.invoice.depositDeadline.slice(0, 16).replace('T', ' ')} UTC`);

    const upload = () =>
      receiptForm(tilNo).then((form) =>
        app.inject({ method: 'POST', url: '/api/inquirys/remittance-receipt', cookies: as('layla-buyer'), ...form }),
      );
    expect((await upload()).statusCode).toBe(201);
    const reason = 'The amount on the receipt is not the invoice amount';
    expect((await staff(ilNo, 'deposit', { decision: 'reject', reason })).statusCode).toBe(200);
    mails = await sentTo(email);
    expect(mails).toHaveLength(3);
    expect(mails[2]!.subject).toBe(`لم يُقبل إيصال التحويل لاستفسارك ${number}`);
    expect(mails[2]!.body).toContain(`السبب: ${reason}`);

    expect((await upload()).statusCode).toBe(201);
    expect((await staff(ilNo, 'deposit', { decision: 'confirm' })).statusCode).toBe(200);
    mails = await sentTo(email);
    expect(mails.map((mail) => mail.subject).at(-1)).toBe(`تم استلام الدفعة: اكتمل شراؤك ${number}`);
    // Four steps told, by mail and by text; the buyer's own steps (invoice request, confirmation, receipts) are not.
    expect(mails).toHaveLength(4);
    expect(await sentTo(phone)).toHaveLength(4);
    expect(await database.query('SELECT id FROM message_queue')).toEqual([]);
  });

  it('mails a buyer who takes no texts, and tells nothing of a refused step', async () => {
    const { ilNo } = await newInquiry();
    for (const step of ['assign', 'prepare']) await staff(ilNo, step);
    const answer = { finalPrice: 9_900, terms: 'FOB Incheon', remarks: '' };
    expect((await staff(ilNo, 'answer', answer)).statusCode).toBe(200);
    expect((await staff(ilNo, 'answer', answer)).statusCode).toBe(409);
    const mails = (await sentTo('demo-buyer@example.com')).filter((mail) => mail.subject.includes(`IQ${ilNo} `));
    expect(mails.map((mail) => mail.subject)).toEqual([`Our answer to your inquiry IQ${ilNo} is ready`]);
    const [buyer] = await database.query<{ phone: string }>("SELECT phone FROM users WHERE user_id = 'demo-buyer'");
    expect(await sentTo(buyer!.phone)).toEqual([]);
  });

  it('tells the buyer when the deposit deadline passes', async () => {
    const { ilNo } = await newInquiry();
    const tilNo = await toInvoiceConfirmed(ilNo);
    await database.query(
      `UPDATE invoices SET deposit_deadline = now() - interval '1 hour' WHERE invoice_no = ${tilNo}`,
    );
    expect(await expireInvoices(database, await testNotices())).toContain(ilNo);
    const mails = await sentTo('demo-buyer@example.com');
    expect(mails.map((mail) => mail.subject)).toContain(`The invoice for your inquiry IQ${ilNo} has expired`);
  });
});
