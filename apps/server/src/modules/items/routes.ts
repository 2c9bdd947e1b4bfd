import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  carRegisterBodySchema,
  carUpdateBodySchema,
  chassisQuerySchema,
  dateBodySchema,
  flagBodySchema,
  itemNoField,
  managementListSchema,
  managementQuerySchema,
  MAX_PICTURES,
  MAX_UPLOAD_MB,
  memoBodySchema,
  ownItemSchema,
  pictureSchema,
  PICTURE_TYPES,
  priceBodySchema,
  priceResultSchema,
  savedItemSchema,
  secretBodySchema,
  specialRegisterBodySchema,
  specialUpdateBodySchema,
  stagedPictureSchema,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { guard, requireUser } from '../../platform/auth.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { registerMultipart, withUploads } from '../../platform/uploads.ts';
import { makerSchema, modelSchema } from '../catalog/schemas.ts';
import { createItemsService } from './service.ts';

const tags = ['items'];
/** Pictures per upload request: up to 10 files of at most MAX_UPLOAD_MB each wait on the disk while they are re-encoded. */
export const PICTURES_PER_REQUEST = 10;

/** Sellers and dealers whose account staff approved; every route below is theirs only. */
const sellerOnly = { preValidation: guard({ roles: ['seller'], admission: true }) };

/**
 * The seller's side of listings: register and update cars and special vehicles, their pictures, and the management
 * page's actions. Object level: an item that is not the seller's own answers 404, as if it did not exist.
 */
export function itemsRoutes(db: Db, storage: FileStorage): FastifyPluginAsyncZod {
  const service = createItemsService(db, storage);

  return async (app) => {
    await registerMultipart(app, PICTURES_PER_REQUEST);

    app.post(
      '/items/item',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary: 'Registers a car with its options and condition; the chassis number must be unused',
          body: carRegisterBodySchema,
          response: { 201: savedItemSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await service.registerCar(requireUser(request), request.body)),
    );

    app.put(
      '/items/item',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary: 'Updates an own car (not its chassis number); `version` must be the stored one, else 409',
          body: carUpdateBodySchema,
          response: { 200: savedItemSchema },
        },
      },
      async (request) => service.updateCar(requireUser(request), request.body),
    );

    app.post(
      '/items/special-item',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary: 'Registers a special or commercial vehicle; the chassis number must be unused',
          body: specialRegisterBodySchema,
          response: { 201: savedItemSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.registerSpecial(requireUser(request), request.body)),
    );

    app.put(
      '/items/special-item',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary:
            'Updates an own special vehicle (not its chassis number); `version` must be the stored one, else 409',
          body: specialUpdateBodySchema,
          response: { 200: savedItemSchema },
        },
      },
      async (request) => service.updateSpecial(requireUser(request), request.body),
    );

    app.put(
      '/items/flag',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary: 'Marks own items normal (0), deleted (1), reserved (2) or sold (3); all of the list or none',
          body: flagBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.setFlags(requireUser(request), request.body.list);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/items/memo',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary: "The seller's own note on an item",
          body: memoBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.setMemo(requireUser(request), request.body.itemNo, request.body.memo);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/items/date',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary: 'Moves an own item to the top of the lists (updateDate = now)',
          body: dateBodySchema,
          response: { 200: z.object({ itemNo: z.number(), updateDate: z.string() }) },
        },
      },
      async (request) => service.moveToTop(requireUser(request), request.body.itemNo),
    );

    app.put(
      '/items/price',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary:
            "Sets an own item's price in its category's range; the commission is recomputed from the tiers (the sent one is ignored)",
          body: priceBodySchema,
          response: { 200: priceResultSchema },
        },
      },
      async (request) => service.setPrice(requireUser(request), request.body),
    );

    app.put(
      '/items/secret',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary: 'Public Item on or off; only for users whose secret flag permits it',
          body: secretBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.setSecret(requireUser(request), request.body.itemNo, request.body.flag);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/items/chassisno',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary: 'Whether a chassis number may be registered (true = usable)',
          querystring: chassisQuerySchema,
          response: { 200: z.boolean() },
        },
      },
      async (request) => service.chassisUsable(request.query.chassisNo),
    );

    app.get(
      '/items/my-maker',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary: "Makers of the seller's own listings",
          response: { 200: z.array(makerSchema) },
        },
      },
      async (request) => service.myMakers(requireUser(request)),
    );

    app.get(
      '/items/my-model',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary: "Models of the seller's own listings of a maker",
          querystring: z.object({ maker: z.coerce.number().int().min(1).max(2_147_483_647) }),
          response: { 200: z.array(modelSchema) },
        },
      },
      async (request) => service.myModels(requireUser(request), request.query.maker),
    );

    app.get(
      '/items/my-items',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary: "The seller's listings for the management page: search, status, maker/model filter, paging",
          querystring: managementQuerySchema,
          response: { 200: managementListSchema },
        },
      },
      async (request) => service.managementList(requireUser(request), request.query),
    );

    app.get(
      '/items/my-item',
      {
        ...sellerOnly,
        schema: {
          tags,
          summary: 'One own item as the update form loads it (404 for anyone else)',
          querystring: z.object({ itemNo: itemNoField }),
          response: { 200: ownItemSchema },
        },
      },
      async (request) => service.ownItem(requireUser(request), request.query.itemNo),
    );

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
          service.stagePictures(requireUser(request), fields, files),
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
