import { z } from 'zod';

/**
 * A service's link to its vendor's own public status (docs/product/status-rules.md), as the admin panel
 * sets and reads it. The poller and the formats are in server/modules/monitoring/vendor/.
 */
export const VENDOR_KINDS = ['statuspage', 'betterstack', 'feed'] as const;
export type VendorKind = (typeof VENDOR_KINDS)[number];

/** The kinds of page that list components (or resources) an admin can choose from. */
export const VENDOR_PICKABLE_KINDS = ['statuspage', 'betterstack'] as const;
export type VendorPickableKind = (typeof VENDOR_PICKABLE_KINDS)[number];

export const VENDOR_KIND_LABEL: Record<VendorKind, string> = {
  statuspage: 'Atlassian Statuspage',
  betterstack: 'Better Stack status page',
  feed: 'RSS or Atom incident feed',
};

export { VENDOR_PROBLEMS, VENDOR_UNKNOWN_REASONS, type VendorProblem, type VendorUnknownCause } from './vendor-unknown.ts';
import type { VendorProblem } from './vendor-unknown.ts';

export const VENDOR_MESSAGES = {
  kind: 'Choose Atlassian Statuspage, Better Stack or an RSS/Atom feed',
  pageUrl: 'Enter the status page address, starting with https://',
  httpsOnly:
    'Vendor status pages are read over https:// only. Enter the page\u2019s https:// address, or tick \u201cPage on our own network\u201d if it is one.',
  privateOff:
    'Pages on your own network cannot be followed: private monitoring is switched off on this board (MONITOR_ALLOW_PRIVATE). Enter the page\u2019s public https:// address.',
  component: 'Enter the Statuspage component id, or choose the component from the page\u2019s list',
  componentLength: 'The component is limited to 200 characters',
  noLink: 'This service is not linked to a vendor status page.',
  pickableKind: 'Components can be listed for an Atlassian Statuspage or a Better Stack page only',
  noComponents: 'The page lists no components to choose from.',
  allowPrivateFlag: 'allowPrivate must be true or false',
} as const;

export const VENDOR_TOASTS = {
  save: { success: 'Vendor status page linked', failure: 'Failed to link the vendor status page' },
  remove: { success: 'Vendor status page unlinked', failure: 'Failed to unlink the vendor status page' },
} as const;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const webAddress = z.string({ error: VENDOR_MESSAGES.pageUrl }).trim().max(2000, VENDOR_MESSAGES.pageUrl).refine(isWebAddress, VENDOR_MESSAGES.pageUrl);

/** What is wrong with a page's address, if anything; plain http is for pages on the provider's own network only, when the admin says the page is one. */
export function vendorAddressRefusal(pageUrl: string, allowPrivate: boolean): string | null {
  const trimmed = pageUrl.trim();
  if (trimmed.length > 2000 || !isWebAddress(trimmed)) return VENDOR_MESSAGES.pageUrl;
  return new URL(trimmed).protocol === 'https:' || allowPrivate ? null : VENDOR_MESSAGES.httpsOnly;
}

export const vendorLinkInputSchema = z
  .strictObject({
    kind: z.enum(VENDOR_KINDS, { error: VENDOR_MESSAGES.kind }),
    pageUrl: webAddress,
    component: z.string().trim().max(200, VENDOR_MESSAGES.componentLength).nullish(),
    /** The page is on the provider's own network: private addresses (and plain http) allowed, when the board allows them. */
    allowPrivate: z.boolean().optional(),
  })
  .refine((input) => input.kind !== 'statuspage' || Boolean(input.component), { message: VENDOR_MESSAGES.component, path: ['component'] })
  .refine((input) => vendorAddressRefusal(input.pageUrl, input.allowPrivate === true) === null, { message: VENDOR_MESSAGES.httpsOnly, path: ['pageUrl'] });
export type VendorLinkInput = z.infer<typeof vendorLinkInputSchema>;

/** GET /api/admin/vendor-pages/components: the page whose components to list. */
export const vendorComponentsQuerySchema = z
  .strictObject({
    kind: z.enum(VENDOR_PICKABLE_KINDS, { error: VENDOR_MESSAGES.pickableKind }),
    url: webAddress,
    allowPrivate: z.stringbool({ error: VENDOR_MESSAGES.allowPrivateFlag }).optional(),
  })
  .refine((input) => vendorAddressRefusal(input.url, input.allowPrivate === true) === null, { message: VENDOR_MESSAGES.httpsOnly, path: ['url'] });
export type VendorComponentsQuery = z.infer<typeof vendorComponentsQuerySchema>;

/** One component (Statuspage) or resource (Better Stack) a service can follow. */
export interface VendorComponentChoice {
  /** What the link stores: the component's id, or the resource's id. */
  id: string;
  name: string;
  /** The group (Statuspage) or section (Better Stack) it is listed under; null at the top level. */
  group: string | null;
  /** The vendor's own word for its state now. */
  status: string | null;
}

export interface VendorPageComponents {
  /** The page's own name, when it gives one. */
  pageName: string | null;
  /** In the page's order, grouped members after their group's name. */
  components: VendorComponentChoice[];
}

/** What the dialog needs to know of the board's settings. */
export interface VendorPageSettings {
  /** MONITOR_ALLOW_PRIVATE: links may be marked as pages on the provider's own network. */
  privateMonitoring: boolean;
}

/** A maintenance the vendor announced for the service: upcoming until it starts, then in progress. */
export interface VendorMaintenance {
  title: string;
  /** ISO times of the window, when the vendor gave them. */
  startsAt: string | null;
  endsAt: string | null;
  url: string | null;
}

/** A link with its last reading and polling state (GET /api/admin/checks, PUT .../vendor-status). */
export interface AdminVendorLink {
  serviceId: string;
  kind: VendorKind;
  pageUrl: string;
  component: string | null;
  /** The page is on the provider's own network (private addresses and plain http allowed). */
  allowPrivate: boolean;
  /** The last usable reading in our words; null before the first. */
  state: 'online' | 'warning' | 'offline' | 'maintenance' | null;
  vendorWord: string | null;
  /** Why the latest page gave no usable reading; null when it did. */
  problem: VendorProblem | null;
  incidentTitle: string | null;
  incidentUrl: string | null;
  /** The vendor's maintenance that is upcoming or in progress, if any. */
  maintenance: VendorMaintenance | null;
  readAt: string | null;
  lastPolledAt: string | null;
  nextPollAt: string;
  failures: number;
  lastError: string | null;
}
