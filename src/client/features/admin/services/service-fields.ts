import { msg, type Translate } from '#client/i18n/use-t.ts';
import { SERVICE_GUIDANCE_MAX, SERVICE_NAME_MAX, SERVICE_NAME_MIN, SERVICE_URL_MAX, serviceUpdateSchema } from '#shared/status/service-admin.js';
import { PAGE_WORDS } from '#client/i18n/page-words.ts';
import type { ServiceFields, ServiceHelpFields } from './services-admin-api.ts';

const english: Translate = (id, values) => PAGE_WORDS.t(id, values);

/** The name check the server makes too, so a typo is caught before a round trip. */
export function nameError(fields: Pick<ServiceFields, 'name'>, t: Translate = english): string | undefined {
  const length = fields.name.trim().length;
  return length < SERVICE_NAME_MIN || length > SERVICE_NAME_MAX ? t('admin-services.error.name', { min: SERVICE_NAME_MIN, max: SERVICE_NAME_MAX }) : undefined;
}

/** Each help field's one message (SERVICE_MESSAGES), in the page's language. */
const HELP_ERRORS: Record<keyof ServiceHelpFields, { id: string; max?: number }> = {
  guidance: { id: msg('admin-services.error.guidance'), max: SERVICE_GUIDANCE_MAX },
  guidanceIssues: { id: msg('admin-services.error.guidanceIssues'), max: SERVICE_GUIDANCE_MAX },
  guidanceFr: { id: msg('admin-services.error.guidanceFr'), max: SERVICE_GUIDANCE_MAX },
  guidanceIssuesFr: { id: msg('admin-services.error.guidanceIssuesFr'), max: SERVICE_GUIDANCE_MAX },
  phone: { id: msg('admin-services.error.phone') },
  portalUrl: { id: msg('admin-services.error.portalUrl'), max: SERVICE_URL_MAX },
};

/** The server's own checks of the help fields (the admin bundle may use zod), by field, in the page's language. */
export function helpErrors(fields: Partial<ServiceHelpFields>, t: Translate = english): Partial<Record<keyof ServiceHelpFields, string>> {
  const result = serviceUpdateSchema.safeParse(fields);
  if (result.success) return {};
  const errors: Partial<Record<keyof ServiceHelpFields, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ServiceHelpFields;
    if (field in HELP_ERRORS && field in fields) errors[field] ??= t(HELP_ERRORS[field].id, { max: HELP_ERRORS[field].max });
  }
  return errors;
}
