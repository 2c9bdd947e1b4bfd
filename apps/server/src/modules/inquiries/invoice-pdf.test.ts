import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd, INQUIRY_STATE as S } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestHarness } from '../../test/app.ts';
import { loginCookie } from '../users/test-helpers.ts';
import { PORT_WITHOUT_EXPORT_CONTROLS } from './test-inquiry.ts';

const EXPORTER = {
  name: 'Hanbit Motors Export Co., Ltd.',
  address: '77 Songdo-dong, Yeonsu-gu, Incheon, Republic of Korea',
  phone: '+82 32 555 0100',
  email: 'export@hanbit.example.com',
};
const HAS_PDFTOTEXT = !spawnSync('pdftotext', ['-v']).error;

let app: FastifyInstance;
let database: Database;
let sid: string;
let staffSid: string;
const usedItems = new Set<number>();

beforeAll(async () => {
  ({ app, database } = await createTestHarness({ exporter: EXPORTER }));
  sid = await loginCookie(app, 'demo-buyer');
  staffSid = await loginCookie(app, 'demo-staff');
});
afterAll(() => app.close());

interface Car {
  itemNo: number;
  year: number;
  chassisNo: string;
  engMaker: string;
  engDetailModel: string;
  sellPrice: number;
  discountPrice: number | null;
}

/**
 * A car for sale with a detail model (on Super Sale with a discount when asked), not used by another test, inquired by
 * the buyer and invoiced by staff.
 */
async function invoicedInquiry(consigneeAddress: string, superSale = false): Promise<{ ilNo: number; car: Car }> {
  const rows = await database.query<Record<string, string> & { smvp_no: number; port_no: number; country_no: number }>(
    `SELECT DISTINCT ON (i.item_no) i.item_no, i.year, i.chassis_no, i.sell_price, i.discount_price, m.eng_maker,
            d.eng_detail_model, o.smvp_no, o.port_no, p.country_no
     FROM items i JOIN makers m ON m.maker_no = i.maker_no JOIN detail_models d ON d.detail_model_no = i.detail_model_no
     JOIN vessel_offers o ON o.cfvt_no = i.cfvt_no AND NOT o.ask_flag AND o.count > 0 JOIN ports p ON p.port_no = o.port_no
     WHERE i.flag = 0 AND NOT i.secret AND i.seller_no <> (SELECT user_no FROM users WHERE user_id = 'demo-buyer')
       AND ${superSale ? 'i.partners AND i.discount_price < i.sell_price' : 'NOT i.partners'}
       AND ${PORT_WITHOUT_EXPORT_CONTROLS}
     ORDER BY i.item_no, o.smvp_no LIMIT 20`,
  );
  const row = rows.find((candidate) => !usedItems.has(Number(candidate.item_no)))!;
  usedItems.add(Number(row.item_no));
  const car = {
    itemNo: Number(row.item_no),
    year: Number(row.year),
    chassisNo: row.chassis_no!,
    engMaker: row.eng_maker!,
    engDetailModel: row.eng_detail_model!,
    sellPrice: Number(row.sell_price),
    discountPrice: row.discount_price === null ? null : Number(row.discount_price),
  };
  const sent = await app.inject({
    method: 'POST',
    url: '/api/inquirys/inquiry',
    cookies: { sid },
    payload: {
      selectCountry: row.country_no,
      selectPort: row.port_no,
      userName: 'Maria Gonzalez',
      userPhone: '+56 9 1234 5678',
      userEmail: 'maria@example.com',
      userConsigneeName: 'Gonzalez Importadora SpA',
      userConsigneeAddress: consigneeAddress,
      userDocumentAddress: consigneeAddress,
      contents: 'Please ship with the next sailing.',
      itemList: [{ itemNo: car.itemNo, smvpNo: row.smvp_no, terms: 'CFR', price: 1, askFlag: false }],
    },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const ilNo = sent.json().ilNo as number;
  const staff = (step: string, body: object = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/staff/inquiries/${ilNo}/${step}`,
      payload: body,
      cookies: { sid: staffSid },
    });
  for (const [step, body] of [
    ['assign', {}],
    ['prepare', {}],
    ['answer', { finalPrice: 12_500, terms: 'CFR', remarks: 'Includes inland transport to port' }],
  ] as const) {
    expect((await staff(step, body)).statusCode).toBe(200);
  }
  expect((await status(ilNo, 'requestInvoice')).statusCode).toBe(200);
  expect((await staff('invoice')).statusCode).toBe(200);
  return { ilNo, car };
}

const status = (ilNo: number, action: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/inquirys/status',
    payload: { updateList: [{ ilNo, action }] },
    cookies: { sid },
  });
const download = (ilNo: number, language: number) =>
  app.inject({ url: `/api/inquirys/invoice?ilNo=${ilNo}&lang=${language}`, cookies: { sid } });

/** The PDF's text as poppler extracts it, without the direction marks it adds around right-to-left words. */
function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
  try {
    fs.writeFileSync(path.join(dir, 'invoice.pdf'), pdf);
    return execFileSync('pdftotext', [path.join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' }).replace(
      /[\u200e\u200f\u202a-\u202e]/g,
      '',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Noto Sans Arabic draws a letter's dots as glyphs of their own, so the extracted text may name any letter of the same
 * skeleton (ب ت ث ن ي, ج ح خ, ...); compare skeletons.
 */
const SKELETONS: [RegExp, string][] = [
  [/[بتثنيئى]/g, 'ب'],
  [/[جحخ]/g, 'ح'],
  [/[دذ]/g, 'د'],
  [/[رز]/g, 'ر'],
  [/[سش]/g, 'س'],
  [/[صض]/g, 'ص'],
  [/[طظ]/g, 'ط'],
  [/[عغ]/g, 'ع'],
  [/[فق]/g, 'ف'],
  [/[هة]/g, 'ه'],
  [/[اأإآ]/g, 'ا'],
  [/[وؤ]/g, 'و'],
];
const skeleton = (text: string) => SKELETONS.reduce((out, [letters, base]) => out.replace(letters, base), text);

describe.skipIf(!HAS_PDFTOTEXT)(
  'the invoice PDF (its text read with pdftotext from poppler-utils; skipped without it)',
  () => {
    it('is in Korean for a Korean buyer, with the exporter and the chassis number', async () => {
      const { ilNo, car } = await invoicedInquiry('Av. Arturo Prat 123, Iquique, Chile');
      const response = await download(ilNo, 0);
      expect(response.statusCode, response.body).toBe(200);
      const text = pdfText(response.rawPayload);
      for (const label of ['상업 송장', '수출자', '차대번호', '청구 금액']) expect(text).toContain(label);
      for (const line of Object.values(EXPORTER)) expect(text).toContain(line);
      expect(text).toContain(car.chassisNo);
    });

    it('is in Arabic for an Arabic buyer, with the digits of an address in order and the model once', async () => {
      const { ilNo, car } = await invoicedInquiry('شارع 4815 الملك، الرياض');
      const response = await download(ilNo, 3);
      expect(response.statusCode, response.body).toBe(200);
      const text = pdfText(response.rawPayload);
      for (const word of ['فاتورة', 'تجارية', 'رقم', 'الشاسيه', 'المبلغ', 'المستحق', 'الملك', 'الرياض']) {
        expect(skeleton(text)).toContain(skeleton(word));
      }
      expect(text).toContain('4815');
      expect(text).not.toContain('5184');
      expect(text).toContain(car.chassisNo);
      expect(text).toContain(EXPORTER.name);
      expect(text).toContain(`${car.year} ${car.engMaker} ${car.engDetailModel}`);
      expect(text).not.toContain(`(${car.engDetailModel})`);
    });

    it('prints dates, amounts and numbers left to right inside Arabic lines (issue 14)', async () => {
      const { ilNo } = await invoicedInquiry('شارع 4815 الملك، الرياض');
      const detail = await app.inject({ url: `/api/inquirys/detail?ilNo=${ilNo}`, cookies: { sid } });
      const invoice = detail.json().invoice as { issuedAt: string; depositDeadline: string; number: string };
      const text = pdfText((await download(ilNo, 3)).rawPayload);
      for (const date of [invoice.issuedAt, invoice.depositDeadline].map((iso) => iso.slice(0, 10))) {
        expect(text).toContain(date);
        expect(text).not.toContain(date.split('-').reverse().join('-'));
      }
      expect(text).toContain(invoice.number);
      expect(text).toContain('$12,500');
      expect(text).not.toContain('12,500$');
    });

    it('prints a Super Sale vehicle at the discount price it was quoted at, beside its sell price', async () => {
      const { ilNo, car } = await invoicedInquiry('Av. Arturo Prat 123, Iquique, Chile', true);
      const text = pdfText((await download(ilNo, 1)).rawPayload);
      expect(text).toContain(`Price: ${formatUsd(car.sellPrice)}`);
      expect(text).toContain(`Discount price: ${formatUsd(car.discountPrice!)}`);
      const plain = await invoicedInquiry('Av. Arturo Prat 123, Iquique, Chile');
      expect(pdfText((await download(plain.ilNo, 1)).rawPayload)).not.toContain('Discount price');
    });

    it('carries its verification link and code, the active account and the warning, in the buyer language', async () => {
      const { ilNo } = await invoicedInquiry('Av. Arturo Prat 123, Iquique, Chile');
      const detail = await app.inject({ url: `/api/inquirys/detail?ilNo=${ilNo}`, cookies: { sid } });
      const { verificationCode } = detail.json().invoice as { verificationCode: string };
      const text = pdfText((await download(ilNo, 5)).rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain(`http://localhost:3000/verify/${verificationCode}`);
      expect(text).toContain(verificationCode.replace(/(.{4})(?=.)/g, '$1 '));
      expect(text).toContain('SWIFT HVBKKRSE');
      expect(text).toContain('Nunca cambiamos los datos bancarios por correo electrónico.');
    });

    it('keeps the fonts subset: a whole invoice stays small', async () => {
      const { ilNo } = await invoicedInquiry('서울특별시 중구 세종대로 110');
      const response = await download(ilNo, 0);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(300_000);
    });
  },
);

describe('an invoice with no active account to pay', () => {
  it('is not printed: a localized 409 instead of a PDF naming an account off the list', async () => {
    const { ilNo } = await invoicedInquiry('Av. Arturo Prat 123, Iquique, Chile');
    await database.query('UPDATE bank_accounts SET active = false');
    try {
      const refused = await download(ilNo, 1);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^No beneficiary bank account is set up yet/);
    } finally {
      await database.query('UPDATE bank_accounts SET active = true');
    }
  });
});

describe('an expired invoice', () => {
  it('is refused with a localized 409, after expiry and while the reissue is awaited', async () => {
    const { ilNo } = await invoicedInquiry('Av. Arturo Prat 123, Iquique, Chile');
    await database.query(`UPDATE inquiries SET state = ${S.invoiceExpired} WHERE il_no = ${ilNo}`);
    const expired = await download(ilNo, 1);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(
      'This invoice has expired. Request a reissue; the new invoice can be downloaded once it is issued.',
    );

    expect((await status(ilNo, 'requestReissue')).statusCode).toBe(200);
    const awaited = await download(ilNo, 0);
    expect(awaited.statusCode).toBe(409);
    expect(awaited.json().message).toContain('만료');
  });
});
