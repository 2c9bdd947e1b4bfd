import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@market/domain';
import { RENDER_CALL_HEADERS } from './fair-share.ts';
import { languageFromAcceptHeader, languagePlugin, RENDER_LANGUAGE_HEADER } from './language.ts';

describe('languageFromAcceptHeader', () => {
  it('picks the best-weighted supported language', () => {
    expect(languageFromAcceptHeader('de-DE, ru;q=0.8, ar;q=0.9')).toBe(3);
    expect(languageFromAcceptHeader('es-MX')).toBe(5);
  });

  it('ignores unsupported, zero-weighted and malformed entries', () => {
    expect(languageFromAcceptHeader('de, fr;q=0')).toBeUndefined();
    expect(languageFromAcceptHeader(';;;,q=x')).toBeUndefined();
    expect(languageFromAcceptHeader(undefined)).toBeUndefined();
  });
});

describe('the language of a request', () => {
  async function languageOf(headers: Record<string, string>, url = '/') {
    const app = Fastify();
    await app.register(fastifyCookie);
    await app.register(languagePlugin);
    app.get('/', async (request) => ({ language: request.language }));
    const answer = await app.inject({ url, headers });
    await app.close();
    return (answer.json() as { language: number }).language;
  }

  it('is the query, then the cookie, then Accept-Language', async () => {
    expect(await languageOf({ cookie: `${LANGUAGE_COOKIE}=4`, 'accept-language': 'fr' }, '/?lang=3')).toBe(3);
    expect(await languageOf({ cookie: `${LANGUAGE_COOKIE}=4`, 'accept-language': 'fr' })).toBe(4);
    expect(await languageOf({ 'accept-language': 'fr' })).toBe(2);
  });

  it("is the page's for a page render's own calls (no cookie rewritten), and no one else may claim it", async () => {
    const rendered = { ...RENDER_CALL_HEADERS, [RENDER_LANGUAGE_HEADER]: '5', cookie: `${LANGUAGE_COOKIE}=4` };
    expect(await languageOf(rendered)).toBe(5);
    expect(await languageOf({ [RENDER_LANGUAGE_HEADER]: '5', cookie: `${LANGUAGE_COOKIE}=4` })).toBe(4);
  });
});
