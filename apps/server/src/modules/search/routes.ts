import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema, SEARCH_FIELD_MESSAGES, unknownSearchParams } from '@market/domain';
import type { VersionReader } from '../../db/fresh-versions.ts';
import { AppError } from '../../platform/app-error.ts';
import { budgetClient, isRenderCall, type FairShare } from '../../platform/fair-share.ts';
import { sendJsonText } from '../../platform/compressed-text.ts';
import { refuseMaskedParams, type SearchService } from './service.ts';

/** A parameter the search does not know is refused, never ignored: `?makr=5` would otherwise list everything. */
function refuseUnknownParams(query: unknown) {
  const unknown = unknownSearchParams(Object.keys(query ?? {}));
  if (unknown.length === 0) return;
  const fields = Object.fromEntries(unknown.map((name) => [name, SEARCH_FIELD_MESSAGES.unknownFilter]));
  throw new AppError('VALIDATION', { fields });
}

export function searchRoutes(
  service: SearchService,
  versions: VersionReader,
  fairShare: FairShare,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/items/search',
      {
        // A search may come from the database replica (docs/decisions/0273).
        config: { replicaReads: true },
        schema: {
          tags: ['search'],
          summary:
            'Search listings: filters, sort, keyset pages (after/before cursors), total (estimated above 10,000) and ' +
            'maker and category facets; deleted listings never, secret ones only for approved members, details ' +
            'masked for visitors',
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema },
        },
        preValidation: async (request) => refuseUnknownParams(request.query),
      },
      async (request, reply) => {
        const user = request.user ?? null;
        refuseMaskedParams(request.query, user);
        // The answer is JSON text (card by card from fragments, decision 0127), kept while the listing version read
        // for this request holds (decision 0175), with its compressed forms: no serializer and no schema pass on the
        // way out; routes.test.ts parses every answer with the schema instead.
        const { listing } = await versions.forRequest(request);
        // A search answered from the kept answers is cheap; one counted is charged to its client (decision 0227),
        // but for a page's render, which paid for its searches.
        const answer = await service.searchText(request.query, user, listing, () => {
          const refusal = isRenderCall(request) ? undefined : fairShare.take(budgetClient(request, user?.userNo));
          if (refusal) throw new AppError('RATE_LIMITED', refusal);
        });
        return sendJsonText(request, reply, answer);
      },
    );
  };
}
