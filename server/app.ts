// Builds the Fastify app from its dependencies; tests build it with a PGlite clone and call it through inject.
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installZodLocale } from '#shared/zod-locale.ts';
import type { AppDeps } from './app-types.ts';
import { createSerializerCompiler } from './core/serializer.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { installDrain } from './core/drain.ts';
import { registerMsgpack } from './plugins/msgpack.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerStatic, spaRoot } from './plugins/static.ts';
import { registerCompress } from './plugins/compress.ts';
import { registerTestClock } from './plugins/test-clock.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerWrapperCors } from './plugins/wrapper-cors.ts';
import { registerRequestId, requestIdGenerator } from './observability/request-id.ts';
import { registerTraceRoute } from './observability/trace-route.ts';
import { registerAccessLog } from './observability/access-log.ts';
import { installMetrics, registerMetricsRoute } from './observability/metrics.ts';
import { installErrorReports } from './observability/error-reports.ts';
import { UPLOAD_LIMITS } from './uploads.ts';
import { fastifyTrustProxy } from './core/trust-proxy.ts';
import { installCache, openCache } from './core/cache/install.ts';
import { installReadRouting } from './db/read-routing-install.ts';
import systemRoutes from './modules/system/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import userRoutes from './modules/user/routes.ts';
import privacyRoutes from './modules/privacy/routes.ts';
import emailRoutes from './modules/email/routes.ts';
import backofficeRoutes from './modules/backoffice/routes.ts';
import importRoutes from './modules/inventory-import/routes.ts';
import tempImageRoutes from './modules/temp-image/routes.ts';
import geocoderRoutes from './modules/geocoder/routes.ts';
import chessEditorRoutes from './modules/chess-editor/routes.ts';
import searchRoutes from './modules/search/routes.ts';
import regionRoutes from './modules/regions/routes.ts';
import partnerRoutes from './modules/partners/routes.ts';
import realtyRoutes from './modules/realty/routes.ts';
import chessRoutes from './modules/chess/routes.ts';
import newsRoutes from './modules/news/routes.ts';
import favoriteRoutes from './modules/favorites/routes.ts';
import collectionRoutes from './modules/collections/routes.ts';
import snapshotRoutes from './modules/snapshot/routes.ts';
import savedFilterRoutes from './modules/saved-filters/routes.ts';
import inviteRoutes from './modules/invites/routes.ts';
import companyRoutes from './modules/companies/routes.ts';
import userOfferRoutes from './modules/user-offers/routes.ts';
import notificationRoutes from './modules/notifications/routes.ts';
import paymentRoutes from './modules/payments/routes.ts';
import moderationRoutes from './modules/moderation/routes.ts';
import appVersionRoutes from './modules/app-version/routes.ts';
import cabinetRoutes from './modules/cabinet/routes.ts';
import openApiRoutes from './modules/openapi/routes.ts';
import bookingRoutes from './modules/bookings/routes.ts';
import fixationRoutes from './modules/fixations/routes.ts';
import dealRoutes from './modules/deals/routes.ts';
import commissionRoutes from './modules/commissions/routes.ts';
import analyticsRoutes from './modules/analytics/routes.ts';
import { registerViewRecording } from './modules/analytics/view-buffer.ts';
import queueRoutes from './modules/booking-queue/routes.ts';
import embedRoutes from './modules/embed/routes.ts';
import embedPage from './modules/embed/page.ts';
import mortgageRoutes from './modules/mortgage/routes.ts';
import compareRoutes from './modules/compare/routes.ts';
import priceHistoryRoutes from './modules/price-history/routes.ts';
import deadlineHistoryRoutes from './modules/deadline-history/routes.ts';
import trustRoutes from './modules/trust/routes.ts';
import progressRoutes from './modules/progress/routes.ts';
import feedRoutes from './modules/feeds/routes.ts';
import feedPublicRoutes from './modules/feeds/public-routes.ts';
import companyCollectionRoutes from './modules/companies/company-collections-routes.ts';
import agreementRoutes from './modules/agreements/routes.ts';
import integrationRoutes from './modules/webhooks/routes.ts';
import marketRoutes from './modules/market/routes.ts';
import channelRoutes from './modules/channels/routes.ts';
import crmRoutes from './modules/crm/routes.ts';
import crmInboundRoutes from './modules/crm-inbound/routes.ts';
import nearbyRoutes from './modules/nearby/routes.ts';

installZodLocale();

export interface BuildOptions {
  /** Request logging; off when omitted (tests). */
  logger?: FastifyBaseLogger;
  /** Serve the built SPA and stored files (off in API tests). */
  serveStatic?: boolean;
  /** The built SPA served as pages (tests point it at a small index.html). */
  spaRoot?: string;
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: fastifyTrustProxy(deps.env.TRUST_PROXY),
    // The id comes from a trusted proxy or is made here (observability/request-id.ts); Fastify's own request
    // lines would log the raw URL (tokens in queries), so the access log (ACCESS_LOG) replaces them.
    requestIdHeader: false,
    genReqId: requestIdGenerator(deps.env.TRUST_PROXY),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: UPLOAD_LIMITS.jsonBytes,
    // Bad input is answered by the error handler with Russian texts; ajv's own coercion is not used.
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Tests also run Zod's encode beside the compiled writer and fail on any difference (core/serializer.ts).
  app.setSerializerCompiler(createSerializerCompiler({ check: deps.env.NODE_ENV === 'test' }));

  app.decorate('env', deps.env);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('storage', deps.storage);
  app.decorate('sms', deps.sms);
  app.decorate('mail', deps.mail);
  app.decorate('clock', deps.env.TEST_CLOCK ? registerTestClock(app, deps.clock) : deps.clock);
  app.decorate('realtime', deps.realtime);
  app.decorate('redis', deps.redis ?? null);
  // First of the hooks: a draining node turns reads away before anything else runs (core/drain.ts).
  installDrain(app);
  // Before the cache and the routes: the cache's reads are counted, and its hooks see every route.
  await installMetrics(app);
  installCache(
    app,
    app.metrics.countCache(
      deps.cache ?? openCache(app.redis, (err) => app.log.warn({ err }, 'the cache is bypassed')),
    ),
  );
  installReadRouting(app, deps.readRouting ?? null);
  const apiRoutes: RouteOptions[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (options) => {
    if (options.url.startsWith('/api/') && options.method !== 'HEAD') apiRoutes.push(options);
  });

  registerRequestId(app);
  registerTraceRoute(app);
  registerAccessLog(app);
  registerViewRecording(app);
  registerErrorHandler(app);
  await installErrorReports(app);
  registerWrapperCors(app);
  registerMsgpack(app);
  await registerCompress(app);
  await registerSecurity(app);
  await registerRateLimit(app);
  await registerMultipart(app);
  registerInputGuard(app);

  await app.register(
    async (api) => {
      registerAuth(api);
      await api.register(systemRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(privacyRoutes);
      await api.register(emailRoutes);
      await api.register(backofficeRoutes, { prefix: '/backoffice' });
      await api.register(tempImageRoutes);
      await api.register(geocoderRoutes);
      await api.register(chessEditorRoutes);
      await api.register(searchRoutes);
      await api.register(regionRoutes);
      await api.register(partnerRoutes);
      await api.register(realtyRoutes);
      await api.register(chessRoutes);
      await api.register(newsRoutes);
      await api.register(favoriteRoutes);
      await api.register(collectionRoutes);
      await api.register(snapshotRoutes);
      await api.register(savedFilterRoutes);
      await api.register(inviteRoutes);
      await api.register(userOfferRoutes);
      await api.register(notificationRoutes);
      await api.register(paymentRoutes);
      await api.register(moderationRoutes);
      await api.register(appVersionRoutes);
      await api.register(cabinetRoutes);
      await api.register(bookingRoutes);
      await api.register(embedRoutes);
      await api.register(mortgageRoutes);
      await api.register(compareRoutes);
      await api.register(priceHistoryRoutes);
      await api.register(deadlineHistoryRoutes);
      await api.register(trustRoutes);
      await api.register(progressRoutes);
      await api.register(feedRoutes, { prefix: '/backoffice' });
      await api.register(companyRoutes);
      await api.register(fixationRoutes);
      await api.register(queueRoutes);
      await api.register(openApiRoutes);
      await api.register(companyCollectionRoutes);
      await api.register(agreementRoutes);
      await api.register(dealRoutes);
      await api.register(commissionRoutes);
      await api.register(integrationRoutes);
      await api.register(importRoutes);
      await api.register(marketRoutes);
      await api.register(analyticsRoutes);
      await api.register(channelRoutes);
      await api.register(crmRoutes);
      await api.register(crmInboundRoutes);
      await api.register(nearbyRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(embedPage(spaRoot));
  // The portal feeds live outside /api: portals fetch them by their secret link, with no login.
  await app.register(feedPublicRoutes);
  registerMetricsRoute(app);
  await registerStatic(app, { serve: options.serveStatic !== false, spaRoot: options.spaRoot });

  return app;
}
