import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { visit } from '../browser-session.ts';

/** The staff console of issue 14: a readable, filtered activity log and decisions that ask first. */
const screenshot = (name: string) => fileURLToPath(new URL(`../../test-results/screenshots/${name}`, import.meta.url));

async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await context.post('/api/user/login', {
    data: {
      id: Buffer.from('demo-staff').toString('base64'),
      pw: createHash('sha256').update('demo1234').digest('hex'),
    },
  });
  expect(response.status()).toBe(200);
  return context;
}

interface Item {
  itemNo: number;
  flag: number;
  version: number;
}

async function setFlag(api: APIRequestContext, item: Item, flag: number, reason: string): Promise<Item> {
  const response = await api.put(`/api/staff/items/${item.itemNo}/flag`, {
    data: { flag, reason, version: item.version },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { ...item, ...((await response.json()) as { flag: number; version: number }) };
}

test.describe('staff console (issue 14)', () => {
  test('the activity log reads in words and filters by what was done', async ({ page, baseURL }) => {
    const api = await staffApi(baseURL!);
    await page.context().addCookies((await api.storageState()).cookies);
    const { list } = (await (await api.get('/api/staff/items?flag=0&seller=demo-dealer&size=10')).json()) as {
      list: Item[];
    };
    const reserved = await setFlag(api, list[0]!, 2, 'Held for a buyer who pays on Monday');

    await visit(page, '/admin/activity');
    const filters = page.getByRole('search', { name: 'Activity filters' });
    await filters.getByRole('combobox', { name: 'What' }).click();
    await page.getByRole('option', { name: 'Flag changed' }).click();
    await expect(page).toHaveURL(/action=item\.flag/);
    await filters.getByRole('textbox', { name: 'Record number' }).fill(`CB${reserved.itemNo}`);
    await filters.getByRole('textbox', { name: 'Record number' }).press('Enter');

    const table = page.getByRole('table', { name: 'Activity' });
    const row = table.getByRole('row').filter({ hasText: 'Held for a buyer who pays on Monday' });
    await expect(row.getByText('Flag: On sale → Reserved')).toBeVisible();
    await expect(row.getByRole('link', { name: `Item CB${reserved.itemNo}` })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    expect(await table.textContent()).not.toMatch(/[{}"]/);
    await page.screenshot({ path: screenshot('admin-activity-filtered.png'), fullPage: true });

    // Arabic: the same entry, right to left, with the arrow turned.
    await page.evaluate(() => localStorage.setItem('lang', '3'));
    await page.reload();
    await expect(page.getByText('حالة الإعلان: معروضة للبيع ← محجوزة')).toBeVisible();
    await page.screenshot({ path: screenshot('admin-activity-filtered-ar.png'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('lang', '1'));

    await setFlag(api, reserved, 0, 'The buyer did not pay');
    await api.dispose();
  });

  test('granting a seller flag asks first, and going back changes nothing', async ({ page, baseURL }) => {
    const api = await staffApi(baseURL!);
    await page.context().addCookies((await api.storageState()).cookies);
    await visit(page, '/admin/sellers?q=demo-seller');
    const partners = page.getByRole('switch', { name: 'Partners demo-seller' });
    await expect(partners).not.toBeChecked();

    await partners.click();
    const grant = page.getByRole('dialog', { name: 'Grant Partners to Demo Motors?' });
    await expect(grant).toContainText('Super Sale');
    await expect(grant.getByRole('button', { name: 'Go back' })).toBeFocused();
    await page.screenshot({ path: screenshot('admin-confirm-partners.png') });
    await grant.getByRole('button', { name: 'Go back' }).click();
    await expect(grant).toBeHidden();
    await expect(partners).not.toBeChecked();

    await partners.click();
    await grant.getByRole('button', { name: 'Yes, grant' }).click();
    await expect(partners).toBeChecked();

    // Withdrawn again, also after a confirmation, so the demo seller stays as seeded.
    await partners.click();
    await page
      .getByRole('dialog', { name: 'Withdraw Partners from Demo Motors?' })
      .getByRole('button', { name: 'Yes, withdraw' })
      .click();
    await expect(partners).not.toBeChecked();
    await api.dispose();
  });
});
