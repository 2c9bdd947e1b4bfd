import { expect, test, type APIRequestContext } from '@playwright/test';
import type { LandedCostRate } from '@market/domain';
import { apiAs, login, useLanguage, visit } from '../browser-session.ts';

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

test('a buyer in English sees the estimate change with the country, "estimate, not a quote"', async ({ page }) => {
  await login(page, 'demo-buyer');
  const itemNo = await carForSale(page.request);
  await visit(page, `/item/detail/car/${itemNo}`);
  const country = page.getByRole('combobox', { name: 'Destination country' });

  await country.selectOption({ label: 'Kenya' });
  const kenya = page.getByRole('region', { name: 'Estimated cost at home: Kenya' });
  await expect(kenya).toContainText('Estimate, not a quote');
  await expect(kenya.getByRole('rowheader', { name: /^Import duty/ })).toContainText('25% of customs value');
  await expect(kenya.getByRole('rowheader', { name: /^Levy \(IDF\)/ })).toBeVisible();
  await expect(kenya.getByRole('link', { name: 'www.kra.go.ke' })).toHaveAttribute('href', 'https://www.kra.go.ke/');
  const kenyaTotal = await kenya.getByRole('row', { name: /Estimated total at home/ }).textContent();

  await country.selectOption({ label: 'Tanzania' });
  const tanzania = page.getByRole('region', { name: 'Estimated cost at home: Tanzania' });
  await expect(tanzania.getByRole('rowheader', { name: /^Excise duty \(old vehicle\)/ })).toBeVisible();
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

test('a buyer in Arabic reads the estimate right to left', async ({ page }) => {
  await useLanguage(page, 3);
  await login(page, 'demo-buyer');
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

test('staff change a rate and the page follows', async ({ page, baseURL }) => {
  const staff = await apiAs(baseURL!, 'demo-staff');
  const rates = (await (await staff.get('/api/staff/landed-cost-rates')).json()) as LandedCostRate[];
  const kenya = rates.find((rate) => rate.countryCode === 'KE' && rate.category === 1)!;
  const { rateNo, updatedAt: _, ...body } = kenya;
  const withDuty = (rateBp: number) => ({
    ...body,
    lines: body.lines.map((line) => (line.kind === 'duty' ? { ...line, rateBp } : line)),
  });
  try {
    expect((await staff.put(`/api/staff/landed-cost-rates/${rateNo}`, { data: withDuty(3000) })).status()).toBe(200);
    await login(page, 'demo-buyer');
    const itemNo = await carForSale(page.request);
    await visit(page, `/item/detail/car/${itemNo}`);
    await page.getByRole('combobox', { name: 'Destination country' }).selectOption({ label: 'Kenya' });
    const region = page.getByRole('region', { name: 'Estimated cost at home: Kenya' });
    await expect(region.getByRole('rowheader', { name: /^Import duty/ })).toContainText('30% of customs value');
  } finally {
    // Put the seeded rate back for the specs that follow.
    await staff.put(`/api/staff/landed-cost-rates/${rateNo}`, { data: withDuty(2500) });
    await staff.dispose();
  }
});
