import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** Logs in through the API (the browser context keeps the session cookie). */
export async function login(page: Page, userId: string) {
  const response = await page.request.post('/api/user/login', {
    data: {
      id: Buffer.from(userId).toString('base64'),
      pw: createHash('sha256').update('demo1234').digest('hex'),
    },
  });
  expect(response.ok()).toBe(true);
}

/** The language the app starts in: stored as the language select stores it. */
export async function useLanguage(page: Page, code: number) {
  await page.addInitScript((lang) => {
    localStorage.setItem('lang', String(lang));
    document.cookie = `lang=${lang}; path=/`;
  }, code);
}
