import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { login, useLanguage, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';

/** Issue 18: the verdict of the destination's import rule, on the detail page and in the inquiry dialog. */

interface Detail {
  item: { itemNo: number; category: number; flag: number; handle: number | null; year: number };
}

/** A left-hand-drive car for sale, newer than Kenya's age limit would matter for: Kenya refuses it by its steering. */
async function leftHandCar(request: APIRequestContext): Promise<number> {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const [, itemNo] of xml.matchAll(/\/item\/detail\/car\/(\d+)</g)) {
    const response = await request.get(`/api/pages/detail?itemNo=${itemNo}`);
    if (!response.ok()) continue;
    const { item } = (await response.json()) as Detail;
    if (item.category === 1 && item.flag === 0 && item.handle === 0) return item.itemNo;
  }
  throw new Error('no left-hand-drive car for sale');
}

async function asStaff(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, 'demo-staff');
  return page;
}

test.describe.configure({ mode: 'serial' });

test('a buyer in English sees the verdict change with the country, with its source and date', async ({
  page,
  buyer,
}) => {
  await login(page, buyer);
  const itemNo = await leftHandCar(page.request);
  await visit(page, `/item/detail/car/${itemNo}`);
  const country = page.getByRole('combobox', { name: 'Destination country' });

  // The buyer's own country first: Chile admits used cars into its free zones only.
  await expect(country.locator('option:checked')).toHaveText('Chile');
  await expect(page.getByRole('status', { name: 'Import verdict for Chile' })).toContainText(
    'Check with your authority',
  );

  await country.selectOption({ label: 'Kenya' });
  const kenya = page.getByRole('status', { name: 'Import verdict for Kenya' });
  await expect(kenya).toContainText('Not allowed:');
  await expect(kenya).toContainText('right-hand drive only');
  await expect(kenya).toContainText('not yet verified by our staff');
  await expect(kenya.getByRole('link', { name: 'www.kebs.org' })).toHaveAttribute('href', 'https://www.kebs.org/');

  await country.selectOption({ label: 'Russia' });
  await expect(page.getByRole('status', { name: 'Import verdict for Russia' })).toContainText('Allowed');
});

test('a buyer in Arabic reads the verdict right to left, and the inquiry to Kenya asks for the acknowledgement', async ({
  page,
  buyer,
}) => {
  await useLanguage(page, 3);
  await login(page, buyer);
  const itemNo = await leftHandCar(page.request);
  await visit(page, `/item/detail/car/${itemNo}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('combobox', { name: 'بلد الوجهة' }).selectOption({ label: 'كينيا' });
  await expect(page.getByRole('status', { name: 'حكم الاستيراد إلى كينيا' })).toContainText('غير مسموح');

  await useLanguage(page, 1);
  await visit(page, `/item/detail/car/${itemNo}`);
  await page.getByRole('button', { name: 'Inquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'go to inquiry' });
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Kenya' });
  await dialog.getByRole('combobox', { name: 'Port' }).selectOption({ index: 1 });
  const verdict = dialog.getByRole('status', { name: 'Import verdict for Kenya' });
  await expect(verdict).toContainText('Not allowed:');
  const next = dialog.getByRole('button', { name: 'fast inquiry' });
  await expect(next).toBeDisabled();
  await verdict
    .getByRole('checkbox', {
      name: 'I understand this vehicle is not allowed into Kenya and still want to send an inquiry.',
    })
    .check();
  await expect(next).toBeEnabled();
});

test('the search filter "importable to" narrows the results', async ({ page, buyer }) => {
  await login(page, buyer);
  await visit(page, '/item/list/car');
  const count = page.getByRole('region', { name: 'Search results' }).getByRole('status');
  await expect(count).toHaveText(/[\d,]+ vehicles? found/);
  const all = Number((await count.textContent())!.replace(/\D/g, ''));
  await page.getByRole('combobox', { name: 'Importable to' }).selectOption({ label: 'Kenya' });
  await expect(page).toHaveURL(/importableTo=\d+/);
  await expect(count).not.toHaveText(`${all.toLocaleString('en-US')} vehicles found`);
  const narrowed = Number((await count.textContent())!.replace(/\D/g, ''));
  expect(narrowed).toBeLessThan(all);
});

test('staff change a rule in the console and the page follows', async ({ page, browser, buyer }) => {
  const staff = await asStaff(browser);
  await staff.goto('/admin/import-rules');
  await staff.getByRole('button', { name: 'Edit the rule of KE' }).click();
  const form = staff.getByRole('dialog', { name: 'Edit the rule of KE' });
  await form
    .getByRole('group', { name: 'Class limit 1', exact: true })
    .getByRole('combobox', { name: 'Steering side required' })
    .selectOption({ label: 'either' });
  await form.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Verified' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const row = staff.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: 'KE' }) });
  await expect(row).toContainText('Verified');

  await login(page, buyer);
  const itemNo = await leftHandCar(page.request);
  await visit(page, `/item/detail/car/${itemNo}`);
  await page.getByRole('combobox', { name: 'Destination country' }).selectOption({ label: 'Kenya' });
  const kenya = page.getByRole('status', { name: 'Import verdict for Kenya' });
  await expect(kenya).not.toContainText('right-hand drive only');
  await expect(kenya).not.toContainText('not yet verified');

  // Put the seeded rule back for the specs that follow.
  await staff.getByRole('button', { name: 'Edit the rule of KE' }).click();
  await form
    .getByRole('group', { name: 'Class limit 1', exact: true })
    .getByRole('combobox', { name: 'Steering side required' })
    .selectOption({ label: 'right-hand drive' });
  await form.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'To verify' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
});
