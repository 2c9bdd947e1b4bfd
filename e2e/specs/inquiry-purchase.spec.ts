import type { APIRequestContext, Page } from '@playwright/test';
import { visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';

/** The language the app starts in, stored as the language select stores it (1: English). */
async function useLanguage(page: Page, code: number) {
  await page.addInitScript((lang) => {
    localStorage.setItem('lang', String(lang));
    document.cookie = `lang=${lang}; path=/`;
  }, code);
}

interface Offer {
  smvpNo: number;
  totalPrice: number | null;
  askFlag: boolean;
  count: number;
}

/**
 * Two cars for sale from the end of the first page of the newest cars, each with a priced vessel offer with room at
 * the buyer's first port.
 */
async function twoCarsForSale(request: APIRequestContext) {
  const search = await request.get('/api/items/search?category=1&sort=newest');
  expect(search.ok()).toBe(true);
  const { items } = (await search.json()) as { items: { itemNo: number; flag: number; partners: boolean }[] };
  const found: { itemNo: number; portNo: number }[] = [];
  for (const candidate of [...items].reverse()) {
    if (candidate.flag !== 0 || candidate.partners) continue;
    const detail = (await (await request.get(`/api/pages/detail?itemNo=${candidate.itemNo}`)).json()) as {
      item: { sellPrice: number | null; masked: boolean; flag: number };
      portList: { portNo: number }[];
    };
    const port = detail.portList[0];
    if (!port || detail.item.masked || detail.item.flag !== 0 || detail.item.sellPrice === null) continue;
    const offers = (await (
      await request.get(`/api/inquirys/vessel?portNo=${port.portNo}&itemNo=${candidate.itemNo}`)
    ).json()) as Offer[];
    if (offers.some((offer) => offer.count > 0 && offer.totalPrice !== null && !offer.askFlag)) {
      found.push({ itemNo: candidate.itemNo, portNo: port.portNo });
      if (found.length === 2) return found;
    }
  }
  throw new Error('Fewer than two cars for sale with a priced vessel offer in the demo data');
}

test('a buyer inquires about two cars at once with the purchase inquiry form and sees the IQ number', async ({
  page,
  buyer,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 1);

  // Log in through the login page.
  await visit(page, '/login');
  const form = page.locator('main form');
  await form.getByRole('textbox', { name: /^ID/ }).fill(buyer.id);
  await form.getByLabel(/^Password/).fill(buyer.password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  const [first, second] = await twoCarsForSale(page.request);
  await visit(page, `/users/inquiry/purchase?items=${first!.itemNo},${second!.itemNo}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase inquiry' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Port/ })).toHaveValue(String(first!.portNo));

  // Each car gets its own vessel; the total of each and the grand total follow.
  for (const car of [first!, second!]) {
    const vessel = page.getByRole('combobox', { name: `Vessel for CB${car.itemNo}` });
    await expect(vessel.locator('option')).not.toHaveCount(1);
    await vessel.selectOption({ index: 1 });
    await expect(vessel).not.toHaveValue('0');
  }
  await expect(page.getByTestId('purchase-grand-total')).toContainText('$');

  // A new consignee and the requirement.
  await page.getByRole('tab', { name: 'New consignee' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Maria Gonzalez');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+56 9 1234 5678');
  await page.getByRole('textbox', { name: /^Email/ }).fill('maria@example.com');
  await page.getByRole('textbox', { name: /^Consignee name/ }).fill('Importadora Andes');
  await page.getByRole('checkbox', { name: 'Same as the consignee address' }).check();
  await page.getByRole('textbox', { name: /^Consignee address/ }).fill('Av. Arturo Prat 1200, Iquique');
  await expect(page.getByRole('textbox', { name: /^Document delivery address/ })).toHaveValue(
    'Av. Arturo Prat 1200, Iquique',
  );
  await page.getByRole('textbox', { name: /^Requirements/ }).fill('Please ship both cars together.');

  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByText(/^IQ[0-9]+$/)).toBeVisible();
  await expect(page.getByText('Your inquiry has been received.')).toBeVisible();

  // The inquiry holds both cars; the shortcut leads to the inquiry list without a leave warning.
  await page.getByRole('button', { name: 'My Inquiry' }).click();
  await expect(page).toHaveURL(/\/users\/inquiry\/list/);
  const mine = (await (await page.request.get('/api/inquirys/list')).json()) as {
    list: { items: { itemNo: number; smvpNo: number }[] }[];
  };
  const sent = mine.list.find((inquiry) => inquiry.items.some((item) => item.itemNo === first!.itemNo));
  expect(sent?.items.map((item) => item.itemNo).sort()).toEqual([first!.itemNo, second!.itemNo].sort());
  expect(sent?.items.every((item) => item.smvpNo > 0)).toBe(true);
});
