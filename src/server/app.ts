import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/open.ts';
import type { Clock } from './lib/time/clock.ts';
import type { KeyRing } from './lib/security/crypto.ts';
import { createMailer, type Mailer } from './lib/mail/mailer.ts';
import { trustProxyFunction } from './lib/http/trust-proxy.ts';
import { rateLimitKeyForIp } from './lib/http/ip.ts';
import { createLifecycle, type Part } from './lib/lifecycle.ts';
import { API_BODY_LIMIT_BYTES } from '#shared/constants.js';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { helmetOptions, registerSecurity, securityHeaders } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { adminOpenApiRoutes, registerOpenApi } from './plugins/openapi.ts';
import type { AppParts } from './lib/app-parts.ts';
import { createPolled, type Polled, type PolledServer } from './lib/http/polled.ts';
import { adminAuthModule, adminSpaPages, registerAdminGuard, resolveAdminEntrySuffix } from '#server/modules/admin-auth/index.js';
import { alertsModule, startAlertDispatcher, type ChannelOptions } from '#server/modules/alerts/index.js';
import { analyticsModule } from '#server/modules/analytics/index.js';
import { auditModule } from '#server/modules/audit/index.js';
import { authModule, createUserSessionCache, registerSession } from '#server/modules/auth/index.js';
import { contactModule } from '#server/modules/contact/index.js';
import { couponsModule } from '#server/modules/coupons/index.js';
import { embedModule } from '#server/modules/embed/index.js';
import { createReadiness, healthModule, type Readiness } from '#server/modules/health/index.js';
import { createServiceHistoryCache, historyModule, type HistoryCache } from '#server/modules/history/index.js';
import { createStatusView, incidentsModule, type StatusView } from '#server/modules/incidents/index.js';
import { loadMonitorOfflinePeriods, monitoringModule, startMonitor } from '#server/modules/monitoring/index.js';
import { newsletterModule } from '#server/modules/newsletter/index.js';
import { createNotificationFeed, notificationsModule, type NotificationFeed } from '#server/modules/notifications/index.js';
import { createClinicHeartbeat, createWhitelist, onboardingModule, type ClinicHeartbeat, type Whitelist } from '#server/modules/onboarding/index.js';
import { startPurgeJob } from '#server/modules/retention/index.js';
import { servicesModule } from '#server/modules/services/index.js';
import { createServiceDirectory, type ServiceDirectory } from '#server/modules/status/index.js';
import { trackingModule } from '#server/modules/tracking/index.js';
import { createFirstScreen, type FirstScreen } from './lib/http/first-screen.ts';
import { countedMailer, createMetrics, type Metrics } from './lib/metrics.ts';
import { timeZoneDataReport } from './lib/time/time-zone-data.ts';

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
  /** The polled answers, served from memory before Fastify routes them (lib/http/polled.ts). */
  polled: PolledServer;
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
  const polled = createPolled({
    securityHeaders: securityHeaders(helmetOptions(config.publicUrl)),
    trustProxy,
    recorders: metrics.requestRecorder,
  });
  const server = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy,
    // The polled answers are written before Fastify routes the request (lib/http/polled.ts, ADR 24).
    serverFactory: (handler) => polled.server(handler),
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

  await registerSecurity(server, { publicUrl: config.publicUrl });
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
  // starts them in this order and stops them in the reverse one (docs/architecture.md).
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
  const parts: ModuleParts = {
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
  // Every module registers its own routes, each given the same parts.
  for (const plugin of MODULE_PLUGINS) await server.register(plugin, parts);
  await registerSpa(server, {
    clientDir: deps.clientDir ?? DEFAULT_CLIENT_DIR,
    publicConfig: config.publicConfig,
    firstScreen,
    now: () => clock.now(),
    pages: adminSpaPages(config, deps.adminEntrySuffix ?? resolveAdminEntrySuffix(config, log)),
  });

  lifecycle.add({
    name: 'http',
    async start() {
      await server.ready();
    },
    async stop() {
      polled.close();
      await server.close();
    },
  });
  if (deps.backgroundJobs !== false) {
    lifecycle.add(jobPart('purge', () => startPurgeJob({ database, clock, log })));
    lifecycle.add(jobPart('monitor', () => startMonitor(parts, deps.schedulerTickMs)));
    lifecycle.add(jobPart('status alerts', () => startAlertDispatcher(parts, deps.alertsEverySeconds)));
  }

  return {
    server,
    polled,
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

/**
 * What the composition root gives every module plugin, as one object: each plugin's options type
 * names only the parts it reads (lib/app-parts.ts for the common ones, a module's entry for its own).
 */
interface ModuleParts extends AppParts {
  directory: ServiceDirectory;
  whitelist: Whitelist;
  /** Registered clinics' polling, noted in memory and written to lastAccess once a minute. */
  heartbeat: ClinicHeartbeat;
  /** Incidents, maintenance and feed entries behind the public status answers. */
  statusView: StatusView;
  notificationFeed: NotificationFeed;
  historyCache: HistoryCache;
  /** Whether this instance can serve now (GET /readyz), kept in memory. */
  readiness: Readiness;
  /** What GET /metrics shows; request, check, scheduler and mail counts go here. */
  metrics: Metrics;
  /** The dashboard page's embedded data: polled public answers add themselves here. */
  firstScreen: FirstScreen;
  /** Where the polled answers are served from memory (lib/http/polled.ts). */
  polled: Polled;
  /** True once the app has begun to stop (health answers 503). */
  isShuttingDown: () => boolean;
  /** How alert channels reach the internet and hold status changes; production's defaults when absent. */
  channels?: ChannelOptions;
}

/**
 * Every module's plugin, registered in this order: the polled answers add themselves to the first
 * screen in it (services, access, notices, incidents, maintenance). The full API document's route
 * stays last.
 */
const MODULE_PLUGINS: FastifyPluginAsync<ModuleParts>[] = [
  healthModule,
  servicesModule,
  embedModule,
  onboardingModule,
  trackingModule,
  newsletterModule,
  contactModule,
  authModule,
  adminAuthModule,
  couponsModule,
  notificationsModule,
  analyticsModule,
  auditModule,
  monitoringModule,
  historyModule,
  incidentsModule,
  alertsModule,
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
