export const CONTACT_SUCCESS = 'Thank you. We received your message and will reply within one business day.';
