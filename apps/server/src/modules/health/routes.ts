import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { appliedMigration } from '../../db/migrate.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  migration: z.string().nullable(),
});

export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['platform'],
          summary: 'Liveness and database state',
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (_request, reply) => {
        try {
          await database.query('SELECT 1');
          return { status: 'ok' as const, database: database.kind, migration: await appliedMigration(database) };
        } catch (error) {
          reply.log.error({ err: error }, 'health check failed');
          return reply.status(503).send({ status: 'unavailable', database: database.kind, migration: null });
        }
      },
    );
  };
}
