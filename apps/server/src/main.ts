import { pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { prepareDatabase } from './seed/prepare.ts';
import { warmUpPages } from './modules/pages/warm-up.ts';
import { startMetricsServer } from './platform/metrics.ts';
import { openStorage } from './platform/open-storage.ts';
import { startTracing } from './platform/tracing.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Start-up, before the server is built: open the database, migrate it and seed what is missing.
  // Tracing first, so the database's client is traced from its first statement (off without an endpoint).
  const tracing = config.tracing ? startTracing(config.tracing) : undefined;
  const log = pino({ level: config.logLevel, ...(tracing ? { mixin: tracing.logMixin } : {}) });
  const database = await openDatabase(config, log);
  const storage = openStorage(config, log);
  await prepareDatabase(database, { demoData: config.demoData, production: config.production, storage, log });
  const app = await buildApp(config, { database, storage, scheduledJobs: true, tracing });
  await app.ready();
  await warmUpPages(app);
  await app.listen({ port: config.port, host: config.host });
  if (app.metrics && config.metrics) {
    // Served until the process exits, through its drain as well.
    const metricsServer = await startMetricsServer(app.metrics, config.metrics);
    app.log.info({ port: metricsServer.port, host: config.metrics.host }, 'metrics served at /metrics');
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    // Not ready first: the load balancer's next checks take this process out of rotation while it still answers
    // (decision 0271); then no new connections, and the requests in flight finish.
    app.readiness.drain();
    app.log.info(
      { signal, drainMs: config.drainMs },
      'draining: not ready, closing once the load balancer has seen it',
    );
    const force = setTimeout(() => {
      app.log.error('requests still running after the grace period; exiting');
      process.exit(1);
    }, config.drainMs + SHUTDOWN_GRACE_MS);
    force.unref();
    setTimeout(() => {
      app.log.info('shutting down: no new connections, finishing requests in flight');
      app.close().then(
        async () => {
          await tracing?.shutdown().catch(() => undefined);
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    }, config.drainMs);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
