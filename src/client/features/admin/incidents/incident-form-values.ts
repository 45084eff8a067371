import { instantOfWallTime } from '#client/lib/business-time.ts';
import { INCIDENT_LIMITS, INCIDENT_MESSAGES as M } from '#shared/status/incidents.js';

/*
 * The incident and maintenance forms check what the server would refuse before sending, with
 * the server's own messages; the server checks again (and knows which services exist).
 */

export function titleError(title: string): string | undefined {
  const trimmed = title.trim();
  if (!trimmed) return M.titleRequired;
  if (trimmed.length < INCIDENT_LIMITS.titleMin) return M.titleTooShort;
  if (trimmed.length > INCIDENT_LIMITS.titleMax) return M.titleTooLong;
  return undefined;
}

export function messageError(message: string): string | undefined {
  const trimmed = message.trim();
  if (!trimmed) return M.messageRequired;
  if (trimmed.length > INCIDENT_LIMITS.messageMax) return M.messageTooLong;
  return undefined;
}

export function servicesError(ids: readonly string[]): string | undefined {
  return ids.length === 0 ? M.servicesRequired : undefined;
}

export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** Drops fields without an error, so an empty object means "valid". */
export function compact<K extends string>(errors: Record<K, string | undefined>): FormErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FormErrors<K>;
}

export interface MaintenanceFormValues {
  title: string;
  description: string;
  serviceIds: string[];
  /** datetime-local values, in this computer's time zone. */
  startsAt: string;
  endsAt: string;
}

export type MaintenanceField = keyof MaintenanceFormValues;

/** A datetime-local value as an ISO instant (the browser reads it in its own zone); null when empty or invalid. */
/** A datetime-local value, read in the provider's time zone, as an ISO instant; null when empty or not a time. */
export const localToIso = instantOfWallTime;

export function maintenanceErrors(values: MaintenanceFormValues, now: Date): FormErrors<MaintenanceField> {
  const starts = localToIso(values.startsAt);
  const ends = localToIso(values.endsAt);
  let endsError: string | undefined;
  if (!ends) endsError = M.endsAtInvalid;
  else if (starts && Date.parse(ends) <= Date.parse(starts)) endsError = M.endsBeforeStart;
  else if (Date.parse(ends) <= now.getTime()) endsError = M.endsInPast;
  return compact({
    title: titleError(values.title),
    description: values.description.trim().length > INCIDENT_LIMITS.descriptionMax ? M.descriptionTooLong : undefined,
    serviceIds: servicesError(values.serviceIds),
    startsAt: starts ? undefined : M.startsAtInvalid,
    endsAt: endsError,
  });
}

/** The field messages of a 400 answer ({ issues: [{ path, message }] }), for the fields a form has. */
export function issuesByField<K extends string>(body: string, fields: readonly K[]): FormErrors<K> {
  try {
    const { issues } = JSON.parse(body) as { issues?: { path?: unknown; message?: unknown }[] };
    const errors: FormErrors<K> = {};
    for (const issue of issues ?? []) {
      const field = String(issue.path ?? '').split('.')[0] as K;
      if (fields.includes(field) && typeof issue.message === 'string') errors[field] ??= issue.message;
    }
    return errors;
  } catch {
    return {};
  }
}
