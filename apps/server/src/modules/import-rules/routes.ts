import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  importRuleBodySchema,
  importRuleSchema,
  importVerdictAnswerSchema,
  importVerdictQuerySchema,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import type { VersionReader } from '../../db/fresh-versions.ts';
import { staffSheetRoutes } from '../../platform/staff-sheet-routes.ts';
import { createImportRulesService } from './service.ts';

/**
 * Import rules by destination (issue 18): the verdict on a listing for a country, apart from the detail answer so
 * that one stays cheap and cacheable per listing; and the staff's maintenance of the rules, audited.
 */
export function importRulesRoutes(db: Db, versions: VersionReader): FastifyPluginAsyncZod {
  const service = createImportRulesService(db);
  return async (app) => {
    app.get(
      '/import-rules/verdict',
      {
        schema: {
          tags: ['import-rules'],
          summary:
            "Whether a listing may be imported into a country at its expected arrival, by the country's rule for the " +
            "vehicle's class, with the rule's source and date, the arrival and transit used and the age basis; facts " +
            'masked for the visitor count as unknown; portNo and vessel pick the transit (else the longest)',
          querystring: importVerdictQuerySchema,
          response: { 200: importVerdictAnswerSchema },
        },
      },
      async (request) => service.keptVerdict(request.query, request.user ?? null, await versions.forRequest(request)),
    );

    staffSheetRoutes(app, {
      path: '/staff/import-rules',
      key: 'ruleNo',
      body: importRuleBodySchema,
      row: importRuleSchema,
      summaries: {
        list: 'Every import rule, by country code',
        create: 'Add the rule of a country (409 with codeNumber 1 when it has one)',
        update: "Edit a country's rule (its country stays)",
        remove: "Remove a country's rule",
      },
      service: { ...service, list: () => service.rules() },
    });
  };
}
