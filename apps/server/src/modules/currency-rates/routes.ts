import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currencyRateBodySchema, currencyRateSchema, publicRatesSchema } from '@market/domain';
import { staffSheetRoutes } from '../../platform/staff-sheet-routes.ts';
import type { CurrencyRatesService } from './service.ts';

/** How long browsers and caches may keep the fresh rates: they change a few times a day at most. */
const RATES_MAX_AGE_S = 300;

/** The rates of indicative prices: one small answer anyone may cache, and the staff's sheet. */
export function currencyRatesRoutes(service: CurrencyRatesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/currency-rates',
      {
        schema: {
          tags: ['currency-rates'],
          summary:
            'Exchange rates that may be shown (at most 7 days old): units per US dollar, with their day and source. ' +
            'The same for everyone, so it is cached; prices converted with them are indicative only',
          response: { 200: publicRatesSchema },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', `public, max-age=${RATES_MAX_AGE_S}`);
        return service.fresh();
      },
    );

    staffSheetRoutes(app, {
      path: '/staff/currency-rates',
      key: 'rateNo',
      body: currencyRateBodySchema,
      row: currencyRateSchema,
      summaries: {
        list: 'Exchange rates, one per currency, with their day and source',
        create: 'Add a currency rate (409 with codeNumber 1 when the currency has one)',
        update: 'Edit a rate (its currency stays)',
        remove: 'Remove a rate',
      },
      service,
    });
  };
}
