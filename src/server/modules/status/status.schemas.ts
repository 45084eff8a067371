import { z } from 'zod';
import { INCIDENT_IMPACTS, SERVICE_STATUSES, SERVICE_TYPES, STATUS_SOURCES, type Service } from '#shared/status/services.js';
import { OVERALL_STATES } from '#shared/status/board-status.js';
import { BOARD_COMPLETE_LIMIT, BOARD_IDS_LIMIT, BOARD_PROBLEMS_LIMIT, type BoardAnswer } from '#shared/status/board.js';
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

/** What GET /api/board/... answer in words (the errors plugin writes them in the caller's language). */
export const BOARD_MESSAGES = {
  unknownSection: (type: string) => `There is no section named ${type}. The sections are insurance, internet and voip.`,
  ids: 'List the services’ ids separated by commas, as GET /api/services gives them.',
  tooManyIds: `Ask for at most ${BOARD_IDS_LIMIT} services at a time.`,
};

const count = z.number().int().min(0);
const boardAnswer: z.ZodType<BoardAnswer> = z.object({
  complete: z.boolean().describe(`True when \`services\` holds every service (boards of at most ${BOARD_COMPLETE_LIMIT})`),
  services: z
    .array(service)
    .describe(
      `Complete: every service, in board order. Otherwise the claims network, then the services that are down, have issues, are under maintenance or not checked recently, worst first, at most ${BOARD_PROBLEMS_LIMIT}`,
    ),
  summary: z
    .object({
      state: z.enum(OVERALL_STATES),
      overview: z.object({ total: count, online: count, warning: count, offline: count }),
      coverage: z.object({ automatic: count, total: count }),
      monitorOffline: z.boolean(),
      partCounts: z
        .object({ offline: count, warning: count, maintenance: count, stale: count })
        .describe(
          'How many services of the whole board are down, have issues, are under maintenance, are not checked recently (the claims network not counted)',
        ),
    })
    .describe('Over the whole board, whatever `services` holds'),
  sections: z.array(
    z.object({
      type: serviceTypeAnswer,
      total: count.describe('Services in the section (the insurance section without the claims network)'),
      counts: z.object({ online: count, warning: count, offline: count }).describe('By status'),
      shown: z
        .object({ online: count, warning: count, offline: count, maintenance: count, stale: count, unmonitored: count })
        .describe('By what the page shows for each service (online only when checked automatically, not monitored, not checked recently...)'),
      automatic: count.describe('Services whose status comes from their check or their vendor’s page'),
      version: z.string().describe('The ETag of GET /api/board/sections/{type}: changes whenever any service of the section does'),
    }),
  ),
});
export const boardAnswers = answers({ 200: boardAnswer, 304: noContent.describe('Not modified: the ETag still holds') });
export const boardSectionAnswers = answers({
  200: z.array(service).describe('The section’s services in board order'),
  304: noContent.describe('Not modified: the ETag (the section’s version) still holds'),
});
export const boardServicesAnswers = answers({ 200: z.array(service).describe('The services asked for that exist, in board order') });

export const boardSectionParams = z.object({ type: z.string().describe('insurance, internet or voip') });
export const boardServicesQuery = z.object({
  ids: z
    .string({ error: BOARD_MESSAGES.ids })
    .describe(`Service ids separated by commas, at most ${BOARD_IDS_LIMIT}`)
    .transform((text) => [...new Set(text.split(','))])
    .pipe(z.array(z.uuid(BOARD_MESSAGES.ids)).max(BOARD_IDS_LIMIT, BOARD_MESSAGES.tooManyIds)),
});

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
