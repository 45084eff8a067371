import { CONFIRM_LINK_HOURS } from '../constants.ts';

/** The words a subscriber agrees to; stored with each subscription as proof of consent (CASL). */
export const NEWSLETTER_CONSENT_TEXT = 'Send me occasional e-mails about service status, dental IT tips and offers. I can unsubscribe at any time.';

/** The sign-up's success toast; not "Successfully subscribed", as nothing starts until the mailed link is opened (double opt-in). */
export const NEWSLETTER_SUCCESS = 'Check your inbox to confirm';

/** The toast's second line, with the address as typed so a typo shows. */
export const newsletterSentText = (email: string) => `We sent a confirmation link to ${email}. Your subscription starts when you open it.`;

export const NEWSLETTER_MESSAGES = {
  /** The sign-up's answer: the same for every address, so it tells nobody who is already subscribed. */
  sent: 'Check your inbox to confirm: we sent a link to this address, and your subscription starts when you open it.',
  /** Shown under the form after a sign-up: the subscription starts when the mailed link is opened. */
  checkInbox: `Check your inbox: open the link we sent within ${CONFIRM_LINK_HOURS} hours to start your subscription.`,
  tooMany: 'Too many newsletter sign-ups from your network.',
  confirmed: 'Thank you. Your newsletter subscription is on; every e-mail has a link to stop it.',
  confirmInvalid: 'This confirmation link is not valid. It may already have been used, or a newer one was sent. Sign up again to get a new link.',
  confirmExpired: `This confirmation link has expired (links work for ${CONFIRM_LINK_HOURS} hours). Sign up again to get a new link.`,
  unsubscribed: 'You will get no more newsletter e-mails from us. You can sign up again at any time.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Copy the whole link from the e-mail, or contact us and we will stop the newsletter for you.',
  linkIncomplete: 'This link is incomplete. Open the link from your e-mail again, or copy the whole address into your browser.',
} as const;
