import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { serviceChecks, services, vendorStatusLinks } from '#server/db/schema.js';
import { CHECKS_LATE_AFTER_SECONDS, type CoverageKind, type CoverageService, type MonitoringCoverage } from '#shared/status/monitoring.js';
import { dueChecksWaiting } from './due-checks.ts';
import { monitorOfflineSince } from '../status/index.ts';

/**
 * GET /api/admin/monitoring/coverage: how much of the board something other than a person
 * watches. An enabled check counts first (it is our own look at the service), then a link to
 * the vendor's status page; a paused check watches nothing.
 */
export async function monitoringCoverage(db: Db, now: Date): Promise<MonitoringCoverage> {
  const [rows, offlineSince, late] = await Promise.all([
    db
      .select({
        id: services.id,
        name: services.name,
        type: services.type,
        portalUrl: services.portalUrl,
        checkEnabled: serviceChecks.enabled,
        vendorLinked: vendorStatusLinks.serviceId,
      })
      .from(services)
      .leftJoin(serviceChecks, eq(serviceChecks.serviceId, services.id))
      .leftJoin(vendorStatusLinks, eq(vendorStatusLinks.serviceId, services.id))
      .orderBy(asc(services.sortOrder), asc(services.name)),
    monitorOfflineSince(db),
    dueChecksWaiting(db, new Date(now.getTime() - CHECKS_LATE_AFTER_SECONDS * 1000)),
  ]);
  const byKind: Record<CoverageKind, number> = { check: 0, vendor: 0, none: 0 };
  const notMonitored: CoverageService[] = [];
  const reachabilityCandidates: CoverageService[] = [];
  for (const row of rows) {
    const kind: CoverageKind = row.checkEnabled ? 'check' : row.vendorLinked ? 'vendor' : 'none';
    byKind[kind] += 1;
    const service = { id: row.id, name: row.name, type: row.type, portalUrl: row.portalUrl || null };
    if (kind === 'none') notMonitored.push(service);
    if (row.checkEnabled === null && service.portalUrl) reachabilityCandidates.push(service);
  }
  return {
    total: rows.length,
    byKind,
    notMonitored,
    reachabilityCandidates,
    monitorOffline: offlineSince ? { since: offlineSince.toISOString() } : null,
    checksLate: late.oldestDueAt ? { count: late.count, oldestDueAt: late.oldestDueAt.toISOString() } : null,
  };
}
