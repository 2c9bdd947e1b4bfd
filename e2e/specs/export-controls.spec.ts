import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, login, ok, useLanguage, visit } from '../browser-session.ts';
import { BUYER_CONSIGNEES } from '../buyer-consignees.ts';
import { expect, test } from '../fixtures.ts';
import { invoicedInquiry } from '../invoiced-inquiry.ts';
import { pdf } from '../paid-inquiry.ts';

/** Issue 28: Korea's export controls refuse an inquiry; the invoice check says "Paid" only once staff confirmed it. */

test.use({ buyerProfile: { consignees: BUYER_CONSIGNEES } });

/** A passenger car for sale with an engine of 2,000 cc or more: Korea bars it from Russia. */
async function bigEngineCar(request: APIRequestContext): Promise<{ itemNo: number; cc: number }> {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const [, itemNo] of xml.matchAll(/\/item\/detail\/car\/(\d+)</g)) {
    const detail = await request.get(`/api/pages/detail?itemNo=${itemNo}`);
    if (!detail.ok()) continue;
    const { item } = (await detail.json()) as { item: { flag: number; partners: boolean; cc: number | null } };
    if (item.flag !== 0 || item.partners || item.cc === null || item.cc < 2000) continue;
    const verdict = await request.get(`/api/export-controls/verdict?itemNo=${itemNo}&countryCode=RU`);
    const { result } = (await verdict.json()) as { result: { verdict: string; reason?: string } };
    if (result.verdict === 'refused' && result.reason === 'controlled') return { itemNo: Number(itemNo), cc: item.cc };
  }
  throw new Error('no passenger car of 2,000 cc or more for sale');
}

/** Chooses Russia and its first port in the inquiry dialog of the car's page. */
async function inquireToRussia(page: Page, itemNo: number, names: Record<string, string>) {
  await visit(page, `/item/detail/car/${itemNo}`);
  await page.getByRole('button', { name: names.inquiry }).click();
  const dialog = page.getByRole('dialog', { name: names.dialog });
  await dialog.getByRole('combobox', { name: names.country }).selectOption({ label: names.russia });
  await dialog.getByRole('combobox', { name: names.port }).selectOption({ index: 1 });
  return dialog;
}

test('a buyer in English choosing Russia for a big-engine car is warned, then refused; staff see the attempt', async ({
  page,
  browser,
  buyer,
}) => {
  test.setTimeout(120_000);
  await login(page, buyer);
  const car = await bigEngineCar(page.request);
  const dialog = await inquireToRussia(page, car.itemNo, {
    inquiry: 'Inquiry',
    dialog: 'go to inquiry',
    country: 'Country',
    port: 'Port',
    russia: 'Russia',
  });
  const warning = dialog.getByRole('status', { name: "Korea's export controls to Russia" });
  await expect(warning).toContainText(
    "Korea's export controls do not allow vehicles of this type with an engine of 2000 cc or more to be exported to Russia",
  );
  await expect(warning).toContainText('not yet verified by our staff');
  await expect(warning.getByRole('link', { name: 'www.motie.go.kr' })).toBeVisible();

  // The server refuses the inquiry itself: the buyer goes on anyway and is told why.
  await dialog.getByRole('button', { name: 'fast inquiry' }).click();
  await dialog.getByRole('textbox', { name: 'Requirements' }).fill('Ship to Vladivostok, please.');
  await dialog.getByRole('button', { name: 'inquiry', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We cannot take this inquiry' })).toContainText(
    "Korea's export controls do not allow this vehicle to be exported to Russia",
  );
  await expect(page.getByRole('dialog', { name: 'finish' })).toHaveCount(0);

  const staff = await (await browser.newContext()).newPage();
  await login(staff, 'demo-staff');
  await visit(staff, '/admin/export-controls');
  const controls = staff.getByRole('table', { name: "Korea's export controls by destination" });
  await expect(controls.getByRole('row').filter({ hasText: 'Passenger cars' }).first()).toContainText(
    '2000 cc and over',
  );
  const refused = staff.getByRole('table', { name: 'Inquiries refused by an export control' });
  await expect(refused.getByRole('row').filter({ hasText: buyer.id }).first()).toContainText(`CB${car.itemNo}`);
  await staff.close();
});

test('a buyer in Russian is refused in Russian', async ({ page, buyer }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 4);
  await login(page, buyer);
  const car = await bigEngineCar(page.request);
  const dialog = await inquireToRussia(page, car.itemNo, {
    inquiry: 'Запрос на покупку',
    dialog: 'перейти к запросу',
    country: 'Страна',
    port: 'Порт',
    russia: 'Россия',
  });
  await expect(dialog.getByRole('status', { name: 'Экспортный контроль Кореи: Россия' })).toContainText('от 2000 см³');
  await dialog.getByRole('button', { name: 'быстрый запрос' }).click();
  await dialog.getByRole('textbox', { name: 'Требования' }).fill('Во Владивосток, пожалуйста.');
  await dialog.getByRole('button', { name: 'отправить запрос', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Мы не можем принять этот запрос' })).toContainText(
    'Экспортный контроль Кореи не разрешает вывоз этого автомобиля в страну «Россия»',
  );
});

test('the check page of an invoice with an unconfirmed receipt does not say "Paid", in English and Russian', async ({
  page,
  baseURL,
  buyer: buyerAccount,
}) => {
  test.setTimeout(120_000);
  const buyer = await apiAs(baseURL!, buyerAccount);
  const staff = await apiAs(baseURL!, 'demo-staff');
  const { ilNo } = await invoicedInquiry(
    buyer,
    staff,
    {
      userName: 'Ivan Petrov',
      userPhone: '+56 9 5555 1234',
      userEmail: 'ivan@example.com',
      userConsigneeName: 'Petrov Trading',
      address: 'Av. Grecia 10, Antofagasta',
    },
    9_800,
  );
  await ok(buyer.put('/api/inquirys/status', { data: { updateList: [{ ilNo, action: 'confirmInvoice' }] } }));
  const { invoice } = (await (await buyer.get(`/api/inquirys/detail?ilNo=${ilNo}`)).json()) as {
    invoice: { invoiceNo: number; verificationCode: string };
  };
  await ok(
    buyer.post('/api/inquirys/remittance-receipt', {
      multipart: {
        tilNo: String(invoice.invoiceNo),
        list: { name: 'tt.pdf', mimeType: 'application/pdf', buffer: pdf },
      },
    }),
  );

  await visit(page, `/verify/${invoice.verificationCode}`);
  await expect(page.getByText('Receipt received, being checked')).toBeVisible();
  await expect(page.getByText(/Paid/)).toHaveCount(0);
  await useLanguage(page, 4);
  await visit(page, `/verify/${invoice.verificationCode}`);
  await expect(page.getByText('Квитанция получена, проверяется')).toBeVisible();
  await expect(page.getByText(/Оплачен/)).toHaveCount(0);

  await ok(staff.post(`/api/staff/inquiries/${ilNo}/deposit`, { data: { decision: 'confirm' } }));
  await visit(page, `/verify/${invoice.verificationCode}`);
  await expect(page.getByText('Оплачен: не платите повторно')).toBeVisible();
  await buyer.dispose();
  await staff.dispose();
});
