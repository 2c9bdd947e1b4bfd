import zlib from 'node:zlib';

/**
 * Uncompressed blocks that continue a compressed stream left open (decision 0180): a text compressed once up to a
 * flush, then a short part of each answer's own appended as it is, costing a copy instead of a compression.
 */

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

/** A gzip stream up to a sync flush, with what its trailer needs of the text it holds. */
export interface OpenGzip {
  /** The header and the deflate stream up to a sync flush, not ended. */
  head: Buffer;
  /** CRC-32 and length of the uncompressed text, for the trailer. */
  crc: number;
  length: number;
}

/** The open stream's head, `suffix` as stored blocks, and the trailer with the CRC-32 continued over the suffix. */
export function gzipWithSuffix({ head, crc, length }: OpenGzip, suffix: Buffer): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(suffix, crc), 0);
  trailer.writeUInt32LE((length + suffix.length) % 2 ** 32, 4);
  return Buffer.concat([head, ...deflateStored(suffix), trailer]);
}

/** The open brotli stream (up to a flush, byte-aligned), `suffix` as uncompressed meta-blocks, and the end. */
export function brotliWithSuffix(head: Buffer, suffix: Buffer): Buffer {
  return Buffer.concat([head, ...brotliStored(suffix), BROTLI_END]);
}
