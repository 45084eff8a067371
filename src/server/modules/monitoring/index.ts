/*
 * Monitoring's public entry: what other modules may use of it. Requests to addresses someone
 * else gave us go through the same vetting as checks (outbound-request.ts).
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
