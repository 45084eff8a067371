import { z } from 'zod';
import { INPUT_MESSAGES, isBusinessDate } from '../input-rules.ts';
import { SERVICE_STATUSES, type ServiceStatus, type ServiceType, type StatusSource } from './services.ts';
import { serviceFieldsSchema, type AdminService } from './service-admin.ts';
import { parseCheckTarget } from './monitoring-target.ts';
import type { AdminVendorLink } from './vendor-status.ts';

/*
 * Automated checks and manual overrides in the admin panel (docs/product/status-rules.md). Admin-only, so zod is
 * welcome here; the dashboard reads services.ts, which stays zod-free.
 */

export const CHECK_TYPES = ['http', 'tcp', 'dns'] as const;
export type CheckType = (typeof CHECK_TYPES)[number];

export const CHECK_LIMITS = {
  intervalMin: 30,
  intervalMax: 86_400,
  intervalDefault: 60,
  timeoutMin: 1000,
  timeoutMax: 30_000,
  timeoutDefault: 10_000,
  retriesMin: 1,
  retriesMax: 10,
  failuresDefault: 3,
  successesDefault: 2,
  latencyWarnMin: 1,
  latencyWarnMax: 60_000,
  keywordMax: 200,
  targetMax: 2048,
} as const;

export const CHECK_TYPE_LABEL: Record<CheckType, string> = { http: 'HTTP(S)', tcp: 'TCP connect', dns: 'DNS resolve' };

export const MONITORING_MESSAGES = {
  type: 'Choose a check type: http, tcp or dns',
  target: 'Enter a target to check',
  interval: `Check every ${CHECK_LIMITS.intervalMin} to ${CHECK_LIMITS.intervalMax} seconds`,
  timeout: `Timeout must be ${CHECK_LIMITS.timeoutMin} to ${CHECK_LIMITS.timeoutMax} ms`,
  statusCode: 'Expected HTTP status codes are 100 to 599',
  statusRange: 'The lowest expected status code must not be above the highest',
  keyword: `Keyword is limited to ${CHECK_LIMITS.keywordMax} characters`,
  expectedAddress: 'Expected address must be an IPv4 or IPv6 address, such as 203.0.113.10',
  latencyWarn: `Latency warning threshold must be ${CHECK_LIMITS.latencyWarnMin} to ${CHECK_LIMITS.latencyWarnMax} ms`,
  latencyAboveTimeout: 'The latency warning threshold must be below the timeout',
  failures: `Failures before offline must be ${CHECK_LIMITS.retriesMin} to ${CHECK_LIMITS.retriesMax}`,
  successes: `Successes before online must be ${CHECK_LIMITS.retriesMin} to ${CHECK_LIMITS.retriesMax}`,
  httpOnly: (field: string) => `${field} applies to HTTP checks only`,
  dnsOnly: 'Expected address applies to DNS checks only',
  noCheck: 'This service has no automated check. Add one first.',
  status: 'Choose a status: online, warning or offline',
  until: 'Enter the end time as a date and time, such as 2026-06-15T17:00:00Z',
  untilPast: 'The override must end in the future',
  checkExists: 'This service already has an automated check. Edit that check instead.',
  noPortal: 'This service has no provider portal address to check. Add one in the Services list first.',
} as const;

/** Toast texts of these widgets: success and failure default. */
export const MONITORING_TOASTS = {
  saveCheck: { success: 'Check saved', failure: 'Failed to save check' },
  removeCheck: { success: 'Check removed', failure: 'Failed to remove check' },
  runCheck: { success: 'Check ran', failure: 'Failed to run check' },
  clearOverride: { success: 'Override cleared', failure: 'Failed to clear override' },
  addReachability: { success: 'Website check added', failure: 'Failed to add the website check' },
  addAllReachability: { success: 'Website checks added', failure: 'Failed to add the website checks' },
} as const;

const int = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);
const statusCode = () => int(100, 599, MONITORING_MESSAGES.statusCode);
/** Blank clears the field. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .transform((v) => v || null);

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:.]+$/i;
/** Loose on IPv6 (the server parses it properly), strict on dotted IPv4. */
export function looksLikeIpAddress(value: string): boolean {
  return IPV4.test(value) || (value.includes(':') && IPV6.test(value));
}

/** PUT /api/admin/services/:id/check: the whole check; omitted fields take their defaults. */
export const checkInputSchema = z
  .strictObject({
    type: z.enum(CHECK_TYPES, { error: MONITORING_MESSAGES.type }),
    target: z.string({ error: MONITORING_MESSAGES.target }).trim().min(1, MONITORING_MESSAGES.target).max(CHECK_LIMITS.targetMax, MONITORING_MESSAGES.target),
    intervalSeconds: int(CHECK_LIMITS.intervalMin, CHECK_LIMITS.intervalMax, MONITORING_MESSAGES.interval).default(CHECK_LIMITS.intervalDefault),
    timeoutMs: int(CHECK_LIMITS.timeoutMin, CHECK_LIMITS.timeoutMax, MONITORING_MESSAGES.timeout).default(CHECK_LIMITS.timeoutDefault),
    expectedStatusMin: statusCode().nullish(),
    expectedStatusMax: statusCode().nullish(),
    keyword: optionalText(CHECK_LIMITS.keywordMax, MONITORING_MESSAGES.keyword).optional(),
    expectedAddress: optionalText(64, MONITORING_MESSAGES.expectedAddress)
      .refine((v) => v === null || looksLikeIpAddress(v), MONITORING_MESSAGES.expectedAddress)
      .optional(),
    latencyWarnMs: int(CHECK_LIMITS.latencyWarnMin, CHECK_LIMITS.latencyWarnMax, MONITORING_MESSAGES.latencyWarn).nullish(),
    failuresToOffline: int(CHECK_LIMITS.retriesMin, CHECK_LIMITS.retriesMax, MONITORING_MESSAGES.failures).default(CHECK_LIMITS.failuresDefault),
    successesToOnline: int(CHECK_LIMITS.retriesMin, CHECK_LIMITS.retriesMax, MONITORING_MESSAGES.successes).default(CHECK_LIMITS.successesDefault),
    enabled: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    const parsed = parseCheckTarget(input.type, input.target);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['target'], message: parsed.message });
    if (input.type !== 'http') {
      if (input.keyword) ctx.addIssue({ code: 'custom', path: ['keyword'], message: MONITORING_MESSAGES.httpOnly('Keyword') });
      if (input.expectedStatusMin != null || input.expectedStatusMax != null) {
        ctx.addIssue({ code: 'custom', path: ['expectedStatusMin'], message: MONITORING_MESSAGES.httpOnly('Expected status') });
      }
    }
    if (input.type !== 'dns' && input.expectedAddress) ctx.addIssue({ code: 'custom', path: ['expectedAddress'], message: MONITORING_MESSAGES.dnsOnly });
    if ((input.expectedStatusMin ?? 200) > (input.expectedStatusMax ?? 399)) {
      ctx.addIssue({ code: 'custom', path: ['expectedStatusMax'], message: MONITORING_MESSAGES.statusRange });
    }
    if (input.latencyWarnMs != null && input.latencyWarnMs >= input.timeoutMs) {
      ctx.addIssue({ code: 'custom', path: ['latencyWarnMs'], message: MONITORING_MESSAGES.latencyAboveTimeout });
    }
  });
export type CheckInput = z.infer<typeof checkInputSchema>;
export type CheckInputFields = z.input<typeof checkInputSchema>;

/** POST /api/admin/services: a service, with its automated check made in the same request when given (the same fields as PUT /api/admin/services/:id/check). */
export const serviceCreateSchema = serviceFieldsSchema.extend({ check: checkInputSchema.optional() });
export type ServiceCreateInput = z.infer<typeof serviceCreateSchema>;

/** A check's settings as the admin panel reads them. */
export interface CheckSettings {
  type: CheckType;
  target: string;
  intervalSeconds: number;
  timeoutMs: number;
  expectedStatusMin: number;
  expectedStatusMax: number;
  keyword: string | null;
  expectedAddress: string | null;
  latencyWarnMs: number | null;
  failuresToOffline: number;
  successesToOnline: number;
  enabled: boolean;
}

/** What the scheduler knows about a check between runs. */
export interface CheckRuntime {
  lastRunAt: string | null;
  nextRunAt: string | null;
  lastLatencyMs: number | null;
  /** Null after a success. */
  lastError: string | null;
  consecutiveFailures: number;
  consecutiveSuccesses: number;
  /** What the check concludes (after its retries); null before its first result. */
  checkStatus: ServiceStatus | null;
}

export interface AdminCheck extends CheckSettings, CheckRuntime {
  serviceId: string;
  updatedAt: string;
}

/** GET /api/admin/checks: every service, with its check or null. */
export interface AdminCheckEntry {
  service: Pick<AdminService, 'id' | 'name' | 'type' | 'status'> & { override: AdminServiceOverride | null };
  check: AdminCheck | null;
  /** The link to the vendor's own status page, with its last reading. */
  vendor: AdminVendorLink | null;
}

/** POST /api/admin/services/:id/check/run. */
export interface CheckRunAnswer {
  ok: boolean;
  /** What this one result says: offline when it failed, warning when slow, else online. */
  resultStatus: ServiceStatus;
  latencyMs: number | null;
  error: string | null;
  checkedAt: string;
  check: AdminCheck;
  /** The service's effective status after this result. */
  serviceStatus: ServiceStatus;
}

/**
 * PUT /api/admin/services/:id/status. `until` (optional) ends the override by itself: a
 * monitored service then goes back to its check's result, a service without a check to online.
 */
export const serviceOverrideSchema = z.strictObject({
  status: z.enum(SERVICE_STATUSES, { error: MONITORING_MESSAGES.status }),
  until: z.iso
    .datetime({ offset: true, error: MONITORING_MESSAGES.until })
    .refine((v) => isBusinessDate(new Date(v)), INPUT_MESSAGES.businessDate('The end time'))
    .nullish(),
});
export type ServiceOverrideInput = z.infer<typeof serviceOverrideSchema>;

/** An active manual override as the admin panel shows it. */
export interface AdminServiceOverride {
  status: ServiceStatus;
  /** The admin's first name, else the local part of their e-mail. */
  by: string | null;
  at: string | null;
  /** Null: until an admin clears it. */
  until: string | null;
}

/** GET /api/admin/services rows, with what monitoring adds. */
export interface MonitoredAdminService extends AdminService {
  monitored: boolean;
  checkStatus: ServiceStatus | null;
  override: AdminServiceOverride | null;
  /** Which source decides the status now (modules/status precedence). */
  source: StatusSource;
  /** The value set by hand, shown when nothing above it decides. */
  manualStatus: ServiceStatus;
}

/**
 * The one-click check of a service's public portal: is its website reachable at all. Many
 * portals answer with a redirect to their sign-in page, and redirects are not followed, so any
 * 2xx or 3xx answer counts as up.
 */
export const REACHABILITY_CHECK = {
  type: 'http',
  intervalSeconds: 300,
  timeoutMs: 10_000,
  expectedStatusMin: 200,
  expectedStatusMax: 399,
  failuresToOffline: CHECK_LIMITS.failuresDefault,
  successesToOnline: CHECK_LIMITS.successesDefault,
} as const satisfies Omit<CheckInputFields, 'target'>;

/** How a service is watched: by its own automated check, by its vendor's status page only, or not at all. */
export const COVERAGE_KINDS = ['check', 'vendor', 'none'] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

export interface CoverageService {
  id: string;
  name: string;
  type: ServiceType;
  /** The provider portal's address, which a reachability check can watch; null when none was entered. */
  portalUrl: string | null;
}

/** GET /api/admin/monitoring/coverage. */
export interface MonitoringCoverage {
  total: number;
  /** How many services are watched each way; a service with both a check and a vendor page counts as 'check'. */
  byKind: Record<CoverageKind, number>;
  /** The services nothing watches, in dashboard order. */
  notMonitored: CoverageService[];
  /** Services with a portal address and no check yet: each can get a reachability check in one click. */
  reachabilityCandidates: CoverageService[];
  /** Set while the board cannot reach the internet (every automated check failing at once). */
  monitorOffline: { since: string } | null;
  /** Set while checks wait more than CHECKS_LATE_AFTER_SECONDS past their time: how many, and since when the longest waiting one was due. */
  checksLate: { count: number; oldestDueAt: string } | null;
}

/** A due check not taken within this many seconds runs late (the scheduler looks every 5 s); the shipped alert uses the same figure. */
export const CHECKS_LATE_AFTER_SECONDS = 60;

/** POST /api/admin/checks/reachability. */
export interface ReachabilityBatchAnswer {
  created: AdminCheck[];
  /** Services whose portal address a check may not use, each with the reason. */
  skipped: { serviceId: string; name: string; reason: string }[];
}
