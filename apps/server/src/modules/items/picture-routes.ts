import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PICTURES, MAX_UPLOAD_MB, pictureSchema, PICTURE_TYPES, stagedPictureSchema } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { registerMultipart, withUploads } from '../../platform/uploads.ts';
import { createItemPicturesService } from './pictures-service.ts';
import { sellerOnly, tags } from './route-options.ts';
import { createStagedPictures } from './staged-pictures-service.ts';

/** Pictures per upload request: up to 10 files of at most MAX_UPLOAD_MB each wait on the disk while they are re-encoded. */
const PICTURES_PER_REQUEST = 10;

/** The pictures of a listing, and those of a form not saved yet (multipart). */
export function pictureRoutes(db: Db, storage: FileStorage): FastifyPluginAsyncZod {
  const service = createItemPicturesService(db, storage);
  const stagedPictures = createStagedPictures(db, storage);

  return async (app) => {
    await registerMultipart(app, PICTURES_PER_REQUEST);

    app.post(
      '/items/image',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary: `Adds pictures (fields itemNo, category; files imageList, up to ${PICTURES_PER_REQUEST} per request, ${MAX_PICTURES} per item, ${MAX_UPLOAD_MB} MB each, JPEG, PNG or WebP)`,
          consumes: ['multipart/form-data'],
          response: { 201: z.array(pictureSchema) },
        },
      },
      async (request, reply) => {
        const pictures = await withUploads(request, PICTURE_TYPES, PICTURES_PER_REQUEST, ({ files, fields }) =>
          service.addPictures(requireUser(request), fields, files),
        );
        return reply.status(201).send(pictures);
      },
    );

    app.post(
      '/items/staged-image',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary: `Checks and stores pictures of a form not saved yet (field category; files imageList, up to ${PICTURES_PER_REQUEST} per request, ${MAX_UPLOAD_MB} MB each, JPEG, PNG or WebP); the item save names the staged ids in \`pictures\``,
          consumes: ['multipart/form-data'],
          response: { 201: z.array(stagedPictureSchema) },
        },
      },
      async (request, reply) => {
        const staged = await withUploads(request, PICTURE_TYPES, PICTURES_PER_REQUEST, ({ files, fields }) =>
          stagedPictures.stage(requireUser(request), fields, files),
        );
        return reply.status(201).send(staged);
      },
    );

    app.put(
      '/items/image',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary:
            "Reorders, removes and adds pictures (fields carNo = itemNo, category, order 'p<pictureNo>,f<file>,...'; files imageList)",
          consumes: ['multipart/form-data'],
          response: { 200: z.array(pictureSchema) },
        },
      },
      async (request) => {
        return withUploads(request, PICTURE_TYPES, PICTURES_PER_REQUEST, ({ files, fields }) =>
          service.replacePictures(requireUser(request), fields, files),
        );
      },
    );
  };
}
