import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  landedCostAnswerSchema,
  landedCostQuerySchema,
  landedCostRateBodySchema,
  landedCostRateSchema,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { guard } from '../../platform/auth.ts';
import { createLandedCostService } from './service.ts';

const staffOnly = guard({ roles: ['staff'], sameUser: false });
const rateNoParams = z.object({ rateNo: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The landed cost estimate (issue 18): a listing's clearing cost in a country, apart from the detail answer like the
 * import verdict; and the staff's maintenance of the rates, audited.
 */
export function landedCostRoutes(db: Db): FastifyPluginAsyncZod {
  const service = createLandedCostService(db);
  return async (app) => {
    app.get(
      '/landed-cost/estimate',
      {
        schema: {
          tags: ['import-rules'],
          summary:
            'The estimated duty, taxes, levies and fees of clearing a listing in a country, as low-high ranges, ' +
            'from the price and the chosen offer; amounts masked where prices are',
          querystring: landedCostQuerySchema,
          response: { 200: landedCostAnswerSchema },
        },
      },
      (request) => service.estimate(request.query, request.user ?? null),
    );

    const tags = ['staff'];
    app.get(
      '/staff/landed-cost-rates',
      {
        onRequest: staffOnly,
        schema: {
          tags,
          summary: 'Every landed cost rate sheet, by country and class',
          response: { 200: z.array(landedCostRateSchema) },
        },
      },
      () => service.rates(),
    );
    app.post(
      '/staff/landed-cost-rates',
      {
        onRequest: staffOnly,
        schema: {
          tags,
          summary: 'Add the rates of a country and class (409 with codeNumber 1 when it has them)',
          body: landedCostRateBodySchema,
          response: { 201: landedCostRateSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.user!, request.body)),
    );
    app.put(
      '/staff/landed-cost-rates/:rateNo',
      {
        onRequest: staffOnly,
        schema: {
          tags,
          summary: 'Edit the rates of a country and class (both stay)',
          params: rateNoParams,
          body: landedCostRateBodySchema,
          response: { 200: landedCostRateSchema },
        },
      },
      (request) => service.update(request.user!, request.params.rateNo, request.body),
    );
    app.delete(
      '/staff/landed-cost-rates/:rateNo',
      { onRequest: staffOnly, schema: { tags, summary: 'Remove a rate sheet', params: rateNoParams } },
      async (request, reply) => {
        await service.remove(request.user!, request.params.rateNo);
        return reply.status(204).send();
      },
    );
  };
}
