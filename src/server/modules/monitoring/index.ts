/*
 * Monitoring's public entry: what other modules may use of it, its admin routes as one plugin
 * and the background scheduler. Requests to addresses someone else gave us go through the same
 * vetting as checks (outbound-request.ts).
 */
export {
  vettedRequester,
  channelRequester,
  channelPolicy,
  OutboundError,
  type Requester,
  type OutboundAnswer,
  type OutboundNetwork,
} from './outbound-request.ts';
export { targetPolicy, validateCheckTarget, TargetRefusedError } from './check-target.ts';
export { loadMonitorOfflinePeriods, type MonitorOfflinePeriod } from './offline-periods.ts';
export { monitoringRoutes as monitoringModule } from './monitoring.routes.ts';
export type { MonitoringDeps as MonitoringModuleParts } from './check-config.service.ts';
export { writeCheck, checkSettingsOf, freshCheckRuntime } from './check-config.service.ts';
export { startMonitor, type MonitorParts } from './monitor.ts';
