import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/errors.js';
import { requestLocale } from '#server/lib/i18n/request-locale.js';
import { writeMessage } from '#server/lib/i18n/localize.js';
import { SERVICE_IMPORT_MAX_BYTES, SERVICE_IMPORT_MESSAGES, type ImportRefusal, type ServiceImportAnswer } from '#shared/status/service-admin.js';
import { adminActorOf } from '../admin-auth/index.ts';
import { importServices, type RowRefusal } from './service-import.ts';
import { rowsOfCsv, rowsOfJson, type ImportFormat } from './service-import-rows.ts';
import { serviceImportAnswers, serviceImportBody, serviceImportQuery } from './services.schemas.ts';
import type { ServiceAdminDeps } from './service-admin.service.ts';

/** Refusals written "Row 12, check_target: ..." in the caller's language (server-api area). */
export const IMPORT_ROW_MESSAGE_IDS = { row: 'server-api.import.row', rowField: 'server-api.import.rowField' } as const;

/** The framework's refusals of this route's body, said for an import file. */
const FILE_REFUSALS: Record<string, AppError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('payload_too_large', SERVICE_IMPORT_MESSAGES.tooLarge),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError('unsupported_media_type', SERVICE_IMPORT_MESSAGES.mediaType),
};

/** POST /api/admin/services/import: many services (and their checks) at once, from JSON or CSV. Its own plugin: only it reads CSV. */
export const serviceImportRoutes: FastifyPluginAsync<ServiceAdminDeps> = async (app, deps) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/admin/services/import',
    {
      bodyLimit: SERVICE_IMPORT_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary:
          'Import services with their checks in bulk (JSON or CSV, at most 5,000 rows): each row validated as a single add; every valid row written in one transaction, the refused ones reported',
        consumes: ['application/json', 'text/csv'],
        querystring: serviceImportQuery,
        body: serviceImportBody,
        response: serviceImportAnswers,
      },
      // A file too large or of another kind is said in the words of an import; the app's handler answers.
      errorHandler: (error: FastifyError) => {
        throw FILE_REFUSALS[error.code] ?? error;
      },
    },
    async (request, reply): Promise<ServiceImportAnswer> => {
      const csv = typeof request.body === 'string';
      if (csv !== /^text\/csv\b/i.test(request.headers['content-type'] ?? '')) throw FILE_REFUSALS.FST_ERR_CTP_INVALID_MEDIA_TYPE!;
      const format: ImportFormat = csv ? 'csv' : 'json';
      const rows = typeof request.body === 'string' ? rowsOfCsv(request.body) : rowsOfJson(request.body.services);
      const outcome = await importServices(deps, rows, { format, dryRun: request.query.dryRun === 'true' }, adminActorOf(request));
      const locale = requestLocale(request);
      reply.header('vary', 'Accept-Language, Cookie');
      return { ...outcome, refused: outcome.refused.map((refusal) => inWords(refusal, locale)) };
    },
  );
};

function inWords(refusal: RowRefusal, locale: ReturnType<typeof requestLocale>): ImportRefusal {
  const { row, name, field, problem } = refusal;
  const message = field
    ? writeMessage(locale, IMPORT_ROW_MESSAGE_IDS.rowField, { row, field, problem })
    : writeMessage(locale, IMPORT_ROW_MESSAGE_IDS.row, { row, problem });
  return { row, ...(name ? { name } : {}), ...(field ? { field } : {}), message };
}
