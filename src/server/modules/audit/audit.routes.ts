import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Page } from '#shared/admin/admin.js';
import { auditLogQuerySchema, type AuditLogRow } from '#shared/admin/audit.js';
import type { AppParts } from '#server/lib/app-parts.js';
import { listAuditActions, listAuditLog } from './audit.service.ts';
import { auditActionsAnswers, auditPageAnswers } from './audit.schemas.ts';

/** The admin panel's audit log (behind the admin guard, as every /api/admin/* route). */
export const auditRoutes: FastifyPluginAsync<Pick<AppParts, 'db' | 'keys'>> = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'One page (5) of the audit log, newest first, searched by action, target or a person’s whole e-mail address, and filtered by action prefix',
        querystring: auditLogQuerySchema,
        response: auditPageAnswers,
      },
    },
    async (request): Promise<Page<AuditLogRow>> => {
      return listAuditLog(deps, request.query);
    },
  );

  api.get(
    '/api/admin/audit-log/actions',
    { schema: { tags: ['admin'], summary: 'Every action name in the audit log, for the filter', response: auditActionsAnswers } },
    async (): Promise<string[]> => {
      return listAuditActions(deps.db);
    },
  );
};
