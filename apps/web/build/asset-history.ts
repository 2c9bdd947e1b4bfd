import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The builds whose hashed assets stay in dist/assets: the new one and the ones before it (docs/decisions/0270). */
export const KEPT_BUILDS = 5;

/** dist/asset-builds.json: each kept build's version, time and asset files, newest first. */
export const HISTORY_FILE = 'asset-builds.json';

export interface BuildAssets {
  version: string;
  builtAt: string;
  files: string[];
}

/** The compressed copies the build writes beside a file belong to it. */
const COPY_SUFFIX = /\.(?:br|gz)$/;

function readHistory(outDir: string): BuildAssets[] {
  try {
    const history = JSON.parse(fs.readFileSync(path.join(outDir, HISTORY_FILE), 'utf8')) as unknown;
    return Array.isArray(history) ? (history as BuildAssets[]) : [];
  } catch {
    return [];
  }
}

function assetFiles(outDir: string): string[] {
  const dir = path.join(outDir, 'assets');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => !COPY_SUFFIX.test(name))
    .map((name) => `assets/${name}`);
}

/**
 * The new build's history: it first, then the kept builds before it. A folder built before the history was kept
 * counts its assets as one earlier build, so the first build with it loses nothing either.
 */
function nextHistory(previous: BuildAssets[], current: BuildAssets, onDisk: string[]): BuildAssets[] {
  const known = previous.length > 0 || onDisk.length === 0;
  const earlier = known ? previous : [{ version: 'unknown', builtAt: current.builtAt, files: onDisk }];
  return [current, ...earlier.filter((build) => build.version !== current.version)].slice(0, KEPT_BUILDS);
}

/** Deletes the files under assets/ (and their compressed copies) that no kept build names. */
function pruneAssets(outDir: string, history: BuildAssets[]): string[] {
  const kept = new Set(history.flatMap((build) => build.files));
  const dir = path.join(outDir, 'assets');
  const removed: string[] = [];
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (kept.has(`assets/${name.replace(COPY_SUFFIX, '')}`)) continue;
    fs.rmSync(path.join(dir, name));
    removed.push(name);
  }
  return removed;
}

/**
 * Keeps the hashed assets of the last KEPT_BUILDS builds in dist/assets (the build no longer empties dist): a page an
 * old server process rendered, or a browser opened before the deploy, still loads every script it names.
 */
export function assetHistory(version: string): Plugin {
  let outDir = '';
  let onDiskBefore: string[] = [];
  return {
    name: 'asset-history',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      onDiskBefore = assetFiles(outDir);
    },
    writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => name.startsWith('assets/'));
      const current = { version, builtAt: new Date().toISOString(), files };
      const history = nextHistory(readHistory(outDir), current, onDiskBefore);
      pruneAssets(outDir, history);
      fs.writeFileSync(path.join(outDir, HISTORY_FILE), `${JSON.stringify(history, null, 1)}\n`);
    },
  };
}
