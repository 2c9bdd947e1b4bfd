import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { apiAs } from '../browser-session.ts';
import { carsWithFreight, itemsInOpenInquiries } from '../freight-items.ts';

const screenshots = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

async function ok(response: Promise<APIResponse>): Promise<APIResponse> {
  const answer = await response;
  expect(answer.ok(), `${answer.status()} ${await answer.text()}`).toBe(true);
  return answer;
}

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

test('the invoice PDF in Korean and in Arabic, drawn with pdftoppm (issue 14)', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const buyer = await apiAs(baseURL!, 'demo-buyer');
  const staff = await apiAs(baseURL!, 'demo-staff');
  const taken = await itemsInOpenInquiries(buyer);
  const cars = (await carsWithFreight(buyer, 10)).filter((car) => !taken.has(car.itemNo));
  const car = cars.at(-1);
  expect(car, 'a car for sale that the buyer has not inquired about').toBeDefined();
  const detail = (await (await buyer.get(`/api/pages/detail?itemNo=${car!.itemNo}`)).json()) as {
    item: { chassisNo: string };
    countryList: { countryNo: number; countryCode: string }[];
  };
  const chile = detail.countryList.find((country) => country.countryCode === 'CL')!;

  const saved = await ok(
    buyer.post('/api/inquirys/inquiry', {
      data: {
        selectCountry: chile.countryNo,
        selectPort: car!.port.portNo,
        userName: 'ليلى حداد',
        userPhone: '+962 79 000 0000',
        userEmail: 'layla@example.com',
        userConsigneeName: 'شركة حداد للسيارات',
        userConsigneeAddress: 'شارع 12 الملك، عمّان',
        userDocumentAddress: 'شارع 12 الملك، عمّان',
        contents: 'Please ship with the next sailing.',
        itemList: [{ itemNo: car!.itemNo, smvpNo: car!.offer.smvpNo }],
      },
    }),
  );
  const { ilNo } = (await saved.json()) as { ilNo: number };
  const step = (path: string, data: object = {}) => ok(staff.post(`/api/staff/inquiries/${ilNo}/${path}`, { data }));
  await step('assign');
  await step('prepare');
  await step('answer', { finalPrice: 15_800, terms: 'CFR Iquique', remarks: 'Includes export clearance.' });
  await ok(buyer.put('/api/inquirys/status', { data: { updateList: [{ ilNo, action: 'requestInvoice' }] } }));
  await step('invoice');

  const korean = await invoiceIn(buyer, ilNo, 0, 'invoice-ko');
  expect(korean).toContain('상업 송장');
  expect(korean).toContain(detail.item.chassisNo);
  expect(korean).toContain('15,800');

  const arabic = await invoiceIn(buyer, ilNo, 3, 'invoice-ar');
  expect(arabic).toContain(detail.item.chassisNo);
  expect(arabic).toContain('15,800');
  expect(arabic).toMatch(/INV-\d{4}-/);

  await buyer.dispose();
  await staff.dispose();
});
