import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assetHistory, HISTORY_FILE, KEPT_BUILDS, type BuildAssets } from './asset-history.ts';

let dist: string;

afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

interface BuildHooks {
  configResolved(config: { root: string; build: { outDir: string } }): void;
  buildStart(): void;
  writeBundle(options: object, bundle: Record<string, unknown>): void;
}

/** One build as the bundler runs the plugin: it writes its files, then the plugin records and prunes. */
function build(version: string, files: string[]): void {
  const plugin = assetHistory(version) as unknown as BuildHooks;
  plugin.configResolved({ root: dist, build: { outDir: '.' } });
  plugin.buildStart();
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  for (const file of files) {
    fs.writeFileSync(path.join(dist, file), `// ${file}`);
    fs.writeFileSync(path.join(dist, `${file}.gz`), 'compressed');
  }
  plugin.writeBundle({}, Object.fromEntries([...files, 'index.html'].map((file) => [file, {}])));
}

const assets = () => (fs.readdirSync(path.join(dist, 'assets')) as string[]).sort();

describe('the assets of earlier builds (decision 0270)', () => {
  it('keeps the previous builds’ hashed files beside the new ones, so an old page still finds its scripts', () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-history-'));
    build('1', ['assets/index-aaa.js', 'assets/shared-sss.js']);
    build('2', ['assets/index-bbb.js', 'assets/shared-sss.js']);
    expect(assets()).toEqual([
      'index-aaa.js',
      'index-aaa.js.gz',
      'index-bbb.js',
      'index-bbb.js.gz',
      'shared-sss.js',
      'shared-sss.js.gz',
    ]);
    const history = JSON.parse(fs.readFileSync(path.join(dist, HISTORY_FILE), 'utf8')) as BuildAssets[];
    expect(history.map((entry) => entry.version)).toEqual(['2', '1']);
  });

  it(`deletes the files only builds older than the last ${KEPT_BUILDS} named, with their compressed copies`, () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-history-'));
    for (let version = 1; version <= KEPT_BUILDS + 1; version += 1) {
      build(String(version), [`assets/index-${version}.js`, 'assets/shared-sss.js']);
    }
    expect(assets()).not.toContain('index-1.js');
    expect(assets()).not.toContain('index-1.js.gz');
    expect(assets()).toContain('index-2.js');
    expect(assets()).toContain('shared-sss.js');
  });

  it('counts the assets of a folder built before the history was kept as one earlier build', () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'asset-history-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-old.js'), '// old');
    build('1', ['assets/index-new.js']);
    expect(assets()).toEqual(['index-new.js', 'index-new.js.gz', 'index-old.js']);
  });
});
