import { z } from 'zod';
import { line, paragraph } from '../../../shared/fields.ts';
import { isBusinessDate } from '../../../shared/input-rules.ts';
import { adminListQuerySchema } from '../../../shared/admin.ts';
import { INCIDENT_IMPACT_CHOICES, INCIDENT_LIMITS, INCIDENT_MESSAGES as M, INCIDENT_STATUSES, OPEN_INCIDENT_STATUSES } from '../../../shared/incidents.ts';

/* Request schemas of the incident and maintenance routes (server only: the dashboard never downloads zod). */

const title = line('The title', INCIDENT_LIMITS.titleMax, { required: M.titleRequired, tooLong: M.titleTooLong }).pipe(
  z.string().min(1, M.titleRequired).min(INCIDENT_LIMITS.titleMin, M.titleTooShort),
);

const message = paragraph('The message', INCIDENT_LIMITS.messageMax, { required: M.messageRequired, tooLong: M.messageTooLong }).pipe(
  z.string().min(1, M.messageRequired),
);

/** Duplicates are dropped; unknown ids are refused by the service (it knows which services exist). */
const serviceIds = z
  .array(z.uuid({ error: M.servicesUnknown }), { error: M.servicesRequired })
  .min(1, M.servicesRequired)
  .max(INCIDENT_LIMITS.servicesMax, M.servicesUnknown)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

const impact = z.enum(INCIDENT_IMPACT_CHOICES, { error: M.impact });

/** Blank unpins the line. */
const whatToDo = z.string({ error: M.whatToDoTooLong }).trim().max(INCIDENT_LIMITS.whatToDoMax, M.whatToDoTooLong).nullable();

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
  serviceIds,
  status: z.enum(OPEN_INCIDENT_STATUSES, { error: M.openStatus }).default('investigating'),
  message,
  /** What the incident does to every listed service's status. */
  impact: impact.default('degraded'),
  whatToDo: whatToDo.optional(),
  notify,
});
export type IncidentCreateInput = z.infer<typeof incidentCreateSchema>;

export const incidentUpdateSchema = z.strictObject({
  status: z.enum(INCIDENT_STATUSES, { error: M.updateStatus }),
  message,
  /** A new impact for every service of the incident; omitted: unchanged. */
  impact: impact.optional(),
  /** A new pinned line (blank unpins it); omitted: unchanged. */
  whatToDo: whatToDo.optional(),
  notify,
});
export type IncidentUpdateInput = z.infer<typeof incidentUpdateSchema>;

export const incidentPatchSchema = z
  .strictObject({ title: title.optional(), serviceIds: serviceIds.optional(), impact: impact.optional() })
  .refine((body) => body.title !== undefined || body.serviceIds !== undefined || body.impact !== undefined, { message: M.nothingToChange });
export type IncidentPatchInput = z.infer<typeof incidentPatchSchema>;

export const incidentListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(['active', 'resolved'], { error: 'status must be active or resolved' }).default('active'),
});
export type IncidentListQuery = z.infer<typeof incidentListQuerySchema>;

const description = paragraph('The description', INCIDENT_LIMITS.descriptionMax, { required: M.descriptionTooLong, tooLong: M.descriptionTooLong })
  .nullish()
  .transform((v) => v || null);

export const maintenanceCreateSchema = z.strictObject({
  title,
  description,
  serviceIds,
  startsAt: instant(M.startsAtInvalid),
  endsAt: instant(M.endsAtInvalid),
});
export type MaintenanceCreateInput = z.infer<typeof maintenanceCreateSchema>;

export const maintenancePatchSchema = z
  .strictObject({
    title: title.optional(),
    description: description.optional(),
    serviceIds: serviceIds.optional(),
    startsAt: instant(M.startsAtInvalid).optional(),
    endsAt: instant(M.endsAtInvalid).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'Send at least one field to change.' });
export type MaintenancePatchInput = z.infer<typeof maintenancePatchSchema>;
