import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The first demo car of the sitemap with a masked price for visitors and several pictures (other specs add listings
 * of their own), and its name as the page's <title> gives it.
 */
async function firstListing(request: APIRequestContext): Promise<{ url: string; name: string }> {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const [, itemNo] of xml.matchAll(/\/item\/detail\/car\/(\d+)</g)) {
    const detail = await request.get(`/api/pages/detail?itemNo=${itemNo}`);
    if (!detail.ok()) continue;
    const { item, itemPicture } = (await detail.json()) as {
      item: { category: number; flag: number; masked: boolean };
      itemPicture: unknown[];
    };
    if (item.category !== 1 || item.flag !== 0 || !item.masked || itemPicture.length < 2) continue;
    const url = `/item/detail/car/${itemNo}`;
    const html = await (await request.get(url, { headers: { cookie: 'lang=1' } })).text();
    const name = /<title>(.*) \| RH Group<\/title>/.exec(html)?.[1] ?? '';
    return { url, name };
  }
  throw new Error('no demo car with pictures in the sitemap');
}

/** Scripts and texts only staff or sellers need: a buyer's page must not load them. */
const STAFF_OR_SELLER_CHUNK = /\/assets\/(admin|item-upload|item-form|item-management|seller)[^/]*\.js$/;

async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a detail page shows its title, masked price and specs from the server alone', async ({ page, request }) => {
    const { url, name } = await firstListing(request);
    await page.goto(`${url}?lang=1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('group', { name: 'Price' })).toHaveText('$***,***');
    await expect(page.getByRole('heading', { name: 'Item Information' })).toBeVisible();
  });

  test('in Arabic it is right to left', async ({ page, request }) => {
    const { url } = await firstListing(request);
    await page.goto(`${url}?lang=3`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('group', { name: 'السعر' })).toHaveText('$***,***');
  });

  test('the search page shows its cards', async ({ page }) => {
    await page.goto('/item/list/car?lang=1');
    await expect(page.locator('main a[href^="/item/detail/car/"]').first()).toBeVisible();
  });
});

test('a detail page hydrates without errors, stays interactive and loads no staff or seller code', async ({
  page,
  request,
}) => {
  const { url, name } = await firstListing(request);
  const problems = await watchProblems(page);
  const scripts: string[] = [];
  page.on('request', (asked) => {
    if (asked.resourceType() === 'script') scripts.push(new URL(asked.url()).pathname);
  });
  await page.goto(`${url}?lang=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.waitForLoadState('networkidle');
  // Interactive: the gallery moves on and the language changes the page in place.
  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(page.getByRole('button', { name: /^Picture 2 of/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(problems).toEqual([]);
  expect(scripts.filter((script) => STAFF_OR_SELLER_CHUNK.test(script))).toEqual([]);
});

test("a page preloads its first script's own imports with it, and nothing of the app", async ({ request }) => {
  const { url } = await firstListing(request);
  const html = await (await request.get(url)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // Fetched with the entry, not one round trip after it; the app itself comes after the first paint (decision 0155).
  const preloaded = [...head.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([a-z-]+?)-[\w-]{8}\.js"/g)].map(
    ([, chunk]) => chunk,
  );
  expect(preloaded.sort()).toEqual(['boot', 'rolldown-runtime']);
});

/** Holds the app's script back, as a slow connection would, until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('a click on the server-rendered page before the app has taken it over is kept and acted on', async ({
  page,
  request,
}) => {
  const { url } = await firstListing(request);
  // The app's script is held back, as on a slow connection, until the click has been made.
  const release = await holdTheApp(page);
  await page.goto(`${url}?lang=1`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next picture' }).click();
  release();
  await expect(page.getByRole('button', { name: /^Picture 2 of/ })).toHaveAttribute('aria-current', 'true');
});

test('a language chosen on the server-rendered page before the app has taken it over is applied once it has', async ({
  page,
  request,
}) => {
  const { url } = await firstListing(request);
  const release = await holdTheApp(page);
  await page.goto(`${url}?lang=1`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  // The header's language choice is the browser's own select: it opens and takes a choice without the app.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('2');
});
