import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { login, useLanguage, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';

const screenshot = (name: string) => fileURLToPath(new URL(`../../test-results/screenshots/${name}`, import.meta.url));

async function ownListing(request: APIRequestContext, category = 1): Promise<number> {
  const { list } = (await (await request.get(`/api/items/my-items?category=${category}&flag=0&size=1`)).json()) as {
    list: { itemNo: number }[];
  };
  return list[0]!.itemNo;
}

test.describe('leaving the item form', () => {
  test.describe.configure({ timeout: 90_000 });

  test('back from the update form shows management with its own address', async ({ page }) => {
    await login(page.request, 'demo-seller');
    const itemNo = await ownListing(page.request);
    await visit(page, '/item/management');
    await page.getByRole('textbox', { name: /^Search/ }).fill(`CB${itemNo}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('management-row')).toHaveCount(1, { timeout: 30_000 });
    await page.getByRole('link', { name: `Edit CB${itemNo}` }).click();
    await expect(page.getByRole('heading', { name: `Edit item CB${itemNo}` })).toBeVisible({ timeout: 30_000 });
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage items' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/item\/management$/);
  });

  test('back from the upload form goes to the item list, address included', async ({ page }) => {
    await login(page.request, 'demo-seller');
    await visit(page, '/');
    await page.getByRole('button', { name: 'Account menu of Demo Seller' }).click();
    await page.getByRole('menuitem', { name: 'Add Item' }).click();
    await expect(page).toHaveURL(/\/item\/upload$/);
    await page.getByRole('button', { name: 'Car', exact: true }).click();
    // Back once the form is there, as a person who saw it would press it.
    await expect(page.getByRole('form', { name: 'Car information' })).toBeVisible({ timeout: 30_000 });
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'All items' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/item\/list$/);
  });

  test('Add Item on a detail page opens the form (product decision)', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await login(page.request, 'demo-dealer');
    const { items } = (await (await page.request.get('/api/items/search?category=1&size=5')).json()) as {
      items: { itemNo: number }[];
    };
    await visit(page, `/item/detail/car/${items[0]!.itemNo}`);
    await page.getByRole('navigation', { name: 'Quick menu' }).getByRole('link', { name: 'Add Item' }).click();
    await expect(page).toHaveURL(/\/item\/upload$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add item' })).toBeVisible({ timeout: 30_000 });
  });

  test('Save changes is confirmed on the management page, in Arabic too', async ({ page }) => {
    await useLanguage(page, 3);
    await login(page.request, 'demo-seller');
    const itemNo = await ownListing(page.request);
    await visit(page, `/item/upload?itemNo=${itemNo}`);
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(page).toHaveURL(/\/item\/management$/);
    const notice = page.getByRole('status').filter({ hasText: `CB${itemNo}` });
    await expect(notice).toContainText(`تم حفظ تعديلاتك على CB${itemNo}.`);
    await expect(notice.getByRole('link')).toHaveAttribute('href', `/item/detail/car/${itemNo}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenshot('item-saved-notice-ar-mobile.png') });
  });
});

test('a special vehicle page shows no steering or seats, which its form never asks', async ({ page, buyer }) => {
  test.setTimeout(90_000);
  await login(page.request, buyer);
  const { items } = (await (await page.request.get('/api/items/search?category=2&size=5')).json()) as {
    items: { itemNo: number }[];
  };
  await visit(page, `/item/detail/car/${items[0]!.itemNo}`);
  await expect(page.getByRole('rowheader', { name: 'Load capacity' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('rowheader', { name: 'Steering' })).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: 'Seats' })).toHaveCount(0);
});
