// Apart from vendor-status.ts (and its schemas): the board reads these words on its first screen.

/**
 * Why the last page read gave no usable reading for the service, when it did not:
 * unreadable  the page could not be read at all (too large, not a status page, moved);
 * missing     the page does not list the chosen component or resource;
 * not-monitored  the vendor says it is not watching the resource (Better Stack's not_monitored);
 * unknown-state  the vendor uses a word for the state that its format does not document.
 */
export const VENDOR_PROBLEMS = ['unreadable', 'missing', 'not-monitored', 'unknown-state'] as const;
export type VendorProblem = (typeof VENDOR_PROBLEMS)[number];

/** Why a service that follows its vendor's page has no status the board can vouch for. */
export type VendorUnknownCause = VendorProblem | 'waiting' | 'failing' | 'stale';

/** The reason the public answers give, in words for the front desk. */
export const VENDOR_UNKNOWN_REASONS: Record<VendorUnknownCause, string> = {
  waiting: 'The vendor\u2019s status page has not been read yet.',
  failing: 'The vendor\u2019s status page is not answering.',
  stale: 'The vendor\u2019s status page has not been read for several minutes.',
  unreadable: 'The vendor\u2019s status page could not be read.',
  missing: 'The vendor\u2019s status page no longer lists this service.',
  'not-monitored': 'The vendor is not monitoring this service at the moment.',
  'unknown-state': 'The vendor\u2019s status page gives a status the board does not recognise.',
};
