import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { TextEncoding } from './compressed-text.ts';
import { brotliWithSuffix, gzipWithSuffix, type OpenGzip } from './stored-blocks.ts';

/** The encodings of answers whose shared part is compressed once (decision 0180). */
export type PrefixEncoding = TextEncoding;

/**
 * Brotli quality of a part compressed once and sent many times, in the thread pool. For the 90 KB detail answer
 * under load (docs/decisions/0180): 5 took 70 ms for 20.8 KB, 7 took 170 ms for 19.6 KB, 9 took 560 ms for 19.5 KB.
 */
const PREFIX_BROTLI_QUALITY = 7;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface Entry {
  /** The object the prefix was built from: a new object means new content. */
  source: object;
  /** Brotli: the stream up to a flush, byte-aligned, not ended. */
  br?: Promise<Buffer>;
  gzip?: Promise<OpenGzip>;
  bytes: number;
}

/**
 * Answers made of a prefix that many answers share and a small suffix of their own (decision 0180): the prefix is
 * compressed once per key and source (brotli and gzip, each when first asked for; only the compressed bytes are kept), and each answer appends its
 * suffix without compressing the prefix again. The suffix goes in uncompressed: into brotli as uncompressed
 * meta-blocks, into gzip as stored deflate blocks with the CRC-32 continued, so an answer costs a copy. Nothing of one
 * answer's suffix is kept: personal parts belong in the suffix only. At most `maxBytes` of compressed prefixes are kept;
 * the least recently used go first.
 */
export function createCompressedPrefixes(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, Entry>();
  let total = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };

  function entryFor(key: string, source: object): Entry {
    const found = entries.get(key);
    if (found?.source === source) {
      entries.delete(key);
      entries.set(key, found);
      return found;
    }
    drop(key);
    const entry: Entry = { source, bytes: 0 };
    entries.set(key, entry);
    return entry;
  }

  /** Counts what a compression keeps, dropping the least recently used over the limit. */
  function kept(key: string, entry: Entry, bytes: number) {
    if (entries.get(key) !== entry) return;
    entry.bytes += bytes;
    total += bytes;
    while (total > maxBytes && entries.size > 1) drop(entries.keys().next().value!);
  }

  function compressed<E extends PrefixEncoding>(
    key: string,
    entry: Entry,
    encoding: E,
    build: () => Buffer,
  ): NonNullable<Entry[E]> {
    const existing = entry[encoding];
    if (existing) return existing;
    const prefix = build();
    const pending =
      encoding === 'br'
        ? brotli(prefix, {
            finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: PREFIX_BROTLI_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: prefix.length,
            },
          })
        : gzip(prefix, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }).then((head): OpenGzip => ({
            head,
            crc: zlib.crc32(prefix),
            length: prefix.length,
          }));
    entry[encoding] = pending as Entry[E];
    pending.then(
      (done) => kept(key, entry, Buffer.isBuffer(done) ? done.length : done.head.length),
      () => {
        if (entry[encoding] === pending) delete entry[encoding];
      },
    );
    return pending as NonNullable<Entry[E]>;
  }

  return {
    /**
     * `prefix + suffix` in `encoding` (as it is when undefined). `source` stands for the prefix's content: while the
     * same object is passed for `key`, the prefix kept is used and `build` is not called.
     */
    async answer(
      key: string,
      source: object,
      build: () => Buffer,
      suffix: Buffer,
      encoding: PrefixEncoding | undefined,
    ): Promise<Buffer> {
      if (!encoding) return Buffer.concat([build(), suffix]);
      const entry = entryFor(key, source);
      if (encoding === 'br') {
        const head = await compressed(key, entry, 'br', build);
        return brotliWithSuffix(head, suffix);
      }
      return gzipWithSuffix(await compressed(key, entry, 'gzip', build), suffix);
    },
    /** Bytes kept, for tests. */
    get bytes() {
      return total;
    },
  };
}
export type CompressedPrefixes = ReturnType<typeof createCompressedPrefixes>;
