/*
 * The status module's public entry: the one owner of a service's effective status
 * (ADR 14). Other modules write their own source (a check result, an incident's
 * impact, a maintenance window) and then ask this module to settle the service; none of them
 * writes services.status or status_changes.
 */
export { decideStatus, type VendorState } from './precedence.ts';
export { settleService, settleState } from './settle.ts';
export { lockServiceState, lockServiceStates, loadAllServiceStates, vendorInputOf, type ServiceState } from './status-inputs.ts';
export { type StatusCause, type Tx } from './status-changes.ts';
export { adminOverrideOf, clearOverride, displayNameOf, setStatusByHand } from './overrides.ts';
export { reconcileStatuses } from './reconcile.ts';
export { monitorOfflineSince } from './monitor-offline.ts';
export { createServiceDirectory, SERVICES_CHANNEL, type ServiceDirectory, type ServicesSnapshot } from './service-directory.ts';
export { BOARD_LIMITS, type BoardLimits } from './board-answer.ts';
export {
  adminServiceOverrideAnswer,
  BOARD_MESSAGES,
  boardAnswers,
  boardSectionAnswers,
  boardSectionParams,
  boardServicesAnswers,
  boardServicesQuery,
  monitoredAdminServiceAnswer,
  serviceIncidentAnswer,
  serviceMaintenanceAnswer,
  serviceOverrideAnswer,
  servicesAnswers,
  serviceStatusAnswer,
  serviceTypeAnswer,
  serviceUnknownAnswer,
} from './status.schemas.ts';
