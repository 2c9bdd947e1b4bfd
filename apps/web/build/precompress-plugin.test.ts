import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress-plugin.ts';

let dist: string;

afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

async function build(files: Record<string, string | Buffer>): Promise<string[]> {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), data);
  }
  const plugin = precompress() as unknown as {
    configResolved(config: { root: string; build: { outDir: string } }): void;
    closeBundle(): Promise<void>;
  };
  plugin.configResolved({ root: dist, build: { outDir: '.' } });
  await plugin.closeBundle();
  return (fs.readdirSync(dist, { recursive: true }) as string[]).sort();
}

describe('precompress', () => {
  it('writes a brotli and a gzip copy beside each text asset, holding the same bytes', async () => {
    const script = 'export const answer = 42;\n'.repeat(200);
    const names = await build({
      'assets/index-abc.js': script,
      'index.html': `<!doctype html>${'<p>x</p>'.repeat(300)}`,
    });
    expect(names).toEqual(
      expect.arrayContaining(['assets/index-abc.js.br', 'assets/index-abc.js.gz', 'index.html.br', 'index.html.gz']),
    );
    const file = path.join(dist, 'assets/index-abc.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
  });

  it('leaves small files, source maps and pictures alone', async () => {
    const names = await build({
      'assets/tiny.js': 'export {};',
      'assets/index-abc.js.map': JSON.stringify({ mappings: 'A'.repeat(5000) }),
      'assets/photo.png': Buffer.alloc(5000, 1),
    });
    expect(names).toEqual(['assets', 'assets/index-abc.js.map', 'assets/photo.png', 'assets/tiny.js']);
  });
});
