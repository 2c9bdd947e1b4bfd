import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `intervalMs` in this process while the app is open; a failure is logged and the next run tries
 * again. Jobs must be safe to run in several processes at once.
 */
export function scheduleJob(app: FastifyInstance, name: string, intervalMs: number, job: () => Promise<unknown>): void {
  const timer = setInterval(() => {
    job().catch((error: unknown) => app.log.error({ err: error, job: name }, 'scheduled job failed'));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
