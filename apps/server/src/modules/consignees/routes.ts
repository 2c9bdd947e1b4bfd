import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consigneeListBodySchema, consigneeSchema, defaultConsigneeSchema } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { guard, requireUser } from '../../platform/auth.ts';
import { createConsigneesService } from './service.ts';

const tags = ['consignee'];
const userNoQuery = z.object({ userNo: z.coerce.number().int().optional() });
const consigneeList = z.array(consigneeSchema);
/** Only the session's own consignees; a userNo naming someone else is refused by the guard. */
const ownerOnly = guard();

/** Saved consignees (My Page), the default-consignee lookup and the inquiry dialog's list. */
export function consigneesRoutes(database: Database): FastifyPluginAsyncZod {
  const consignees = createConsigneesService(database.db);
  return async (app) => {
    // My Page's list and the inquiry dialog's list are the same list.
    for (const path of ['/user/consignee', '/inquirys/user-consignee']) {
      app.get(
        path,
        {
          preValidation: ownerOnly,
          schema: {
            tags,
            summary: 'The user’s consignees, the default first',
            querystring: userNoQuery,
            response: { 200: consigneeList },
          },
        },
        (request) => consignees.list(requireUser(request).userNo),
      );
    }

    app.put(
      '/user/consignee',
      {
        preValidation: ownerOnly,
        schema: {
          tags,
          summary:
            'Replaces the user’s consignees: entries with uciNo are updated, without are added, missing ones deleted; at most one flag 1',
          body: consigneeListBodySchema,
          response: { 200: consigneeList },
        },
      },
      (request) => consignees.replace(requireUser(request).userNo, request.body.consigneeList),
    );

    app.get(
      '/user/consignee/default',
      {
        preValidation: ownerOnly,
        schema: {
          tags,
          summary: 'The default consignee: count 1 with its fields, or count 0',
          querystring: userNoQuery,
          response: { 200: defaultConsigneeSchema },
        },
      },
      (request) => consignees.defaultOf(requireUser(request).userNo),
    );
  };
}
