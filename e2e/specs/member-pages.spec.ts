import type { APIRequestContext } from '@playwright/test';
import { login, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';

/** Two demo cars on sale: the page both members open, and one the second member viewed before. */
async function twoListings(request: APIRequestContext): Promise<[number, number]> {
  const answer = await request.get('/api/items/search?category=1&size=2');
  const { items } = (await answer.json()) as { items: { itemNo: number }[] };
  expect(items).toHaveLength(2);
  return [items[0]!.itemNo, items[1]!.itemNo];
}

// Decision 0345: a member's page is rendered once for their class (the same country, role and admission) and kept;
// each member's own name and recently viewed list come with it and are put in place once the page is hydrated.
test("a member's page kept for their class shows each member their own name and recently viewed list", async ({
  page,
  browser,
  buyer,
}) => {
  const [itemNo, viewedBefore] = await twoListings(page.request);
  const url = `/item/detail/car/${itemNo}?lang=1&kept=${Date.now()}`;
  // demo-buyer (Chile, a buyer like the spec's own) opens the page first: it is rendered for the class.
  const first = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const firstPage = await first.newPage();
  await login(firstPage, 'demo-buyer');
  await visit(firstPage, url);
  await expect(firstPage.getByRole('button', { name: 'Account menu of Demo Buyer' })).toBeVisible();
  const classOf = async (request: APIRequestContext) => {
    const { userFlag, admission, secret, partners, staff, countryCode } = (await (
      await request.get('/api/user/me')
    ).json()) as Record<string, unknown>;
    return { userFlag, admission, secret, partners, staff, countryCode };
  };
  const firstClass = await classOf(firstPage.request);
  await first.close();

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await login(page, { id: buyer.id, password: buyer.password });
  // The same class: the page the buyer gets is the one kept from demo-buyer's visit.
  expect(await classOf(page.request)).toEqual(firstClass);
  // The buyer viewed another car: it heads their recently viewed list once the views are written (every second).
  await expect
    .poll(async () => {
      const detail = await page.request.get(`/api/pages/detail?itemNo=${viewedBefore}`);
      const { userViewList } = (await detail.json()) as { userViewList: { itemNo: number }[] };
      return userViewList.map((view) => view.itemNo);
    })
    .toContain(viewedBefore);
  await page.setViewportSize({ width: 1500, height: 900 });
  await visit(page, url);
  await expect(page.getByRole('button', { name: `Account menu of ${buyer.name}` })).toBeVisible();
  const panel = page.getByRole('navigation', { name: 'Quick menu' });
  await expect(panel.getByRole('link', { name: `Recently viewed CB${viewedBefore}` })).toBeVisible();
  await expect(page.getByText('Demo Buyer')).toHaveCount(0);
  expect(problems).toEqual([]);
});
