/**
 * The public pages as a buyer's phone gets them: Lighthouse (mobile defaults: Moto G Power screen, simulated slow 4G
 * and 4x CPU slowdown) in Debian's Chromium on the home page, the car list, a car and a special-vehicle detail page,
 * in English and Arabic, against the real server with the demo data.
 *
 *   npm run bench:web                         # builds the web app, 3 runs of each page, appended to docs/performance.md
 *   npm run bench:web -- --runs 1 --no-build --no-write --reports /tmp/lh
 *   npm run bench:web -- --runs 1 --no-build --no-write --throttling.cpuSlowdownMultiplier=6   # a low-end phone
 *
 * Every run gets a fresh Chromium profile (a cold cache, as a first visit), with the language chosen the way the app
 * keeps it (the `lang` cookie and local storage). Runs go round the pages in turn, so a busy moment of the machine
 * spreads over all of them; the figures are the medians over the runs.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ITEM_FLAG, routePath, type SearchResponse } from '@market/domain';
import { median, root, startServer, waitForServer } from './server.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3510' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    /** A folder for every run's full Lighthouse report (JSON), to see what an audit found. */
    reports: { type: 'string' },
    /** Lighthouse's CPU slowdown instead of its mobile default (4): 6 for a low-end phone (issue 29). */
    'throttling.cpuSlowdownMultiplier': { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const CPU_SLOWDOWN = args['throttling.cpuSlowdownMultiplier'];
const PORT = Number(args.port);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LANGUAGES = [
  { name: 'en', code: 1 },
  { name: 'ar', code: 3 },
] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Figures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  bytes: number;
  jsBytes: number;
}

/** The first listed, unsold listing of a category with a picture: what a buyer opens from the list. */
async function firstListing(category: 1 | 2): Promise<number> {
  const response = await fetch(`${ORIGIN}/api/items/search?category=${category}`);
  const { items } = (await response.json()) as SearchResponse;
  const item = items.find((entry) => entry.flag === ITEM_FLAG.normal && entry.thumbnail);
  if (!item) throw new Error(`no listing of category ${category} to measure`);
  return item.itemNo;
}

function figuresOf(lhr: Result): Figures {
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return {
    performance: score('performance'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    bytes: value('total-byte-weight'),
    jsBytes: summary?.find((entry) => entry.resourceType === 'script')?.transferSize ?? NaN,
  };
}

/** The audits below full marks in the accessibility, best-practices and SEO categories, by id. */
function failedAudits(lhr: Result): string[] {
  return CATEGORIES.slice(1).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

async function measure(url: string, language: number): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: args.chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    // The language as the app stores it; a small file of the origin, so the page itself is still a first visit.
    await page.goto(`${ORIGIN}/robots.txt`);
    await page.evaluate(`localStorage.setItem('lang', '${language}'); document.cookie = 'lang=${language}; path=/';`);
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        disableStorageReset: true,
        ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: Number(CPU_SLOWDOWN) } } : {}),
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** How often a page is measured before the bench gives up on it. */
const ATTEMPTS = 6;

/**
 * Lighthouse now and then fails to read its own trace (NO_NAVSTART, NO_FCP), on a busy machine and on a quiet one: such
 * a run has no figures, so it is run again. A page that never gives figures stops the bench: a median over a run
 * without figures would be no figure at all (it printed NaN).
 */
async function measureWithRetries(url: string, language: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await measure(url, language);
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${lhr.runtimeError.code} in all ${ATTEMPTS} attempts`);
    console.log(`  ${url}: ${lhr.runtimeError.code}, measuring again`);
  }
}

const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function table(rows: { page: string; language: string; figures: Figures }[]): string {
  const lines = [
    '| page | lang | performance | FCP | LCP | TBT | CLS | accessibility | best practices | SEO | transferred | JS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { page, language, figures: f } of rows) {
    lines.push(
      `| \`${page}\` | ${language} | ${f.performance} | ${seconds(f.fcp)} | ${seconds(f.lcp)} | ${Math.round(f.tbt)} ms | ` +
        `${f.cls.toFixed(3)} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${kib(f.bytes)} | ${kib(f.jsBytes)} |`,
    );
  }
  return lines.join('\n');
}

/** Appends a run to the history of docs/performance.md, which ends with it (the entries are in date order). */
function writeSection(body: string): void {
  const file = path.join(root, 'docs/performance.md');
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, `${text.trimEnd()}\n\n${body.trim()}\n`);
}

if (!args['no-build']) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = startServer(PORT);
try {
  await waitForServer(PORT);
  const car = await firstListing(1);
  const special = await firstListing(2);
  const pages = [
    { name: '/', path: '/' },
    { name: '/item/list/car', path: routePath('carList') },
    { name: `car detail (${routePath('carDetail', { itemNo: car })})`, path: routePath('carDetail', { itemNo: car }) },
    {
      name: `special detail (${routePath('carDetail', { itemNo: special })})`,
      path: routePath('carDetail', { itemNo: special }),
    },
  ];
  const loadBefore = os.loadavg()[0]!;
  if (CPU_SLOWDOWN) console.log(`CPU slowdown ${CPU_SLOWDOWN}x`);
  const results = new Map<string, { figures: Figures[]; failed: Set<string> }>();
  // Lighthouse's reading of this machine's speed (higher is faster): the same slowdown means a slower phone on a
  // slower machine, so figures of two machines compare only with it.
  const benchmarkIndexes: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      for (const language of LANGUAGES) {
        const key = `${page.name}\u0000${language.name}`;
        const lhr = await measureWithRetries(`${ORIGIN}${page.path}`, language.code);
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        if (args.reports) {
          fs.mkdirSync(args.reports, { recursive: true });
          const file = `${page.path.replace(/\W+/g, '_')}-${language.name}-${run}.json`;
          fs.writeFileSync(path.join(args.reports, file), JSON.stringify(lhr));
        }
        const entry = results.get(key) ?? { figures: [], failed: new Set<string>() };
        entry.figures.push(figuresOf(lhr));
        for (const audit of failedAudits(lhr)) entry.failed.add(audit);
        results.set(key, entry);
        const f = figuresOf(lhr);
        console.log(
          `run ${run} ${page.name} ${language.name}: performance ${f.performance}, LCP ${seconds(f.lcp)}, ` +
            `TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)}, ${kib(f.bytes)}` +
            (lhr.runWarnings.length ? ` (warnings: ${lhr.runWarnings.join(' | ')})` : ''),
        );
      }
    }
  }
  const rows = [...results.entries()].map(([key, entry]) => {
    const [page = '', language = ''] = key.split('\u0000');
    const pick = (name: keyof Figures) => median(entry.figures.map((f) => f[name]));
    const figures = Object.fromEntries(
      (Object.keys(entry.figures[0]!) as (keyof Figures)[]).map((name) => [name, pick(name)]),
    ) as unknown as Figures;
    return { page, language, figures, failed: [...entry.failed].sort() };
  });
  const failed = [...new Set(rows.flatMap((row) => row.failed))].sort();
  const lighthouseVersion = (
    JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
  ).version;
  const chromium = spawnSync(args.chromium, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const body = `
### Web pages on a phone (Lighthouse, \`npm run bench:web\`): Figures (${new Date().toISOString().slice(0, 10)}, load average ${loadBefore.toFixed(1)} before the run)

Lighthouse ${lighthouseVersion}, ${chromium}, CPU slowdown ${CPU_SLOWDOWN ?? 4}x, the machine's benchmark index
${Math.round(median(benchmarkIndexes))} (median), medians over ${RUNS} runs (how: "How to run each benchmark").

${table(rows)}

Audits below full marks in at least one run: ${failed.length ? failed.map((id) => `\`${id}\``).join(', ') : 'none'}.
`;
  console.log(`\n${table(rows)}\n\nAudits below full marks: ${failed.join(', ') || 'none'}`);
  if (!args['no-write']) writeSection(body);
} finally {
  await server.stop();
}
