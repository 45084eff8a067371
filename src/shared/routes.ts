/** Paths the single-page app renders. The server answers any other page path with 404. */
export const CLIENT_ROUTES = [
  '/',
  '/display',
  '/privacy-policy',
  '/cookies-policy',
  '/contact',
  '/register',
  '/verify-email',
  '/alerts/confirm',
  '/alerts/unsubscribe',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/sign-in',
  '/admin-login',
  '/admin',
] as const;
