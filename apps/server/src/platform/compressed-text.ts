import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES, DYNAMIC_BROTLI_QUALITY } from './compression.ts';

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

/** UTF-8 text compressed as the compression plugin compresses answers made per request. */
function compressText(text: Buffer, encoding: TextEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(text, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
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
