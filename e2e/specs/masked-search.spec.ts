import { login, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';

// Masked means masked everywhere (decision 0074): a visitor cannot filter or sort by price, mileage, fuel,
// transmission, location, steering, drive or color, and is asked to log in instead.
test('a visitor on /item/list/car cannot filter or sort by price and sees a login prompt', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/items/search')) searches.push(request.url());
  });
  // The page comes rendered by the server (decision 0090); its menus open once it is hydrated.
  await visit(page, '/item/list/car?priceFrom=12500&priceTo=12500&sort=price_asc', { waitUntil: 'networkidle' });
  await expect(page.getByRole('status')).toContainText(/vehicles? found/);
  const filters = page.getByRole('region', { name: 'Filters' });
  await expect(
    filters.getByText(
      'Log in to search or sort by price, mileage, fuel, transmission, location, steering, drive or color.',
    ),
  ).toBeVisible();
  await expect(filters.getByLabel(/price/i)).toHaveCount(0);
  await expect(filters.getByLabel(/mileage/i)).toHaveCount(0);
  for (const masked of ['Steering', 'Drive', 'Color']) await expect(filters.getByLabel(masked)).toHaveCount(0);
  const sorts = page.getByRole('combobox', { name: 'Sort by' }).getByRole('option');
  await expect(sorts.first()).toBeAttached();
  await expect(sorts.filter({ hasText: /price|mileage/i })).toHaveCount(0);
  // The first search is made by the server render (decision 0090): its query is in the page's data block.
  const pageData = await page.evaluate(() => document.getElementById('page-data')?.textContent ?? '');
  if (pageData) {
    const { queries } = JSON.parse(pageData) as { queries: { queries: { queryKey: unknown[] }[] } };
    for (const { queryKey } of queries.queries) if (queryKey[0] === 'search') searches.push(String(queryKey[1]));
  }
  expect(searches.length).toBeGreaterThan(0);
  for (const url of searches) expect(url).not.toMatch(/priceFrom|priceTo|price_asc/);

  await filters.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
});

test('a logged-in buyer has the price filter and sorts', async ({ page, buyer }) => {
  await login(page, buyer);
  await visit(page, '/item/list/car', { waitUntil: 'networkidle' });
  const filters = page.getByRole('region', { name: 'Filters' });
  await expect(filters.getByText(/Log in to search/)).toHaveCount(0);
  await expect(
    page
      .getByRole('combobox', { name: 'Sort by' })
      .getByRole('option', { name: /price|mileage/i })
      .first(),
  ).toBeAttached();
});
