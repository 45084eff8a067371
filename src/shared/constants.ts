/** Business constants (docs/product/limits.md), shared by client and server. */
export const POLL = {
  servicesMs: 30_000,
  notificationsMs: 30_000,
  accessStatusMs: 60_000,
  /** "Your clinic": its connection line moves with the heartbeat, about once a minute. */
  clinicViewMs: 60_000,
  adminListsMs: 30_000,
} as const;

export const ADMIN_PAGE_SIZE = 5;
export const REGISTRATION_SUCCESS_DELAY_MS = 2000;
export const VERIFICATION_CODE_LENGTH = 6;
export const DEFAULT_TRIAL_MONTHS = 12;
export const ADMIN_PHRASE_VALIDITY_MINUTES = 15;
export const ADMIN_SESSION_HOURS = 8;
export const ANALYTICS_RETENTION_YEARS = 2;
export const RECENT_ACTIVITY_DAYS = 30;
export const TOP_CARDS_SHOWN = 10;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

/** The claims-network aggregate service (docs/product/board.md). */
export const CLAIMS_NETWORK_SERVICE_NAME = 'iTrans Service';

/** Largest JSON body the API accepts; every form we have fits in a fraction of it. */
export const API_BODY_LIMIT_BYTES = 16 * 1024;

/** Double opt-in links (status alerts, newsletter) work this long. */
export const CONFIRM_LINK_HOURS = 48;
