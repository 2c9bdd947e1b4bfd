import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { runSeedSteps } from './db/seed/index.ts';
import { seedSteps } from './db/seed/steps.ts';
import { cleanTextPlugin } from './platform/clean-text.ts';
import { errorHandlerPlugin } from './platform/errors.ts';
import { languagePlugin } from './platform/language.ts';
import { createTranslator } from './platform/messages.ts';
import { openStorage } from './platform/open-storage.ts';
import { webAppPlugin } from './platform/web-app.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { csrfPlugin } from './platform/csrf.ts';
import { createNotifier } from './platform/notifier.ts';
import { RateLimiter } from './platform/rate-limit.ts';
import { sessionPlugin, Sessions } from './platform/session.ts';
import { consigneesRoutes } from './modules/consignees/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { detailRoutes } from './modules/detail/routes.ts';
import { itemsRoutes } from './modules/items/routes.ts';
import { seoPageRenderer, seoRoutes } from './modules/seo/routes.ts';
import { inquiryRoutes } from './modules/inquiries/routes.ts';
import { staffInquiryRoutes } from './modules/inquiries/staff-routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { readWebVersion } from './platform/web-app.ts';
import { startScheduledJobs } from './platform/scheduled-jobs.ts';

export interface AppDependencies {
  /** An open database to use instead of opening one from the configuration (tests pass a cloned one). */
  database?: Database;
  /** Starts the scheduled jobs (main.ts does; tests call the jobs themselves). */
  scheduledJobs?: boolean;
}

/**
 * Fastify 5 reads a bare number as "trust nothing", so a hop count becomes the function proxy-addr (and Express) make
 * of one: the socket's peer and the next hops - 1 addresses named in X-Forwarded-For are proxies.
 */
function trustProxyOption(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Builds the whole server without listening: plugins in order external -> platform -> modules. */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may name the client's address (request.ip, which every limit is keyed by).
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const translate = await createTranslator('errors');

  await app.register(fastifyHelmet, {
    hsts: config.production,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Vehicle export marketplace API', version: '1.0.0' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin(translate));
  await app.register(cleanTextPlugin);
  const database = deps.database ?? (await openDatabase(config));
  app.addHook('onClose', () => database.close());
  await runMigrations(database);
  const storage = openStorage(config);
  await runSeedSteps(database, seedSteps(config.demoData), { storage, log: app.log });
  await app.register(csrfPlugin);
  const sessions = new Sessions(database, config.production);
  await app.register(sessionPlugin(sessions));
  const accounts = {
    database,
    sessions,
    storage,
    notifier: createNotifier(config, database, app.log),
    limiter: new RateLimiter(database),
    mail: await createTranslator('mail'),
    devOutbox: config.devOutbox,
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes(database));
      await api.register(usersRoutes(accounts));
      await api.register(consigneesRoutes(database));
      await api.register(catalogRoutes(database.db));
      await api.register(mediaRoutes(storage));
      await api.register(detailRoutes(database.db, storage, readWebVersion(config.webDist)));
      await api.register(itemsRoutes(database.db, storage));
      await api.register(inquiryRoutes(database.db, storage, config.exporter));
      await api.register(staffInquiryRoutes(database.db, storage));
      await api.register(
        staffRoutes(database.db, storage, {
          notifier: accounts.notifier,
          mail: accounts.mail,
          publicUrl: config.publicUrl,
        }),
      );
      await api.register(searchRoutes(database));
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
    },
    { prefix: '/api' },
  );
  if (deps.scheduledJobs) {
    const stopJobs = startScheduledJobs({ database, storage }, app.log);
    app.addHook('onClose', async () => stopJobs());
  }
  const pageTexts = { common: await createTranslator('common'), detail: await createTranslator('detail') };
  await app.register(seoRoutes(database.db, config.publicUrl));
  await app.register(
    webAppPlugin({
      webDist: config.webDist,
      translate,
      renderPage: seoPageRenderer(database.db, pageTexts, config.publicUrl),
    }),
  );
  return app;
}
