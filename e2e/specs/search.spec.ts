import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { login, useLanguage, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';

const screenshot = (name: string) => fileURLToPath(new URL(`../../test-results/screenshots/${name}`, import.meta.url));

const results = (page: Page) => page.getByRole('region', { name: /검색 결과|Search results|نتائج البحث/ });

/** The asking price of each card that shows one (sold-out cards say so instead; partner cards add a discount). */
async function prices(page: Page): Promise<number[]> {
  const found: number[] = [];
  for (const card of await results(page).getByRole('listitem').all()) {
    const price = card.locator('text=/^\\$[0-9,]+$/');
    if ((await price.count()) > 0) found.push(Number((await price.first().textContent())!.replace(/[$,]/g, '')));
  }
  return found;
}

test('a buyer searches in Korean by maker and year, sorts by price, pages, opens a result and comes back', async ({
  page,
  buyer,
}) => {
  await useLanguage(page, 0);
  await login(page, buyer);
  await visit(page, '/item/list/car');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: '제조사' }).selectOption({ label: '현대' });
  await expect(page).toHaveURL(/maker=Hyundai/);
  await page.getByRole('combobox', { name: '연식 시작' }).selectOption({ label: '2015' });
  await expect(page).toHaveURL(/yearFrom=2015/);
  await page.getByRole('combobox', { name: '정렬' }).selectOption({ label: '낮은 가격순' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByRole('status')).toContainText('검색됨');

  // The list may still show the previous order for a moment: wait until the new one is in.
  const ascending = (list: number[]) => list.length > 1 && list.every((value, i) => i === 0 || list[i - 1]! <= value);
  await expect.poll(async () => ascending(await prices(page))).toBe(true);
  const firstPage = await prices(page);
  for (const title of await results(page).getByRole('heading', { level: 3 }).allTextContents()) {
    expect(title).toMatch(/^(201[5-9]|202[0-9]) 현대 /);
  }

  await page.getByRole('button', { name: '다음 페이지' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('페이지 중 2페이지')).toBeVisible();
  await expect.poll(async () => (await prices(page)).join()).not.toBe(firstPage.join());
  const secondPage = await prices(page);
  expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);
  const url = page.url();
  const firstCard = results(page).getByRole('link').first();
  const cardTitle = await firstCard.getByRole('heading', { level: 3 }).textContent();
  await page.screenshot({ path: screenshot('search-ko-desktop.png'), fullPage: true });

  await firstCard.click();
  await expect(page).toHaveURL(/\/item\/detail\/car\/[0-9]+$/);
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('combobox', { name: '제조사' }).locator('option:checked')).toHaveText('현대');
  await expect(page.getByRole('combobox', { name: '연식 시작' }).locator('option:checked')).toHaveText('2015');
  await expect(page.getByRole('combobox', { name: '정렬' }).locator('option:checked')).toHaveText('낮은 가격순');
  await expect(results(page).getByRole('heading', { level: 3 }).first()).toHaveText(cardTitle ?? '');

  await page.getByRole('button', { name: '이전 페이지' }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect.poll(() => prices(page)).toEqual(firstPage);
});

test('the home page’s maker shortcut lands on the search page with that maker', async ({ page }) => {
  await visit(page, '/');
  const shortcuts = page.getByRole('navigation', { name: 'Browse by make' });
  await shortcuts.getByRole('link', { name: 'Kia', exact: true }).click();
  await expect(page).toHaveURL(/\/item\/list\/car\?maker=Kia$/);
  await expect(page.getByRole('combobox', { name: 'Make' }).locator('option:checked')).toHaveText('Kia');
  await expect(page.getByRole('status')).toContainText(/vehicles? found/);
  // A visitor sees masks, never prices.
  await expect(results(page).getByText('$***,***').first()).toBeVisible();
  for (const title of await results(page).getByRole('heading', { level: 3 }).allTextContents()) {
    expect(title).toMatch(/^[0-9]{4} Kia /);
  }
});

test('the count of vehicles found is a sentence in the plural form of the language, in Russian and Arabic', async ({
  page,
}) => {
  await useLanguage(page, 4);
  await visit(page, '/item/list/car');
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^Найден(о)? (около )?[\d,]+ автомобил(ь|я|ей)$/);
  const russian = (await status.textContent()) ?? '';
  const count = Number(/[\d,]+/.exec(russian)?.[0].replace(/,/g, ''));
  const category = new Intl.PluralRules('ru').select(count);
  if (!russian.includes('около')) {
    const noun = { one: 'автомобиль', few: 'автомобиля', many: 'автомобилей' }[category as 'one'] ?? 'автомобиля';
    expect(russian).toBe(`${category === 'one' ? 'Найден' : 'Найдено'} ${count.toLocaleString('en-US')} ${noun}`);
  }

  // In Arabic one and two vehicles are written in words; 3-10 take the plural noun, 11 and more the singular.
  await useLanguage(page, 3);
  await visit(page, '/item/list/car?maker=Kia');
  await expect(status).toHaveText(/^(تم العثور على|لم يُعثر على)/);
  const arabic = (await status.textContent()) ?? '';
  const shown = /[\d,]+/.exec(arabic)?.[0];
  if (shown === undefined) {
    expect(['لم يُعثر على أي مركبة', 'تم العثور على مركبة واحدة', 'تم العثور على مركبتين']).toContain(arabic);
  } else {
    const form = new Intl.PluralRules('ar').select(Number(shown.replace(/,/g, '')));
    expect(['few', 'many', 'other']).toContain(form);
    expect(arabic).toBe(`تم العثور على ${shown} ${form === 'few' ? 'مركبات' : 'مركبة'}`);
  }
});

test('an empty search says so, and the home search box goes to the search page', async ({ page }) => {
  await visit(page, '/item/list?yearFrom=2027&yearTo=2027');
  await expect(page.getByText('No matching search results found.')).toBeVisible();
  await visit(page, '/');
  const box = page.getByRole('search', { name: 'Vehicle search' });
  await box.getByRole('combobox', { name: 'Make' }).selectOption({ label: 'Hyundai' });
  await box.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/item\/list\/car\?maker=Hyundai$/);
});

for (const [name, lang] of [
  ['en', 1],
  ['ar', 3],
] as const) {
  test(`screenshots of home and search (${name}, desktop and mobile)`, async ({ page }) => {
    await useLanguage(page, lang);
    for (const [device, size] of [
      ['desktop', { width: 1366, height: 900 }],
      ['mobile', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await visit(page, '/');
      await expect(page.getByRole('region').first()).toBeVisible();
      await expect(page.locator('img').first()).toBeVisible();
      await page.screenshot({ path: screenshot(`home-${name}-${device}.png`), fullPage: true });
      await visit(page, '/item/list/car?sort=price_desc');
      await expect(page.getByRole('status')).not.toBeEmpty();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 3 ? 'rtl' : 'ltr');
      await page.screenshot({ path: screenshot(`search-${name}-${device}.png`), fullPage: true });
    }
  });
}
