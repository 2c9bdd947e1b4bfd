import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createSearchRepo } from './repo.ts';
import { createSearchService, type SearchOptions } from './service.ts';

export function searchRoutes(database: Database, options: SearchOptions = {}): FastifyPluginAsyncZod {
  const service = createSearchService(createSearchRepo(database), options);
  return async (app) => {
    app.get(
      '/items/search',
      {
        schema: {
          tags: ['search'],
          summary:
            'Search listings: filters, sort, keyset pages (after/before cursors), total (estimated above 10,000) and ' +
            'maker and category facets; deleted listings never, secret ones only for approved members, details ' +
            'masked for visitors',
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema },
        },
        // The service builds every card field by field, so the answer is written as it is: parsing it with the
        // schema again took a tenth of the server's time per search (docs/performance.md); routes.test.ts does it.
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      (request) => service.search(request.query, request.user ?? null),
    );
  };
}
