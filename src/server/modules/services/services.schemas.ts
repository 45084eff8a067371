import { z } from 'zod';
import { answers, noContent } from '#server/lib/http/answers.js';
import { monitoredAdminServiceAnswer } from '../status/index.ts';
import { SERVICE_IMPORT_MESSAGES, type ImportRefusal, type ServiceImportAnswer } from '#shared/status/service-admin.js';

export const adminServiceListAnswers = answers({ 200: z.array(monitoredAdminServiceAnswer) });
export const adminServiceAnswers = answers({ 200: monitoredAdminServiceAnswer });
export const adminServiceCreatedAnswers = answers({ 201: monitoredAdminServiceAnswer });
export const adminServiceRemovedAnswers = answers({ 204: noContent });

const importRefusal: z.ZodType<ImportRefusal> = z.object({
  row: z.number().int().describe('CSV: the row as a spreadsheet numbers it, the header being row 1; JSON: the place in `services`, from 1'),
  name: z.string().optional(),
  field: z.string().optional().describe('The CSV column or the JSON field at fault; absent when the row as a whole is refused'),
  message: z.string().describe('"Row 12, check_target: ..." in the caller\'s language'),
});

const serviceImport: z.ZodType<ServiceImportAnswer> = z.object({
  imported: z.number().int().describe('Services imported; in a dry run, those that would be'),
  withChecks: z.number().int().describe('Of those, the ones that came with an automated check'),
  refusedRows: z.number().int(),
  refused: z.array(importRefusal).describe('Every problem of every refused row, in row order; those rows were not imported'),
  dryRun: z.boolean(),
});

export const serviceImportAnswers = answers({ 200: serviceImport });

/** JSON: `{ services: [...] }`, each row as POST /api/admin/services takes it; or the CSV text itself (Content-Type: text/csv). */
export const serviceImportBody = z.union(
  [
    z.strictObject({ services: z.array(z.unknown()).describe('One object per service, as POST /api/admin/services takes it (an optional `check` included)') }),
    z.string().describe('CSV (Content-Type: text/csv): a header row naming the columns (docs/product/admin.md), then one service per row'),
  ],
  { error: SERVICE_IMPORT_MESSAGES.mediaType },
);

export const serviceImportQuery = z.strictObject({
  dryRun: z.enum(['true', 'false'], { error: SERVICE_IMPORT_MESSAGES.dryRun }).optional().describe('true: validate and report, write nothing'),
});
