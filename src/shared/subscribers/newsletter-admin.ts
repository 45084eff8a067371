/** One row of GET /api/admin/newsletter-subscriptions; dates are ISO. */
export interface AdminSubscriptionRow {
  id: string;
  /** Decrypted for the admin; stored only encrypted. */
  email: string;
  ipAddress: string | null;
  createdAt: string;
  isActive: boolean;
  /** Signed up but the confirmation link was never opened (double opt-in): not subscribed. */
  pending: boolean;
}

/** The panel's empty texts (docs/product/messages.md). */
export const NEWSLETTER_ADMIN_TEXTS = {
  encrypted: 'All emails encrypted',
  empty: 'No newsletter subscriptions yet',
  noMatch: 'No subscriptions found matching your search',
} as const;
