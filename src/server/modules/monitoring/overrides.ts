import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { services, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { SERVICE_MESSAGES } from '../../../shared/service-admin.ts';
import { MONITORING_MESSAGES, type AdminServiceOverride } from '../../../shared/monitoring.ts';
import type { ServiceStatus } from '../../../shared/services.ts';
import { lockServiceState, settleStatus, type ServiceRow } from './service-state.ts';
import { overrideShown } from './status-rules.ts';

/*
 * Manual status (SPEC.md section 4's override, grown by issue 6):
 * - On a monitored service, PUT status sets an override that wins over the check (and over a
 *   maintenance window) until an admin clears it or its optional `until` passes; then the
 *   service goes back to what its check says.
 * - On a service without a check, PUT status without `until` simply is its status (no override
 *   is kept, so adding a check later does not leave a stale override behind). With `until` it
 *   is an override that is shown, and the service goes back to online when it expires.
 * Every change is recorded with cause 'override' / 'override-cleared' / 'override-expired'.
 */

export interface OverrideActor {
  userId: string | null;
  /** Shown as "by": the admin's first name, else their e-mail's local part. */
  name: string | null;
}

const NO_OVERRIDE = { overrideStatus: null, overrideUntil: null, overrideAt: null, overrideBy: null, overrideByName: null } as const;

/** The admin's first name, else the part of their e-mail before the @. */
export async function displayNameOf(db: Db, userId: string, email: string | null): Promise<string | null> {
  const [user] = await db.select({ firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, userId));
  const first = user?.firstName?.trim();
  if (first) return first;
  const address = email ?? user?.email ?? null;
  return address ? address.split('@')[0]! : null;
}

export function adminOverrideOf(row: ServiceRow, monitored: boolean, now: Date): AdminServiceOverride | null {
  if (!overrideShown(row, monitored, now)) return null;
  return {
    status: row.overrideStatus!,
    by: row.overrideByName,
    at: row.overrideAt?.toISOString() ?? null,
    until: row.overrideUntil?.toISOString() ?? null,
  };
}

export interface OverrideResult {
  row: ServiceRow;
  monitored: boolean;
  previous: ServiceStatus;
}

export async function setOverride(
  deps: { db: Db; now: Date },
  id: string,
  input: { status: ServiceStatus; until?: string | null | undefined },
  actor: OverrideActor,
): Promise<OverrideResult> {
  const until = input.until ? new Date(input.until) : null;
  if (until && until <= deps.now) throw new AppError('validation', MONITORING_MESSAGES.untilPast);
  let result: OverrideResult | undefined;
  await deps.db.transaction(async (tx) => {
    const state = await lockServiceState(tx, id, deps.now);
    if (!state) throw notFound(SERVICE_MESSAGES.notFound);
    const kept = state.monitored || until !== null;
    const columns = kept
      ? { overrideStatus: input.status, overrideUntil: until, overrideAt: deps.now, overrideBy: actor.userId, overrideByName: actor.name }
      : NO_OVERRIDE;
    await tx.update(services).set({ ...columns, updatedAt: deps.now }).where(eq(services.id, id));
    const row = { ...state.row, ...columns, updatedAt: deps.now };
    const details = { until: until?.toISOString() ?? null, manual: !kept };
    const settled = await settleStatus(tx, { ...state, row }, { now: deps.now, cause: 'override', actor: actor.name, details }, input.status);
    result = { row: { ...row, status: settled.status }, monitored: state.monitored, previous: state.row.status };
  });
  return result!;
}

/** Clears an override (DELETE /api/admin/services/:id/override); a no-op answers the row as it is. */
export async function clearOverride(deps: { db: Db; now: Date }, id: string, actor: OverrideActor): Promise<OverrideResult & { cleared: boolean }> {
  let result: (OverrideResult & { cleared: boolean }) | undefined;
  await deps.db.transaction(async (tx) => {
    const state = await lockServiceState(tx, id, deps.now);
    if (!state) throw notFound(SERVICE_MESSAGES.notFound);
    if (state.row.overrideStatus === null) {
      result = { row: state.row, monitored: state.monitored, previous: state.row.status, cleared: false };
      return;
    }
    await tx.update(services).set({ ...NO_OVERRIDE, updatedAt: deps.now }).where(eq(services.id, id));
    const row = { ...state.row, ...NO_OVERRIDE, updatedAt: deps.now };
    const settled = await settleStatus(tx, { ...state, row }, { now: deps.now, cause: 'override-cleared', actor: actor.name });
    result = { row: { ...row, status: settled.status }, monitored: state.monitored, previous: state.row.status, cleared: true };
  });
  return result!;
}

/**
 * Ends every override whose `until` has passed (the monitor's tick). A monitored service goes
 * back to its check (or stays frozen under maintenance); one without a check goes back to
 * online. Answers how many statuses changed.
 */
export async function expireOverrides(db: Db, now: Date): Promise<{ expired: number; changed: number }> {
  const due = await db
    .select({ id: services.id })
    .from(services)
    .where(and(isNotNull(services.overrideStatus), isNotNull(services.overrideUntil), lte(services.overrideUntil, now)));
  let changed = 0;
  let expired = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const state = await lockServiceState(tx, id, now);
      const until = state?.row.overrideUntil;
      if (!state || state.row.overrideStatus === null || !until || until > now) return;
      await tx.update(services).set(NO_OVERRIDE).where(eq(services.id, id));
      const row = { ...state.row, ...NO_OVERRIDE };
      const target = state.monitored ? undefined : 'online';
      const details = { until: until.toISOString(), overrideStatus: state.row.overrideStatus };
      const settled = await settleStatus(tx, { ...state, row }, { now, cause: 'override-expired', actor: null, details }, target);
      expired += 1;
      if (settled.changed) changed += 1;
    });
  }
  return { expired, changed };
}
