import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buyerOfferAnswerSchema,
  offerBodySchema,
  offerFloorBodySchema,
  offerFloorSchema,
  offerItemParamsSchema,
  offerNoParamsSchema,
  offerSchema,
  sellerOfferAnswerSchema,
  sellerOfferSchema,
} from '@market/domain';
import { guard } from '../../platform/auth.ts';
import type { PriceOffersService } from './service.ts';

const buyers = guard({ roles: ['buyer'] });
const sellersAndStaff = guard({ roles: ['seller', 'staff'] });
const tags = ['offers'];

/**
 * Buyers' price offers (issue 32, docs/decisions/0265). The buyer's answers never carry the seller's floor (the
 * response schemas have no such field); the seller's and staff's carry it for their own listings.
 */
export function priceOffersRoutes(service: PriceOffersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
    });

    app.post(
      '/offers',
      {
        preValidation: buyers,
        schema: {
          tags,
          summary:
            'Offer a price for a listing, valid 24 to 168 hours: 201 with the offer, declined at once (declinedAtOnce) ' +
            'below the seller floor; 409 codeNumber 1 while the buyer has a live offer on it',
          body: offerBodySchema,
          response: { 201: offerSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.make(request.user!, request.body, request.language)),
    );

    app.get(
      '/offers',
      {
        preValidation: buyers,
        schema: {
          tags,
          summary: "The buyer's offers, newest first (of one listing with itemNo)",
          querystring: z.object({ itemNo: offerItemParamsSchema.shape.itemNo.optional() }),
          response: { 200: z.array(offerSchema) },
        },
      },
      (request) => service.mine(request.user!, request.language, request.query.itemNo),
    );

    app.post(
      '/offers/:offerNo/answer',
      {
        preValidation: buyers,
        schema: {
          tags,
          summary: "The buyer accepts or declines the seller's counter, or withdraws the offer",
          params: offerNoParamsSchema,
          body: buyerOfferAnswerSchema,
          response: { 200: offerSchema },
        },
      },
      (request) => service.answerAsBuyer(request.user!, request.params.offerNo, request.body, request.language),
    );

    app.get(
      '/seller/offers',
      {
        preValidation: sellersAndStaff,
        schema: {
          tags,
          summary: "Offers on the seller's listings (staff: on every listing), newest first",
          response: { 200: z.array(sellerOfferSchema) },
        },
      },
      (request) => service.ofSeller(request.user!, request.language),
    );

    app.post(
      '/seller/offers/:offerNo/answer',
      {
        preValidation: sellersAndStaff,
        schema: {
          tags,
          summary: 'The seller (or staff) accepts, declines or counters an open offer',
          params: offerNoParamsSchema,
          body: sellerOfferAnswerSchema,
          response: { 200: sellerOfferSchema },
        },
      },
      (request) => service.answerAsSeller(request.user!, request.params.offerNo, request.body, request.language),
    );

    app.get(
      '/seller/offer-floors/:itemNo',
      {
        preValidation: sellersAndStaff,
        schema: {
          tags,
          summary: "A listing's offer floor (null: none), for its seller and staff",
          params: offerItemParamsSchema,
          response: { 200: offerFloorSchema },
        },
      },
      (request) => service.floor(request.user!, request.params.itemNo),
    );

    app.put(
      '/seller/offer-floors/:itemNo',
      {
        preValidation: sellersAndStaff,
        schema: {
          tags,
          summary: 'Set or remove (null) the lowest offer the seller will look at; buyers never see it',
          params: offerItemParamsSchema,
          body: offerFloorBodySchema,
          response: { 200: offerFloorSchema },
        },
      },
      (request) => service.setFloor(request.user!, request.params.itemNo, request.body.floor),
    );
  };
}
