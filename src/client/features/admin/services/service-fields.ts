import { SERVICE_MESSAGES, SERVICE_NAME_MAX, SERVICE_NAME_MIN, serviceUpdateSchema } from '#shared/status/service-admin.js';
import type { ServiceFields, ServiceHelpFields } from './services-admin-api.ts';

/** The name check the server makes too, so a typo is caught before a round trip. */
export function nameError(fields: Pick<ServiceFields, 'name'>): string | undefined {
  const length = fields.name.trim().length;
  return length < SERVICE_NAME_MIN || length > SERVICE_NAME_MAX ? SERVICE_MESSAGES.name : undefined;
}

/** The server's own checks of the help fields (the admin bundle may use zod), by field. */
export function helpErrors(fields: ServiceHelpFields): Partial<Record<keyof ServiceHelpFields, string>> {
  const result = serviceUpdateSchema.safeParse(fields);
  if (result.success) return {};
  const errors: Partial<Record<keyof ServiceHelpFields, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ServiceHelpFields;
    if (field in fields) errors[field] ??= issue.message;
  }
  return errors;
}
