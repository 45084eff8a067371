import { instantOfWallTime } from '#client/lib/business-time.ts';
import type { Translate } from '#client/i18n/use-t.ts';
import { INCIDENT_LIMITS } from '#shared/status/incidents.js';
import { PAGE_WORDS } from '#client/i18n/page-words.ts';

/*
 * The incident and maintenance forms check what the server would refuse before sending, with
 * the server's own messages (INCIDENT_MESSAGES) in the page's language; the server checks again
 * (and knows which services exist). Without `t` they speak English.
 */

const english: Translate = (id, values) => PAGE_WORDS.t(id, values);

export function titleError(title: string, t: Translate = english): string | undefined {
  const trimmed = title.trim();
  if (!trimmed) return t('admin-incidents.error.titleRequired');
  if (trimmed.length < INCIDENT_LIMITS.titleMin) return t('admin-incidents.error.titleTooShort', { min: INCIDENT_LIMITS.titleMin });
  if (trimmed.length > INCIDENT_LIMITS.titleMax) return t('admin-incidents.error.titleTooLong', { max: INCIDENT_LIMITS.titleMax });
  return undefined;
}

export function messageError(message: string, t: Translate = english): string | undefined {
  const trimmed = message.trim();
  if (!trimmed) return t('admin-incidents.error.messageRequired');
  if (trimmed.length > INCIDENT_LIMITS.messageMax) return t('admin-incidents.error.messageTooLong', { max: INCIDENT_LIMITS.messageMax });
  return undefined;
}

export function servicesError(ids: readonly string[], t: Translate = english): string | undefined {
  return ids.length === 0 ? t('admin-incidents.error.servicesRequired') : undefined;
}

/** The French of a text is optional; it has the English's limit. */
export function frenchTitleError(title: string, t: Translate = english): string | undefined {
  return title.trim().length > INCIDENT_LIMITS.titleMax ? t('admin-incidents.error.titleFrTooLong', { max: INCIDENT_LIMITS.titleMax }) : undefined;
}

export function frenchMessageError(message: string, t: Translate = english): string | undefined {
  return message.trim().length > INCIDENT_LIMITS.messageMax ? t('admin-incidents.error.messageFrTooLong', { max: INCIDENT_LIMITS.messageMax }) : undefined;
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
  /** The optional French of the title and the description. */
  titleFr?: string;
  descriptionFr?: string;
}

export type MaintenanceField = keyof MaintenanceFormValues;

/** A datetime-local value, read in the provider's time zone, as an ISO instant; null when empty or not a time. */
export const localToIso = instantOfWallTime;

export function maintenanceErrors(values: MaintenanceFormValues, now: Date, t: Translate = english): FormErrors<MaintenanceField> {
  const starts = localToIso(values.startsAt);
  const ends = localToIso(values.endsAt);
  let endsError: string | undefined;
  if (!ends) endsError = t('admin-incidents.error.endsAtInvalid');
  else if (starts && Date.parse(ends) <= Date.parse(starts)) endsError = t('admin-incidents.error.endsBeforeStart');
  else if (Date.parse(ends) <= now.getTime()) endsError = t('admin-incidents.error.endsInPast');
  const tooLong = (text: string | undefined, id: string) =>
    (text ?? '').trim().length > INCIDENT_LIMITS.descriptionMax ? t(id, { max: INCIDENT_LIMITS.descriptionMax }) : undefined;
  return compact({
    title: titleError(values.title, t),
    description: tooLong(values.description, 'admin-incidents.error.descriptionTooLong'),
    serviceIds: servicesError(values.serviceIds, t),
    startsAt: starts ? undefined : t('admin-incidents.error.startsAtInvalid'),
    endsAt: endsError,
    titleFr: frenchTitleError(values.titleFr ?? '', t),
    descriptionFr: tooLong(values.descriptionFr, 'admin-incidents.error.descriptionFrTooLong'),
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
