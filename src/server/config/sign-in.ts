import { z } from 'zod';
import { parseAdminAccessCodeHash } from '../modules/admin-auth/access-code/admin-access-code-hash.ts';
import { emailList, isSecureOrLocal, optionalText, url } from './values.ts';

/** How people sign in, who is an administrator, and how the admin panel is reached. */
export const signInEnv = {
  OIDC_ISSUER_URL: optionalText.pipe(url("must be the issuer's http(s) URL").optional()).refine((v) => v === undefined || isSecureOrLocal(v), {
    message: 'must use https (plain http only for localhost)',
  }),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  ADMIN_EMAILS: emailList,
  ADMIN_EMAIL: optionalText.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  ADMIN_ENTRY_SUFFIX: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9-]{8,64}$/.test(v), {
    message: 'must be 8 to 64 letters, digits or hyphens (for example the output of: openssl rand -hex 12)',
  }),
  ADMIN_ACCESS_CODE_HASH: optionalText.refine((v) => v === undefined || parseAdminAccessCodeHash(v) !== null, {
    message: 'must be the line printed by: npm run admin -- hash-code (scrypt:N:r:p:salt:hash)',
  }),
  SESSION_TTL_HOURS: z.coerce.number({ error: 'must be a number of hours' }).int().min(1).max(8760).default(168),
};
type SignInEnv = z.output<z.ZodObject<typeof signInEnv>>;

export interface SignInConfig {
  /** OpenID Connect sign-in; null means the built-in e-mail code sign-in. */
  oidc: { issuerUrl: string; clientId: string; clientSecret: string } | null;
  /** Lower-cased addresses that become administrators when they sign in. */
  adminEmails: string[];
  sessionTtlHours: number;
  adminAccess: {
    /** Where admin phrases are mailed. */
    email: string;
    /** The secret part of /secure-admin-<suffix>; generated into the data dir when unset (embedded only). */
    entrySuffix: string | undefined;
    /** scrypt hash of the admin access code; without it the access-code login answers 503. */
    accessCodeHash: string | undefined;
  };
}

/** A problem no single variable shows: OpenID Connect needs all three of its variables, or none. */
export function signInProblem(e: SignInEnv): string | null {
  const set = [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter((v) => v !== undefined).length;
  return set === 0 || set === 3
    ? null
    : 'OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: set all three for OpenID Connect sign-in, or none for e-mail code sign-in';
}

export function signInConfigOf(e: SignInEnv, providerEmail: string): SignInConfig {
  return {
    oidc:
      e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : null,
    adminEmails: e.ADMIN_EMAILS,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    adminAccess: {
      email: (e.ADMIN_EMAIL ?? e.ADMIN_EMAILS[0] ?? `admin@${providerEmail.split('@')[1]}`).toLowerCase(),
      entrySuffix: e.ADMIN_ENTRY_SUFFIX,
      accessCodeHash: e.ADMIN_ACCESS_CODE_HASH,
    },
  };
}
