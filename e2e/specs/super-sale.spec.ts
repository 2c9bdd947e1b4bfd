import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { login, visit } from '../browser-session.ts';
import { BUYER_CONSIGNEES } from '../buyer-consignees.ts';
import { expect, test } from '../fixtures.ts';

const screenshot = (name: string) => fileURLToPath(new URL(`../../test-results/screenshots/${name}`, import.meta.url));

const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

/** A Super Sale car for sale with a discount, whose first port of the buyer's country has a priced vessel offer. */
async function superSaleWithFreight(request: APIRequestContext) {
  const search = await request.get('/api/items/search?category=1&size=60');
  expect(search.ok()).toBe(true);
  const { items } = (await search.json()) as {
    items: { itemNo: number; flag: number; partners: boolean; discountPrice: number | null }[];
  };
  for (const candidate of items.filter((item) => item.flag === 0 && item.partners && item.discountPrice !== null)) {
    const detail = (await (await request.get(`/api/pages/detail?itemNo=${candidate.itemNo}`)).json()) as {
      item: { sellPrice: number; discountPrice: number | null };
      portList: { portNo: number }[];
    };
    const port = detail.portList[0];
    if (!port || detail.item.discountPrice === null) continue;
    const offers = (await (
      await request.get(`/api/inquirys/vessel?portNo=${port.portNo}&itemNo=${candidate.itemNo}`)
    ).json()) as { smvpNo: number; totalPrice: number | null; count: number }[];
    const offer = offers.find((entry) => entry.count > 0);
    if (offer && offer.totalPrice !== null) {
      return {
        itemNo: candidate.itemNo,
        sellPrice: detail.item.sellPrice,
        discountPrice: detail.item.discountPrice,
        freight: offer.totalPrice,
      };
    }
  }
  throw new Error('No Super Sale car with a priced vessel offer in the demo data');
}

test.use({ buyerProfile: { consignees: BUYER_CONSIGNEES } });

test('a Super Sale car is quoted, stored and listed at the price its page shows', async ({ page, buyer }) => {
  test.setTimeout(120_000);
  await login(page.request, buyer);
  const target = await superSaleWithFreight(page.request);

  // The page: the discount price, the sell price struck through.
  await visit(page, `/item/detail/car/${target.itemNo}`);
  const price = page.getByRole('group', { name: 'Price' });
  await expect(price).toContainText(usd(target.discountPrice), { timeout: 30_000 });
  await expect(price.locator('del')).toHaveText(usd(target.sellPrice));

  // The dialog quotes the same price: struck sell price, the discount, the discount price and the total from it.
  await page.getByRole('button', { name: 'Inquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'go to inquiry' });
  const table = dialog.getByRole('table', { name: 'Price' });
  const total = target.discountPrice + target.freight;
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText(usd(total), { timeout: 20_000 });
  await expect(table.getByRole('row', { name: /^Item price/ }).locator('del')).toHaveText(usd(target.sellPrice));
  await expect(table.getByRole('row', { name: /^Discount price/ })).toContainText(usd(target.discountPrice));
  await expect(table.getByRole('row', { name: /^Discount \u2212/ })).toContainText(
    `\u2212${usd(target.sellPrice - target.discountPrice)}`,
  );
  await page.screenshot({ path: screenshot('super-sale-terms-en.png') });

  await dialog.getByRole('button', { name: 'fast inquiry' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Maria Gonzalez');
  await dialog.getByRole('textbox', { name: 'Requirements' }).fill('Please send photos of the loading.');
  await dialog.getByRole('button', { name: 'inquiry', exact: true }).click();
  const finished = page.getByRole('dialog', { name: 'finish' });
  const ilNo = Number((await finished.getByText(/IQ\d+/).first().textContent())!.match(/IQ(\d+)/)![1]);

  // Stored at the quoted price, and shown so on the buyer's inquiry page.
  const stored = (await (await page.request.get(`/api/inquirys/detail?ilNo=${ilNo}`)).json()) as {
    items: { sellPrice: number; itemPrice: number; totalPrice: number }[];
  };
  expect(stored.items[0]).toMatchObject({
    sellPrice: target.sellPrice,
    itemPrice: target.discountPrice,
    totalPrice: total,
  });
  await visit(page, `/users/inquiry/detail/${ilNo}`);
  const line = page.getByRole('row', { name: new RegExp(`CB${target.itemNo}`) });
  await expect(line.locator('del')).toHaveText(usd(target.sellPrice), { timeout: 30_000 });
  await expect(line).toContainText(usd(target.discountPrice));
  await expect(line).toContainText(usd(total));
});

test('a seller cannot put a listing on Super Sale without a discount below its price', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page.request, 'demo-dealer');
  const { list } = (await (await page.request.get('/api/items/my-items?category=1&flag=0&size=20')).json()) as {
    list: { itemNo: number; partners: boolean; sellPrice: number }[];
  };
  const row = list.find((item) => !item.partners)!;
  await visit(page, `/item/upload?itemNo=${row.itemNo}`);
  await expect(page.getByRole('heading', { name: `Edit item CB${row.itemNo}` })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('switch', { name: 'Super Sale' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Super Sale needs a discount price below the selling price')).toBeVisible();
  await page.getByRole('textbox', { name: /^Discount price/ }).fill(String(row.sellPrice));
  await expect(page.getByText('Super Sale needs a discount price below the selling price')).toBeVisible();
  await page.getByRole('textbox', { name: /^Discount price/ }).fill(String(row.sellPrice - 100));
  await page.getByRole('button', { name: 'Save changes' }).click();

  // Saved: back on the management page, which says so.
  await expect(page).toHaveURL(/\/item\/management$/);
  await expect(page.getByRole('status').filter({ hasText: `CB${row.itemNo}` })).toContainText(
    `Your changes to CB${row.itemNo} are saved.`,
  );
  const detail = (await (await page.request.get(`/api/pages/detail?itemNo=${row.itemNo}`)).json()) as {
    item: { partners: boolean; discountPrice: number };
  };
  expect(detail.item).toMatchObject({ partners: true, discountPrice: row.sellPrice - 100 });
});

test('the Super Sale quote on a phone in Arabic, right to left', async ({ page, buyer }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('lang', '3'));
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page.request, buyer);
  const target = await superSaleWithFreight(page.request);
  await visit(page, `/item/detail/car/${target.itemNo}`);
  await expect(page.getByRole('group', { name: 'السعر' }).locator('del')).toHaveText(usd(target.sellPrice), {
    timeout: 30_000,
  });
  await page.screenshot({ path: screenshot('super-sale-detail-ar-mobile.png') });
  await page.getByRole('button', { name: 'استفسار شراء' }).click();
  const table = page.getByRole('dialog', { name: 'الانتقال إلى الاستفسار' }).getByRole('table', { name: 'السعر' });
  await expect(table.getByRole('row', { name: /^الإجمالي/ })).toContainText(
    usd(target.discountPrice + target.freight),
    {
      timeout: 20_000,
    },
  );
  await expect(table.getByRole('row', { name: /^السعر بعد الخصم/ })).toContainText(usd(target.discountPrice));
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshot('super-sale-terms-ar-mobile.png') });
});
