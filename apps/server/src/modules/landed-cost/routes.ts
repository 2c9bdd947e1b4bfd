import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  landedCostAnswerSchema,
  landedCostQuerySchema,
  landedCostRateBodySchema,
  landedCostRateSchema,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import type { VersionReader } from '../../db/fresh-versions.ts';
import { staffSheetRoutes } from '../../platform/staff-sheet-routes.ts';
import { createLandedCostService } from './service.ts';

/**
 * The landed cost estimate (issue 18): a listing's clearing cost in a country, apart from the detail answer like the
 * import verdict; and the staff's maintenance of the rates, audited.
 */
export function landedCostRoutes(db: Db, versions: VersionReader): FastifyPluginAsyncZod {
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
      async (request) => service.keptEstimate(request.query, request.user ?? null, await versions.forRequest(request)),
    );

    staffSheetRoutes(app, {
      path: '/staff/landed-cost-rates',
      key: 'rateNo',
      body: landedCostRateBodySchema,
      row: landedCostRateSchema,
      summaries: {
        list: 'Every landed cost rate sheet, by country and class',
        create: 'Add the rates of a country and class (409 with codeNumber 1 when it has them)',
        update: 'Edit the rates of a country and class (both stay)',
        remove: 'Remove a rate sheet',
      },
      service: { ...service, list: () => service.rates() },
    });
  };
}
