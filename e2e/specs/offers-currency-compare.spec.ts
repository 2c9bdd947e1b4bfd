import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiAs, login, ok, useLanguage, visit } from '../browser-session.ts';
import { BUYER_CONSIGNEES } from '../buyer-consignees.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Issue 32: a buyer offers a price, the seller counters, the buyer accepts and the inquiry dialog quotes the agreed
 * price; the detail page shows the price in roubles with the rate's day; two listings side by side.
 */

test.use({ buyerProfile: { consignees: BUYER_CONSIGNEES } });

interface Listing {
  itemNo: number;
  price: number;
}

/** Two of demo-seller's cars for sale at their own price (no Super Sale) that a buyer sees unmasked. */
async function sellersCars(baseURL: string, buyer: APIRequestContext, skip: number): Promise<Listing[]> {
  const seller = await apiAs(baseURL, 'demo-seller');
  const { list } = (await (await ok(seller.get('/api/items/my-items?flag=0&category=1&size=40'))).json()) as {
    list: { itemNo: number }[];
  };
  const found: Listing[] = [];
  for (const { itemNo } of list) {
    const answer = await buyer.get(`/api/pages/detail?itemNo=${itemNo}`);
    if (!answer.ok()) continue;
    const { item } = (await answer.json()) as { item: { flag: number; partners: boolean; sellPrice: number | null } };
    if (item.flag === 0 && !item.partners && item.sellPrice !== null && item.sellPrice > 3000) {
      found.push({ itemNo, price: item.sellPrice });
    }
  }
  await seller.dispose();
  return found.slice(skip, skip + 2);
}

/** Staff keep a rouble rate dated today (added once; the second test finds it). */
async function roubleRate(baseURL: string) {
  const staff = await apiAs(baseURL, 'demo-staff');
  const added = await staff.post('/api/staff/currency-rates', {
    data: { currency: 'RUB', perUsd: 100, ratedOn: new Date().toISOString().slice(0, 10), source: 'Test rates' },
  });
  expect([201, 409]).toContain(added.status());
  await staff.dispose();
}

/** The words of one language the story finds controls and texts by. */
type Words = Record<
  | 'acceptCounter'
  | 'accepted'
  | 'compare'
  | 'compareLink'
  | 'compareTitle'
  | 'counterButton'
  | 'counterField'
  | 'countered'
  | 'currency'
  | 'inquiry'
  | 'lang'
  | 'offerAmount'
  | 'offerApplied'
  | 'offerTitle'
  | 'price'
  | 'rateOf'
  | 'send'
  | 'threeDays'
  | 'usdOnly'
  | 'validFor',
  string
>;

const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

/** An amount in roubles as the page's language writes it ("≈ RUB 1,234,500", "≈ 1 234 500 ₽"), whatever its spaces. */
function roubles(value: number, lang: string): RegExp {
  const text = new Intl.NumberFormat(lang, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(
    value,
  );
  const pattern = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s?');
  return new RegExp(`≈\\s?${pattern}`);
}

/** The seller counters the buyer's offer on their offers page. */
async function sellerCounters(browser: Browser, listing: Listing, counter: number, words: Words) {
  const seller = await (await browser.newContext()).newPage();
  await useLanguage(seller, words.lang === 'ru' ? 4 : 1);
  await login(seller, 'demo-seller');
  await visit(seller, '/item/offers');
  const row = seller.getByRole('row').filter({ hasText: `CB${listing.itemNo}` });
  await row.getByRole('textbox', { name: words.counterField }).fill(String(counter));
  await row.getByRole('button', { name: words.counterButton, exact: true }).click();
  await expect(row).toContainText(words.countered);
  await seller.close();
}

async function story(page: Page, browser: Browser, listings: Listing[], words: Words) {
  const [listing, other] = listings as [Listing, Listing];
  const offered = listing.price - 500;
  const counter = listing.price - 200;

  await visit(page, `/item/detail/car/${listing.itemNo}`);
  const panel = page.getByRole('region', { name: words.offerTitle });
  await panel.getByRole('textbox', { name: words.offerAmount }).fill(String(offered));
  await panel.getByRole('combobox', { name: words.validFor }).selectOption({ label: words.threeDays });
  await panel.getByRole('button', { name: words.send }).click();
  await expect(panel.getByRole('status')).toContainText(usd(offered));

  await sellerCounters(browser, listing, counter, words);

  await visit(page, `/item/detail/car/${listing.itemNo}`);
  await expect(panel.getByRole('status')).toContainText(usd(counter));
  await panel.getByRole('button', { name: words.acceptCounter }).click();
  await expect(panel.getByRole('status')).toContainText(words.accepted);

  // The price in roubles beside the dollars, with the rate's day and that invoices stay in dollars.
  await page.getByRole('combobox', { name: words.currency }).selectOption('RUB');
  const price = page.getByRole('group', { name: words.price });
  await expect(price).toContainText(roubles(listing.price * 100, words.lang!));
  await expect(price).toContainText(words.rateOf!);
  await expect(price).toContainText(words.usdOnly!);

  // Compare this listing with another through the shareable link.
  const choice = page.locator('.detail-page__below-summary');
  await choice.getByRole('checkbox', { name: words.compare }).check();
  await visit(page, `/item/detail/car/${other.itemNo}`);
  await choice.getByRole('checkbox', { name: words.compare }).check();
  await choice.getByRole('link', { name: words.compareLink }).click();
  const table = page.getByRole('table', { name: words.compareTitle });
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table).toContainText(`CB${listing.itemNo}`);
  await expect(table).toContainText(`CB${other.itemNo}`);
  await expect(table).toContainText(roubles(listing.price * 100, words.lang!));
  expect(page.url()).toContain(`items=${listing.itemNo},${other.itemNo}`);

  // The inquiry dialog quotes the agreed price.
  await visit(page, `/item/detail/car/${listing.itemNo}`);
  await page.getByRole('button', { name: words.inquiry, exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(words.offerApplied!.replace('{{price}}', usd(counter)));
}

test('in English: offer, counter, accept, the agreed price in the inquiry dialog, roubles and compare', async ({
  page,
  browser,
  buyer,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await roubleRate(baseURL!);
  await login(page, buyer);
  const listings = await sellersCars(baseURL!, page.request, 0);
  await story(page, browser, listings, {
    lang: 'en',
    offerTitle: 'Make an offer',
    offerAmount: 'Your offer (US$)',
    validFor: 'Valid for',
    threeDays: '3 days',
    send: 'Send offer',
    counterField: `Counter-offer for CB${listings[0]!.itemNo} (US$)`,
    counterButton: 'Counter',
    countered: 'Counter-offer',
    acceptCounter: 'Accept the counter-offer',
    accepted: 'Your offer was accepted',
    currency: 'Also show prices in',
    price: 'Price',
    rateOf: 'Indicative, at the rate of',
    usdOnly: 'Invoices and payments are in US dollars.',
    inquiry: 'Inquiry',
    offerApplied: 'Your accepted offer applies: the vehicle is quoted at {{price}}.',
    compare: 'Compare',
    compareLink: 'Compare (2 of 4)',
    compareTitle: 'Compare listings',
  });
});

test('in Russian: the same story in Russian', async ({ page, browser, buyer, baseURL }) => {
  test.setTimeout(180_000);
  await roubleRate(baseURL!);
  await useLanguage(page, 4);
  await login(page, buyer);
  const listings = await sellersCars(baseURL!, page.request, 2);
  await story(page, browser, listings, {
    lang: 'ru',
    offerTitle: 'Предложить цену',
    offerAmount: 'Ваша цена (US$)',
    validFor: 'Действует',
    threeDays: '3 дня',
    send: 'Отправить предложение',
    counterField: `Встречная цена за CB${listings[0]!.itemNo} (US$)`,
    counterButton: 'Предложить',
    countered: 'Встречная цена',
    acceptCounter: 'Принять встречную цену',
    accepted: 'Ваше предложение принято',
    currency: 'Показывать цены также в',
    price: 'Цена',
    rateOf: 'Ориентировочно, по курсу на',
    usdOnly: 'Счета и платежи — в долларах США.',
    inquiry: 'Запрос на покупку',
    offerApplied: 'Действует ваше принятое предложение: автомобиль предлагается по цене {{price}}.',
    compare: 'Сравнить',
    compareLink: 'Сравнить (2 из 4)',
    compareTitle: 'Сравнение автомобилей',
  });
});
