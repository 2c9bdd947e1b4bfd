import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { login, useLanguage, visit, type Account } from '../browser-session.ts';

/**
 * Issue 35: from 1024 px up the header is one row in every language, for visitors and members of every role; what
 * does not fit (the role's shortcuts, My Page, log out) is in the account menu (decision 0230).
 */

const LANGUAGES = ['ko', 'en', 'fr', 'ar', 'ru', 'es'] as const;
const WIDTHS = [1024, 1366, 1600];

type Nav = Record<string, string>;
const navTexts = (language: string): Nav =>
  (
    JSON.parse(
      readFileSync(new URL(`../../packages/i18n/locales/${language}/common.json`, import.meta.url), 'utf8'),
    ) as {
      nav: Nav;
    }
  ).nav;

/** The role's shortcuts (spec section 6), by their text keys. */
const SHORTCUTS = {
  buyer: ['inquiryList', 'carpayList', 'customRequest'],
  seller: ['addItem', 'manageItems'],
  dealer: ['addItem', 'manageItems', 'inquiryList', 'carpayList', 'customRequest'],
};

/** The header is as high as its toolbar's one row, and nothing sticks out of the page's width. */
async function expectOneRow(page: Page, width: number) {
  const header = page.getByRole('banner');
  const oneRow = await header.locator('.shell__toolbar').evaluate((toolbar) => getComputedStyle(toolbar).minHeight);
  expect((await header.boundingBox())?.height, `header height at ${width} px`).toBe(parseFloat(oneRow));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The links every header shows directly: the brand, the search, the stock search and the language. */
async function expectDirectParts(page: Page, nav: Nav) {
  const header = page.getByRole('banner');
  await expect(
    header.getByRole('navigation', { name: nav.main }).getByRole('link', { name: nav.searchItems }),
  ).toBeVisible();
  await expect(header.getByRole('search')).toBeVisible();
  await expect(header.getByRole('combobox')).toBeVisible();
}

async function openAt(page: Page, language: number) {
  await useLanguage(page, language);
  await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
  await visit(page, '/');
}

for (const [code, language] of LANGUAGES.entries()) {
  const nav = navTexts(language);

  test(`a visitor's header is one row at ${WIDTHS.join(', ')} px (${language})`, async ({ page }) => {
    await openAt(page, code);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectOneRow(page, width);
      await expectDirectParts(page, nav);
      const header = page.getByRole('banner');
      for (const name of [nav.login!, nav.register!])
        await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  const member = async (page: Page, account: Account, name: string, role: keyof typeof SHORTCUTS) => {
    await login(page.request, account);
    await openAt(page, code);
    const links = [nav.myPageOf!.replace('{{name}}', name), ...SHORTCUTS[role].map((key) => nav[key]!)];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectOneRow(page, width);
      await expectDirectParts(page, nav);
      const account = page.getByRole('button', { name: nav.accountOf!.replace('{{name}}', name) });
      await account.click();
      const menu = page.getByRole('menu');
      for (const link of links) await expect(menu.getByRole('menuitem', { name: link, exact: true })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: nav.logout, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(account).toBeFocused();
    }
  };

  test(`a buyer's header is one row with the shortcuts in the account menu (${language})`, async ({ page, buyer }) => {
    await member(page, buyer, buyer.name, 'buyer');
  });
  test(`a seller's header is one row with the shortcuts in the account menu (${language})`, async ({ page }) => {
    await member(page, 'demo-seller', 'Demo Seller', 'seller');
  });
  test(`a dealer's header is one row with the shortcuts in the account menu (${language})`, async ({ page }) => {
    await member(page, 'demo-dealer', 'Demo Dealer', 'dealer');
  });
}
