import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../constants.ts';

/**
 * The admin panel's shared contracts. Lists that can grow (clinics, subscriptions, audit log)
 * are searched and paginated on the server: `?search=&page=` in, a `Page<T>` out.
 */
export interface Page<T> {
  items: T[];
  /** Rows matching the search, over every page. */
  total: number;
  /** 1-based; clamped to the last page when the list shrank under the caller. */
  page: number;
  pageSize: number;
}

export const adminListQuerySchema = z.strictObject({
  search: z.string().trim().max(200, 'Search text is limited to 200 characters').optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(1_000_000)
    .default(1),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** Clamps a requested page into 1..last page of `total` rows and answers the row offset too. */
export function pageWindow(requested: number, total: number, pageSize: number = ADMIN_PAGE_SIZE): { page: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, offset: (page - 1) * pageSize };
}

/** Success and failure texts of the admin panel (docs/product/messages.md). */
export const ADMIN_TOASTS = {
  deleteClinic: {
    failure: 'Failed to delete clinic',
    success: 'Clinic deleted successfully. They will need to re-register to access the system.',
    confirm: 'Deleting this clinic forces it to re-register and removes its IP address from the whitelist.',
  },
  createCoupon: { failure: 'Failed to create coupon', success: 'Coupon created successfully' },
  sendNotification: { failure: 'Failed to send notification', success: 'Notification sent successfully' },
  addIp: { failure: 'Failed to add IP to whitelist', success: 'IP address added to whitelist' },
  removeIp: { failure: 'Failed to remove IP from whitelist', success: 'IP address removed from whitelist' },
  serviceStatus: { failure: 'Failed to update service status', success: 'Service status updated' },
} as const;
