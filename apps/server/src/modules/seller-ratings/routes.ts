import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownRatingSchema, sellerRatingBodySchema, sellerRatingSummarySchema } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { requireLogin } from '../../platform/auth.ts';
import { createSellerRatingService } from './service.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * Seller ratings: the buyer reads and gives the rating of their own released inquiry (404 for anyone else's); anyone
 * reads a listing's seller's average, count and latest texts (no buyer is named).
 */
export function sellerRatingRoutes(db: Db): FastifyPluginAsyncZod {
  const service = createSellerRatingService(db);
  return async (app) => {
    app.get(
      '/inquirys/seller-rating',
      {
        preValidation: requireLogin,
        schema: {
          tags: ['inquiries'],
          summary: "The buyer's own rating of the inquiry's seller and whether they may give one",
          querystring: z.object({ ilNo: id }),
          response: { 200: ownRatingSchema },
        },
      },
      (request) => service.own(request.user!.userNo, request.query.ilNo),
    );
    app.post(
      '/inquirys/seller-rating',
      {
        preValidation: requireLogin,
        schema: {
          tags: ['inquiries'],
          summary: 'Rate the seller 1-5 with a short text: once per inquiry, after the shipment is released',
          querystring: z.object({ ilNo: id }),
          body: sellerRatingBodySchema,
          response: { 201: ownRatingSchema },
        },
      },
      async (request, reply) => {
        await service.rate(request.user!.userNo, request.query.ilNo, request.body);
        return reply.status(201).send(await service.own(request.user!.userNo, request.query.ilNo));
      },
    );
    app.get(
      '/seller-ratings',
      {
        schema: {
          tags: ['items'],
          summary: "The ratings of a listing's seller: average, count and the latest texts",
          querystring: z.object({ itemNo: id }),
          response: { 200: sellerRatingSummarySchema },
        },
      },
      (request) => service.summary(request.query.itemNo),
    );
  };
}
