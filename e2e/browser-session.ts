import { createHash } from 'node:crypto';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';

/** An account to log in as: a spec's own (e2e/fixtures.ts), or a demo user's id (password `demo1234`). */
export type Account = string | { id: string; password: string };

/** Logs in through the API (a page's browser context, or a request context, keeps the session cookie). */
export async function login(session: Page | APIRequestContext, account: Account) {
  const { id, password } = typeof account === 'string' ? { id: account, password: 'demo1234' } : account;
  const request = 'request' in session ? session.request : session;
  const response = await request.post('/api/user/login', {
    data: {
      id: Buffer.from(id).toString('base64'),
      pw: createHash('sha256').update(password).digest('hex'),
    },
  });
  expect(response.ok(), `login ${id}`).toBe(true);
}

/**
 * The language the app starts in: stored as the language select stores it. The cookie is set on the context before
 * the first request too, so the server renders the first page in that language, as it does for a returning visitor;
 * set only by the page's script, it would reach the server from the second request on.
 */
export async function useLanguage(page: Page, code: number) {
  const url = test.info().project.use.baseURL;
  if (url) await page.context().addCookies([{ name: 'lang', value: String(code), url }]);
  await page.addInitScript((lang) => {
    localStorage.setItem('lang', String(lang));
    document.cookie = `lang=${lang}; path=/`;
  }, code);
}

/** A request context of its own, logged in (for a second actor beside the page's). */
export async function apiAs(baseURL: string, account: Account): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  await login(context, account);
  return context;
}

/** An API answer that must be a success; a failure shows the URL, status and body. */
export async function ok(response: Promise<APIResponse>): Promise<APIResponse> {
  const answer = await response;
  expect(answer.ok(), `${answer.url()}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return answer;
}

/**
 * Opens a page and waits until React has taken it over: a server-rendered page shows its content at once, but a
 * click or a choice made before hydration does nothing.
 */
export async function visit(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 15_000 });
  return response;
}
