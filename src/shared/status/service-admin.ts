import { z } from 'zod';
import { line } from '../fields.ts';
import { CLAIMS_NETWORK_SERVICE_NAME } from '../constants.ts';
import { SERVICE_TYPES, type ServiceStatus, type ServiceType } from './services.ts';

/**
 * The admin panel's services: the manual status override (docs/product/status-rules.md) and the
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
  /** What clinics should do while it is down, and while it has issues; its support line and portal. */
  guidance: string | null;
  guidanceIssues: string | null;
  /** The same two texts in French; absent (or null) when none was written (French readers then see the English, marked as such). */
  guidanceFr?: string | null;
  guidanceIssuesFr?: string | null;
  phone: string | null;
  portalUrl: string | null;
}

export const SERVICE_NAME_MIN = 2;
export const SERVICE_NAME_MAX = 80;
export const SERVICE_LOCATION_MAX = 120;
export const SERVICE_GUIDANCE_MAX = 500;
export const SERVICE_PHONE_MAX = 40;
export const SERVICE_URL_MAX = 300;

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
  guidance: `Advice for when it is down is limited to ${SERVICE_GUIDANCE_MAX} characters`,
  guidanceIssues: `Advice for when it has issues is limited to ${SERVICE_GUIDANCE_MAX} characters`,
  guidanceFr: `Advice in French for when it is down is limited to ${SERVICE_GUIDANCE_MAX} characters`,
  guidanceIssuesFr: `Advice in French for when it has issues is limited to ${SERVICE_GUIDANCE_MAX} characters`,
  phone: 'Enter a phone number with digits, spaces, +, -, ( ) and . only, at most 40 characters (or leave it blank)',
  portalUrl: `Enter a web address starting with https:// (at most ${SERVICE_URL_MAX} characters), or leave it blank`,
  emptyUpdate: 'Send at least one field to change',
  notFound: 'That service no longer exists. Refresh the list and try again.',
  nameTaken: (name: string) => `A service named ${name} already exists`,
  claimsNetworkFixed: `${CLAIMS_NETWORK_SERVICE_NAME} is the claims-network summary the dashboard is built around; its name and type cannot change.`,
  claimsNetworkKept: `${CLAIMS_NETWORK_SERVICE_NAME} is the claims-network summary the dashboard is built around; it cannot be removed.`,
  claimsNetworkType: `${CLAIMS_NETWORK_SERVICE_NAME} is the claims-network summary and must be an insurance service.`,
} as const;

/** Toast texts of the services list: success and failure default. */
export const SERVICE_TOASTS = {
  add: { success: 'Service added', failure: 'Failed to add service' },
  update: { success: 'Service updated', failure: 'Failed to update service' },
  remove: { success: 'Service removed', failure: 'Failed to remove service' },
} as const;

const name = () =>
  line('Service name', SERVICE_NAME_MAX, { required: SERVICE_MESSAGES.name, tooLong: SERVICE_MESSAGES.name }).pipe(
    z.string().min(SERVICE_NAME_MIN, SERVICE_MESSAGES.name),
  );
const type = () => z.enum(SERVICE_TYPES, { error: SERVICE_MESSAGES.type });
/** Blank clears the location. */
const location = () =>
  line('Location', SERVICE_LOCATION_MAX, { required: SERVICE_MESSAGES.location, tooLong: SERVICE_MESSAGES.location })
    .nullable()
    .transform((v) => v || null);

/** Blank clears each of these. */
const advice = (message: string) => () =>
  z
    .string({ error: message })
    .trim()
    .max(SERVICE_GUIDANCE_MAX, message)
    .nullable()
    .transform((v) => v || null);
const guidance = advice(SERVICE_MESSAGES.guidance);
const guidanceIssues = advice(SERVICE_MESSAGES.guidanceIssues);
/** The same advice in French: optional, the same limit; blank clears it. */
const guidanceFr = advice(SERVICE_MESSAGES.guidanceFr);
const guidanceIssuesFr = advice(SERVICE_MESSAGES.guidanceIssuesFr);
const phone = () =>
  z
    .string({ error: SERVICE_MESSAGES.phone })
    .trim()
    .max(SERVICE_PHONE_MAX, SERVICE_MESSAGES.phone)
    .regex(/^[0-9+().\s-]*$/, SERVICE_MESSAGES.phone)
    .refine((v) => v === '' || /\d{3}/.test(v.replace(/\D/g, '')), SERVICE_MESSAGES.phone)
    .nullable()
    .transform((v) => v || null);
const portalUrl = () =>
  z
    .string({ error: SERVICE_MESSAGES.portalUrl })
    .trim()
    .max(SERVICE_URL_MAX, SERVICE_MESSAGES.portalUrl)
    .refine((v) => v === '' || (/^https:\/\/[^\s]+$/.test(v) && URL.canParse(v)), SERVICE_MESSAGES.portalUrl)
    .nullable()
    .transform((v) => v || null);

export const serviceCreateSchema = z.strictObject({
  name: name(),
  type: type(),
  location: location().optional(),
  guidance: guidance().optional(),
  guidanceIssues: guidanceIssues().optional(),
  guidanceFr: guidanceFr().optional(),
  guidanceIssuesFr: guidanceIssuesFr().optional(),
  phone: phone().optional(),
  portalUrl: portalUrl().optional(),
});
export type ServiceCreateInput = z.infer<typeof serviceCreateSchema>;

export const serviceUpdateSchema = z
  .strictObject({
    name: name().optional(),
    type: type().optional(),
    location: location().optional(),
    guidance: guidance().optional(),
    guidanceIssues: guidanceIssues().optional(),
    guidanceFr: guidanceFr().optional(),
    guidanceIssuesFr: guidanceIssuesFr().optional(),
    phone: phone().optional(),
    portalUrl: portalUrl().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: SERVICE_MESSAGES.emptyUpdate });
export type ServiceUpdateInput = z.infer<typeof serviceUpdateSchema>;
