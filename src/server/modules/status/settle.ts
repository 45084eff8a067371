import type { ServiceStatus } from '#shared/status/services.js';
import { decideStatus, type StatusDecision } from './precedence.ts';
import { changeServiceStatus, type StatusCause, type Tx } from './status-changes.ts';
import { lockServiceState, type ServiceState } from './status-inputs.ts';

export interface SettleChange {
  now: Date;
  cause: StatusCause;
  /** The admin's name for manual causes; null for the scheduler's own. */
  actor: string | null;
  details?: Record<string, unknown> | null;
}

export interface Settled {
  state: ServiceState;
  decision: StatusDecision;
  previous: ServiceStatus;
  changed: boolean;
}

/**
 * Moves services.status to what precedence.ts decides from the current inputs, writing the
 * change and its status_changes row in the caller's transaction. Every writer of a status
 * source (override, incident, maintenance, check, manual value) writes its source first, then
 * calls this: nothing else writes services.status. Null when the service is gone.
 */
export async function settleService(tx: Tx, serviceId: string, change: SettleChange): Promise<Settled | null> {
  const state = await lockServiceState(tx, serviceId, change.now);
  if (!state) return null;
  return settleState(tx, state, change);
}

/** As settleService, for a state the caller has already locked and read. */
export async function settleState(tx: Tx, state: ServiceState, change: SettleChange): Promise<Settled> {
  const decision = decideStatus(state.inputs, change.now);
  const changed = await changeServiceStatus(tx, {
    serviceId: state.row.id,
    from: state.row.status,
    to: decision.status,
    cause: change.cause,
    actor: change.actor,
    at: change.now,
    details: { ...(change.details ?? {}), source: decision.source, ...(decision.incident ? { incidentId: decision.incident.id } : {}) },
  });
  return { state, decision, previous: state.row.status, changed };
}
