/**
 * "Your clinic" (docs/product/clinic-access.md): what a registered clinic sees of itself under the overall
 * banner. Its own connection as the board sees it (the heartbeat), and the services it picked
 * (its internet and phone providers, the insurers it bills most). Texts, limits and answer
 * types, without zod, so the dashboard's first download can use them.
 */
import type { ClinicConnectivityState } from './heartbeat.ts';

/** A clinic picks at most this many services: a strip, not a second board. */
export const MAX_CLINIC_PICKS = 12;

export const CLINIC_VIEW_MESSAGES = {
  notRecognised: 'This network is not a registered clinic, and no clinic is linked to your account.',
  tooManyPicks: `Choose at most ${MAX_CLINIC_PICKS} services.`,
  pickedTwice: 'Each service can be chosen once.',
  unknownService: 'One of the chosen services is no longer on the board. Reload the page and choose again.',
  saved: 'Your clinic\u2019s services are saved.',
  saveFailed: 'Could not save your choices. Please try again.',
} as const;

/**
 * How the board knows who is asking: the request came from the clinic's approved network, or
 * from a signed-in person whose address is the clinic's contact address.
 */
export type ClinicRecognisedBy = 'network' | 'account';

export interface ClinicConnection {
  /** This request came from one of the clinic's approved networks. */
  onNetworkNow: boolean;
  /** The heartbeat's reading (see ClinicConnectivityState). */
  state: ClinicConnectivityState;
  /** ISO time a dashboard on its network last checked in; null if never. */
  lastSeen: string | null;
  /** How many minutes of quiet make a clinic silent during business hours. */
  silentMinutes: number;
}

export interface ClinicView {
  clinicName: string;
  recognisedBy: ClinicRecognisedBy;
  connection: ClinicConnection;
  /** The picked services' ids, in the clinic's order; their statuses come from the board's list. */
  serviceIds: string[];
}

/** GET /api/clinic/mine: the caller's clinic, or null for anyone else (no error: most visitors have none). */
export interface ClinicViewResponse {
  clinic: ClinicView | null;
}
