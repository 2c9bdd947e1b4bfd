import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser loads; source maps are left out (only developer tools ask for them). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this the server sends a file as it is (the same threshold as its dynamic compression). */
const PRECOMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The .br and .gz copies of one file, each written only when it is smaller than the file. */
async function compressFile(file: string): Promise<void> {
  const data = await fs.readFile(file);
  if (data.length < PRECOMPRESS_MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
}

/**
 * Compresses the build's text files once, at the highest levels (too slow to do per request), so the server sends
 * the copy the browser accepts as it is (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const all = new Set(await fs.readdir(outDir, { recursive: true }));
      // A hashed file kept from an earlier build (build/asset-history.ts) already has its copies; the same name is the
      // same content. The other files (index.html) are rewritten by every build.
      const compressed = (name: string) => name.startsWith(`assets${path.sep}`) && all.has(`${name}.gz`);
      const names = [...all].filter((name) => COMPRESSIBLE.test(name) && !compressed(name));
      // Two at a time: brotli at its highest level keeps one core busy per file.
      for (let start = 0; start < names.length; start += 2) {
        await Promise.all(names.slice(start, start + 2).map((name) => compressFile(path.join(outDir, name))));
      }
    },
  };
}
