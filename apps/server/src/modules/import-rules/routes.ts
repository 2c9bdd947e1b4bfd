import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importRuleBodySchema,
  importRuleSchema,
  importVerdictAnswerSchema,
  importVerdictQuerySchema,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { guard } from '../../platform/auth.ts';
import { createImportRulesService } from './service.ts';

const staffOnly = guard({ roles: ['staff'], sameUser: false });
const ruleNoParams = z.object({ ruleNo: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Import rules by destination (issue 18): the verdict on a listing for a country, apart from the detail answer so
 * that one stays cheap and cacheable per listing; and the staff's maintenance of the rules, audited.
 */
export function importRulesRoutes(db: Db): FastifyPluginAsyncZod {
  const service = createImportRulesService(db);
  return async (app) => {
    app.get(
      '/import-rules/verdict',
      {
        schema: {
          tags: ['import-rules'],
          summary:
            "Whether a listing may be imported into a country at its expected arrival, by the country's rule, with " +
            "the rule's source and date; facts masked for the visitor count as unknown",
          querystring: importVerdictQuerySchema,
          response: { 200: importVerdictAnswerSchema },
        },
      },
      (request) => service.verdict(request.query.itemNo, request.query.countryCode, request.user ?? null),
    );

    const tags = ['staff'];
    app.get(
      '/staff/import-rules',
      {
        onRequest: staffOnly,
        schema: { tags, summary: 'Every import rule, by country code', response: { 200: z.array(importRuleSchema) } },
      },
      () => service.rules(),
    );
    app.post(
      '/staff/import-rules',
      {
        onRequest: staffOnly,
        schema: {
          tags,
          summary: 'Add the rule of a country (409 with codeNumber 1 when it has one)',
          body: importRuleBodySchema,
          response: { 201: importRuleSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(request.user!, request.body)),
    );
    app.put(
      '/staff/import-rules/:ruleNo',
      {
        onRequest: staffOnly,
        schema: {
          tags,
          summary: "Edit a country's rule (its country stays)",
          params: ruleNoParams,
          body: importRuleBodySchema,
          response: { 200: importRuleSchema },
        },
      },
      (request) => service.update(request.user!, request.params.ruleNo, request.body),
    );
    app.delete(
      '/staff/import-rules/:ruleNo',
      { onRequest: staffOnly, schema: { tags, summary: "Remove a country's rule", params: ruleNoParams } },
      async (request, reply) => {
        await service.remove(request.user!, request.params.ruleNo);
        return reply.status(204).send();
      },
    );
  };
}
