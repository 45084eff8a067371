import { z } from 'zod';

/**
 * A service's link to its vendor's own public status (issue 15, point 3), as the admin panel
 * sets and reads it. The poller and the formats are in server/modules/monitoring/vendor/.
 */
export const VENDOR_KINDS = ['statuspage', 'betterstack', 'feed'] as const;
export type VendorKind = (typeof VENDOR_KINDS)[number];

export const VENDOR_KIND_LABEL: Record<VendorKind, string> = {
  statuspage: 'Atlassian Statuspage',
  betterstack: 'Better Stack status page',
  feed: 'RSS or Atom incident feed',
};

export const VENDOR_MESSAGES = {
  kind: 'Choose Atlassian Statuspage, Better Stack or an RSS/Atom feed',
  pageUrl: 'Enter the status page address, starting with https://',
  component: 'Enter the Statuspage component id (listed at the page address + /api/v2/components.json)',
  componentLength: 'The component is limited to 200 characters',
  noLink: 'This service is not linked to a vendor status page.',
} as const;

export const VENDOR_TOASTS = {
  save: { success: 'Vendor status page linked', failure: 'Failed to link the vendor status page' },
  remove: { success: 'Vendor status page unlinked', failure: 'Failed to unlink the vendor status page' },
} as const;

const webAddress = z
  .string({ error: VENDOR_MESSAGES.pageUrl })
  .trim()
  .max(2000, VENDOR_MESSAGES.pageUrl)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
    } catch {
      return false;
    }
  }, VENDOR_MESSAGES.pageUrl);

export const vendorLinkInputSchema = z
  .strictObject({
    kind: z.enum(VENDOR_KINDS, { error: VENDOR_MESSAGES.kind }),
    pageUrl: webAddress,
    component: z.string().trim().max(200, VENDOR_MESSAGES.componentLength).nullish(),
  })
  .refine((input) => input.kind !== 'statuspage' || Boolean(input.component), { message: VENDOR_MESSAGES.component, path: ['component'] });
export type VendorLinkInput = z.infer<typeof vendorLinkInputSchema>;

/** A link with its last reading and polling state (GET /api/admin/checks, PUT .../vendor-status). */
export interface AdminVendorLink {
  serviceId: string;
  kind: VendorKind;
  pageUrl: string;
  component: string | null;
  /** The last reading in our words; null before the first. */
  state: 'online' | 'warning' | 'offline' | 'maintenance' | null;
  vendorWord: string | null;
  incidentTitle: string | null;
  incidentUrl: string | null;
  readAt: string | null;
  lastPolledAt: string | null;
  nextPollAt: string;
  failures: number;
  lastError: string | null;
}
