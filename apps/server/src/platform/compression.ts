import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { addVary } from './http-cache.ts';

/** Answers smaller than this go out as they are: the headers would cost more than compressing saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality of answers made per request. 11 takes 0.7 s for the 90 KB detail answer on this machine; 5 takes
 * about 2 % of that and gives 20 KB where gzip gives 22 KB (docs/decisions/0094). Built assets are compressed at 11
 * once, at build time.
 */
export const DYNAMIC_BROTLI_QUALITY = 5;

/** Text only: pictures, PDFs and zips are compressed formats already. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?(?:json|xml|javascript)|image\/svg\+xml)/;

/**
 * Brotli, else gzip, for HTML, JSON, JS, CSS and SVG answers over the threshold, only when the client asks for it
 * (Accept-Encoding). Every answer of those types says `Vary: Accept-Encoding`, sent compressed or not, so a shared
 * cache never hands a plain copy's entry a compressed body or the reverse (issue 30). Files the build compressed already (.br/.gz, @fastify/static
 * `preCompressed`) carry their Content-Encoding and pass through untouched. Request bodies are never decompressed.
 */
export const compressionPlugin = fp(async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
  });
  // Lowercase, as @fastify/compress writes it: it adds its own unless the header already holds this exact name.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) addVary(reply, 'accept-encoding');
    return payload;
  });
});
