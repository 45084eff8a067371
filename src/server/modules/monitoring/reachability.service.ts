import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { serviceChecks, services } from '#server/db/schema.js';
import { AppError, conflict, notFound } from '#server/lib/errors.js';
import { isUuid } from '#server/lib/security/uuid.js';
import type { AdminActor } from '#server/lib/admin-actor.js';
import { SERVICE_MESSAGES } from '#shared/status/service-admin.js';
import {
  checkInputSchema,
  MONITORING_MESSAGES,
  REACHABILITY_CHECK,
  type AdminCheck,
  type CheckInput,
  type ReachabilityBatchAnswer,
} from '#shared/status/monitoring.js';
import { putCheck, type MonitoringDeps } from './check-config.service.ts';

/*
 * The one-click check of a service's public portal (REACHABILITY_CHECK): for a service with a
 * portal address and no check yet. It is an ordinary check, made through the same validation
 * and target filter as one an admin types, and audited as 'service.check.create'.
 */

const AUDIT = { reachability: true } as const;

/** The check for a portal address, through the same schema as PUT /api/admin/services/:id/check. */
export function reachabilityInput(portalUrl: string): CheckInput {
  const parsed = checkInputSchema.safeParse({ ...REACHABILITY_CHECK, target: portalUrl });
  if (!parsed.success) throw new AppError('validation', parsed.error.issues[0]?.message ?? MONITORING_MESSAGES.target);
  return parsed.data;
}

/** POST /api/admin/services/:id/check/reachability. */
export async function addReachabilityCheck(deps: MonitoringDeps, serviceId: string, actor: AdminActor): Promise<AdminCheck> {
  const [service] = isUuid(serviceId)
    ? await deps.db
        .select({ portalUrl: services.portalUrl, checked: serviceChecks.serviceId })
        .from(services)
        .leftJoin(serviceChecks, eq(serviceChecks.serviceId, services.id))
        .where(eq(services.id, serviceId))
    : [];
  if (!service) throw notFound(SERVICE_MESSAGES.notFound);
  if (service.checked) throw conflict(MONITORING_MESSAGES.checkExists);
  if (!service.portalUrl) throw new AppError('validation', MONITORING_MESSAGES.noPortal);
  return putCheck(deps, serviceId, reachabilityInput(service.portalUrl), actor, { onlyNew: true, auditDetails: AUDIT });
}

/**
 * POST /api/admin/checks/reachability: a reachability check for every service that can have
 * one. A portal the target filter refuses (or a check added meanwhile) is skipped with its reason.
 */
export async function addAllReachabilityChecks(deps: MonitoringDeps, actor: AdminActor): Promise<ReachabilityBatchAnswer> {
  const answer: ReachabilityBatchAnswer = { created: [], skipped: [] };
  for (const service of await reachabilityCandidates(deps.db)) {
    try {
      answer.created.push(await putCheck(deps, service.id, reachabilityInput(service.portalUrl), actor, { onlyNew: true, auditDetails: AUDIT }));
    } catch (error) {
      if (!(error instanceof AppError) || !['validation', 'conflict', 'not_found'].includes(error.code)) throw error;
      answer.skipped.push({ serviceId: service.id, name: service.name, reason: error.message });
    }
  }
  return answer;
}

/** Services with a portal address and no check, in dashboard order. */
async function reachabilityCandidates(db: Db): Promise<{ id: string; name: string; portalUrl: string }[]> {
  const rows = await db
    .select({ id: services.id, name: services.name, portalUrl: services.portalUrl })
    .from(services)
    .leftJoin(serviceChecks, eq(serviceChecks.serviceId, services.id))
    .where(and(isNull(serviceChecks.serviceId), isNotNull(services.portalUrl), ne(services.portalUrl, '')))
    .orderBy(asc(services.sortOrder), asc(services.name));
  return rows.map((row) => ({ ...row, portalUrl: row.portalUrl! }));
}
