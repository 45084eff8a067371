import type { VendorState } from '#server/modules/status/index.js';

/*
 * What a vendor's status page says about one service, in our words, whatever format it came in
 * (vendor-formats.ts for Statuspage and Better Stack, vendor-feed-reading.ts for RSS and Atom).
 */

export interface VendorIncident {
  title: string;
  /** Where the vendor tells the story; only http(s) links are kept. */
  url: string | null;
}

/** A maintenance the vendor announced: upcoming until its window starts, then in progress. */
export interface VendorMaintenanceReading {
  title: string;
  startsAt: Date | null;
  endsAt: Date | null;
  url: string | null;
}

/** Why a page that was read fine gives no state the board can use. */
export type UnknownReading = 'not-monitored' | 'unknown-state';

export interface VendorReading {
  /** The state in our words; null when the vendor's word gives none (`unknown` says why). */
  state: VendorState | null;
  unknown: UnknownReading | null;
  /** The vendor's own word for it ("partial_outage", "degraded"), for the admin panel. */
  vendorWord: string;
  /** The vendor's open incident that concerns the service, when there is one. */
  incident: VendorIncident | null;
  /** The vendor's maintenance for the service that has not ended, when there is one. */
  maintenance: VendorMaintenanceReading | null;
}

/** What a reading needs besides the page: the time (a maintenance may have ended) and the page's own address. */
export interface ReadingContext {
  now: Date;
  pageUrl?: string;
}

export class ReadingError extends Error {
  override name = 'ReadingError';
  constructor(
    message: string,
    /** The page was read, but does not list the chosen component or resource. */
    readonly missing = false,
  ) {
    super(message);
  }
}

/** A vendor's word mapped through its documented states; any other word is unknown, never online. */
export function stateOfWord(states: Readonly<Record<string, VendorState>>, word: string): Pick<VendorReading, 'state' | 'unknown' | 'vendorWord'> {
  const state = Object.hasOwn(states, word) ? states[word] : undefined;
  return state ? { state, unknown: null, vendorWord: word } : { state: null, unknown: 'unknown-state', vendorWord: word || '(none)' };
}
