import path from 'node:path';
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
import { routeParams } from '@market/domain';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createVersionReader, type VersionReader } from './db/fresh-versions.ts';
import { cleanTextPlugin } from './platform/clean-text.ts';
import { compressionPlugin } from './platform/compression.ts';
import { errorHandlerPlugin } from './platform/errors.ts';
import { createFairShare, type FairShare } from './platform/fair-share.ts';
import { languagePlugin } from './platform/language.ts';
import { loadSheddingPlugin } from './platform/load-shedding.ts';
import { withSharedDatabaseWait } from './db/wait-queue.ts';
import { createTranslator, type Translate } from './platform/messages.ts';
import { openStorage } from './platform/open-storage.ts';
import type { FileStorage } from './platform/storage.ts';
import { uploadSpoolPlugin } from './platform/uploads.ts';
import { Metrics, metricsPlugin } from './platform/metrics.ts';
import { Readiness } from './platform/readiness.ts';
import type { Tracing } from './platform/tracing.ts';
import { readYourWritesPlugin } from './platform/read-your-writes.ts';
import { webAppPlugin } from './platform/web-app.ts';
import { createPageCache } from './modules/pages/page-cache.ts';
import { pagesRenderer } from './modules/pages/pages.ts';
import { loadServerRenderer, type ServerRenderer } from './modules/pages/server-render.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { csrfPlugin } from './platform/csrf.ts';
import { MessageQueue } from './platform/message-queue.ts';
import { createNotifier } from './platform/notifier.ts';
import { RateLimiter } from './platform/rate-limit.ts';
import { SESSION_COOKIE, sessionPlugin, Sessions } from './platform/session.ts';
import { customRequestRoutes } from './modules/custom-requests/routes.ts';
import { consigneesRoutes } from './modules/consignees/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { createDetailRepo } from './modules/detail/repo.ts';
import { detailRoutes } from './modules/detail/routes.ts';
import { ViewRecorder } from './modules/detail/views.ts';
import { createDetailService, type DetailService } from './modules/detail/service.ts';
import { createMemberPageCache } from './modules/pages/member-pages.ts';
import { itemsRoutes } from './modules/items/routes.ts';
import { seoPageRenderer, seoRoutes } from './modules/seo/routes.ts';
import { createBuyerNotices } from './modules/inquiries/buyer-notices.ts';
import { createInquiryRepo } from './modules/inquiries/repo.ts';
import { exportControlsRoutes } from './modules/export-controls/routes.ts';
import { transitTimesRoutes } from './modules/transit-times/routes.ts';
import { importRulesRoutes } from './modules/import-rules/routes.ts';
import { assessmentRoutes } from './modules/landed-cost/assessment-routes.ts';
import { conditionRoutes } from './modules/condition/routes.ts';
import { landedCostRoutes } from './modules/landed-cost/routes.ts';
import { inquiryRoutes } from './modules/inquiries/routes.ts';
import { createSellerNotices } from './modules/inquiries/seller-notices.ts';
import { staffInquiryRoutes } from './modules/inquiries/staff-routes.ts';
import { createInvoiceNotices } from './modules/inquiries/invoice-notices.ts';
import { verificationRoutes } from './modules/inquiries/verification-routes.ts';
import { bankAccountRoutes } from './modules/bank-accounts/routes.ts';
import { createBankAccountService } from './modules/bank-accounts/service.ts';
import { shipmentRoutes } from './modules/shipments/routes.ts';
import { handoverRoutes } from './modules/shipments/handover-routes.ts';
import { sellerRatingRoutes } from './modules/seller-ratings/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { createSearchService } from './modules/search/service.ts';
import { createAlertJob } from './modules/alerts/alert-job.ts';
import { alertsRoutes } from './modules/alerts/routes.ts';
import { createAlertsService } from './modules/alerts/service.ts';
import { sellerAdmissionRoutes } from './modules/staff/admission-routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { currencyRatesRoutes } from './modules/currency-rates/routes.ts';
import { createCurrencyRatesService } from './modules/currency-rates/service.ts';
import { createOfferNotices } from './modules/price-offers/notices.ts';
import { createPriceOffersRepo } from './modules/price-offers/repo.ts';
import { priceOffersRoutes } from './modules/price-offers/routes.ts';
import { createPriceOffersService } from './modules/price-offers/service.ts';
import { readWebVersion } from './platform/web-app.ts';
import { startScheduledJobs } from './scheduled-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Detail views waiting to be written; tests flush them. */
    detailViews: ViewRecorder;
    /** Turned off on SIGTERM (main.ts), before the process closes. */
    readiness: Readiness;
    /** The Prometheus metrics when METRICS_PORT is set (main.ts serves them on that port). */
    metrics: Metrics | undefined;
  }
}

export interface AppDependencies {
  /**
   * The open database, already migrated and seeded (seed/prepare.ts: main.ts does it at start-up, the tests' template
   * once per run); the app closes it when it closes.
   */
  database: Database;
  /** Starts the scheduled jobs (main.ts does; tests call the jobs themselves). */
  scheduledJobs?: boolean;
  /** The file storage to use instead of the configured one (tests watch what it is given). */
  storage?: FileStorage;
  /** The web app's server render instead of the one built into WEB_DIST/ssr (tests use its sources). */
  serverRenderer?: ServerRenderer;
  /** Each client's budget of expensive work instead of the default one (tests use a small one). */
  fairShare?: FairShare;
  /** Traces requests and statements (main.ts starts it when an OTLP endpoint is configured). */
  tracing?: Tracing;
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

/** The HTTP plugins every route stands on: security headers, compression, cookies and the OpenAPI document. */
async function registerHttpPlugins(app: FastifyInstance, config: AppConfig) {
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
  // Before every route: it hooks each route as it is added.
  await app.register(compressionPlugin);
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Vehicle export marketplace API', version: '1.0.0' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
}

/** What the pages need of the app besides the config. */
interface PageParts {
  translate: Translate;
  versions: VersionReader;
  sessions: Sessions;
  fairShare: FairShare;
  detailViews: ViewRecorder;
  detail: DetailService;
}

/** The server-rendered pages of the web app, after every API route, and the SEO files. */
async function registerPages(
  app: FastifyInstance,
  config: AppConfig,
  deps: AppDependencies,
  { translate, versions, sessions, fairShare, detailViews, detail }: PageParts,
) {
  const { database } = deps;
  const pageTexts = { common: await createTranslator('common'), detail: await createTranslator('detail') };
  await app.register(seoRoutes(database.db, config.publicUrl));
  await app.register(
    webAppPlugin({
      webDist: config.webDist,
      translate,
      renderPage: pagesRenderer({
        seoPage: seoPageRenderer(database.db, pageTexts, config.publicUrl, versions),
        renderer: deps.serverRenderer ?? (await loadServerRenderer(config.webDist)),
        origin: config.publicUrl,
        cache: createPageCache(),
        memberCache: createMemberPageCache(),
        basis: (request) => versions.forRequest(request),
        sessionUser: async (request) => {
          const token = request.cookies[SESSION_COOKIE];
          return token === undefined ? undefined : (await sessions.load(token, request))?.user;
        },
        personalData: async (request, user, pathname) => {
          // The session's user is what GET /api/user/me answers.
          if (!routeParams('carDetail', pathname)) return { user };
          return { user, userViewList: await detail.viewList(user.userNo, await versions.forRequest(request)) };
        },
        fairShare,
        // A detail page's render counts a view through its answer (decision 0125); a kept page counts it here.
        served: (_request, pathname, userNo) => {
          const params = routeParams('carDetail', pathname);
          if (params) detailViews.record(Number(params.itemNo), userNo);
        },
      }),
    }),
  );
}

/** Builds the whole server without listening: plugins in order external -> platform -> modules. */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(deps.tracing ? { mixin: deps.tracing.logMixin } : {}) },
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may name the client's address (request.ip, which every limit is keyed by).
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  // Before every route and hook, so each is traced.
  if (deps.tracing) await app.register(deps.tracing.plugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const translate = await createTranslator('errors');

  await registerHttpPlugins(app, config);

  const metrics = config.metrics ? new Metrics(deps.database) : undefined;
  app.decorate('metrics', metrics);
  if (metrics) await app.register(metricsPlugin(metrics));
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin(translate));
  if (config.loadShedding) await app.register(loadSheddingPlugin(translate, () => metrics?.shed()));
  // The statements of one request share one wait for the embedded database (decision 0128).
  app.addHook('onRequest', (_request, _reply, done) => withSharedDatabaseWait(done));
  await app.register(cleanTextPlugin);
  if (config.databaseReplicaUrl) await app.register(readYourWritesPlugin({ secure: config.production }));
  const { database } = deps;
  const detailViews = new ViewRecorder(createDetailRepo(database.db), app.log);
  const detail = createDetailService(database.db, detailViews, readWebVersion(config.webDist));
  app.decorate('detailViews', detailViews);
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  app.addHook('onClose', async () => {
    await detailViews.close();
    await database.close();
  });
  const storage = deps.storage ?? openStorage(config, app.log);
  await app.register(uploadSpoolPlugin(path.join(config.dataDir, 'upload-spool')));
  await app.register(csrfPlugin);
  const versions = createVersionReader(database);
  // Each client's budget of expensive work: renders and counted searches (decision 0227).
  const fairShare = deps.fairShare ?? createFairShare({ perSecond: config.clientWorkPerSecond });
  const sessions = new Sessions(database, config.production, versions);
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
  const messages = new MessageQueue(database.db, accounts.notifier, app.log);
  const inquiryTexts = { mail: accounts.mail, publicUrl: config.publicUrl };
  const notices = {
    seller: createSellerNotices(database.db, { queue: messages, mail: accounts.mail, origin: config.publicUrl }),
    buyer: createBuyerNotices(messages, createInquiryRepo(database.db), inquiryTexts),
  };
  const invoiceNotices = createInvoiceNotices(messages, createInquiryRepo(database.db), inquiryTexts);
  const bankAccounts = createBankAccountService(database.db, {
    changed: invoiceNotices.bankDetailsChanged,
    deliver: () => messages.deliver(),
  });

  // One search, its answers kept once: the search routes, and the alerts of favourites and saved searches (issue 32),
  // which read listings through the search's own rules.
  const search = createSearchService(database);
  const alertJob = createAlertJob({
    database,
    search,
    messages,
    mail: accounts.mail,
    origin: config.publicUrl,
    log: app.log,
  });

  const offerNotices = createOfferNotices(createPriceOffersRepo(database.db), {
    queue: messages,
    mail: accounts.mail,
    origin: config.publicUrl,
  });
  const offers = createPriceOffersService(database.db, offerNotices);
  const rates = createCurrencyRatesService(database.db);
  // Staff's answers are mailed after their commit: admission decisions, deleted items, replies to requests.
  const staffMailer = { queue: messages, mail: accounts.mail, publicUrl: config.publicUrl };
  await app.register(
    async (api) => {
      await api.register(healthRoutes(database, readiness));
      await api.register(usersRoutes(accounts));
      await api.register(consigneesRoutes(database));
      await api.register(catalogRoutes(database.db));
      await api.register(mediaRoutes(storage));
      await api.register(detailRoutes(detail, storage, versions));
      await api.register(itemsRoutes(database.db, storage));
      await api.register(inquiryRoutes(database.db, storage, config.exporter, notices, config.publicUrl));
      await api.register(staffInquiryRoutes(database.db, storage, notices, bankAccounts));
      await api.register(bankAccountRoutes(bankAccounts));
      await api.register(verificationRoutes(database.db, accounts.limiter, config.exporter.name));
      await api.register(
        shipmentRoutes(database.db, storage, messages, { mail: accounts.mail, publicUrl: config.publicUrl }),
      );
      await api.register(staffRoutes(database.db, storage, staffMailer));
      await api.register(customRequestRoutes(database.db, storage, staffMailer));
      await api.register(sellerAdmissionRoutes(database.db, config.exporter));
      await api.register(searchRoutes(search, versions, fairShare));
      await api.register(importRulesRoutes(database.db, versions));
      await api.register(landedCostRoutes(database.db, versions));
      await api.register(exportControlsRoutes(database.db));
      await api.register(transitTimesRoutes(database.db));
      await api.register(priceOffersRoutes(offers));
      await api.register(currencyRatesRoutes(rates));
      await api.register(assessmentRoutes(database.db, storage));
      await api.register(
        alertsRoutes({
          service: createAlertsService(database.db, {
            search,
            notifier: accounts.notifier,
            limiter: accounts.limiter,
            mail: accounts.mail,
          }),
          job: alertJob,
          mail: accounts.mail,
          devOutbox: config.devOutbox,
        }),
      );
      await api.register(handoverRoutes(database.db, storage, notices.seller));
      await api.register(sellerRatingRoutes(database.db));
      await api.register(conditionRoutes(database.db, storage));
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
    },
    { prefix: '/api' },
  );
  if (deps.scheduledJobs) {
    const stopJobs = startScheduledJobs(
      {
        database,
        storage,
        messages,
        buyerNotices: notices.buyer,
        invoiceNotices,
        alertJob,
        offers,
        rates,
        ratesFeedUrl: config.ratesFeedUrl,
      },
      app.log,
    );
    app.addHook('onClose', async () => stopJobs());
  }
  await registerPages(app, config, deps, { translate, versions, sessions, fairShare, detailViews, detail });
  return app;
}
