import { z } from 'zod';
import { INCIDENT_IMPACTS, SERVICE_STATUSES, SERVICE_TYPES, STATUS_SOURCES, type Service } from '#shared/status/services.js';
import type { AdminService } from '#shared/status/service-admin.js';
import type { AdminServiceOverride, MonitoredAdminService } from '#shared/status/monitoring.js';
import { answers, isoTime, noContent } from '#server/lib/http/answers.js';

/** The shapes of a service in the answers: the public card and the admin panel's row. */
export const serviceStatusAnswer = z.enum(SERVICE_STATUSES);
export const serviceTypeAnswer = z.enum(SERVICE_TYPES);

/** What the public answers say about a service's override, maintenance and deciding incident. */
export const serviceOverrideAnswer = z.object({ by: z.string(), until: isoTime.nullable() });
export const serviceMaintenanceAnswer = z.object({
  title: z.string(),
  titleFr: z.string().nullish().describe('The title in French, when the provider wrote one'),
  until: isoTime,
});
export const serviceIncidentAnswer = z.object({
  id: z.string(),
  title: z.string(),
  titleFr: z.string().nullish().describe('The title in French, when the provider wrote one'),
  impact: z.enum(INCIDENT_IMPACTS),
});
export const serviceUnknownAnswer = z.object({ reason: z.string().describe('Why, in words for the front desk') });

const service: z.ZodType<Service> = z.object({
  id: z.string(),
  name: z.string(),
  type: serviceTypeAnswer,
  status: serviceStatusAnswer.describe('The effective status, decided by the first source that applies'),
  location: z.string().nullish(),
  lastChecked: isoTime.nullish(),
  override: serviceOverrideAnswer.nullish(),
  maintenance: serviceMaintenanceAnswer.nullish(),
  monitored: z.boolean().optional(),
  source: z.enum(STATUS_SOURCES).optional().describe('Which source decided the status'),
  since: isoTime.nullish(),
  stale: z.boolean().optional(),
  monitorOffline: z
    .boolean()
    .optional()
    .describe('Set on services whose status comes from a check while the board itself cannot reach the internet: the status is the last one known'),
  incident: serviceIncidentAnswer.nullish(),
  whatToDo: z.string().nullish(),
  whatToDoFr: z.string().nullish().describe('The same line in French, when the provider wrote one'),
  guidance: z.string().nullish().describe('The provider\u2019s advice for the service\u2019s status now: its text for issues, or for when it is down'),
  guidanceFr: z.string().nullish().describe('The same advice in French, when the provider wrote one'),
  phone: z.string().nullish(),
  portalUrl: z.string().nullish(),
  vendor: z
    .object({
      readAt: isoTime.nullable(),
      incident: z.object({ title: z.string(), url: z.string().nullable() }).nullable(),
      pageUrl: z.string(),
      maintenance: z
        .object({ title: z.string(), startsAt: isoTime.nullable(), endsAt: isoTime.nullable(), url: z.string().nullable() })
        .nullish()
        .describe('Maintenance the vendor announced for the service, upcoming or in progress, with its window when given'),
    })
    .nullish()
    .describe("What the vendor's own status page said, while it decides the status"),
  unknown: serviceUnknownAnswer
    .nullish()
    .describe('Set when the deciding source cannot say what the status is now: `status` is the last one known, and not to be shown as current'),
});
export const servicesAnswers = answers({ 200: z.array(service), 304: noContent.describe('Not modified: the ETag still holds') });

export const adminServiceOverrideAnswer: z.ZodType<AdminServiceOverride> = z.object({
  status: serviceStatusAnswer,
  by: z.string().nullable(),
  at: isoTime.nullable(),
  until: isoTime.nullable(),
});

const adminServiceFields = {
  id: z.string(),
  name: z.string(),
  type: serviceTypeAnswer,
  status: serviceStatusAnswer,
  location: z.string().nullable(),
  sortOrder: z.number().int(),
  updatedAt: isoTime,
  guidance: z.string().nullable(),
  guidanceIssues: z.string().nullable(),
  guidanceFr: z.string().nullish().describe('The advice for when it is down, in French; absent when none was written'),
  guidanceIssuesFr: z.string().nullish().describe('The advice for when it has issues, in French; absent when none was written'),
  phone: z.string().nullable(),
  portalUrl: z.string().nullable(),
} satisfies { [K in keyof AdminService]: z.ZodType<AdminService[K]> };

export const monitoredAdminServiceAnswer: z.ZodType<MonitoredAdminService> = z.object({
  ...adminServiceFields,
  monitored: z.boolean(),
  checkStatus: serviceStatusAnswer.nullable(),
  override: adminServiceOverrideAnswer.nullable(),
  source: z.enum(STATUS_SOURCES),
  manualStatus: serviceStatusAnswer,
});
