/** The words a subscriber agrees to; stored with each subscription as proof of consent (CASL). */
export const NEWSLETTER_CONSENT_TEXT =
  'Send me occasional e-mails about service status, dental IT tips and offers. I can unsubscribe at any time.';

export const NEWSLETTER_SUCCESS = 'Successfully subscribed to our newsletter!';
