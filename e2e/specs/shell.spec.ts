import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { visit } from '../browser-session.ts';

const screenshot = (name: string) => fileURLToPath(new URL(`../../test-results/screenshots/${name}`, import.meta.url));

test('the home page in English, then in Arabic right-to-left, and the choice is kept', async ({ page }) => {
  await visit(page, '/');
  await expect(page).toHaveTitle('RH Group – Korean used cars and special vehicles for export');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Used cars and special vehicles, exported straight from Korea',
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.screenshot({ path: screenshot('home-en.png'), fullPage: true });

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page).toHaveTitle('مجموعة RH – سيارات كورية مستعملة ومركبات خاصة للتصدير');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('combobox', { name: 'اللغة' })).toBeVisible();
  await page.screenshot({ path: screenshot('home-ar.png'), fullPage: true });

  // Right-to-left for real: the brand sits at the right edge of the header.
  const brand = await page.getByRole('link', { name: 'مجموعة RH' }).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(brand && brand.x > width / 2).toBe(true);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سيارات مستعملة ومركبات خاصة، تُصدَّر مباشرة من كوريا');
});

test('a path that is no route shows the not-found page with a 404', async ({ page }) => {
  const response = await visit(page, '/item/detail/car/not-a-number');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the API answers unknown paths with JSON', async ({ request }) => {
  const response = await request.get('/api/nothing-here');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
});
