import { z } from 'zod';
import { adminListQuerySchema } from './admin.ts';

/**
 * The admin panel's audit log (docs/product/admin.md: who, what, when, from where).
 * Admin-only: the public dashboard never imports this file.
 */
export const auditLogQuerySchema = adminListQuerySchema.extend({
  /**
   * An action or a prefix of one: `coupon.` matches every coupon action, `admin.clinic` matches
   * `admin.clinic` itself and `admin.clinic.*` (whole dotted segments, never `admin.clinics`).
   */
  action: z
    .string()
    .trim()
    .max(100, 'The action filter is limited to 100 characters')
    .regex(/^[a-z0-9._-]*$/i, 'The action filter may only contain letters, digits, dots, dashes and underscores')
    .optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** One row of GET /api/admin/audit-log; createdAt is ISO. */
export interface AuditLogRow {
  id: string;
  /** Who acted: a person's e-mail address (decrypted for the admin), or `cli`, `system`, `anonymous`... */
  actor: string;
  /** Dotted verb, for example `coupon.create`. */
  action: string;
  target: string | null;
  ipAddress: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}
