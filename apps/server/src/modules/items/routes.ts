import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { listingRoutes } from './listing-routes.ts';
import { managementRoutes } from './management-routes.ts';
import { pictureRoutes } from './picture-routes.ts';

/**
 * The seller's side of listings: register and update cars and special vehicles, their pictures, and the management
 * page's actions. Object level: an item that is not the seller's own answers 404, as if it did not exist.
 */
export function itemsRoutes(db: Db, storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(listingRoutes(db, storage));
    await app.register(pictureRoutes(db, storage));
    await app.register(managementRoutes(db));
  };
}
