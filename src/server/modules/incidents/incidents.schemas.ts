import { z } from 'zod';
import { OVERALL_STATES } from '#shared/status/board-status.js';
import { line, paragraph } from '#shared/fields.js';
import { isBusinessDate } from '#shared/input-rules.js';
import { adminListQuerySchema } from '#shared/admin/admin.js';
import {
  INCIDENT_IMPACT_CHOICES,
  INCIDENT_LIMITS,
  INCIDENT_MESSAGES as M,
  INCIDENT_STATUSES,
  OPEN_INCIDENT_STATUSES,
  type Incident,
  type IncidentUpdate,
  type Maintenance,
  type PublicIncidents,
  type PublicMaintenance,
  type StatusSummary,
  type SummaryService,
} from '#shared/status/incidents.js';
import { INCIDENT_IMPACTS, STATUS_SOURCES } from '#shared/status/services.js';
import { answers, isoTime, noContent, nonJson, pageOf } from '#server/lib/http/answers.js';
import {
  serviceIncidentAnswer,
  serviceMaintenanceAnswer,
  serviceOverrideAnswer,
  serviceStatusAnswer,
  serviceTypeAnswer,
  serviceUnknownAnswer,
} from '../status/index.ts';

/* Request and answer schemas of the incident, maintenance and status-feed routes (server only: the dashboard never downloads zod). */

const title = line('The title', INCIDENT_LIMITS.titleMax, { required: M.titleRequired, tooLong: M.titleTooLong }).pipe(
  z.string().min(1, M.titleRequired).min(INCIDENT_LIMITS.titleMin, M.titleTooShort),
);

const message = paragraph('The message', INCIDENT_LIMITS.messageMax, { required: M.messageRequired, tooLong: M.messageTooLong }).pipe(
  z.string().min(1, M.messageRequired),
);

/**
 * The French beside an English text (optional): trimmed, held to the English's limit, blank or null
 * meaning none. A French reader sees the English, marked as such, when there is none.
 */
const titleFr = line('The French title', INCIDENT_LIMITS.titleMax, { tooLong: M.titleFrTooLong })
  .nullable()
  .transform((v) => v || null);
const messageFr = paragraph('The French message', INCIDENT_LIMITS.messageMax, { tooLong: M.messageFrTooLong })
  .nullable()
  .transform((v) => v || null);
const descriptionFr = paragraph('The French description', INCIDENT_LIMITS.descriptionMax, { tooLong: M.descriptionFrTooLong })
  .nullable()
  .transform((v) => v || null);

/** Duplicates are dropped; unknown ids are refused by the service (it knows which services exist). */
const serviceIds = z
  .array(z.uuid({ error: M.servicesUnknown }), { error: M.servicesRequired })
  .min(1, M.servicesRequired)
  .max(INCIDENT_LIMITS.servicesMax, M.servicesUnknown)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

const impact = z.enum(INCIDENT_IMPACT_CHOICES, { error: M.impact });

/** Blank unpins the line. */
const whatToDo = z.string({ error: M.whatToDoTooLong }).trim().max(INCIDENT_LIMITS.whatToDoMax, M.whatToDoTooLong).nullable();
/** The pinned line in French; it goes only beside an English line (blank or null: none). */
const whatToDoFr = z
  .string({ error: M.whatToDoFrTooLong })
  .trim()
  .max(INCIDENT_LIMITS.whatToDoMax, M.whatToDoFrTooLong)
  .nullable()
  .transform((v) => v || null);

const notify = z.boolean({ error: M.notify }).default(false);

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** An ISO date-time with its offset (a browser sends `toISOString()`), as a Date. */
const instant = (error: string) =>
  z
    .string({ error })
    .trim()
    .max(40, error)
    .transform((value, ctx) => {
      const at = new Date(value);
      if (!ISO_DATE_TIME.test(value) || !isBusinessDate(at)) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return at;
    });

export const incidentIdParams = z.strictObject({ id: z.string().max(64, M.notFound) });

export const incidentCreateSchema = z.strictObject({
  title,
  titleFr: titleFr.optional(),
  serviceIds,
  status: z.enum(OPEN_INCIDENT_STATUSES, { error: M.openStatus }).default('investigating'),
  message,
  messageFr: messageFr.optional(),
  /** What the incident does to every listed service's status. */
  impact: impact.default('degraded'),
  whatToDo: whatToDo.optional(),
  whatToDoFr: whatToDoFr.optional(),
  notify,
});
export type IncidentCreateInput = z.infer<typeof incidentCreateSchema>;

export const incidentUpdateSchema = z.strictObject({
  status: z.enum(INCIDENT_STATUSES, { error: M.updateStatus }),
  message,
  messageFr: messageFr.optional(),
  /** A new impact for every service of the incident; omitted: unchanged. */
  impact: impact.optional(),
  /** A new pinned line (blank unpins it); omitted: unchanged. */
  whatToDo: whatToDo.optional(),
  /** The pinned line in French: with a new whatToDo, its French (omitted: none); alone, the French of the line pinned now. */
  whatToDoFr: whatToDoFr.optional(),
  notify,
});
export type IncidentUpdateInput = z.infer<typeof incidentUpdateSchema>;

export const incidentPatchSchema = z
  .strictObject({
    title: title.optional(),
    titleFr: titleFr.optional(),
    serviceIds: serviceIds.optional(),
    impact: impact.optional(),
    /** The French of the line pinned now (null or blank removes it). */
    whatToDoFr: whatToDoFr.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: M.nothingToChange });
export type IncidentPatchInput = z.infer<typeof incidentPatchSchema>;

/** :id and :updateId of one update of an incident; a malformed id is simply not found. */
export const incidentUpdateIdParams = z.strictObject({ id: z.string().max(64, M.notFound), updateId: z.string().max(64, M.updateNotFound) });

/** PATCH /api/admin/incidents/:id/updates/:updateId: adds, changes or removes (null or blank) a posted update's French. */
export const incidentUpdateFrenchSchema = z.strictObject({ messageFr });
export type IncidentUpdateFrenchInput = z.infer<typeof incidentUpdateFrenchSchema>;

export const incidentListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(['active', 'resolved'], { error: 'status must be active or resolved' }).default('active'),
});
export type IncidentListQuery = z.infer<typeof incidentListQuerySchema>;

const description = paragraph('The description', INCIDENT_LIMITS.descriptionMax, { required: M.descriptionTooLong, tooLong: M.descriptionTooLong })
  .nullish()
  .transform((v) => v || null);

export const maintenanceCreateSchema = z.strictObject({
  title,
  titleFr: titleFr.optional(),
  description,
  descriptionFr: descriptionFr.optional(),
  serviceIds,
  startsAt: instant(M.startsAtInvalid),
  endsAt: instant(M.endsAtInvalid),
});
export type MaintenanceCreateInput = z.infer<typeof maintenanceCreateSchema>;

export const maintenancePatchSchema = z
  .strictObject({
    title: title.optional(),
    titleFr: titleFr.optional(),
    description: description.optional(),
    descriptionFr: descriptionFr.optional(),
    serviceIds: serviceIds.optional(),
    startsAt: instant(M.startsAtInvalid).optional(),
    endsAt: instant(M.endsAtInvalid).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'Send at least one field to change.' });
export type MaintenancePatchInput = z.infer<typeof maintenancePatchSchema>;

/* Answers of the incident, maintenance and status-feed routes. */

const serviceRef = z.object({ id: z.string(), name: z.string() });

const incidentUpdateAnswer: z.ZodType<IncidentUpdate> = z.object({
  id: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  message: z.string(),
  messageFr: z.string().nullish().describe('The message in French, when the provider wrote one'),
  createdAt: isoTime,
  by: z.string(),
  impact: impact.nullish(),
  whatToDo: z.string().nullish(),
  whatToDoFr: z.string().nullish().describe('The French of the line this update pinned, when written'),
  notify: z.boolean().optional(),
});

const incidentAnswer: z.ZodType<Incident> = z.object({
  id: z.string(),
  title: z.string(),
  titleFr: z.string().nullish().describe('The title in French; absent when the provider wrote none'),
  status: z.enum(INCIDENT_STATUSES),
  createdAt: isoTime,
  updatedAt: isoTime,
  resolvedAt: isoTime.nullable(),
  services: z.array(serviceRef.extend({ impact: z.enum(INCIDENT_IMPACTS).nullable() })),
  whatToDo: z.string().nullable().describe('What clinics should do, pinned by the latest update that set it'),
  whatToDoFr: z.string().nullish().describe('The same line in French; absent when there is none'),
  updates: z.array(incidentUpdateAnswer).describe('Newest first'),
});

const maintenanceAnswer: z.ZodType<Maintenance> = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  titleFr: z.string().nullish().describe('The title in French; absent when the provider wrote none'),
  descriptionFr: z.string().nullish().describe('The description in French; absent when the provider wrote none'),
  startsAt: isoTime,
  endsAt: isoTime,
  services: z.array(serviceRef),
  createdAt: isoTime,
  state: z.enum(['upcoming', 'active', 'past']).describe("Judged with the server's clock when answered"),
});

const summaryService: z.ZodType<SummaryService> = z.object({
  id: z.string(),
  name: z.string(),
  type: serviceTypeAnswer,
  status: serviceStatusAnswer,
  source: z.enum(STATUS_SOURCES),
  stale: z.boolean().optional(),
  monitorOffline: z.boolean().optional().describe('The board itself cannot reach the internet: this status, from a check, is the last one known'),
  incident: serviceIncidentAnswer.nullish(),
  override: serviceOverrideAnswer.nullish(),
  maintenance: serviceMaintenanceAnswer.nullish(),
  unknown: serviceUnknownAnswer.nullish().describe('The deciding source cannot say what the status is now: `status` is the last one known'),
});

const statusSummary: z.ZodType<StatusSummary> = z.object({
  overall: z.enum(OVERALL_STATES),
  sentence: z.string().describe('The banner\u2019s sentence: all systems operational, no problems reported, or what is down and what has issues, by name'),
  sentenceFr: z.string().describe('The same sentence in French'),
  coverage: z
    .object({ automatic: z.number().int(), total: z.number().int() })
    .describe('How many services are checked automatically (by a check or the vendor\u2019s status page), of all listed'),
  updatedAt: isoTime,
  services: z.array(summaryService),
  activeIncidents: z.array(incidentAnswer),
  upcomingMaintenance: z.array(maintenanceAnswer),
});

const notModified = noContent.describe('Not modified: the ETag still holds');
const publicIncidents: z.ZodType<PublicIncidents> = z.object({ active: z.array(incidentAnswer), recent: z.array(incidentAnswer) });
const publicMaintenance: z.ZodType<PublicMaintenance> = z.object({ active: z.array(maintenanceAnswer), upcoming: z.array(maintenanceAnswer) });

export const publicIncidentsAnswers = answers({ 200: publicIncidents, 304: notModified });
export const incidentPageAnswers = answers({ 200: pageOf(incidentAnswer) });
export const incidentCreatedAnswers = answers({ 201: incidentAnswer });
export const incidentAnswers = answers({ 200: incidentAnswer });
export const incidentDeletedAnswers = answers({ 204: noContent });
export const publicMaintenanceAnswers = answers({ 200: publicMaintenance, 304: notModified });
export const maintenanceListAnswers = answers({ 200: z.array(maintenanceAnswer) });
export const maintenanceCreatedAnswers = answers({ 201: maintenanceAnswer });
export const maintenanceAnswers = answers({ 200: maintenanceAnswer });
export const maintenanceCancelledAnswers = answers({
  200: z.object({ outcome: z.enum(['deleted', 'ended']).describe('Deleted when it had not started, ended now when under way') }),
});
export const statusSummaryAnswers = answers({ 200: statusSummary, 304: notModified });
export const atomFeedAnswers = answers({
  200: nonJson('An Atom feed of incident updates and maintenance announcements', 'application/atom+xml'),
  304: notModified,
});
