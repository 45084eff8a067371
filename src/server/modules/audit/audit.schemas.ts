import { z } from 'zod';
import type { AuditLogRow } from '#shared/admin/audit.js';
import { answers, isoTime, pageOf } from '#server/lib/http/answers.js';

const auditRow: z.ZodType<AuditLogRow> = z.object({
  id: z.string(),
  actor: z.string().describe("A person's e-mail address, or cli, system, anonymous"),
  action: z.string().describe('Dotted verb, such as coupon.create'),
  target: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoTime,
});

export const auditPageAnswers = answers({ 200: pageOf(auditRow) });
export const auditActionsAnswers = answers({ 200: z.array(z.string()) });
