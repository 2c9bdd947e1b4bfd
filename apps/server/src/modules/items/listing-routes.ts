import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  carRegisterBodySchema,
  carUpdateBodySchema,
  savedItemSchema,
  specialRegisterBodySchema,
  specialUpdateBodySchema,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/auth.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { sellerOnly, tags } from './route-options.ts';
import { createItemsService } from './service.ts';

/** Register and update cars and special vehicles; an item that is not the seller's own answers 404. */
export function listingRoutes(db: Db, storage: FileStorage): FastifyPluginAsyncZod {
  const service = createItemsService(db, storage);

  return async (app) => {
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
  };
}
