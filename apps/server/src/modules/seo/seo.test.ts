import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestApp, createTestHarness } from '../../test/app.ts';
import { escapeHtml, scriptJson } from '../../platform/html.ts';
import { withPageHead } from './head.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Korean used cars and special vehicles for export, with prices that include shipping."
    />
    <title>RH Group – Korean used cars and special vehicles for export</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const PUBLIC_URL = 'https://cars.example.com';
/** What a client may put in the Host header: it must never reach a link. */
const FORGED_HOST = 'evil.example';

let app: FastifyInstance;
let database: Database;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  ({ app, database } = await createTestHarness({ webDist, publicUrl: PUBLIC_URL }));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function firstItem(where: string) {
  const [row] = await database.query<{
    item_no: string;
    year: number;
    sell_price: string;
    chassis_no: string;
    mileage: number;
  }>(`SELECT item_no, year, sell_price, chassis_no, mileage FROM items WHERE ${where} ORDER BY item_no LIMIT 1`);
  if (!row) throw new Error(`no item where ${where}`);
  return { ...row, itemNo: Number(row.item_no) };
}

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('the head of a car detail page', () => {
  it('carries the title, description, canonical link, Open Graph and a schema.org Car without price', async () => {
    const item = await firstItem('flag = 0 AND category = 1 AND NOT secret');
    const response = await app.inject({
      url: `/item/detail/car/${item.itemNo}`,
      headers: { host: FORGED_HOST },
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(new RegExp(`<title>${item.year} [^<]+ \\| RH Group</title>`));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/item/detail/car/${item.itemNo}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/cars\.example\.com\/api\/media\/[^"]+" \/>/);
    expect(html).not.toContain(FORGED_HOST);
    const structured = jsonLd(html);
    expect(structured).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      sku: `CB${item.itemNo}`,
      vehicleModelDate: String(item.year),
      itemCondition: 'https://schema.org/UsedCondition',
      offers: { '@type': 'Offer', availability: 'https://schema.org/InStock' },
    });
    expect(structured.offers).not.toHaveProperty('price');
    // Nothing a visitor sees masked leaves the server in the page either.
    expect(html).not.toContain(item.chassis_no);
    expect(html).not.toContain(`"${item.sell_price}"`);
  });

  it('answers in the language of the lang cookie, a special vehicle as a schema.org Vehicle', async () => {
    const item = await firstItem('flag = 0 AND category = 2 AND NOT secret');
    const response = await app.inject({ url: `/item/detail/car/${item.itemNo}`, cookies: { lang: '2' } });
    expect(response.body).toContain('à l&#39;export depuis la Corée');
    expect(jsonLd(response.body)['@type']).toBe('Vehicle');
  });

  it('marks a sold listing SoldOut, and answers 404 for an unknown and 410 for a deleted one', async () => {
    const sold = await firstItem('flag = 3 AND NOT secret');
    const soldPage = await app.inject(`/item/detail/car/${sold.itemNo}`);
    expect(jsonLd(soldPage.body).offers.availability).toBe('https://schema.org/SoldOut');
    const unknown = await app.inject('/item/detail/car/999999999');
    expect(unknown.statusCode).toBe(404);
    expect(jsonLd(unknown.body)).toBeUndefined();
    const deleted = await firstItem('flag IN (1, 4, 5)');
    expect((await app.inject(`/item/detail/car/${deleted.itemNo}`)).statusCode).toBe(410);
  });

  it('gives a members-only listing no tags', async () => {
    const secret = await firstItem('flag = 0 AND secret');
    const response = await app.inject(`/item/detail/car/${secret.itemNo}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/og:|ld\+json/);
    expect(response.body).toContain('<title>RH Group – Korean used cars and special vehicles for export</title>');
  });
});

/** The titles the locale catalogs give, to hold the pages to (not copied: read from the catalogs). */
const common = (tag: string) =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, `../../../../../packages/i18n/locales/${tag}/common.json`), 'utf8'),
  ) as { brand: string; app: { title: string }; meta: Record<string, string> };
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('the head of the other public pages, in the page language (issue 34)', () => {
  it.each(LANGUAGE_TAGS.map((tag, code) => [tag, code] as const))(
    'titles and describes home, the list pages with their make and model, and the invoice check (%s)',
    async (tag, code) => {
      const texts = common(tag);
      const page = async (url: string) => (await app.inject({ url, cookies: { lang: String(code) } })).body;
      const home = await page('/');
      expect(titleOf(home)).toBe(escapeHtml(texts.app.title));
      expect(descriptionOf(home)).toBe(escapeHtml(texts.meta.homeDescription!));
      expect(titleOf(await page('/item/list/car'))).toBe(escapeHtml(`${texts.meta.cars} | ${texts.brand}`));
      const filtered = await page('/item/list/car?maker=Hyundai&model=Avante%20(CN7)');
      expect(titleOf(filtered)).toBe(
        escapeHtml(`${texts.meta.carsOf!.replace('{{name}}', 'Hyundai Avante (CN7)')} | ${texts.brand}`),
      );
      expect(titleOf(await page('/item/list'))).toBe(escapeHtml(`${texts.meta.special} | ${texts.brand}`));
      expect(titleOf(await page('/verify/ABCD2345'))).toBe(escapeHtml(`${texts.meta.verify} | ${texts.brand}`));
      expect(home).not.toContain(INDEX_HTML.slice(INDEX_HTML.indexOf('<meta'), INDEX_HTML.indexOf('<title>')));
    },
  );

  it('leaves out of the title a make that is not a name (markup, or too long)', async () => {
    const body = (await app.inject('/item/list/car?maker=%3Cscript%3E&model=' + 'x'.repeat(60))).body;
    expect(titleOf(body)).toBe(escapeHtml(`${common('en').meta.cars} | ${common('en').brand}`));
    expect(body).not.toContain('<script>');
  });
});

describe('sitemap and robots.txt', () => {
  it('lists every public listed item and no members-only or deleted one', async () => {
    const response = await app.inject({ url: '/sitemap.xml', headers: { host: FORGED_HOST } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const listed = [...response.body.matchAll(/\/item\/detail\/car\/(\d+)<\/loc><lastmod>\d{4}-\d{2}-\d{2}</g)].map(
      (match) => Number(match[1]),
    );
    const [count] = await database.query<{ n: string }>(
      'SELECT count(*) AS n FROM items WHERE flag IN (0, 2, 3) AND NOT secret',
    );
    expect(listed).toHaveLength(Number(count!.n));
    const hidden = await database.query<{ item_no: string }>(
      'SELECT item_no FROM items WHERE secret OR flag IN (1, 4, 5)',
    );
    expect(hidden.length).toBeGreaterThan(0);
    for (const row of hidden) expect(listed).not.toContain(Number(row.item_no));
    expect(response.body).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect(response.body).not.toContain(FORGED_HOST);
  });

  it('points robots.txt to the sitemap', async () => {
    const response = await app.inject({ url: '/robots.txt', headers: { host: FORGED_HOST } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /verify/');
  });
});

describe('escaping', () => {
  it('escapes attributes and keeps JSON-LD from closing its script', () => {
    expect(escapeHtml(`"<a href='x'>&`)).toBe('&quot;&lt;a href=&#39;x&#39;&gt;&amp;');
    expect(scriptJson({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    const html = withPageHead(INDEX_HTML, { status: 200, title: 'A <b>', tags: '<meta name="x" content="y" />' });
    expect(html).toContain('<title>A &lt;b&gt;</title>');
    expect(html).not.toContain('Korean used cars and special vehicles for export, with prices');
  });
});

describe('without PUBLIC_URL (outside production)', () => {
  it('builds every link on the fixed local origin, never on the Host a client sends', async () => {
    const site = await createTestApp({ webDist });
    try {
      const item = await firstItem('flag = 0 AND category = 1 AND NOT secret');
      const origin = 'http://localhost:3000';
      const page = await site.inject({ url: `/item/detail/car/${item.itemNo}`, headers: { host: FORGED_HOST } });
      expect(page.body).toContain(`<link rel="canonical" href="${origin}/item/detail/car/${item.itemNo}" />`);
      expect(page.body).toContain(`<meta property="og:url" content="${origin}/item/detail/car/${item.itemNo}" />`);
      const sitemap = await site.inject({ url: '/sitemap.xml', headers: { host: FORGED_HOST } });
      expect(sitemap.body).toContain(`<loc>${origin}/</loc>`);
      const robots = await site.inject({ url: '/robots.txt', headers: { host: FORGED_HOST } });
      expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
      for (const answer of [page, sitemap, robots]) expect(answer.body).not.toContain(FORGED_HOST);
    } finally {
      await site.close();
    }
  });
});
