import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import yazl from 'yazl';
import { z } from 'zod';
import { detailResponseSchema, isNumericParam, itemNumber } from '@market/domain';
import type { VersionReader } from '../../db/fresh-versions.ts';
import { AppError } from '../../platform/app-error.ts';
import { requireLogin, requireUser } from '../../platform/auth.ts';
import { preferredEncoding } from '../../platform/compressed-text.ts';
import { addVary } from '../../platform/http-cache.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { DetailService } from './service.ts';

/** A non-numeric itemNo is no item at all: 404, as for an unknown one. */
const itemNoQuery = z.object({ itemNo: z.string().max(30) });

function parseItemNo(raw: string): number {
  if (!isNumericParam(raw) || Number(raw) > Number.MAX_SAFE_INTEGER) throw new AppError('ITEM_NOT_FOUND');
  return Number(raw);
}

export function detailRoutes(
  service: DetailService,
  storage: FileStorage,
  versions: VersionReader,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pages/detail',
      {
        // A detail answer may come from the database replica (docs/decisions/0273).
        config: { replicaReads: true },
        schema: {
          tags: ['detail'],
          summary: 'Everything the vehicle detail page shows, masked for visitors who must log in',
          querystring: itemNoQuery,
          // Documents the answer; it is built as JSON fragments, not serialized from it (docs/decisions/0097).
          response: { 200: detailResponseSchema },
        },
      },
      async (request, reply) => {
        const user = request.user ?? null;
        const encoding = preferredEncoding(request);
        const body = await service.page(
          parseItemNo(request.query.itemNo),
          user,
          () => versions.forRequest(request),
          encoding,
        );
        // Compressed here (mostly once, decision 0180); the compression plugin leaves an encoded answer alone.
        addVary(reply, 'Accept-Encoding');
        if (encoding) reply.header('content-encoding', encoding);
        // The schema types the answer as an object; the built JSON goes out as it is.
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
      },
    );

    app.get(
      '/items/find',
      {
        schema: {
          tags: ['detail'],
          summary:
            'The listing a stock number (CB123) or a chassis number names, for the header search; chassis numbers ' +
            'only for those who may see them (404 otherwise, as for no match)',
          querystring: z.object({ q: z.string().max(40) }),
          response: { 200: z.object({ itemNo: z.number() }) },
        },
      },
      async (request) => ({ itemNo: await service.findListing(request.query.q, request.user ?? null) }),
    );

    app.get(
      '/items/image',
      {
        preValidation: requireLogin,
        schema: {
          tags: ['detail'],
          summary: 'A zip (CB{itemNo}.zip) of all original pictures of a listing; partner users only',
          querystring: itemNoQuery,
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const itemNo = parseItemNo(request.query.itemNo);
        const pictures = await service.originalPictures(itemNo, user);
        const zip = new yazl.ZipFile();
        const open: NodeJS.ReadableStream[] = [];
        for (const picture of pictures) {
          const file = await storage.read(picture.pictureOriginName);
          if (!file) continue;
          open.push(file.stream);
          zip.addReadStream(
            file.stream,
            `${itemNumber(itemNo)}-${String(picture.pictureIndex + 1).padStart(2, '0')}.jpg`,
            {
              compress: false,
            },
          );
        }
        zip.end();
        // A client that goes away must not leave picture files open.
        request.raw.on('close', () => {
          if (!reply.raw.writableFinished)
            for (const stream of open) (stream as unknown as { destroy(): void }).destroy();
        });
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${itemNumber(itemNo)}.zip"`)
          .header('cache-control', 'private, no-store')
          .send(zip.outputStream);
      },
    );
  };
}
