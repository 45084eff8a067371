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

/** A service's own fields as POST /api/admin/services takes them (its check: serviceCreateSchema in monitoring.ts). */
export const serviceFieldsSchema = z.strictObject({
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
export type ServiceFieldsInput = z.infer<typeof serviceFieldsSchema>;

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

/*
 * Bulk import (POST /api/admin/services/import, docs/product/admin.md): JSON `{ services: [...] }`, each
 * row as POST /api/admin/services takes it, or CSV with a header row naming the columns below.
 */

export const SERVICE_IMPORT_MAX_ROWS = 5000;
/** About 800 bytes a row at the most rows: a file of 5,000 services with their advice fits. */
export const SERVICE_IMPORT_MAX_BYTES = 4 * 1024 * 1024;

/** A CSV column and the field of a JSON row it fills (`check.target`: the `target` of the row's `check`). */
export interface ImportColumn {
  column: string;
  field: string;
  /** Written as a whole number in the file: read as one. */
  number?: boolean;
  /** true/false, yes/no, 1/0. */
  boolean?: boolean;
}

/** Every column an import file may have, in the order of the template. Only name and type are required. */
export const SERVICE_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { column: 'name', field: 'name' },
  { column: 'type', field: 'type' },
  { column: 'location', field: 'location' },
  { column: 'phone', field: 'phone' },
  { column: 'portal_url', field: 'portalUrl' },
  { column: 'guidance', field: 'guidance' },
  { column: 'guidance_issues', field: 'guidanceIssues' },
  { column: 'guidance_fr', field: 'guidanceFr' },
  { column: 'guidance_issues_fr', field: 'guidanceIssuesFr' },
  { column: 'check_type', field: 'check.type' },
  { column: 'check_target', field: 'check.target' },
  { column: 'check_interval_seconds', field: 'check.intervalSeconds', number: true },
  { column: 'check_timeout_ms', field: 'check.timeoutMs', number: true },
  { column: 'check_expected_status_min', field: 'check.expectedStatusMin', number: true },
  { column: 'check_expected_status_max', field: 'check.expectedStatusMax', number: true },
  { column: 'check_keyword', field: 'check.keyword' },
  { column: 'check_expected_address', field: 'check.expectedAddress' },
  { column: 'check_latency_warn_ms', field: 'check.latencyWarnMs', number: true },
  { column: 'check_failures_to_offline', field: 'check.failuresToOffline', number: true },
  { column: 'check_successes_to_online', field: 'check.successesToOnline', number: true },
  { column: 'check_enabled', field: 'check.enabled', boolean: true },
];

export const SERVICE_IMPORT_MESSAGES = {
  tooManyRows: (count: number) => `An import takes at most 5,000 services; this file has ${count}. Split it into files of at most 5,000 rows.`,
  empty: 'The file has no services to import. Put one service on each row, under a header row naming the columns.',
  mediaType: 'Send the services as JSON (an object with a services list, Content-Type: application/json) or as CSV (Content-Type: text/csv).',
  tooLarge: 'The file is too large: an import takes at most 4 MB. Split it into smaller files.',
  unclosedQuote: (line: number) =>
    `The CSV file has a value whose opening double quote is never closed (from line ${line}). Close the quote, or double the quotes inside the value ("").`,
  missingColumn: (column: string) => `The CSV file has no ${column} column. Name it in the first row.`,
  unknownColumn: (column: string) =>
    `The CSV file has a column named ${column}, which an import does not know. Rename or remove it; the columns are listed in the template.`,
  repeatedColumn: (column: string) => `The CSV file names the column ${column} twice. Keep one.`,
  extraValues: (row: number) =>
    `Row ${row} has more values than the header has columns. Put a value that contains a comma or a semicolon inside double quotes.`,
  notAnObject: 'Each service must be an object with at least a name and a type.',
  duplicateInFile: (name: string, row: number) => `${name} is also on row ${row} of this file; each service needs its own name.`,
  booleanValue: 'Write true or false (or yes or no).',
  dryRun: 'dryRun is true (check the file and write nothing) or false.',
  raced: 'A service with one of these names was added while the file was being imported, so nothing was imported. Check the file again.',
} as const;

/** One problem of one refused row: its number (CSV: as a spreadsheet numbers it, the header being row 1; JSON: from 1). */
export interface ImportRefusal {
  row: number;
  name?: string;
  /** The CSV column or the JSON field at fault; absent when the row as a whole is refused. */
  field?: string;
  /** "Row 12, check_target: ..." in the caller's language. */
  message: string;
}

/** POST /api/admin/services/import: what was (or, in a dry run, would be) imported, and every problem of the rows refused. */
export interface ServiceImportAnswer {
  imported: number;
  /** Imported rows that came with a check. */
  withChecks: number;
  /** How many rows were refused (a row may have several problems). */
  refusedRows: number;
  refused: ImportRefusal[];
  dryRun: boolean;
}
