import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { visit } from '../browser-session.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const [name, lang, menu, carpay] of [
  ['English', 1, 'Menu', 'Carpay List'],
  ['Arabic', 3, 'القائمة', 'قائمة Carpay'],
] as const) {
  test(`at 390 px the dealer's header is one compact row with a menu, in ${name}`, async ({ page }) => {
    await page.addInitScript((code) => {
      localStorage.setItem('lang', String(code));
      document.cookie = `lang=${code}; path=/`;
    }, lang);
    const login = await page.request.post('/api/user/login', {
      data: {
        id: Buffer.from('demo-dealer').toString('base64'),
        pw: createHash('sha256').update('demo1234').digest('hex'),
      },
    });
    expect(login.status()).toBe(200);
    await visit(page, '/');
    const button = page.getByRole('button', { name: menu });
    await expect(button).toBeVisible();

    const header = await page.locator('header').boundingBox();
    expect(header!.height).toBeLessThan(80);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await button.click();
    const links = page.getByRole('menu');
    await expect(links.getByRole('menuitem', { name: carpay })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await links.getByRole('menuitem', { name: carpay }).click();
    await expect(page).toHaveURL(/\/carpay/);
  });
}
