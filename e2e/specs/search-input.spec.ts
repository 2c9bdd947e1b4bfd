import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { login, useLanguage, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';

// Issue 14: search input that cannot be searched as it is (reversed ranges, damaged page links, names that match
// nothing) is put right or named with a way out; special vehicles are searched along their cascade; a phone reaches
// the stock number search.

const screenshot = (name: string) => fileURLToPath(new URL(`../../test-results/screenshots/${name}`, import.meta.url));

/** The search results, where the page says what of a search it cannot run (the filters hold a login prompt). */
const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
/** The first answer of a fresh server on a busy machine can take a while. */
const FIRST_ANSWER = { timeout: 20_000 };

test('a reversed year range in a shared link is searched the right way round', async ({ page }) => {
  await visit(page, '/item/list/car?yearFrom=2022&yearTo=2016');
  await expect(page.getByRole('status')).toContainText(/vehicles? found/, FIRST_ANSWER);
  await expect(page.getByRole('combobox', { name: 'Year from' }).locator('option:checked')).toHaveText('2016');
  await expect(page.getByRole('combobox', { name: 'Year to' }).locator('option:checked')).toHaveText('2022');
  await expect(results(page).getByRole('alert')).toHaveCount(0);
  for (const title of await page.getByRole('heading', { level: 3 }).allTextContents())
    expect(Number(title.slice(0, 4))).toBeGreaterThanOrEqual(2016);
});

test('a damaged page link says so and leads back to page one', async ({ page }) => {
  await visit(page, '/item/list/car?after=WyJuZXdlc3QiLCJ4IiwxXQ&page=4');
  const alert = results(page).getByRole('alert');
  await expect(alert).toContainText('This page link is out of date or damaged.', FIRST_ANSWER);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await alert.getByRole('button', { name: 'Go to the first page' }).click();
  await expect(page).not.toHaveURL(/after=|page=/);
  await expect(page.getByRole('status')).toContainText(/vehicles? found/);
});

test('a make of no such name is named, and removing it shows every car', async ({ page }) => {
  await visit(page, '/item/list/car?maker=Foo&yearFrom=2015');
  const alert = results(page).getByRole('alert');
  await expect(alert).toContainText('Make: Foo — This value is not in our list.', FIRST_ANSWER);
  await expect(page.getByRole('status')).toHaveText('');
  await alert.getByRole('button', { name: 'Remove the Make filter' }).click();
  await expect(page).toHaveURL(/\/item\/list\/car\?yearFrom=2015$/);
  await expect(page.getByRole('status')).toContainText(/vehicles? found/);
});

test('a buyer finds a special vehicle by form, detail form, capacity, make and model', async ({ page, buyer }) => {
  test.setTimeout(90_000);
  await login(page, buyer);
  const found = await page.request.get('/api/items/search?category=2&size=1');
  const [item] = (await found.json()).items as { itemNo: number }[];
  const { item: detail } = await (await page.request.get(`/api/pages/detail?itemNo=${item!.itemNo}`)).json();
  await visit(page, '/item/list?category=2');
  const filters = page.getByRole('region', { name: 'Filters' });
  await expect(filters.getByText('Choose a load capacity and a make first')).toBeVisible(FIRST_ANSWER);
  for (const [name, option] of [
    ['Form', detail.engFormName],
    ['Detail form', detail.engFormDetailName],
    ['Load capacity', detail.engCapacityName],
    ['Make', detail.engMaker],
    ['Model', detail.engModel],
  ] as const) {
    await filters.getByRole('combobox', { name, exact: true }).selectOption({ label: option });
    await expect(filters.getByRole('combobox', { name, exact: true }).locator('option:checked')).toHaveText(option);
  }
  await expect(page).toHaveURL(new RegExp(`model=${encodeURIComponent(detail.engModel).replace(/%20/g, '\\+')}`));
  // The previous answer stays on screen until the model's arrives.
  const titles = results(page).getByRole('heading', { level: 3 });
  await expect
    .poll(async () => {
      const shown = await titles.allTextContents();
      return shown.length > 0 && shown.every((title) => title.includes(detail.engModel));
    }, FIRST_ANSWER)
    .toBe(true);
  await expect(page.getByRole('status')).toContainText(/vehicles? found/);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a buyer given a stock number opens the listing from the phone’s header', async ({ page }) => {
    const found = await page.request.get('/api/items/search?category=1&size=1');
    const [item] = (await found.json()).items as { itemNo: number }[];
    await visit(page, '/item/list/car');
    await page.getByRole('button', { name: 'Find by stock or chassis number' }).click();
    const box = page.getByRole('search', { name: 'Stock or chassis number' }).getByRole('textbox');
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await box.fill(`CB${item!.itemNo}`);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/item/detail/car/${item!.itemNo}$`));
    await expect(page.getByRole('search', { name: 'Stock or chassis number' })).toBeHidden();
  });

  for (const [name, lang, show, search] of [
    ['en', 1, 'Show filters', 'Find by stock or chassis number'],
    ['ar', 3, 'إظهار عوامل التصفية', 'البحث برقم المخزون أو رقم الهيكل'],
  ] as const) {
    test(`screenshots of the search page's new states (${name})`, async ({ page, buyer }) => {
      await useLanguage(page, lang);
      await login(page, buyer);
      await visit(page, '/item/list?category=2&maker=Foo&yearFrom=2024&yearTo=2018');
      await expect(page.getByRole('alert')).toBeVisible(FIRST_ANSWER);
      await page.getByRole('button', { name: search }).click();
      await page.getByRole('button', { name: show }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 3 ? 'rtl' : 'ltr');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: screenshot(`search-problems-${name}-mobile.png`), fullPage: true });
    });
  }
});
