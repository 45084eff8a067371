import http from 'node:http';
import { clientAddress, createFastPath, type FastPath } from './lib/fast-path.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
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
import { registerSession } from './modules/auth/session.ts';
import { API_BODY_LIMIT_BYTES } from '../shared/constants.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createServiceDirectory, type ServiceDirectory } from './modules/status/index.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { embedRoutes } from './modules/embed/embed.routes.ts';
import { createFirstScreen } from './lib/first-screen.ts';
import { createWhitelist, type Whitelist } from './modules/access/whitelist.service.ts';
import { accessRoutes } from './modules/access/access.routes.ts';
import { createClinicHeartbeat, type ClinicHeartbeat } from './modules/access/clinic-heartbeat.ts';
import { clinicsRoutes } from './modules/clinics/clinics.routes.ts';
import { adminClinicsRoutes } from './modules/clinics/admin-clinics.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { startPurgeJob } from './modules/maintenance/purge-job.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { registerAdminGuard } from './modules/admin-auth/admin-guard.ts';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.ts';
import { resolveAdminEntrySuffix } from './modules/admin-auth/admin-entry.ts';
import { adminSpaPages } from './modules/admin-auth/admin-pages.ts';
import { registrationRoutes } from './modules/registrations/registrations.routes.ts';
import { couponRoutes } from './modules/coupons/coupons.routes.ts';
import type { ModuleDeps } from './modules/module-deps.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { adminWhitelistRoutes } from './modules/access/admin-whitelist.routes.ts';
import { adminServicesRoutes } from './modules/services/admin-services.routes.ts';
import { adminNewsletterRoutes } from './modules/newsletter/admin-newsletter.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { monitoringRoutes } from './modules/monitoring/monitoring.routes.ts';
import { startMonitor } from './modules/monitoring/monitor.ts';
import { historyRoutes } from './modules/history/history.routes.ts';
import { incidentsRoutes } from './modules/incidents/incidents.routes.ts';
import { statusFeedRoutes } from './modules/incidents/status-feed.routes.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { startAlertDispatcher } from './modules/alerts/alert-dispatcher.ts';
import { heartbeatRoutes } from './modules/heartbeat/heartbeat.routes.ts';

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
}

export interface App {
  server: FastifyInstance;
  /** The polled answers served before Fastify (lib/fast-path.ts). */
  fastPath: FastPath;
  directory: ServiceDirectory;
  whitelist: Whitelist;
  /** Registered clinics' polling, noted in memory and written to lastAccess once a minute. */
  heartbeat: ClinicHeartbeat;
  /** Every route as registered (method and URL), for tests that walk the route table. */
  routes: readonly { method: string; url: string }[];
  /** Starts background work (cache refresh timers); the server is ready after it. */
  start(): Promise<void>;
  /** Stops accepting requests, finishes those in flight, then stops background work. */
  stop(): Promise<void>;
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
  const fastPath = createFastPath();
  const server = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy,
    // The polled answers are written before Fastify sees the request (lib/fast-path.ts, ADR 16).
    serverFactory: (handler) => http.createServer((request, response) => fastPath.dispatch(request, response) || handler(request, response)),
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
  await registerSession(server, { db, keys, clock, config, bus: database.bus });
  registerAdminGuard(server, { db, keys, clock, config });

  const log = server.log;
  const mailer = deps.mailer ?? createMailer({ ...config.mail, log });
  const directory = createServiceDirectory({ db, bus: database.bus, clock, log });
  const whitelist = createWhitelist({ db, bus: database.bus, log });
  const heartbeat = createClinicHeartbeat({ db, clock, log });
  const firstScreen = createFirstScreen();

  await server.register(healthRoutes, { db, engine: database.engine, isShuttingDown: () => shuttingDown });
  await server.register(servicesRoutes, { directory, firstScreen, polled });
  await server.register(embedRoutes, {
    directory,
    clock,
    publicUrl: config.publicUrl,
    providerName: config.publicConfig.provider.name,
    timeZone: config.timezone,
  });
  await server.register(accessRoutes, { whitelist, heartbeat, firstScreen, polled });
  await server.register(clinicsRoutes, { db, keys, clock, mailer, config, whitelist });
  await server.register(adminClinicsRoutes, { db, keys, clock, mailer, config, whitelist });
  await server.register(trackingRoutes, { db, clock });
  await server.register(newsletterRoutes, { db, keys, clock, mailer, config });
  await server.register(contactRoutes, { db, keys, clock });
  await server.register(authRoutes, { db, keys, clock, config, mailer });
  await server.register(adminAuthRoutes, { db, keys, clock, config, mailer });
  await server.register(registrationRoutes, { db, keys, clock, config, mailer, whitelist });
  await server.register(couponRoutes, { db, keys, clock, config });
  const moduleDeps: ModuleDeps = { db, database, keys, clock, config, mailer, directory, whitelist, log, firstScreen, polled };
  await server.register(notificationsRoutes, moduleDeps);
  await server.register(analyticsRoutes, moduleDeps);
  await server.register(adminWhitelistRoutes, moduleDeps);
  await server.register(adminServicesRoutes, moduleDeps);
  await server.register(adminNewsletterRoutes, moduleDeps);
  await server.register(auditRoutes, moduleDeps);
  await server.register(monitoringRoutes, moduleDeps);
  await server.register(historyRoutes, moduleDeps);
  await server.register(incidentsRoutes, moduleDeps);
  await server.register(statusFeedRoutes, moduleDeps);
  await server.register(alertsRoutes, moduleDeps);
  await server.register(heartbeatRoutes, { ...moduleDeps, heartbeat });
  await registerSpa(server, {
    clientDir: deps.clientDir ?? DEFAULT_CLIENT_DIR,
    publicConfig: config.publicConfig,
    firstScreen,
    pages: adminSpaPages(config, resolveAdminEntrySuffix(config, log)),
  });

  let purgeJob: { stop(): void } | undefined;
  let jobs: { stop(): Promise<void> }[] = [];
  return {
    server,
    fastPath,
    directory,
    whitelist,
    heartbeat,
    routes,
    async start() {
      await Promise.all([directory.view.start(), whitelist.view.start()]);
      await server.ready();
      heartbeat.start();
      if (deps.backgroundJobs !== false) {
        purgeJob = startPurgeJob({ database, clock, log: server.log });
        jobs = [startMonitor(moduleDeps), startAlertDispatcher(moduleDeps)];
      }
    },
    async stop() {
      shuttingDown = true;
      fastPath.close();
      purgeJob?.stop();
      await Promise.all(jobs.map((job) => job.stop()));
      await server.close();
      directory.view.stop();
      whitelist.view.stop();
      await heartbeat.stop();
    },
    isShuttingDown: () => shuttingDown,
  };
}
