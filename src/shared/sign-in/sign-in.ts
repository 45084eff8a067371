import { z } from 'zod';
import { MESSAGES, verificationCodeSchema } from '../validation.ts';

/** The built-in e-mail code sign-in (used when no OpenID Connect provider is configured). */
export const SIGN_IN_CODE_VALID_MINUTES = 10;
export const SIGN_IN_CODE_MAX_TRIES = 5;
/** The page offers to resend a code this long after the last one was sent. */
export const SIGN_IN_RESEND_SECONDS = 60;

const email = () => z.string().trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email));

export const emailSignInStartSchema = z.strictObject({ email: email() });

export const emailSignInVerifySchema = z.strictObject({
  email: email(),
  code: z.string().trim().pipe(verificationCodeSchema),
});

/** GET /api/auth/user and POST /api/auth/email/verify answer this. */
export interface AuthUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
}

/** Why /sign-in was opened with ?error=…, as the OpenID Connect routes report it. */
export const SIGN_IN_ERRORS = {
  oidc: 'Signing in with your organisation account did not complete. Please try again.',
  unavailable: 'The sign-in service is not reachable right now. Please try again in a few minutes.',
  unverified:
    'Your organisation account has not confirmed your e-mail address, so it cannot sign you in here. Ask your IT contact to confirm (verify) the address on your account, then try again.',
  linked:
    'This e-mail address is already used here with a different organisation account. Sign in with the account you used before, or ask this status board’s administrator for help.',
} as const;
export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS;

/** The query parameter of /api/login and /sign-in naming where to go once signed in. */
export const SIGN_IN_NEXT_PARAM = 'next';

/**
 * Where to go after signing in: a path on this site only ("/admin-login"), never another
 * site ("//evil.example", "https://…", "/\\evil"); anything else is the dashboard.
 */
export function signInReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 200) return '/';
  return /^\/(?![/\\])[A-Za-z0-9\-._~/]*$/.test(value) ? value : '/';
}
