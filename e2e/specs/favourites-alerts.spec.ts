import type { APIRequestContext } from '@playwright/test';
import { apiAs, ok, useLanguage, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Issue 32: a visitor keeps a car with the heart, logs in and finds it kept on My Page; saves a search; a seller lists
 * a matching car; the digest (the alert job, run through the dev-only route, docs/decisions/0263) reaches the dev
 * outbox with the car and a one-click unsubscribe link.
 */

interface Texts {
  code: number;
  heart: string;
  login: { id: RegExp; password: RegExp; submit: string };
  favourites: string;
  saveSearch: string;
  searchName: string;
  save: string;
  saved: RegExp;
}

const LANGUAGES: Record<string, Texts> = {
  English: {
    code: 1,
    heart: 'Save to favourites',
    login: { id: /^ID/, password: /^Password/, submit: 'Log in' },
    favourites: 'My favourites',
    saveSearch: 'Save this search',
    searchName: 'Name of the search',
    save: 'Save',
    saved: /Search saved/,
  },
  Russian: {
    code: 4,
    heart: 'Добавить в избранное',
    login: { id: /^ID/, password: /^Пароль/, submit: 'Войти' },
    favourites: 'Избранное',
    saveSearch: 'Сохранить этот поиск',
    searchName: 'Название поиска',
    save: 'Сохранить',
    saved: /Поиск сохранён/,
  },
};

/** A car of demo-seller as the update form loads it: what a new listing of the same model is made from. */
async function sellersCar(seller: APIRequestContext) {
  const list = (await (await ok(seller.get('/api/items/my-items?flag=0&category=1&size=1'))).json()) as {
    list: { itemNo: number }[];
  };
  const itemNo = list.list[0]!.itemNo;
  return (await (await ok(seller.get(`/api/items/my-item?itemNo=${itemNo}`))).json()) as {
    itemNo: number;
    itemInfo: Record<string, unknown> & { maker: number; model: number };
  };
}

/** The seller lists another car of the same model: a new chassis number, the rest as the form would send it. */
async function listSameModel(seller: APIRequestContext, itemInfo: Record<string, unknown>): Promise<number> {
  const chassisNo = `E2E${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 8).toUpperCase()}`
    .padEnd(17, '0')
    .slice(0, 17);
  const form = Object.fromEntries(
    Object.entries({ ...itemInfo, chassisNo, secret: false, partners: false }).map(([key, value]) => [
      key,
      value === null ? '' : value,
    ]),
  );
  const me = (await (await ok(seller.get('/api/user/me'))).json()) as { userNo: number };
  const saved = await ok(seller.post('/api/items/item', { data: { userNo: me.userNo, itemInfo: form } }));
  return ((await saved.json()) as { itemNo: number }).itemNo;
}

for (const [language, texts] of Object.entries(LANGUAGES)) {
  test(`favourite as a visitor, keep it at login, save a search and get its digest (${language})`, async ({
    page,
    buyer,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await useLanguage(page, texts.code);
    const seller = await apiAs(baseURL!, 'demo-seller');
    const model = await sellersCar(seller);

    // A visitor keeps the car with the heart on its page.
    await visit(page, `/item/detail/car/${model.itemNo}`);
    const heart = page.getByRole('button', { name: texts.heart });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // Logs in through the login page: the favourite is the account's now.
    await visit(page, '/login');
    const form = page.locator('main form');
    await form.getByRole('textbox', { name: texts.login.id }).fill(buyer.id);
    await form.getByLabel(texts.login.password).fill(buyer.password);
    await form.getByRole('button', { name: texts.login.submit, exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await visit(page, '/users/mypage');
    const favourites = page.getByRole('region', { name: texts.favourites });
    await expect(favourites.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
    await expect(favourites.getByRole('listitem')).toContainText(`CB${model.itemNo}`);

    // Saves the search of that make and model.
    // The search page names the make and model in English, as the spec's /item/list/car?maker=&model= does.
    const detail = (await (await ok(page.request.get(`/api/pages/detail?itemNo=${model.itemNo}`))).json()) as {
      item: { engMaker: string; engModel: string };
    };
    const query = new URLSearchParams({ maker: detail.item.engMaker, model: detail.item.engModel });
    const searchName = `${language} ${buyer.id}`;
    await visit(page, `/item/list/car?${query}`);
    await page.getByRole('button', { name: texts.saveSearch }).click();
    const saveForm = page.getByRole('form', { name: texts.saveSearch });
    await saveForm.getByRole('textbox', { name: texts.searchName }).fill(searchName);
    await saveForm.getByRole('button', { name: texts.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();

    // The seller lists a matching car; the digest runs (its clock past the minutes a new listing settles).
    const added = await listSameModel(seller, model.itemInfo);
    const at = new Date(Date.now() + 5 * 60_000).toISOString();
    await ok(page.request.post('/api/dev/alerts/run', { data: { at } }));
    const outbox = (await (
      await ok(page.request.get(`/api/dev/outbox?recipient=${encodeURIComponent(buyer.email)}`))
    ).json()) as { subject: string; body: string }[];
    const digest = outbox.find((message) => message.subject.includes(searchName));
    expect(digest, 'the digest of the saved search').toBeTruthy();
    expect(digest!.body).toContain(`CB${added}`);
    expect(digest!.body).toMatch(/\/api\/alerts\/unsubscribe\?token=s\.\d+\./);
    // The car listed for the test goes again: later specs read the newest cards, each with its pictures.
    await ok(seller.put('/api/items/flag', { data: { list: [{ itemNo: added, flag: 1 }] } }));
    await seller.dispose();
  });
}
