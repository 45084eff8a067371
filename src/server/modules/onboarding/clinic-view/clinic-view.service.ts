import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/open.js';
import { clinicAccess, clinicServicePicks, services } from '#server/db/schema.js';
import { recordAudit, type AuditEntry } from '#server/lib/audit.js';
import { AppError } from '#server/lib/errors.js';
import { CLINIC_VIEW_MESSAGES, type ClinicView } from '#shared/onboarding/clinic-view.js';
import { stateOf } from '../heartbeat/heartbeat-report.ts';
import { recogniseClinic, type ClinicCaller, type RecognisedClinic } from './clinic-identity.ts';
import type { ClinicViewDeps } from './clinic-view-deps.ts';

/** The picked services' ids, in the clinic's order. */
async function picksOf(db: Db | Tx, clinicAccessId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: services.id, name: services.name })
    .from(clinicServicePicks)
    .innerJoin(services, eq(services.id, clinicServicePicks.serviceId))
    .where(eq(clinicServicePicks.clinicAccessId, clinicAccessId))
    .orderBy(asc(clinicServicePicks.position));
}

async function viewOf(deps: ClinicViewDeps, clinic: RecognisedClinic): Promise<ClinicView | null> {
  const [row] = await deps.db
    .select({ clinicNameEncrypted: clinicAccess.clinicNameEncrypted, lastAccess: clinicAccess.lastAccess, isActive: clinicAccess.isActive })
    .from(clinicAccess)
    .where(eq(clinicAccess.id, clinic.clinicAccessId));
  if (!row?.isActive) return null;
  const now = deps.clock.now();
  const { silentMinutes, businessHours } = deps.config.heartbeat;
  // A dashboard on the clinic's network is asking right now: that is a sighting, whatever the
  // batched last_access (written once a minute) says yet.
  const lastSeen = clinic.onNetworkNow ? now : row.lastAccess;
  return {
    clinicName: deps.keys.decrypt(row.clinicNameEncrypted),
    recognisedBy: clinic.recognisedBy,
    connection: {
      onNetworkNow: clinic.onNetworkNow,
      state: stateOf(lastSeen, now, { silentMinutes, businessHours, timeZone: deps.config.timezone }),
      lastSeen: lastSeen?.toISOString() ?? null,
      silentMinutes,
    },
    serviceIds: (await picksOf(deps.db, clinic.clinicAccessId)).map((pick) => pick.id),
  };
}

/** GET /api/clinic/mine: the caller's clinic as it sees itself, or null for anyone else. */
export async function readClinicView(deps: ClinicViewDeps, caller: ClinicCaller): Promise<ClinicView | null> {
  const clinic = await recogniseClinic(deps, caller);
  return clinic ? viewOf(deps, clinic) : null;
}

/**
 * PUT /api/clinic/mine/services: replaces the clinic's picks (ids already checked for form,
 * count and repeats by the route's schema) and records the change in the audit log, in one
 * transaction. Answers the clinic's view as it now is.
 */
export async function saveClinicPicks(deps: ClinicViewDeps, caller: ClinicCaller, serviceIds: readonly string[]): Promise<ClinicView> {
  const clinic = await recogniseClinic(deps, caller);
  if (!clinic) throw new AppError('forbidden', CLINIC_VIEW_MESSAGES.notRecognised);
  const chosen =
    serviceIds.length > 0
      ? await deps.db
          .select({ id: services.id, name: services.name })
          .from(services)
          .where(inArray(services.id, [...serviceIds]))
      : [];
  if (chosen.length !== serviceIds.length) throw new AppError('validation', CLINIC_VIEW_MESSAGES.unknownService);
  const nameOf = new Map(chosen.map((service) => [service.id, service.name]));

  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await picksOf(tx, clinic.clinicAccessId);
    await tx.delete(clinicServicePicks).where(eq(clinicServicePicks.clinicAccessId, clinic.clinicAccessId));
    if (serviceIds.length > 0) {
      await tx.insert(clinicServicePicks).values(serviceIds.map((serviceId, position) => ({ clinicAccessId: clinic.clinicAccessId, serviceId, position })));
    }
    const after = serviceIds.map((id) => nameOf.get(id)!);
    const had = new Set(before.map((pick) => pick.name));
    await recordAudit(tx, deps.keys, {
      ...actorOf(clinic, caller),
      action: 'clinic.services.update',
      target: `clinic_access:${clinic.clinicAccessId}`,
      ipAddress: caller.ip,
      details: { services: after, added: after.filter((name) => !had.has(name)), removed: [...had].filter((name) => !after.includes(name)) },
      at: now,
    });
  });
  const view = await viewOf(deps, clinic);
  if (!view) throw new AppError('forbidden', CLINIC_VIEW_MESSAGES.notRecognised);
  return view;
}

/** The person when one is signed in, else the clinic's network. */
function actorOf(clinic: RecognisedClinic, caller: ClinicCaller): Pick<AuditEntry, 'actor' | 'actorUserId' | 'actorEmail'> {
  if (caller.user) return { actorUserId: caller.user.id, actorEmail: caller.user.email };
  return { actor: `clinic:${clinic.clinicAccessId}` };
}
