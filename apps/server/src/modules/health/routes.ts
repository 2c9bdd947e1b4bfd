import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { appliedMigration, isMigrated } from '../../db/migrate.ts';
import type { Readiness } from '../../platform/readiness.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  migration: z.string().nullable(),
});

const readyResponse = z.object({
  ready: z.boolean(),
  /** Why not: shutting down, the database unreachable, or migrations this build needs not applied yet. */
  reason: z.enum(['draining', 'database', 'migrations']).optional(),
});

export function healthRoutes(database: Database, readiness: Readiness): FastifyPluginAsyncZod {
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

    app.get(
      '/ready',
      {
        schema: {
          tags: ['platform'],
          summary: 'Whether the load balancer may send requests here (migrated, database reachable, not draining)',
          response: { 200: readyResponse, 503: readyResponse },
        },
      },
      async (_request, reply) => {
        const notReady = (reason: 'draining' | 'database' | 'migrations') =>
          reply.status(503).header('cache-control', 'no-store').send({ ready: false, reason });
        if (readiness.draining) return notReady('draining');
        let migrated: boolean;
        try {
          await database.query('SELECT 1');
          migrated = await isMigrated(database);
        } catch (error) {
          reply.log.warn({ err: error }, 'not ready: the database is unreachable');
          return notReady('database');
        }
        if (!migrated) return notReady('migrations');
        return reply.header('cache-control', 'no-store').send({ ready: true });
      },
    );
  };
}
