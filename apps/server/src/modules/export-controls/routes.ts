import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exportControlBodySchema,
  exportControlSchema,
  exportRefusalSchema,
  exportVerdictAnswerSchema,
  exportVerdictQuerySchema,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { guard, requireLogin } from '../../platform/auth.ts';
import { staffSheetRoutes } from '../../platform/staff-sheet-routes.ts';
import { createExportControlsService } from './service.ts';

/**
 * Korea's export controls (issue 28): the verdict on a listing for a destination (the inquiry dialog warns with it;
 * the inquiry itself is checked by the inquiry service), the staff's sheet of controls and the inquiries they refused.
 */
export function exportControlsRoutes(db: Db): FastifyPluginAsyncZod {
  const service = createExportControlsService(db);
  return async (app) => {
    app.get(
      '/export-controls/verdict',
      {
        preValidation: requireLogin,
        schema: {
          tags: ['export-controls'],
          summary:
            "Whether Korea's export controls let a listing go to a country: refused, with the control and its source, " +
            'when a control covers it or the listing does not say enough to clear it',
          querystring: exportVerdictQuerySchema,
          response: { 200: exportVerdictAnswerSchema },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'private, no-store');
        return service.verdict(request.query.itemNo, request.query.countryCode, request.user!);
      },
    );

    app.get(
      '/staff/export-controls/refusals',
      {
        onRequest: guard({ roles: ['staff'], sameUser: false }),
        schema: {
          tags: ['staff'],
          summary: 'The newest inquiries an export control refused (who, listing, country, why, when), newest first',
          response: { 200: z.array(exportRefusalSchema) },
        },
      },
      () => service.refusals(),
    );

    staffSheetRoutes(app, {
      path: '/staff/export-controls',
      key: 'controlNo',
      body: exportControlBodySchema,
      row: exportControlSchema,
      summaries: {
        list: "Korea's export controls, by country and vehicle class",
        create: 'Add a control for a country and vehicle class (409 with codeNumber 1 when it has one)',
        update: 'Edit a control (its country and class stay)',
        remove: 'Remove a control',
      },
      service,
    });
  };
}
