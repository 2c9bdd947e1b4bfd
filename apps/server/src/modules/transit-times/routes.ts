import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transitTimeBodySchema, transitTimeSchema } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { staffSheetRoutes } from '../../platform/staff-sheet-routes.ts';
import { createTransitTimesService } from './service.ts';

/** The staff's transit-time table (issue 28): list, add, edit and remove, audited. */
export function transitTimesRoutes(db: Db): FastifyPluginAsyncZod {
  const service = createTransitTimesService(db);
  return async (app) => {
    staffSheetRoutes(app, {
      path: '/staff/transit-times',
      key: 'transitNo',
      body: transitTimeBodySchema,
      row: transitTimeSchema,
      summaries: {
        list: 'The transit times by destination country, port, loading port and vessel, with their source',
        create: 'Add the transit time of a route (409 with codeNumber 1 when it has one)',
        update: 'Edit the days and source of a route (its loading port, port and vessel stay)',
        remove: 'Remove the transit time of a route (its verdicts then use the longest other row or the default)',
      },
      service,
    });
  };
}
