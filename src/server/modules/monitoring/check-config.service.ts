import { asc, eq, sql } from 'drizzle-orm';
import type { Config } from '#server/config.js';
import type { Db, Tx } from '#server/db/open.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { serviceChecks, services, vendorStatusLinks } from '#server/db/schema.js';
import { recordAudit } from '#server/lib/audit.js';
import type { Clock } from '#server/lib/time/clock.js';
import { conflict, notFound } from '#server/lib/errors.js';
import { SERVICE_MESSAGES } from '#shared/status/service-admin.js';
import { MONITORING_MESSAGES, type AdminCheck, type AdminCheckEntry, type CheckInput, type CheckRunAnswer } from '#shared/status/monitoring.js';
import type { ServiceStatus } from '#shared/status/services.js';
import { targetPolicy, validateCheckTarget } from './check-target.ts';
import { recordCheckResult, type CheckRow } from './check-results.ts';
import { runProbe, type ProbeEnvironment } from './checks/run-probe.ts';
import { adminOverrideOf, lockServiceState, monitorOfflineSince, settleState, type ServiceDirectory } from '../status/index.ts';
import { endMonitorOfflinePeriod } from './offline-periods.ts';
import { auditFieldsOf, type AdminActor } from '#server/lib/admin-actor.js';
import { toAdminVendorLink } from './vendor/admin-vendor-link.ts';

export interface MonitoringDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'port' | 'monitor'>;
  directory: ServiceDirectory;
}

export function probeEnvironment(config: MonitoringDeps['config']): ProbeEnvironment {
  return { policy: targetPolicy(config), dnsServers: config.monitor.dnsServers };
}

export function toAdminCheck(check: CheckRow, checkStatus: ServiceStatus | null): AdminCheck {
  return {
    serviceId: check.serviceId,
    type: check.type,
    target: check.target,
    intervalSeconds: check.intervalSeconds,
    timeoutMs: check.timeoutMs,
    expectedStatusMin: check.expectedStatusMin,
    expectedStatusMax: check.expectedStatusMax,
    keyword: check.keyword,
    expectedAddress: check.expectedAddress,
    latencyWarnMs: check.latencyWarnMs,
    failuresToOffline: check.failuresToOffline,
    successesToOnline: check.successesToOnline,
    enabled: check.enabled,
    lastRunAt: check.lastRunAt?.toISOString() ?? null,
    nextRunAt: check.nextRunAt?.toISOString() ?? null,
    lastLatencyMs: check.lastLatencyMs,
    lastError: check.lastError,
    consecutiveFailures: check.consecutiveFailures,
    consecutiveSuccesses: check.consecutiveSuccesses,
    checkStatus,
    updatedAt: check.updatedAt.toISOString(),
  };
}

/** GET /api/admin/checks: every service in dashboard order, with its check or null. */
export async function listChecks(deps: Pick<MonitoringDeps, 'db' | 'clock'>): Promise<AdminCheckEntry[]> {
  const rows = await deps.db
    .select({ service: services, check: serviceChecks, vendor: vendorStatusLinks })
    .from(services)
    .leftJoin(serviceChecks, eq(serviceChecks.serviceId, services.id))
    .leftJoin(vendorStatusLinks, eq(vendorStatusLinks.serviceId, services.id))
    .orderBy(asc(services.sortOrder), asc(services.name));
  const now = deps.clock.now();
  return rows.map(({ service, check, vendor }) => ({
    service: { id: service.id, name: service.name, type: service.type, status: service.status, override: adminOverrideOf(service, now) },
    check: check ? toAdminCheck(check, service.checkStatus) : null,
    vendor: vendor ? toAdminVendorLink(vendor) : null,
  }));
}

export interface PutCheckOptions {
  /** Refuse (409) when the service has a check already, instead of replacing it. */
  onlyNew?: boolean;
  /** Added to the audit row's details (how the check came to be). */
  auditDetails?: Record<string, unknown>;
}

/**
 * PUT /api/admin/services/:id/check: creates or replaces the check. A new check, a new type or
 * target, or re-enabling starts from no history (the first result decides) and runs at the
 * next tick; other edits keep the counters.
 */
export async function putCheck(
  deps: MonitoringDeps,
  serviceId: string,
  input: CheckInput,
  actor: AdminActor,
  options: PutCheckOptions = {},
): Promise<AdminCheck> {
  validateCheckTarget(input.type, input.target, targetPolicy(deps.config));
  const { check, checkStatus } = await deps.db.transaction((tx) => writeCheck(tx, deps, serviceId, input, actor, options));
  await deps.directory.view.invalidate();
  return toAdminCheck(check, checkStatus);
}

/** A check's settings as its row stores them, the defaults filled in. */
export function checkSettingsOf(input: CheckInput, now: Date) {
  return {
    type: input.type,
    target: input.target,
    intervalSeconds: input.intervalSeconds,
    timeoutMs: input.timeoutMs,
    expectedStatusMin: input.expectedStatusMin ?? 200,
    expectedStatusMax: input.expectedStatusMax ?? 399,
    keyword: input.keyword ?? null,
    expectedAddress: input.expectedAddress ?? null,
    latencyWarnMs: input.latencyWarnMs ?? null,
    failuresToOffline: input.failuresToOffline,
    successesToOnline: input.successesToOnline,
    enabled: input.enabled,
    updatedAt: now,
  };
}

/** What a check starts from when it is new (or its type, target or enabling changed): no history, due now. */
export function freshCheckRuntime(now: Date) {
  return { consecutiveFailures: 0, consecutiveSuccesses: 0, lastRunAt: null, lastLatencyMs: null, lastError: null, nextRunAt: now };
}

/**
 * putCheck's writes, in the caller's transaction (the target already vetted): the check, the
 * service's status settled and the audit row. POST /api/admin/services uses it to make a service
 * with its check in one transaction.
 */
export async function writeCheck(
  tx: Tx,
  deps: Pick<MonitoringDeps, 'keys' | 'clock'>,
  serviceId: string,
  input: CheckInput,
  actor: AdminActor,
  options: PutCheckOptions = {},
): Promise<{ check: CheckRow; checkStatus: ServiceStatus | null }> {
  const now = deps.clock.now();
  const settings = checkSettingsOf(input, now);
  const state = await lockServiceState(tx, serviceId, now);
  if (!state) throw notFound(SERVICE_MESSAGES.notFound);
  const [existing] = await tx.select().from(serviceChecks).where(eq(serviceChecks.serviceId, serviceId)).for('update');
  if (existing && options.onlyNew) throw conflict(MONITORING_MESSAGES.checkExists);
  const fresh = !existing || existing.type !== input.type || existing.target !== input.target || (!existing.enabled && input.enabled);
  const runtime = fresh ? freshCheckRuntime(now) : { nextRunAt: earliest(existing.nextRunAt, new Date(now.getTime() + input.intervalSeconds * 1000)) };
  const [saved] = await tx
    .insert(serviceChecks)
    .values({ serviceId, ...settings, ...runtime, createdAt: now })
    .onConflictDoUpdate({ target: serviceChecks.serviceId, set: { ...settings, ...runtime } })
    .returning();
  let checkStatus = state.row.checkStatus;
  if (fresh) {
    checkStatus = null;
    await tx.update(services).set({ checkStatus: null }).where(eq(services.id, serviceId));
  }
  const checkInput = saved!.enabled ? { status: checkStatus, lastRunAt: saved!.lastRunAt, intervalSeconds: saved!.intervalSeconds, configuredAt: now } : null;
  await settleState(tx, { ...state, row: { ...state.row, checkStatus }, inputs: { ...state.inputs, check: checkInput } }, { now, cause: 'check', actor: null });
  await recordAudit(tx, deps.keys, {
    ...auditFieldsOf(actor),
    action: existing ? 'service.check.update' : 'service.check.create',
    target: `service:${serviceId}`,
    details: {
      name: state.row.name,
      type: saved!.type,
      target: saved!.target,
      intervalSeconds: saved!.intervalSeconds,
      enabled: saved!.enabled,
      ...options.auditDetails,
    },
    at: now,
  });
  return { check: saved!, checkStatus };
}

function earliest(a: Date | null, b: Date): Date {
  return a && a < b ? a : b;
}

/**
 * DELETE /api/admin/services/:id/check: what the check last concluded becomes the service's
 * manual value (an override without an end time becomes it instead: it would otherwise outlive
 * its reason), so the status does not jump when the check goes.
 */
export async function deleteCheck(deps: MonitoringDeps, serviceId: string, actor: AdminActor): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const state = await lockServiceState(tx, serviceId, now);
    if (!state) throw notFound(SERVICE_MESSAGES.notFound);
    const [check] = await tx.delete(serviceChecks).where(eq(serviceChecks.serviceId, serviceId)).returning();
    if (!check) throw notFound(MONITORING_MESSAGES.noCheck);
    const endless = state.row.overrideStatus !== null && state.row.overrideUntil === null;
    const manualStatus = endless ? state.row.overrideStatus! : (state.row.checkStatus ?? state.row.manualStatus);
    const columns = {
      checkStatus: null,
      manualStatus,
      ...(endless ? { overrideStatus: null, overrideUntil: null, overrideAt: null, overrideBy: null, overrideByName: null } : {}),
    };
    await tx.update(services).set(columns).where(eq(services.id, serviceId));
    const inputs = { ...state.inputs, check: null, manual: manualStatus, ...(endless ? { override: null } : {}) };
    await settleState(tx, { ...state, row: { ...state.row, ...columns }, inputs }, { now, cause: 'manual', actor: null });
    await audit(tx, deps, actor, 'service.check.delete', serviceId, { name: state.row.name, type: check.type, target: check.target });
  });
  await deps.directory.view.invalidate();
}

/** POST /api/admin/services/:id/check/run: runs the check now, records it like a scheduled run, and answers it. */
export async function runCheckNow(deps: MonitoringDeps, serviceId: string, actor: AdminActor): Promise<CheckRunAnswer> {
  const [found] = /^[0-9a-f-]{36}$/i.test(serviceId)
    ? await deps.db
        .select({ check: serviceChecks, name: services.name })
        .from(services)
        .leftJoin(serviceChecks, eq(serviceChecks.serviceId, services.id))
        .leftJoin(vendorStatusLinks, eq(vendorStatusLinks.serviceId, services.id))
        .where(eq(services.id, serviceId))
    : [];
  if (!found) throw notFound(SERVICE_MESSAGES.notFound);
  if (!found.check) throw notFound(MONITORING_MESSAGES.noCheck);
  const probe = await runProbe(found.check, probeEnvironment(deps.config));
  const at = deps.clock.now();
  // While the board cannot reach the internet, a network failure says nothing new, and a success ends that.
  const monitorOffline = (await monitorOfflineSince(deps.db)) !== null;
  const recorded = await recordCheckResult(deps.db, serviceId, probe, at, { hold: monitorOffline && probe.network === true });
  if (!recorded) throw notFound(MONITORING_MESSAGES.noCheck);
  const reachedAgain = monitorOffline && probe.ok && (await endMonitorOfflinePeriod(deps.db, at));
  await deps.db.transaction(async (tx) => {
    await tx
      .update(serviceChecks)
      .set({ nextRunAt: sql`${at.toISOString()}::timestamptz + make_interval(secs => ${serviceChecks.intervalSeconds})` })
      .where(eq(serviceChecks.serviceId, serviceId));
    await audit(tx, deps, actor, 'service.check.run', serviceId, { name: found.name, ok: probe.ok, latencyMs: probe.latencyMs, error: probe.error ?? null });
  });
  if (recorded.changed || reachedAgain) await deps.directory.view.invalidate();
  const nextRunAt = new Date(at.getTime() + recorded.check.intervalSeconds * 1000);
  return {
    ok: probe.ok,
    resultStatus: recorded.resultStatus,
    latencyMs: probe.latencyMs,
    error: probe.ok ? null : (probe.error ?? null),
    checkedAt: at.toISOString(),
    check: toAdminCheck({ ...recorded.check, nextRunAt }, recorded.checkStatus),
    serviceStatus: recorded.serviceStatus,
  };
}

function audit(tx: Tx, deps: MonitoringDeps, actor: AdminActor, action: string, serviceId: string, details: Record<string, unknown>) {
  return recordAudit(tx, deps.keys, { ...auditFieldsOf(actor), action, target: `service:${serviceId}`, details, at: deps.clock.now() });
}
