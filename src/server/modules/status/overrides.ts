import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/open.js';
import { services } from '#server/db/schema.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { firstNameOf } from '../auth/index.ts';
import { AppError, notFound } from '#server/lib/errors.js';
import { SERVICE_MESSAGES } from '#shared/status/service-admin.js';
import { MONITORING_MESSAGES, type AdminServiceOverride } from '#shared/status/monitoring.js';
import type { ServiceStatus } from '#shared/status/services.js';
import { overrideActive } from './precedence.ts';
import { settleState, type Settled } from './settle.ts';
import { lockServiceState, type ServiceRow } from './status-inputs.ts';

/*
 * Setting a status by hand (the manual override, docs/product/status-rules.md):
 * - On a service without a check, a status without `until` simply is its status: it is stored
 *   as the manual value, the last source of all, so an incident still shows over it and the
 *   service comes back to it when the incident is resolved.
 * - Otherwise (a monitored service, or an end time) it is an override, the first source of all,
 *   until an admin clears it or `until` passes.
 * Every change is recorded with cause 'manual' / 'override' / 'override-cleared' / 'override-expired'.
 */

export interface OverrideActor {
  userId: string | null;
  /** The admin's first name, else their e-mail's local part: shown in the admin panel only. */
  name: string | null;
}

const NO_OVERRIDE = { overrideStatus: null, overrideUntil: null, overrideAt: null, overrideBy: null, overrideByName: null } as const;

/** The admin's first name, else the part of their e-mail before the @. */
export async function displayNameOf(deps: { db: Db; keys: KeyRing }, userId: string, email: string | null): Promise<string | null> {
  const first = await firstNameOf(deps, userId);
  if (first) return first;
  return email ? email.split('@')[0]! : null;
}

export function adminOverrideOf(row: ServiceRow, now: Date): AdminServiceOverride | null {
  const override = row.overrideStatus ? { status: row.overrideStatus, until: row.overrideUntil } : null;
  if (!overrideActive(override, now)) return null;
  return {
    status: override.status,
    by: row.overrideByName,
    at: row.overrideAt?.toISOString() ?? null,
    until: row.overrideUntil?.toISOString() ?? null,
  };
}

/** Work the caller records in the same transaction as the change, such as its audit row. */
export type Alongside = (tx: Tx, settled: Settled) => Promise<void>;

export async function setStatusByHand(
  deps: { db: Db; now: Date },
  id: string,
  input: { status: ServiceStatus; until?: string | null | undefined },
  actor: OverrideActor,
  alongside?: Alongside,
): Promise<Settled> {
  const until = input.until ? new Date(input.until) : null;
  if (until && until <= deps.now) throw new AppError('validation', MONITORING_MESSAGES.untilPast);
  return deps.db.transaction(async (tx) => {
    const state = await lockServiceState(tx, id, deps.now);
    if (!state) throw notFound(SERVICE_MESSAGES.notFound);
    const manual = state.inputs.check === null && until === null;
    const columns = manual
      ? { ...NO_OVERRIDE, manualStatus: input.status }
      : { overrideStatus: input.status, overrideUntil: until, overrideAt: deps.now, overrideBy: actor.userId, overrideByName: actor.name };
    await tx
      .update(services)
      .set({ ...columns, updatedAt: deps.now })
      .where(eq(services.id, id));
    const row = { ...state.row, ...columns, updatedAt: deps.now };
    const inputs = {
      ...state.inputs,
      manual: manual ? input.status : state.inputs.manual,
      override: manual ? null : { status: input.status, until },
    };
    const details = { until: until?.toISOString() ?? null, manual };
    const settled = await settleState(tx, { ...state, row, inputs }, { now: deps.now, cause: manual ? 'manual' : 'override', actor: actor.name, details });
    await alongside?.(tx, settled);
    return settled;
  });
}

/** Clears an override (DELETE /api/admin/services/:id/override); answers null when there was none. */
export async function clearOverride(deps: { db: Db; now: Date }, id: string, actor: OverrideActor, alongside?: Alongside): Promise<Settled | null> {
  return deps.db.transaction(async (tx) => {
    const state = await lockServiceState(tx, id, deps.now);
    if (!state) throw notFound(SERVICE_MESSAGES.notFound);
    if (state.row.overrideStatus === null) return null;
    await tx
      .update(services)
      .set({ ...NO_OVERRIDE, updatedAt: deps.now })
      .where(eq(services.id, id));
    const row = { ...state.row, ...NO_OVERRIDE, updatedAt: deps.now };
    const settled = await settleState(
      tx,
      { ...state, row, inputs: { ...state.inputs, override: null } },
      { now: deps.now, cause: 'override-cleared', actor: actor.name },
    );
    await alongside?.(tx, settled);
    return settled;
  });
}

/**
 * Ends every override whose `until` has passed (the scheduler's tick): the service goes back to
 * whatever decides next. Answers how many ended and how many statuses changed.
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
      const details = { until: until.toISOString(), overrideStatus: state.row.overrideStatus };
      const settled = await settleState(
        tx,
        { ...state, row, inputs: { ...state.inputs, override: null } },
        { now, cause: 'override-expired', actor: null, details },
      );
      expired += 1;
      if (settled.changed) changed += 1;
    });
  }
  return { expired, changed };
}
