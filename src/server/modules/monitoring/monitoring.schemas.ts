import { z } from 'zod';
import {
  CHECK_TYPES,
  type AdminCheck,
  type AdminCheckEntry,
  type CheckRunAnswer,
  type CoverageService,
  type MonitoringCoverage,
  type ReachabilityBatchAnswer,
} from '#shared/status/monitoring.js';
import { VENDOR_KINDS, VENDOR_PROBLEMS, type AdminVendorLink } from '#shared/status/vendor-status.js';
import { answers, isoTime, noContent } from '#server/lib/http/answers.js';
import { adminServiceOverrideAnswer, serviceStatusAnswer, serviceTypeAnswer } from '../status/index.ts';

const adminCheck: z.ZodType<AdminCheck> = z.object({
  serviceId: z.string(),
  updatedAt: isoTime,
  type: z.enum(CHECK_TYPES),
  target: z.string(),
  intervalSeconds: z.number().int(),
  timeoutMs: z.number().int(),
  expectedStatusMin: z.number().int(),
  expectedStatusMax: z.number().int(),
  keyword: z.string().nullable(),
  expectedAddress: z.string().nullable(),
  latencyWarnMs: z.number().int().nullable(),
  failuresToOffline: z.number().int(),
  successesToOnline: z.number().int(),
  enabled: z.boolean(),
  lastRunAt: isoTime.nullable(),
  nextRunAt: isoTime.nullable(),
  lastLatencyMs: z.number().nullable(),
  lastError: z.string().nullable().describe('Null after a success'),
  consecutiveFailures: z.number().int(),
  consecutiveSuccesses: z.number().int(),
  checkStatus: serviceStatusAnswer.nullable().describe('What the check concludes after its retries; null before its first result'),
});

const adminVendorLink: z.ZodType<AdminVendorLink> = z.object({
  serviceId: z.string(),
  kind: z.enum(VENDOR_KINDS),
  pageUrl: z.string(),
  component: z.string().nullable(),
  allowPrivate: z.boolean().describe("The page is on the provider's own network: private addresses and plain http allowed"),
  state: z.enum(['online', 'warning', 'offline', 'maintenance']).nullable().describe("The vendor's last usable reading in our words; null before the first"),
  vendorWord: z.string().nullable(),
  problem: z.enum(VENDOR_PROBLEMS).nullable().describe('Why the latest page gave no usable reading (the service then reads as unknown); null when it did'),
  incidentTitle: z.string().nullable(),
  incidentUrl: z.string().nullable(),
  maintenance: z
    .object({ title: z.string(), startsAt: isoTime.nullable(), endsAt: isoTime.nullable(), url: z.string().nullable() })
    .nullable()
    .describe("The vendor's maintenance for the service, upcoming or in progress"),
  readAt: isoTime.nullable(),
  lastPolledAt: isoTime.nullable(),
  nextPollAt: isoTime,
  failures: z.number().int(),
  lastError: z.string().nullable(),
});

const checkEntry: z.ZodType<AdminCheckEntry> = z.object({
  service: z.object({
    id: z.string(),
    name: z.string(),
    type: serviceTypeAnswer,
    status: serviceStatusAnswer,
    override: adminServiceOverrideAnswer.nullable(),
  }),
  check: adminCheck.nullable(),
  vendor: adminVendorLink.nullable(),
});

const checkRun: z.ZodType<CheckRunAnswer> = z.object({
  ok: z.boolean(),
  resultStatus: serviceStatusAnswer.describe('What this one result says'),
  latencyMs: z.number().nullable(),
  error: z.string().nullable(),
  checkedAt: isoTime,
  check: adminCheck,
  serviceStatus: serviceStatusAnswer.describe("The service's effective status after this result"),
});

const coverageService: z.ZodType<CoverageService> = z.object({
  id: z.string(),
  name: z.string(),
  type: serviceTypeAnswer,
  portalUrl: z.string().nullable(),
});

const coverage: z.ZodType<MonitoringCoverage> = z.object({
  total: z.number().int(),
  byKind: z
    .object({ check: z.number().int(), vendor: z.number().int(), none: z.number().int() })
    .describe("Services watched by their own automated check, by their vendor's status page only, and by nothing"),
  notMonitored: z.array(coverageService).describe('The services nothing watches, in dashboard order'),
  reachabilityCandidates: z.array(coverageService).describe('Services with a portal address and no check: each can get a reachability check in one click'),
  monitorOffline: z
    .object({ since: isoTime })
    .nullable()
    .describe('Set while the board cannot reach the internet: every automated check failing at once, statuses held'),
  checksLate: z
    .object({ count: z.number().int(), oldestDueAt: isoTime })
    .nullable()
    .describe('Set while checks wait more than a minute past their time: how many, and when the longest waiting one was due'),
});

const reachabilityBatch: z.ZodType<ReachabilityBatchAnswer> = z.object({
  created: z.array(adminCheck),
  skipped: z.array(z.object({ serviceId: z.string(), name: z.string(), reason: z.string() })).describe('Portals a check may not use, with the reason'),
});

export const checkListAnswers = answers({ 200: z.array(checkEntry) });
export const checkSavedAnswers = answers({ 200: adminCheck });
export const checkRemovedAnswers = answers({ 204: noContent });
export const checkRunAnswers = answers({ 200: checkRun });
export const vendorLinkSavedAnswers = answers({ 200: adminVendorLink });
export const vendorLinkRemovedAnswers = answers({ 204: noContent });
export const coverageAnswers = answers({ 200: coverage });
export const reachabilityCheckAnswers = answers({ 201: adminCheck });
export const reachabilityBatchAnswers = answers({ 200: reachabilityBatch });
