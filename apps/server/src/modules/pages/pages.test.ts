import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  itemTitleRuns,
  MASKED_PRICE,
  priceView,
  type CurrentUser,
  type DetailResponse,
  type PersonalPageData,
  type LanguageCode,
  type SearchResponse,
} from '@market/domain';
import { loadNamespace, lookup } from '@market/i18n';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { testConfig } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { loginCookie } from '../users/test-helpers.ts';
import { buildUser } from '../../test/factories.ts';
import { escapeHtml } from '../../platform/html.ts';
import { createFairShare } from '../../platform/fair-share.ts';
import type { ServerRenderer } from './server-render.ts';
import { warmUpPages, WARM_UP_PAGES } from './warm-up.ts';

/** The web app's server render from its sources (vitest compiles them), as `npm run build` would build it. */
const ENTRY_SERVER = new URL('../../../../web/src/entry-server.tsx', import.meta.url).href;

const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>RH Group</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const PUBLIC_URL = 'https://cars.example.com';
let app: FastifyInstance;
let database: Database;
let webDist: string;
let itemNo: number;
/** The web app's render, with its count of render passes. */
let renderer: ServerRenderer & { renderPassesSoFar(): number };

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.mkdirSync(path.join(webDist, 'ssr'));
  fs.writeFileSync(path.join(webDist, 'ssr', 'entry-server.js'), '// the server render');
  database = await createTestDatabase();
  renderer = (await import(/* @vite-ignore */ ENTRY_SERVER)) as typeof renderer;
  app = await buildApp(testConfig({ webDist, publicUrl: PUBLIC_URL }), {
    database,
    serverRenderer: renderer,
    fairShare: createFairShare({ burst: RENDER_BURST, perSecond: 0.05 }),
  });
  const [row] = await database.query<{ item_no: string }>(
    `SELECT item_no FROM items WHERE flag = 0 AND category = 1 AND NOT secret AND sell_price > 0
     ORDER BY item_no LIMIT 1`,
  );
  itemNo = Number(row!.item_no);
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** Renders each client may start at once here (`page` asks from a new address each time unless it is given one). */
const RENDER_BURST = 3;
let addresses = 0;

async function page(url: string, cookies: Record<string, string> = {}, address = `198.51.100.${++addresses % 250}`) {
  const response = await app.inject({ url, cookies, headers: { host: 'evil.example' }, remoteAddress: address });
  const html = response.body;
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="page-data">/.exec(html)?.[1];
  const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { response, html, root: root ?? '', data: data ? (JSON.parse(data) as PageDataBlock) : undefined };
}

interface PageDataBlock {
  language: LanguageCode;
  texts: Record<string, unknown>;
  queries: { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] };
}

async function detailAnswer(language: LanguageCode, sid?: string): Promise<DetailResponse> {
  const response = await app.inject({
    url: `/api/pages/detail?itemNo=${itemNo}`,
    cookies: { lang: String(language), ...(sid ? { sid } : {}) },
  });
  return response.json<DetailResponse>();
}

async function text(language: 'en' | 'ar', namespace: 'detail' | 'search', key: string): Promise<string> {
  return lookup(await loadNamespace(language, namespace), key)!;
}

describe('the render of a page', () => {
  it.each(['/item/detail/car/{itemNo}', '/item/list/car', '/'])(
    '%s is rendered in one pass that fills every query it asks, those depending on another too',
    async (url) => {
      const before = renderer.renderPassesSoFar();
      // A language no other test asks for this page in, so that no kept page answers it.
      const { response, data } = await page(url.replace('{itemNo}', String(itemNo)), { lang: '4' });
      expect(response.statusCode).toBe(200);
      expect(renderer.renderPassesSoFar() - before).toBe(1);
      const queries = data?.queries.queries ?? [];
      expect(queries.length).toBeGreaterThan(1);
      for (const query of queries) expect(query.state.status, JSON.stringify(query.queryKey)).toBe('success');
    },
  );
});

describe("a visitor's kept page", () => {
  /** The passes a request for `url` rendered (0: answered from the kept page). */
  async function passes(url: string, cookies: Record<string, string> = {}) {
    const before = renderer.renderPassesSoFar();
    const answer = await page(url, { lang: '1', ...cookies });
    return { ...answer, passes: renderer.renderPassesSoFar() - before };
  }

  it('is rendered once, then served to every visitor with an ETag, 304 when it is named, shared for a short time', async () => {
    const url = `/item/detail/car/${itemNo}?t=kept`;
    const first = await passes(url);
    const second = await passes(url);
    expect([first.passes, second.passes]).toEqual([1, 0]);
    expect(second.html).toBe(first.html);
    expect(first.response.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(first.response.headers.vary).toContain('Accept-Language, Cookie');
    const etag = String(first.response.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await app.inject({ url, cookies: { lang: '1' }, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The same page with its parameters in another order is the same kept page.
    expect((await passes(`/item/detail/car/${itemNo}?u=1&t=kept`)).passes).toBe(1);
    expect((await passes(`/item/detail/car/${itemNo}?t=kept&u=1`)).passes).toBe(0);
  });

  it("is rendered again when its listing's price changes", async () => {
    const url = `/item/detail/car/${itemNo}?t=price`;
    await passes(url);
    expect((await passes(url)).passes).toBe(0);
    await database.query('UPDATE items SET sell_price = sell_price + 100 WHERE item_no = $1', [itemNo]);
    expect((await passes(url)).passes).toBe(1);
    expect((await passes(url)).passes).toBe(0);
  });

  it('shows reference data as it is now, once it changed', async () => {
    const url = `/item/detail/car/${itemNo}?t=reference`;
    const [country] = await database.query<{ country_no: number }>(
      'SELECT country_no FROM countries ORDER BY country_no LIMIT 1',
    );
    const renamed = `Renamed ${Date.now()}`;
    expect((await passes(url)).data?.queries).toBeDefined();
    expect((await passes(url)).passes).toBe(0);
    await database.query('UPDATE countries SET eng_country_name = $1 WHERE country_no = $2', [
      renamed,
      country!.country_no,
    ]);
    const after = await passes(url);
    expect(after.passes).toBe(1);
    expect(after.html).toContain(renamed);
  });

  it('keeps the pages warmed up before the process listens: their first visitor waits for no render', async () => {
    // Not from 127.0.0.1, whose budget of renders the warm-up spends.
    const newest = await app.inject({ url: '/api/items/search?category=1&size=1', remoteAddress: '192.0.2.99' });
    const newestNo = newest.json<SearchResponse>().items[0]!.itemNo;
    const views = async () => {
      await app.detailViews.flush();
      const [row] = await database.query<{ update_views: number }>(
        'SELECT update_views FROM items WHERE item_no = $1',
        [newestNo],
      );
      return Number(row!.update_views);
    };
    const before = await views();
    const warmed = await warmUpPages(app);
    expect(warmed).toEqual([...WARM_UP_PAGES, `/item/detail/car/${newestNo}`]);
    // The server's own renders count no view.
    expect(await views()).toBe(before);
    for (const url of warmed) {
      const warmed = await passes(url, { lang: String(DEFAULT_LANGUAGE) });
      expect(warmed.response.statusCode).toBe(200);
      expect(warmed.passes).toBe(0);
    }
  });

  it("never serves a logged-in buyer a visitor's kept page, and no shared cache may store theirs", async () => {
    const url = `/item/detail/car/${itemNo}?t=buyer`;
    await passes(url);
    const sid = await loginCookie(app, 'demo-buyer');
    const buyer = [await passes(url, { sid }), await passes(url, { sid })];
    // Rendered for the buyer's class, then kept for it (decision 0345), never the visitor's page.
    expect(buyer.map((answer) => answer.passes)).toEqual([1, 0]);
    for (const { response, root } of buyer) {
      expect(root).not.toContain(MASKED_PRICE);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers.vary).toContain('Cookie');
    }
    // A session cookie that names no session is a visitor's.
    expect((await passes(url, { sid: 'not-a-session' })).passes).toBe(0);
  });
});

describe("a member's kept page (decision 0345)", () => {
  async function memberPage(url: string, sid: string) {
    const before = renderer.renderPassesSoFar();
    const answer = await page(url, { lang: '1', sid });
    const personal = /<script type="application\/json" id="page-personal">([\s\S]*?)<\/script>/.exec(answer.html)?.[1];
    return {
      ...answer,
      passes: renderer.renderPassesSoFar() - before,
      personal: personal ? (JSON.parse(personal) as PersonalPageData) : undefined,
    };
  }
  const userOf = (data: PageDataBlock | undefined) =>
    data?.queries.queries.find((query) => query.queryKey.join('/') === 'user/me')?.state.data as CurrentUser;

  it('is rendered once for a class of members and carries no member but each one their own data', async () => {
    const first = await buildUser(app, database, { name: 'Ana First' });
    const second = await buildUser(app, database, { name: 'Bea Second' });
    // The first member has a recently viewed list of their own.
    await page(`/api/pages/detail?itemNo=${itemNo}`, { sid: first.sid });
    await app.detailViews.flush();
    const url = `/item/detail/car/${itemNo}?t=members`;
    const a = await memberPage(url, first.sid);
    const b = await memberPage(url, second.sid);
    expect([a.passes, b.passes]).toEqual([1, 0]);
    for (const answer of [a, b]) {
      const kept = answer.html.replace(/<script type="application\/json" id="page-personal">[\s\S]*?<\/script>/, '');
      for (const own of ['Ana First', first.userId, first.email, 'Bea Second', second.userId])
        expect(kept).not.toContain(own);
      expect(userOf(answer.data)).toMatchObject({ userNo: 0, userId: '', name: '', userFlag: 0, countryCode: 'CL' });
      const detail = answer.data?.queries.queries.find((query) => query.queryKey[0] === 'detail');
      expect((detail?.state.data as DetailResponse).userViewList).toEqual([]);
    }
    expect(a.personal?.user).toMatchObject({ userNo: first.userNo, name: 'Ana First' });
    expect(a.personal?.userViewList?.map((view) => view.itemNo)).toContain(itemNo);
    expect(b.personal?.user).toMatchObject({ userNo: second.userNo, name: 'Bea Second' });
    expect(b.html).toContain('Bea Second');
    expect(b.html).not.toContain('Ana First');
    // The page served from the kept one counted the second member's view: it is in their list next time.
    await app.detailViews.flush();
    expect((await memberPage(url, second.sid)).personal?.userViewList?.map((view) => view.itemNo)).toContain(itemNo);
  });

  it('is its own for another class, and rendered again when its listing changes', async () => {
    const url = `/item/detail/car/${itemNo}?t=classes`;
    const buyer = await buildUser(app, database);
    const seller = await buildUser(app, database, { userFlag: 1, countryCode: 'KR', companyName: 'Class Motors' });
    expect((await memberPage(url, buyer.sid)).passes).toBe(1);
    expect((await memberPage(url, seller.sid)).passes).toBe(1);
    expect((await memberPage(url, seller.sid)).passes).toBe(0);
    await database.query('UPDATE items SET sell_price = sell_price + 100 WHERE item_no = $1', [itemNo]);
    const after = await memberPage(url, buyer.sid);
    expect(after.passes).toBe(1);
    const price = priceView((await detailAnswer(1, buyer.sid)).item);
    expect(price.kind === 'price' && after.root.includes(price.text)).toBe(true);
  });

  it("is sent compressed as it is sent whole: the kept part once, the member's own part appended", async () => {
    const member = await buildUser(app, database, { name: 'Cem <Third>' });
    const url = `/item/detail/car/${itemNo}?t=encodings`;
    const plain = await app.inject({ url, cookies: { lang: '1', sid: member.sid } });
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const answer = await app.inject({
        url,
        cookies: { lang: '1', sid: member.sid },
        headers: { 'accept-encoding': encoding },
      });
      expect(answer.headers['content-encoding']).toBe(encoding);
      const html = decode(answer.rawPayload).toString();
      expect(html.replace(/"time":"[^"]*"/g, '')).toBe(plain.body.replace(/"time":"[^"]*"/g, ''));
      expect(html).toContain('Cem \\u003cThird\\u003e');
    }
  });
});

describe('renders under pressure', () => {
  it("answers a client over its budget of renders 429 with Retry-After, and nobody else; kept pages don't count", async () => {
    const crawler = '203.0.113.50';
    const crawl = (n: number) => page(`/item/list/car?crawl=${n}`, { lang: '1' }, crawler);
    for (let n = 0; n < RENDER_BURST; n++) expect((await crawl(n)).response.statusCode).toBe(200);
    const refused = await crawl(RENDER_BURST);
    expect(refused.response.statusCode).toBe(429);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.response.headers['cache-control']).toBe('private, no-store');
    // The shell in the visitor's language: a person's browser renders the page itself.
    expect(refused.html).toContain('<html lang="en" dir="ltr">');
    expect(refused.html).toContain('<div id="root"></div>');
    // A page kept already costs nothing: the crawler gets it; another client gets a page rendered for it.
    expect((await crawl(0)).response.statusCode).toBe(200);
    expect((await page(`/item/list/car?crawl=${RENDER_BURST}`, { lang: '1' }, '192.0.2.80')).root).not.toBe('');
  });
});

describe('a server-rendered detail page', () => {
  it('carries the title and the masked price for a visitor, in English', async () => {
    const { response, html, root, data } = await page(`/item/detail/car/${itemNo}`, { lang: '1' });
    expect(response.statusCode).toBe(200);
    expect(html).toContain('<html lang="en" dir="ltr">');
    const { item } = await detailAnswer(1);
    for (const run of itemTitleRuns(item, 1)) expect(root).toContain(escapeHtml(run));
    expect(root).toContain(MASKED_PRICE);
    expect(root).toContain(`aria-label="${await text('en', 'detail', 'price')}"`);
    // Whole, without inline scripts (the CSP allows none) and without loading placeholders.
    expect(root).not.toContain('<script');
    expect(root).not.toContain('<!--$?-->');
    expect(root).not.toContain('role="progressbar"');
    expect(data?.language).toBe(1);
    // The detail page draws no MUI (decisions 0197, 0198): the built page's static stylesheet styles it, and no empty
    // emotion style element is sent.
    expect(html).not.toContain('data-emotion');
    // The first picture is preloaded from the head, after the viewport its srcset is chosen against.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<meta name="viewport"[^>]*>\s*<link rel="preload" as="image" fetchPriority="high"/);
    expect(response.headers.vary).toContain('Accept-Language, Cookie');
  });

  it('never shows a visitor what the API masks', async () => {
    const buyer = await detailAnswer(1, await loginCookie(app, 'demo-buyer'));
    const price = priceView(buyer.item);
    expect(price.kind).toBe('price');
    const { html } = await page(`/item/detail/car/${itemNo}`, { lang: '1' });
    if (price.kind === 'price') expect(html).not.toContain(price.text);
  });

  it('shows a logged-in buyer the price, as the API gives it to them', async () => {
    const sid = await loginCookie(app, 'demo-buyer');
    const { root } = await page(`/item/detail/car/${itemNo}`, { lang: '1', sid });
    const price = priceView((await detailAnswer(1, sid)).item);
    expect(price.kind === 'price' && root.includes(price.text)).toBe(true);
    expect(root).not.toContain(MASKED_PRICE);
  });

  it("leaves a member's own later parts to the browser: the render asks for no favourites, offers or rates", async () => {
    // Not demo-buyer, whose budget of renders the other tests use.
    const sid = await loginCookie(app, 'demo-partner');
    const { response, data } = await page(`/item/detail/car/${itemNo}?t=own-parts`, { lang: '1', sid });
    expect(response.statusCode).toBe(200);
    const asked = (data?.queries.queries ?? []).map((query) => String(query.queryKey[0]));
    expect(asked).toContain('detail');
    for (const own of ['favourites', 'offers', 'currency-rates']) expect(asked).not.toContain(own);
  });

  it('is Arabic, right to left, with ?lang=3 whatever the cookie says', async () => {
    const { html, root, data } = await page(`/item/detail/car/${itemNo}?lang=3`, { lang: '1' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(root).toContain(`aria-label="${await text('ar', 'detail', 'price')}"`);
    const { item } = await detailAnswer(3);
    for (const run of itemTitleRuns(item, 3)) expect(root).toContain(escapeHtml(run));
    expect(html).not.toContain('data-emotion');
    // Only Arabic texts, and only the namespaces of the page.
    expect(data?.language).toBe(3);
    expect(Object.keys(data?.texts ?? {})).toContain('detail');
    expect(Object.keys(data?.texts ?? {})).not.toContain('admin');
    expect(Object.keys(data?.texts ?? {})).not.toContain('item-form');
    expect(data?.texts.detail).toEqual(await loadNamespace('ar', 'detail'));
  });

  it('lists its language alternates and canonical on PUBLIC_URL, never the Host', async () => {
    const { html } = await page(`/item/detail/car/${itemNo}?lang=3`);
    const address = `${PUBLIC_URL}/item/detail/car/${itemNo}`;
    expect(html).toContain(`<link rel="canonical" href="${address}?lang=3" />`);
    for (const [code, tag] of ['ko', 'en', 'fr', 'ar', 'ru', 'es'].entries()) {
      expect(html).toContain(`<link rel="alternate" hreflang="${tag}" href="${address}?lang=${code}" />`);
    }
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${address}" />`);
    expect(html).not.toContain('evil.example');
  });
});

describe('server-rendered lists', () => {
  it.each([
    ['/item/list/car', 1, 'ltr'],
    ['/item/list/car', 3, 'rtl'],
    ['/', 1, 'ltr'],
    ['/', 3, 'rtl'],
  ] as const)('%s in language %i shows the cards with their titles and masked prices', async (url, language, dir) => {
    const { html, root, data } = await page(url, { lang: String(language) });
    expect(html).toContain(`dir="${dir}"`);
    const search = data?.queries.queries.find((query) => query.queryKey[0] === 'search');
    const first = (search?.state.data as SearchResponse | undefined)?.items[0];
    expect(first).toBeDefined();
    for (const run of itemTitleRuns(first!, language)) expect(root).toContain(escapeHtml(run));
    expect(root).toContain(MASKED_PRICE);
    // The list and home pages draw no MUI (decisions 0231, 0246): their own stylesheets style them, and no emotion
    // style is sent.
    expect(html).not.toContain('data-emotion');
  });
});

describe('pages the server does not render', () => {
  it.each(['/users/mypage', '/users/inquiry/list', '/item/upload', '/admin', '/login', '/register'])(
    '%s is the shell, in the visitor language, without alternates',
    async (url) => {
      const { response, html } = await page(url, { lang: '3' });
      expect(response.statusCode).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).not.toContain('page-data');
      expect(html).not.toContain('hreflang');
    },
  );

  it('never sends the server render bundle itself', async () => {
    const response = await app.inject('/ssr/entry-server.js');
    expect(response.body).not.toContain('the server render');
  });

  it('a listing that does not exist is the 404 shell', async () => {
    const { response, html } = await page('/item/detail/car/999999999');
    expect(response.statusCode).toBe(404);
    expect(html).toContain('<div id="root"></div>');
  });
});
