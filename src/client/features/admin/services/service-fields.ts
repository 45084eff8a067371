import { SERVICE_MESSAGES, SERVICE_NAME_MAX, SERVICE_NAME_MIN } from '../../../../shared/service-admin.ts';
import type { ServiceFields } from './services-admin-api.ts';

/** The name check the server makes too, so a typo is caught before a round trip. */
export function nameError(fields: Pick<ServiceFields, 'name'>): string | undefined {
  const length = fields.name.trim().length;
  return length < SERVICE_NAME_MIN || length > SERVICE_NAME_MAX ? SERVICE_MESSAGES.name : undefined;
}
