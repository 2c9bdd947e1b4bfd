import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chassisQuerySchema,
  dateBodySchema,
  flagBodySchema,
  itemNoField,
  managementListSchema,
  managementQuerySchema,
  memoBodySchema,
  ownItemSchema,
  priceBodySchema,
  priceResultSchema,
  secretBodySchema,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth.ts';
import { makerSchema, modelSchema } from '../catalog/schemas.ts';
import { createItemManagementService, type ItemManagementService } from './management-service.ts';
import { sellerOnly, tags } from './route-options.ts';

/** The management page's actions on own listings: flag, memo, move to top, price, Public Item. */
function managementActions(service: ItemManagementService): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}

/** What the management page and the forms read: the own listings, their makers and models, a chassis number's use. */
function managementReads(service: ItemManagementService): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}

/** The seller's management page; an item that is not the seller's own answers 404. */
export function managementRoutes(db: Db): FastifyPluginAsyncZod {
  const service = createItemManagementService(db);

  return async (app) => {
    await app.register(managementActions(service));
    await app.register(managementReads(service));
  };
}
