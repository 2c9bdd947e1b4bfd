import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withInlineStylesheets } from './web-app.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function builtApp(files: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  folders.push(dist);
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), text);
  return dist;
}

describe('the built stylesheets in index.html (decision 0156)', () => {
  it('puts the stylesheet the build links into the page, so the first paint does not wait for it', () => {
    const dist = builtApp({ 'assets/index-abc.css': '.listing-card{border:1px solid}' });
    const html = '<head>\n<link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n</head>';
    expect(withInlineStylesheets(html, dist)).toBe('<head>\n<style>.listing-card{border:1px solid}</style>\n</head>');
  });

  it('keeps a link whose file is not there, and every other link', () => {
    const dist = builtApp({});
    const html = '<link rel="stylesheet" crossorigin href="/assets/gone.css"><link rel="icon" href="/favicon.svg" />';
    expect(withInlineStylesheets(html, dist)).toBe(html);
  });
});
