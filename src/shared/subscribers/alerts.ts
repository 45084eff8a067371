import { CONFIRM_LINK_HOURS } from '../constants.ts';
/**
 * E-mail status alerts (docs/product/alerts.md): the words people agree to and read, and the shapes the
 * client and server exchange. The dashboard's alerts dialog imports this file: no zod here.
 */

/** The exact words beside the consent box; stored with every (re)subscription as proof of consent (CASL). */
export const ALERT_CONSENT_TEXT = 'E-mail me when a service I chose changes status. I can stop these alerts at any time with the link in every alert.';

/** The confirmation link in the double opt-in mail works this long. */
export const ALERT_CONFIRM_LINK_HOURS = CONFIRM_LINK_HOURS;
/** At most one alert mail per service per subscriber in this window; changes inside it are folded into the next mail. */
export const ALERT_WINDOW_MINUTES = 15;
/** Largest number of services one subscription may choose. */
export const ALERT_MAX_SERVICES = 200;

/** What the sign-up says once sent: the alerts start only when the mailed link is opened. */
export const ALERT_CHECK_INBOX = 'Check your inbox to confirm';

/**
 * What to do next, after "We sent an e-mail to <address>.". Every address gets the same answer,
 * so it also covers one that cannot have alerts (its e-mail says how to get them).
 */
export const ALERT_CONFIRM_STEP = `Open the link in it within ${ALERT_CONFIRM_LINK_HOURS} hours to confirm: your alerts start when you do. Alerts are for registered clinics and newsletter subscribers; for any other address, the e-mail says how to get them.`;

export const ALERT_MESSAGES = {
  checkEmail: 'Check your inbox to confirm: we sent an e-mail to this address, and your alerts start when you open the link in it.',
  consentRequired: 'Please tick the box to agree to receive status alerts.',
  selectService: 'Choose at least one service to get alerts about.',
  tooManyServices: `Choose at most ${ALERT_MAX_SERVICES} services.`,
  unknownService: 'One of the chosen services no longer exists. Reload the page and choose again.',
  tooManyForAddress: 'Too many alert requests for this e-mail address.',
  tooManyFromNetwork: 'Too many alert requests from your network.',
  confirmed: 'Thank you. We will e-mail you when a service you chose changes status.',
  confirmInvalid: 'This confirmation link is not valid. It may already have been used, or a newer one was sent. Ask for alerts again to get a new link.',
  confirmExpired: `This confirmation link has expired (links work for ${ALERT_CONFIRM_LINK_HOURS} hours). Ask for alerts again to get a new link.`,
  linkIncomplete: 'This link is incomplete. Open the link from your e-mail again, or copy the whole address into your browser.',
  unsubscribed: 'You will get no more status alerts from us. You can turn them on again at any time from the dashboard.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Copy the whole link from the alert e-mail, or contact us and we will stop the alerts for you.',
  preferencesSaved: 'Your alert choices are saved.',
  manageLinkSent: 'If this address gets status alerts, we have sent it the link to your status alerts. Check its inbox (and spam folder) in a few minutes.',
  tooManyManageLinks: 'Too many requests for this link.',
} as const;

/** POST /api/alerts/confirm answer: the token of the link that manages the alerts just turned on ("Your status alerts"). */
export interface AlertConfirmed {
  message: string;
  manageToken: string;
}

/** The page that manages one subscription's alerts (services, channels, unsubscribing), opened from every alert mail. */
export function alertsPagePath(manageToken: string): string {
  return `/alerts/unsubscribe?token=${encodeURIComponent(manageToken)}`;
}

/** POST /api/alerts/subscribe body. */
export interface AlertSubscribeInput {
  email: string;
  serviceIds: string[];
  consent: true;
}

/** GET /api/alerts/preferences?token= answer. */
export interface AlertPreferences {
  /** The address, partly hidden: the link may have been forwarded. */
  emailHint: string;
  isActive: boolean;
  serviceIds: string[];
}

/** One row of GET /api/admin/alert-subscriptions; dates are ISO. */
export interface AdminAlertSubscriptionRow {
  id: string;
  /** Decrypted for the admin; stored only encrypted. */
  email: string;
  source: AlertSource;
  /** Names of the chosen services. */
  services: string[];
  isActive: boolean;
  /** active; pending: a confirmation link is out; unsubscribed: off, no link out. */
  state: AlertSubscriptionState;
  confirmedAt: string | null;
  createdAt: string;
}

export type AlertSubscriptionState = 'active' | 'pending' | 'unsubscribed';

export type AlertSource = 'clinic' | 'newsletter';

/** GET /api/admin/alert-subscriptions/summary: confirmed, active subscribers per service. */
export interface AdminAlertSummary {
  active: number;
  pending: number;
  unsubscribed: number;
  services: { serviceId: string; name: string; subscribers: number }[];
}

export const ALERT_SOURCE_LABEL: Record<AlertSource, string> = {
  clinic: 'Registered clinic',
  newsletter: 'Newsletter subscriber',
};

/** `fr•••@clinic.ca`: enough for the owner to recognise, little for anyone else. */
export function emailHint(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}
