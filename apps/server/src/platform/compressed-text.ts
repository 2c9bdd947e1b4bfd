import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES, DYNAMIC_BROTLI_QUALITY } from './compression.ts';
import { brotliWithSuffix, gzipWithSuffix, type OpenGzip } from './stored-blocks.ts';

export type TextEncoding = 'br' | 'gzip';

/** The gzip level of compression.ts, for answers compressed and kept by a route. */
const GZIP_LEVEL = 6;

/**
 * The encoding the compression plugin would pick for this request: brotli, else gzip, by the quality values of
 * Accept-Encoding (`*` and `x-gzip` count as gzip, as there), none when the client asks for none or for
 * `x-no-compression`.
 */
export function preferredEncoding(request: Pick<FastifyRequest, 'headers'>): TextEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return undefined;
  let best: TextEncoding | undefined;
  let bestQuality = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const encoding = name === 'br' ? 'br' : name === 'gzip' || name === 'x-gzip' || name === '*' ? 'gzip' : undefined;
    if (!encoding) continue;
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!(quality > 0)) continue;
    if (quality > bestQuality || (quality === bestQuality && encoding === 'br')) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}

const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};

/** UTF-8 text compressed as the compression plugin compresses answers made per request. */
function compressText(text: Buffer, encoding: TextEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(text, { params: BROTLI_PARAMS })
    : zlib.gzipSync(text, { level: GZIP_LEVEL });
}

/** Text that may be sent compressed, each encoding made once, when first asked for, and kept with the text. */
export interface CompressibleText {
  /** The text as UTF-8 (`identity`), or compressed. */
  encoded(encoding: TextEncoding | 'identity'): Buffer;
}

/** Text kept to be sent many times (a search answer, a visitor's page), with its compressed forms made once each. */
export class KeptText implements CompressibleText {
  private readonly utf8: Buffer;
  private readonly compressed = new Map<TextEncoding, Buffer>();

  /** `grew` is told the bytes of each compressed form as it is made, for a cache that counts what it holds. */
  constructor(
    text: string,
    private readonly grew: (bytes: number) => void = () => {},
  ) {
    this.utf8 = Buffer.from(text);
  }

  encoded(encoding: TextEncoding | 'identity'): Buffer {
    if (encoding === 'identity') return this.utf8;
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes = compressText(this.utf8, encoding);
      this.compressed.set(encoding, bytes);
      this.grew(bytes.length);
    }
    return bytes;
  }
}

/**
 * Text kept to be sent many times, each time followed by a short text of that answer's own (a member's page, then
 * their own data): the kept text is compressed once per encoding up to a flush, left open, and each answer appends
 * its suffix uncompressed (stored blocks), so an answer costs a copy, not a compression (as decision 0180's detail
 * answer). Nothing of a suffix is kept.
 */
export class KeptPrefix {
  private readonly utf8: Buffer;
  private brotli?: Buffer;
  private gzip?: OpenGzip;

  /** `grew` is told the bytes of each compressed form as it is made, for a cache that counts what it holds. */
  constructor(
    text: string,
    private readonly grew: (bytes: number) => void = () => {},
  ) {
    this.utf8 = Buffer.from(text);
  }

  /** The kept text's own bytes. */
  get length(): number {
    return this.utf8.length;
  }

  /** The kept text followed by `suffix`, in any encoding. */
  withSuffix(suffix: string): CompressibleText {
    const tail = Buffer.from(suffix);
    return {
      encoded: (encoding) =>
        encoding === 'identity'
          ? Buffer.concat([this.utf8, tail])
          : encoding === 'br'
            ? brotliWithSuffix(this.brotliHead(), tail)
            : gzipWithSuffix(this.gzipHead(), tail),
    };
  }

  private brotliHead(): Buffer {
    if (!this.brotli) {
      this.brotli = zlib.brotliCompressSync(this.utf8, {
        finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: BROTLI_PARAMS,
      });
      this.grew(this.brotli.length);
    }
    return this.brotli;
  }

  private gzipHead(): OpenGzip {
    if (!this.gzip) {
      const head = zlib.gzipSync(this.utf8, { level: GZIP_LEVEL, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      this.gzip = { head, crc: zlib.crc32(this.utf8), length: this.utf8.length };
      this.grew(head.length);
    }
    return this.gzip;
  }
}

/**
 * Sends JSON text, compressed from what `answer` keeps when the client takes an encoding and the text passes the
 * plugin's threshold (the plugin passes an answer with a Content-Encoding through untouched), else as it is.
 */
export function sendJsonText(request: FastifyRequest, reply: FastifyReply, answer: CompressibleText): FastifyReply {
  return sendText(request, reply, answer, 'application/json; charset=utf-8');
}

/** sendJsonText for text of any type (a kept page). */
export function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CompressibleText,
  type: string,
): FastifyReply {
  reply.type(type);
  const text = answer.encoded('identity');
  const encoding = text.length >= COMPRESS_THRESHOLD_BYTES ? preferredEncoding(request) : undefined;
  if (!encoding) return reply.send(text);
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}
