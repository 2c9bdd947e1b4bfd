import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { apiAs } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';
import { invoicedInquiry } from '../invoiced-inquiry.ts';

const screenshots = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** The invoice in `lang` as the buyer downloads it, its first page drawn as a PNG, and its text. */
async function invoiceIn(buyer: APIRequestContext, ilNo: number, lang: number, name: string) {
  const response = await buyer.get(`/api/inquirys/invoice?ilNo=${ilNo}&lang=${lang}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  mkdirSync(screenshots, { recursive: true });
  const pdf = `${screenshots}${name}.pdf`;
  writeFileSync(pdf, await response.body());
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdf, `${screenshots}${name}`]);
  // A drawn page, not a blank one: text and tables make the PNG far larger than an empty A4 page.
  expect(statSync(`${screenshots}${name}.png`).size).toBeGreaterThan(20_000);
  return execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
}

test('the invoice PDF in Korean and in Arabic, drawn with pdftoppm (issue 14)', async ({
  baseURL,
  buyer: buyerAccount,
}) => {
  test.setTimeout(120_000);
  const buyer = await apiAs(baseURL!, buyerAccount);
  const staff = await apiAs(baseURL!, 'demo-staff');
  const { ilNo, chassisNo } = await invoicedInquiry(
    buyer,
    staff,
    {
      userName: 'ليلى حداد',
      userPhone: '+962 79 000 0000',
      userEmail: 'layla@example.com',
      userConsigneeName: 'شركة حداد للسيارات',
      address: 'شارع 12 الملك، عمّان',
    },
    15_800,
  );

  const korean = await invoiceIn(buyer, ilNo, 0, 'invoice-ko');
  expect(korean).toContain('상업 송장');
  expect(korean).toContain(chassisNo);
  expect(korean).toContain('15,800');

  const arabic = await invoiceIn(buyer, ilNo, 3, 'invoice-ar');
  expect(arabic).toContain(chassisNo);
  expect(arabic).toContain('15,800');
  expect(arabic).toMatch(/INV-\d{4}-/);

  await buyer.dispose();
  await staff.dispose();
});
