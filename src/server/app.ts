import { clientAddress, createFastPath, polledServer, type FastPath } from './lib/fast-path.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/open.ts';
import type { Clock } from './lib/clock.ts';
import type { KeyRing } from './lib/crypto.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { trustProxyFunction } from './lib/trust-proxy.ts';
import { rateLimitKeyForIp } from './lib/ip.ts';
import { createUserSessionCache, registerSession } from './modules/auth/session.ts';
import { createLifecycle, type Part } from './lib/lifecycle.ts';
import { API_BODY_LIMIT_BYTES } from '#shared/constants.js';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { adminOpenApiRoutes, registerOpenApi } from './plugins/openapi.ts';
import { createServiceDirectory, type ServiceDirectory } from './modules/status/index.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { embedRoutes } from './modules/embed/embed.routes.ts';
import { createFirstScreen } from './lib/first-screen.ts';
import { createClinicHeartbeat, createWhitelist, type ClinicHeartbeat, type Whitelist } from './modules/onboarding/index.ts';
import { accessRoutes } from './modules/onboarding/network-access/access.routes.ts';
import { clinicsRoutes } from './modules/onboarding/clinics/clinics.routes.ts';
import { clinicViewRoutes } from './modules/onboarding/clinic-view/clinic-view.routes.ts';
import { channelsRoutes } from './modules/alerts/channels/channels.routes.ts';
import { adminClinicsRoutes } from './modules/onboarding/clinics/admin-clinics.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { startPurgeJob } from './modules/retention/purge-job.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsRoutes } from './modules/health/metrics.routes.ts';
import { createReadiness } from './modules/health/readiness.ts';
import { countedMailer, createMetrics } from './lib/metrics.ts';
import { timeZoneDataReport } from './lib/time-zone-data.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { registerAdminGuard } from './modules/admin-auth/admin-guard.ts';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.ts';
import { resolveAdminEntrySuffix } from './modules/admin-auth/admin-entry.ts';
import { adminSpaPages } from './modules/admin-auth/admin-pages.ts';
import { registrationRoutes } from './modules/onboarding/sign-up/registrations.routes.ts';
import { couponRoutes } from './modules/coupons/coupons.routes.ts';
import type { ModuleDeps } from './modules/module-deps.ts';
import type { ChannelOptions } from './modules/alerts/channels/channel-options.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationFeed } from './modules/notifications/notification-feed.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { adminWhitelistRoutes } from './modules/onboarding/network-access/admin-whitelist.routes.ts';
import { adminServicesRoutes } from './modules/services/admin-services.routes.ts';
import { adminNewsletterRoutes } from './modules/newsletter/admin-newsletter.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { monitoringRoutes } from './modules/monitoring/monitoring.routes.ts';
import { startMonitor } from './modules/monitoring/monitor.ts';
import { loadMonitorOfflinePeriods } from './modules/monitoring/index.ts';
import { historyRoutes } from './modules/history/history.routes.ts';
import { createServiceHistoryCache } from './modules/history/history-cache.ts';
import { incidentsRoutes } from './modules/incidents/incidents.routes.ts';
import { statusFeedRoutes } from './modules/incidents/status-feed.routes.ts';
import { createStatusView, type StatusView } from './modules/incidents/status-view.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { startAlertDispatcher } from './modules/alerts/alert-dispatcher.ts';
import { heartbeatRoutes } from './modules/onboarding/heartbeat/heartbeat.routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  keys: KeyRing;
  clock: Clock;
  /** Sends mail; built from config.mail (SMTP or the .eml outbox) when omitted. */
  mailer?: Mailer;
  /** Where the built client lives; defaults to dist/client. */
  clientDir?: string;
  /** The process logger (pino); without one the app logs nothing. */
  logger?: FastifyBaseLogger;
  /** Per-IP rate limits; tests that are not about them turn them off. */
  rateLimits?: boolean;
  /** Periodic jobs (the purge); tests drive them directly instead. */
  backgroundJobs?: boolean;
  /** How often the check scheduler looks for due checks; 5 s by default (monitor.ts TICK_MS). */
  schedulerTickMs?: number;
  /** How often status alerts are sent, in seconds dividing a minute (30 by default): a spec that waits on them makes it 1. */
  alertsEverySeconds?: number;
  /** The admin entry path's secret part, when the caller resolved it already (main.ts, before the database). */
  adminEntrySuffix?: string;
  /** Alert channels' network and hold time; tests stand in for the internet here. */
  channels?: ChannelOptions;
}

export interface App {
  server: FastifyInstance;
  /** The polled answers served before Fastify (lib/fast-path.ts). */
  fastPath: FastPath;
  directory: ServiceDirectory;
  whitelist: Whitelist;
  /** Registered clinics' polling, noted in memory and written to lastAccess once a minute. */
  heartbeat: ClinicHeartbeat;
  /** Incidents, maintenance and feed entries behind the public status answers. */
  statusView: StatusView;
  /** Every route as registered (method and URL), for tests that walk the route table. */
  routes: readonly { method: string; url: string }[];
  /** Starts every long-lived part in order (views loaded, server ready, background jobs); the server is ready after it. */
  start(): Promise<void>;
  /** Stops background jobs, then accepting requests (finishing those in flight), then the rest, in the reverse order of start. */
  stop(): Promise<void>;
  /** The long-lived parts' names, in start order. */
  lifecycle: readonly string[];
  isShuttingDown(): boolean;
}

/** The API's version in the OpenAPI document; bump it when a route's contract changes. */
const API_VERSION = '1.0.0';

const DEFAULT_CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

/** Plugin order: external (security, cookies, limits), app-wide (errors), then modules. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, keys, clock } = deps;
  const { db } = database;
  let shuttingDown = false;

  const trustProxy = trustProxyFunction(config.trustProxy);
  const metrics = createMetrics();
  const timeZoneData = timeZoneDataReport(config.timezone);
  metrics.setTimeZoneData(timeZoneData.version, timeZoneData.zone);
  const fastPath = createFastPath(metrics.requestRecorder);
  const server = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy,
    // The polled answers are written before Fastify sees the request (lib/fast-path.ts, ADR 16).
    serverFactory: (handler) => polledServer(fastPath, handler),
    bodyLimit: API_BODY_LIMIT_BYTES,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  const routes: { method: string; url: string }[] = [];
  server.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  // By route pattern: a raw URL would make a new series for every id and every typo.
  server.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const securityHeaders = await registerSecurity(server, { publicUrl: config.publicUrl });
  const polled = { fastPath, securityHeaders, clientAddress: clientAddress(trustProxy) };
  await server.register(cookie);
  await server.register(rateLimit, {
    global: false,
    enableDraftSpec: false,
    keyGenerator: (request) => rateLimitKeyForIp(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 60000)} minute(s) and try again.`,
    }),
    ...(deps.rateLimits === false ? { allowList: () => true } : {}),
  });
  registerErrorHandler(server);
  registerInputGuard(server);
  await registerOpenApi(server, {
    title: `${config.publicConfig.provider.name} status board API`,
    version: API_VERSION,
    publicUrl: config.publicUrl,
  });
  const log = server.log;

  // The composition root: every long-lived part is made here and put on the lifecycle, which
  // starts them in this order and stops them in the reverse one (issue 13, point 2).
  const lifecycle = createLifecycle(log);
  const sessionCache = createUserSessionCache({ bus: database.bus, keys, log });
  lifecycle.add({ name: 'sessions', stop: () => sessionCache.close() });
  const mailer = countedMailer(deps.mailer ?? createMailer({ ...config.mail, log }), metrics);
  const readiness = createReadiness({ db, log, isShuttingDown: () => shuttingDown });
  lifecycle.add(startedAndStopped('readiness', readiness));
  if (database.poolUse)
    metrics.gaugeAtScrape('database_pool_connections', 'PostgreSQL pool connections by state (total, idle, waiting for one).', database.poolUse, 'state');
  const directory = createServiceDirectory({ db, bus: database.bus, clock, log });
  lifecycle.add(startedAndStopped('services', directory.view));
  const whitelist = createWhitelist({ db, bus: database.bus, log });
  lifecycle.add(startedAndStopped('whitelist', whitelist.view));
  const statusView = createStatusView({ db, database, clock, config, log });
  lifecycle.add(startedAndStopped('status', statusView));
  const notificationFeed = createNotificationFeed({ db, keys, bus: database.bus, clock, log });
  lifecycle.add(startedAndStopped('notifications', notificationFeed));
  const historyCache = createServiceHistoryCache({ db, clock, config, bus: database.bus, excludedPeriods: loadMonitorOfflinePeriods });
  lifecycle.add({ name: 'history', stop: () => historyCache.stop() });
  const heartbeat = createClinicHeartbeat({ db, clock, log });
  lifecycle.add(startedAndStopped('heartbeat', heartbeat));
  const firstScreen = createFirstScreen();
  const moduleDeps: ModuleDeps = {
    db,
    database,
    keys,
    clock,
    config,
    mailer,
    directory,
    whitelist,
    log,
    firstScreen,
    polled,
    heartbeat,
    statusView,
    notificationFeed,
    historyCache,
    metrics,
    readiness,
    isShuttingDown: () => shuttingDown,
    ...(deps.channels ? { channels: deps.channels } : {}),
  };

  await registerSession(server, { db, keys, clock, config, cache: sessionCache });
  registerAdminGuard(server, { db, keys, clock, config });
  // Every route plugin gets the same dependencies, in the same way.
  for (const routes of ROUTE_PLUGINS) await server.register(routes, moduleDeps);
  await registerSpa(server, {
    clientDir: deps.clientDir ?? DEFAULT_CLIENT_DIR,
    publicConfig: config.publicConfig,
    firstScreen,
    pages: adminSpaPages(config, deps.adminEntrySuffix ?? resolveAdminEntrySuffix(config, log)),
  });

  lifecycle.add({
    name: 'http',
    async start() {
      await server.ready();
    },
    async stop() {
      fastPath.close();
      await server.close();
    },
  });
  if (deps.backgroundJobs !== false) {
    lifecycle.add(jobPart('purge', () => startPurgeJob({ database, clock, log })));
    lifecycle.add(jobPart('monitor', () => startMonitor(moduleDeps, deps.schedulerTickMs)));
    lifecycle.add(jobPart('status alerts', () => startAlertDispatcher(moduleDeps, deps.alertsEverySeconds)));
  }

  return {
    server,
    fastPath,
    directory,
    whitelist,
    heartbeat,
    statusView,
    routes,
    lifecycle: lifecycle.names,
    start: () => lifecycle.start(),
    async stop() {
      shuttingDown = true;
      await lifecycle.stop();
    },
    isShuttingDown: () => shuttingDown,
  };
}

/** Every module's routes, registered in this order with the one ModuleDeps. */
const ROUTE_PLUGINS: FastifyPluginAsync<ModuleDeps>[] = [
  healthRoutes,
  metricsRoutes,
  servicesRoutes,
  embedRoutes,
  accessRoutes,
  clinicsRoutes,
  clinicViewRoutes,
  adminClinicsRoutes,
  trackingRoutes,
  newsletterRoutes,
  contactRoutes,
  authRoutes,
  adminAuthRoutes,
  registrationRoutes,
  couponRoutes,
  notificationsRoutes,
  analyticsRoutes,
  adminWhitelistRoutes,
  adminServicesRoutes,
  adminNewsletterRoutes,
  auditRoutes,
  monitoringRoutes,
  historyRoutes,
  incidentsRoutes,
  statusFeedRoutes,
  alertsRoutes,
  channelsRoutes,
  heartbeatRoutes,
  adminOpenApiRoutes,
];

/** The route label of requests no route matched (404s), so unknown URLs make one series. */
const UNMATCHED_ROUTE = 'unmatched';

/** A part for an object that starts and stops itself (a cached view, the feed, the heartbeat). */
function startedAndStopped(name: string, target: { start(): unknown; stop(): unknown }): Part {
  return {
    name,
    start: async () => void (await target.start()),
    stop: async () => void (await target.stop()),
  };
}

/** A background job: started with the app, stopped (its run in progress finished) first. */
function jobPart(name: string, startJob: () => { stop(): void | Promise<void> }): Part {
  let job: { stop(): void | Promise<void> } | undefined;
  return {
    name,
    start() {
      job = startJob();
    },
    async stop() {
      await job?.stop();
    },
  };
}
