import type { APIRequestContext } from '@playwright/test';
import type { LandedCostRate } from '@market/domain';
import { apiAs, login, ok, useLanguage, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';
import { BOOKED, paidInquiry, pdf, sealLoadingSet } from '../paid-inquiry.ts';

/** Issue 18: the landed cost estimate beside the price, by destination; staff change a rate and the page follows. */

/** A car for sale (category 1), found through the sitemap as a buyer would. */
async function carForSale(request: APIRequestContext): Promise<number> {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const [, itemNo] of xml.matchAll(/\/item\/detail\/car\/(\d+)</g)) {
    const response = await request.get(`/api/pages/detail?itemNo=${itemNo}`);
    if (!response.ok()) continue;
    const { item } = (await response.json()) as { item: { itemNo: number; category: number; flag: number } };
    if (item.category === 1 && item.flag === 0) return item.itemNo;
  }
  throw new Error('no car for sale');
}

test.describe.configure({ mode: 'serial' });

test('a buyer in English sees the estimate change with the country, "estimate, not a quote"', async ({
  page,
  buyer,
}) => {
  await login(page, buyer);
  const itemNo = await carForSale(page.request);
  await visit(page, `/item/detail/car/${itemNo}`);
  const country = page.getByRole('combobox', { name: 'Destination country' });

  await country.selectOption({ label: 'Kenya' });
  const kenya = page.getByRole('region', { name: 'Estimated cost at home: Kenya' });
  await expect(kenya).toContainText('Estimate, not a quote');
  await expect(kenya.getByRole('rowheader', { name: /^Import duty/ })).toContainText('25% of customs value');
  await expect(kenya.getByRole('rowheader', { name: /^Levy IDF/ })).toBeVisible();
  await expect(kenya.getByRole('link', { name: 'www.kra.go.ke' })).toHaveAttribute('href', 'https://www.kra.go.ke/');
  const kenyaTotal = await kenya.getByRole('row', { name: /Estimated total at home/ }).textContent();

  await country.selectOption({ label: 'Tanzania' });
  const tanzania = page.getByRole('region', { name: 'Estimated cost at home: Tanzania' });
  await expect(tanzania.getByRole('rowheader', { name: /^Excise on old vehicles/ })).toBeVisible();
  await expect(tanzania.getByRole('row', { name: /Estimated total at home/ })).not.toHaveText(kenyaTotal!);

  await country.selectOption({ label: 'France' });
  await expect(page.getByRole('region', { name: 'Estimated cost at home: France' })).toContainText(
    'No estimate for this country yet.',
  );

  // In the inquiry dialog's terms step, the chosen vessel's freight joins the customs value.
  await page.getByRole('button', { name: 'Inquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'go to inquiry' });
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Kenya' });
  await dialog.getByRole('combobox', { name: 'Port' }).selectOption({ index: 1 });
  const terms = dialog.getByRole('region', { name: 'Estimated cost at home: Kenya' });
  await expect(terms).toContainText('Estimate, not a quote');
  await expect(terms).toContainText(/your C&F\/CIF total|without freight/);
});

test('a buyer in Arabic reads the estimate right to left', async ({ page, buyer }) => {
  await useLanguage(page, 3);
  await login(page, buyer);
  const itemNo = await carForSale(page.request);
  await visit(page, `/item/detail/car/${itemNo}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const country = page.getByRole('combobox', { name: 'بلد الوجهة' });
  await country.selectOption({ label: 'كينيا' });
  const kenya = page.getByRole('region', { name: 'التكلفة التقديرية في بلدك: كينيا' });
  await expect(kenya).toContainText('تقدير وليس عرض سعر');
  await expect(kenya.getByRole('rowheader', { name: /^رسوم الاستيراد/ })).toBeVisible();
  await country.selectOption({ label: 'تنزانيا' });
  await expect(page.getByRole('region', { name: 'التكلفة التقديرية في بلدك: تنزانيا' })).toContainText('الإجمالي');
});

test('staff change a rate in the console and the detail page follows', async ({ page, browser, baseURL, buyer }) => {
  const staff = await apiAs(baseURL!, 'demo-staff');
  const rates = (await (await staff.get('/api/staff/landed-cost-rates')).json()) as LandedCostRate[];
  const kenya = rates.find((rate) => rate.countryCode === 'KE' && rate.category === 1)!;
  const { rateNo, updatedAt: _, ...seeded } = kenya;
  try {
    const consolePage = await (await browser.newContext({ baseURL })).newPage();
    await login(consolePage, 'demo-staff');
    await visit(consolePage, '/admin/landed-cost');
    const row = consolePage
      .getByRole('table', { name: 'Landed cost rates by destination' })
      .getByRole('row', { name: /^KE/ });
    await expect(row).toContainText('To verify');
    await expect(row.getByRole('link', { name: 'www.kra.go.ke' })).toBeVisible();
    await row.getByRole('button', { name: 'Edit the rates of KE (Cars)' }).click();
    const dialog = consolePage.getByRole('dialog', { name: 'Edit the rates of KE (Cars)' });
    await dialog
      .getByRole('group', { name: 'Line 1: Import duty' })
      .getByRole('spinbutton', { name: 'Rate (%)' })
      .fill('35');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Import duty 35%');
    await consolePage.context().close();

    await login(page, buyer);
    const itemNo = await carForSale(page.request);
    await visit(page, `/item/detail/car/${itemNo}`);
    await page.getByRole('combobox', { name: 'Destination country' }).selectOption({ label: 'Kenya' });
    const region = page.getByRole('region', { name: 'Estimated cost at home: Kenya' });
    await expect(region.getByRole('rowheader', { name: /^Import duty/ })).toContainText('35% of customs value');
  } finally {
    await staff.put(`/api/staff/landed-cost-rates/${rateNo}`, { data: seeded });
    await staff.dispose();
  }
});

test('after arrival the buyer uploads the customs assessment, staff record the amount, the console shows the error per country', async ({
  page,
  browser,
  baseURL,
  buyer: buyerAccount,
}) => {
  test.setTimeout(180_000);
  const buyer = await apiAs(baseURL!, buyerAccount);
  const staff = await apiAs(baseURL!, 'demo-staff');
  const ilNo = await paidInquiry(buyer, staff, 'KE');
  const move = (data: object) => ok(staff.post(`/api/staff/shipments/${ilNo}/step`, { data }));
  await move(BOOKED);
  await sealLoadingSet(staff, ilNo);
  await move({ step: 'loaded', on: '2026-11-27' });
  await move({ step: 'departed', on: '2026-11-28', eta: '2026-12-30' });
  // Before arrival there is nothing to send.
  expect((await buyer.get(`/api/inquirys/customs-assessment?ilNo=${ilNo}`)).ok()).toBe(true);
  await move({ step: 'arrived', on: '2027-01-04' });

  await login(page, buyerAccount);
  await visit(page, `/users/inquiry/detail/${ilNo}`);
  const section = page.getByRole('region', { name: 'Customs assessment' });
  await section.locator('input[type=file]').setInputFiles({
    name: 'kra-assessment.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(section.getByRole('link', { name: 'kra-assessment.pdf' })).toBeVisible();
  // Another buyer gets nothing of it.
  const other = await apiAs(baseURL!, 'demo-dealer');
  expect((await other.get(`/api/inquirys/customs-assessment/file?ilNo=${ilNo}`)).status()).toBe(404);

  const consolePage = await (await browser.newContext({ baseURL })).newPage();
  await login(consolePage, 'demo-staff');
  await visit(consolePage, `/admin/inquiries/${ilNo}`);
  const panel = consolePage.getByRole('region', { name: 'Customs assessment' });
  await expect(panel.getByRole('link', { name: 'kra-assessment.pdf' })).toBeVisible();
  await panel.getByRole('spinbutton', { name: 'Assessed amount (US$)' }).fill('9000');
  await panel.getByRole('button', { name: 'Record the amount' }).click();
  await expect(panel).toContainText(
    /Actual amount: \$9,000 · Estimate \(taxes and levies\): \$[\d,]+ – \$[\d,]+ · error/,
  );

  await visit(consolePage, '/admin/landed-cost');
  const report = consolePage.getByRole('table', { name: 'Estimate against customs assessments' });
  await expect(report.getByRole('row', { name: /^KE/ })).toContainText(/\d+ \(\d+\)[+-−]?[\d.]+%/);
  await visit(page, `/users/inquiry/detail/${ilNo}`);
  await expect(section).toContainText('Amount recorded by our staff: $9,000');
  await consolePage.context().close();
  await Promise.all([buyer.dispose(), staff.dispose(), other.dispose()]);
});
