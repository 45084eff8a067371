/*
 * The status module's public entry: the one owner of a service's effective status
 * (docs/decisions/0014). Other modules write their own source (a check result, an incident's
 * impact, a maintenance window) and then ask this module to settle the service; none of them
 * writes services.status or status_changes.
 */
export { decideStatus, isStale, overrideActive, STALE_AFTER_INTERVALS, type StatusDecision, type StatusInputs } from './precedence.ts';
export { settleService, settleState, type SettleChange, type Settled } from './settle.ts';
export { lockServiceState, loadAllServiceStates, type ServiceRow, type ServiceState } from './status-inputs.ts';
export { STATUS_CAUSES, type StatusCause, type Tx } from './status-changes.ts';
export { adminOverrideOf, clearOverride, displayNameOf, expireOverrides, setStatusByHand, type OverrideActor } from './overrides.ts';
export { reconcileStatuses, type ReconcileReport } from './reconcile.ts';
export {
  createServiceDirectory,
  loadServicesSnapshot,
  SERVICES_CHANNEL,
  SET_BY_PROVIDER,
  toService,
  type ServiceDirectory,
  type ServicesSnapshot,
} from './service-directory.ts';
export { adminServiceOverrideAnswer, monitoredAdminServiceAnswer, servicesAnswers, serviceStatusAnswer, serviceTypeAnswer } from './status.schemas.ts';
