import { z } from 'zod';
import { line } from './fields.ts';
import { CLAIMS_NETWORK_SERVICE_NAME } from './constants.ts';
import { SERVICE_STATUSES, SERVICE_TYPES, type ServiceStatus, type ServiceType } from './services.ts';

/**
 * The admin panel's services: the manual status override (SPEC.md section 4) and the
 * provider's list of monitored services. Admin-only, so zod is welcome here; the dashboard
 * reads services.ts, which stays zod-free.
 */
export interface AdminService {
  id: string;
  name: string;
  type: ServiceType;
  status: ServiceStatus;
  location: string | null;
  sortOrder: number;
  updatedAt: string;
}

export const SERVICE_NAME_MIN = 2;
export const SERVICE_NAME_MAX = 80;
export const SERVICE_LOCATION_MAX = 120;

export const SERVICE_TYPE_LABEL: Record<ServiceType, string> = {
  insurance: 'Insurance providers',
  internet: 'Internet services',
  voip: 'VoIP services',
};

export const SERVICE_MESSAGES = {
  name: `Service name must be ${SERVICE_NAME_MIN} to ${SERVICE_NAME_MAX} characters`,
  type: 'Choose a type: insurance, internet or voip',
  status: 'Choose a status: online, warning or offline',
  location: `Location is limited to ${SERVICE_LOCATION_MAX} characters`,
  emptyUpdate: 'Send at least one of name, type or location to change',
  notFound: 'That service no longer exists. Refresh the list and try again.',
  nameTaken: (name: string) => `A service named ${name} already exists`,
  claimsNetworkFixed: `${CLAIMS_NETWORK_SERVICE_NAME} is the claims-network summary the dashboard is built around; its name and type cannot change.`,
  claimsNetworkKept: `${CLAIMS_NETWORK_SERVICE_NAME} is the claims-network summary the dashboard is built around; it cannot be removed.`,
  claimsNetworkType: `${CLAIMS_NETWORK_SERVICE_NAME} is the claims-network summary and must be an insurance service.`,
} as const;

/** Toast texts of the services list (SPEC.md gives none): success and failure default. */
export const SERVICE_TOASTS = {
  add: { success: 'Service added', failure: 'Failed to add service' },
  update: { success: 'Service updated', failure: 'Failed to update service' },
  remove: { success: 'Service removed', failure: 'Failed to remove service' },
} as const;

const name = () => line('Service name', SERVICE_NAME_MAX, { required: SERVICE_MESSAGES.name, tooLong: SERVICE_MESSAGES.name }).pipe(z.string().min(SERVICE_NAME_MIN, SERVICE_MESSAGES.name));
const type = () => z.enum(SERVICE_TYPES, { error: SERVICE_MESSAGES.type });
/** Blank clears the location. */
const location = () =>
  line('Location', SERVICE_LOCATION_MAX, { required: SERVICE_MESSAGES.location, tooLong: SERVICE_MESSAGES.location })
    .nullable()
    .transform((v) => v || null);

export const serviceStatusSchema = z.strictObject({
  status: z.enum(SERVICE_STATUSES, { error: SERVICE_MESSAGES.status }),
});

export const serviceCreateSchema = z.strictObject({
  name: name(),
  type: type(),
  location: location().optional(),
});
export type ServiceCreateInput = z.infer<typeof serviceCreateSchema>;

export const serviceUpdateSchema = z
  .strictObject({
    name: name().optional(),
    type: type().optional(),
    location: location().optional(),
  })
  .refine((v) => v.name !== undefined || v.type !== undefined || v.location !== undefined, { message: SERVICE_MESSAGES.emptyUpdate });
export type ServiceUpdateInput = z.infer<typeof serviceUpdateSchema>;
