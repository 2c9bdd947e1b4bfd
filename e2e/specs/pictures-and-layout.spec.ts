import { expect, test, type Page } from '@playwright/test';
import { useLanguage, visit } from '../browser-session.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Sums the page's layout shifts that no input caused (what CLS adds up), from the first paint on. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
}

/** The links of the search page's result cards, once they are there. */
const cardLinks = (page: Page) => page.locator('main ul > li a[href^="/item/detail/car/"]');

/** Every <img> of the page with the attributes that size and choose it. */
function images(page: Page) {
  return page.locator('img').evaluateAll((elements) =>
    (elements as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src') ?? '',
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      fetchpriority: img.getAttribute('fetchpriority'),
    })),
  );
}

for (const [name, code] of [
  ['English', 1],
  ['Arabic', 3],
] as const) {
  test(`the search page does not move while its results and pictures arrive on a phone, in ${name}`, async ({
    page,
  }) => {
    await useLanguage(page, code);
    const layoutShift = await watchLayoutShifts(page);
    await visit(page, '/item/list/car');
    await expect(cardLinks(page)).toHaveCount(20, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await layoutShift()).toBeLessThan(0.05);
  });
}

test('search cards show WebP pictures sized by srcset, the first row fetched at once and the rest lazily', async ({
  page,
}) => {
  const pictureTypes = new Set<string>();
  page.on('response', (response) => {
    if (response.url().includes('/api/media/')) pictureTypes.add(response.headers()['content-type'] ?? '');
  });
  await visit(page, '/item/list/car');
  await expect(cardLinks(page)).toHaveCount(20, { timeout: 20_000 });
  const cards = (await images(page)).filter((img) => img.src.startsWith('/api/media/'));
  expect(cards.length).toBe(20);
  for (const img of cards) {
    expect(img.srcset).toMatch(/-w360\.webp 360w/);
    expect(img.sizes).toBeTruthy();
    expect([img.width, img.height]).toEqual(['1000', '667']);
  }
  expect(cards.slice(0, 3).map((img) => img.loading)).toEqual(['eager', 'eager', 'eager']);
  // Only the first card's picture at high priority: the next two do not compete with the largest paint.
  expect(cards.slice(0, 3).map((img) => img.fetchpriority)).toEqual(['high', null, null]);
  const highPreloads = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
  await expect(highPreloads).toHaveCount(1);
  expect(cards.slice(3).every((img) => img.loading === 'lazy')).toBe(true);
  await page.waitForLoadState('networkidle');
  expect([...pictureTypes]).toEqual(['image/webp']);
});

test('the detail page preloads its first picture with high priority and sizes every picture', async ({ page }) => {
  await visit(page, '/item/list/car');
  const first = cardLinks(page).first();
  const href = await first.getAttribute('href');
  await visit(page, href!);
  await expect(page.getByRole('region', { name: 'Pictures' })).toBeVisible();
  // One picture fetched first (a sold car also preloads its small "sold out" overlay, at normal priority).
  const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute('imagesrcset')).toMatch(/-w720\.webp 720w/);
  const all = await images(page);
  for (const img of all) expect([img.src, img.width, img.height].every(Boolean), img.src).toBe(true);
  const pictures = all.filter((img) => img.src.startsWith('/api/media/'));
  expect(pictures[0]).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
  expect(pictures.length).toBeGreaterThan(1);
  expect(pictures.slice(1).every((img) => img.loading === 'lazy')).toBe(true);
});
