import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { TextEncoding } from './compressed-text.ts';

/** The encodings of answers whose shared part is compressed once (decision 0180). */
export type PrefixEncoding = TextEncoding;

/**
 * Brotli quality of a part compressed once and sent many times, in the thread pool. For the 90 KB detail answer
 * under load (docs/decisions/0180): 5 took 70 ms for 20.8 KB, 7 took 170 ms for 19.6 KB, 9 took 560 ms for 19.5 KB.
 */
const PREFIX_BROTLI_QUALITY = 7;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface Gzipped {
  /** The header and the deflate stream up to a sync flush, not ended. */
  head: Buffer;
  /** CRC-32 and length of the uncompressed prefix, for the trailer. */
  crc: number;
  length: number;
}

interface Entry {
  /** The object the prefix was built from: a new object means new content. */
  source: object;
  /** Brotli: the stream up to a flush, byte-aligned, not ended. */
  br?: Promise<Buffer>;
  gzip?: Promise<Gzipped>;
  bytes: number;
}

/** An uncompressed brotli meta-block (RFC 7932 9.2) of at most 65,536 bytes: ISLAST 0, MNIBBLES 4, MLEN-1, ISUNCOMPRESSED 1. */
function brotliStored(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += 65_536) {
    const chunk = data.subarray(at, at + 65_536);
    // Bits from the lowest: ISLAST (0), MNIBBLES (00 = four nibbles), MLEN-1 (16 bits), ISUNCOMPRESSED (1), then
    // padding to the byte boundary: 20 bits, three bytes.
    const header = ((chunk.length - 1) << 3) | (1 << 19);
    blocks.push(Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff]), chunk);
  }
  return blocks;
}
/** The last meta-block, empty: ISLAST 1, ISLASTEMPTY 1. */
const BROTLI_END = Buffer.from([0x03]);

/**
 * Stored deflate blocks (RFC 1951 3.2.4) of at most 65,535 bytes, the last one final: BFINAL, BTYPE 00, then LEN and
 * its complement. Compressing a few hundred bytes would cost more (a deflate state per answer) than it saves.
 */
function deflateStored(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  let at = 0;
  do {
    const chunk = data.subarray(at, at + 65_535);
    at += chunk.length;
    const header = Buffer.alloc(5);
    header.writeUInt8(at >= data.length ? 1 : 0, 0);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  } while (at < data.length);
  return blocks;
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
        : gzip(prefix, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }).then((head): Gzipped => ({
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
        return Buffer.concat([head, ...brotliStored(suffix), BROTLI_END]);
      }
      const { head, crc, length } = await compressed(key, entry, 'gzip', build);
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(zlib.crc32(suffix, crc), 0);
      trailer.writeUInt32LE((length + suffix.length) % 2 ** 32, 4);
      return Buffer.concat([head, ...deflateStored(suffix), trailer]);
    },
    /** Bytes kept, for tests. */
    get bytes() {
      return total;
    },
  };
}
export type CompressedPrefixes = ReturnType<typeof createCompressedPrefixes>;
