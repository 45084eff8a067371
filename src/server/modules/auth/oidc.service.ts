import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '#server/config.js';
import type { Db } from '#server/db/open.js';
import { sessions } from '#server/db/schema.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { recordAudit } from '#server/lib/audit.js';
import { upsertOidcUser, type OidcIdentity, type Profile } from './users.service.ts';
import { COOKIE_NAMES } from '#shared/sign-in/cookies.js';
import type { SignInErrorCode } from '#shared/sign-in/sign-in.js';
import type { Locale } from '#shared/i18n/locales.js';

export interface OidcDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'adminEmails'> & { oidc: NonNullable<Config['oidc']> };
}

/** The browser's handle on one sign-in attempt (cookie), valid this long. */
export const OIDC_FLOW_COOKIE = COOKIE_NAMES.oidcFlow;
export const OIDC_FLOW_MINUTES = 10;

interface FlowState {
  oidcFlow: { state: string; codeVerifier: string };
}

export class OidcSignInError extends Error {
  /** What the sign-in page tells the person (its ?error= code). */
  readonly code: SignInErrorCode;

  constructor(
    readonly reason: string,
    options?: { cause?: unknown; code?: SignInErrorCode },
  ) {
    super(`OpenID Connect sign-in failed: ${reason}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'OidcSignInError';
    this.code = options?.code ?? 'oidc';
  }
}

interface SignedInIdentity {
  identity: OidcIdentity;
  profile: Profile;
}

/**
 * OpenID Connect authorization-code flow with PKCE and state. The verifier and state live
 * server-side in the sessions table (under the keyed hash of a random cookie), so any instance
 * can finish a flow another began, and each flow can be finished once.
 */
export function createOidcSignIn(deps: OidcDeps) {
  const { issuerUrl, clientId, clientSecret } = deps.config.oidc;
  const redirectUri = `${deps.config.publicUrl}/api/callback`;
  let discovered: Promise<oidc.Configuration> | undefined;

  // Discovered once, on first use; a failure is not cached so a passing outage heals.
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(issuerUrl), clientId, clientSecret, undefined, {
        timeout: 10,
        ...(issuerUrl.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  const flowSid = (token: string) => deps.keys.hashSecret(`oidc-flow:${token}`);

  return {
    /** Where to send the browser, and the cookie value that ties the callback to this start. */
    async begin(): Promise<{ url: string; flowToken: string }> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
      });
      const flowToken = randomBytes(16).toString('base64url');
      const sess: FlowState = { oidcFlow: { state, codeVerifier } };
      const expire = new Date(deps.clock.nowMs() + OIDC_FLOW_MINUTES * 60_000);
      await deps.db.insert(sessions).values({ sid: flowSid(flowToken), sess, expire });
      return { url: url.href, flowToken };
    },

    /**
     * Exchanges the code from the callback URL, then finds or creates the user linked to that
     * identity. Success and failure are both audited (a refusal names the account it was refused
     * for by id, never by address); failures throw OidcSignInError.
     */
    async finish(callbackPathAndQuery: string, flowToken: string | undefined, ip: string | null, locale?: Locale): Promise<{ id: string; email: string }> {
      let signedIn: SignedInIdentity;
      try {
        signedIn = await exchange(callbackPathAndQuery, flowToken);
      } catch (error) {
        await recordFailure(error instanceof OidcSignInError ? error.reason : 'unexpected error', ip);
        throw error;
      }
      const result = await upsertOidcUser(deps, signedIn.identity, { ...signedIn.profile, locale });
      if (result.outcome === 'linked-elsewhere') {
        // Another person's provider account, or the same person's account made anew: only an
        // administrator can tell, so the account stays as it is.
        const refusal = new OidcSignInError('the address belongs to an account linked to a different identity at the provider', { code: 'linked' });
        await recordFailure(refusal.reason, ip, `user:${result.accountId}`);
        throw refusal;
      }
      const { user } = result;
      await recordAudit(deps.db, deps.keys, {
        actorUserId: user.id,
        actorEmail: user.email,
        action: 'sign-in.success',
        target: `user:${user.id}`,
        ipAddress: ip,
        details: { method: 'oidc', isAdmin: user.isAdmin },
        at: deps.clock.now(),
      });
      return user;
    },
  };

  async function recordFailure(reason: string, ip: string | null, target?: string): Promise<void> {
    await recordAudit(deps.db, deps.keys, {
      actor: 'unknown',
      action: 'sign-in.failure',
      ...(target ? { target } : {}),
      ipAddress: ip,
      details: { method: 'oidc', reason },
      at: deps.clock.now(),
    });
  }

  async function exchange(callbackPathAndQuery: string, flowToken: string | undefined): Promise<SignedInIdentity> {
    if (!flowToken) throw new OidcSignInError('no flow cookie');
    const [row] = await deps.db
      .delete(sessions)
      .where(eq(sessions.sid, flowSid(flowToken)))
      .returning();
    const flow = (row?.sess as Partial<FlowState> | undefined)?.oidcFlow;
    if (!row || !flow || row.expire <= deps.clock.now()) throw new OidcSignInError('unknown or expired flow');

    let claims: Record<string, unknown> | undefined;
    try {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, new URL(callbackPathAndQuery, deps.config.publicUrl), {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
      });
      claims = tokens.claims();
      // Many providers put profile claims only in the UserInfo answer, not in the ID token.
      if (claims && (typeof claims.email !== 'string' || claims.email_verified !== true) && config.serverMetadata().userinfo_endpoint) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
        // An address and its verified flag are taken together, from the one answer that has the address.
        const address = typeof info.email === 'string' ? { email: info.email, email_verified: info.email_verified } : {};
        claims = { ...claims, ...info, ...address, iss: claims.iss, sub: claims.sub };
      }
    } catch (error) {
      throw new OidcSignInError(`code exchange refused: ${(error as Error).message}`, { cause: error });
    }
    return { identity: identityFromClaims(claims), profile: profileFromClaims(claims) };
  }
}

function identityFromClaims(claims: Record<string, unknown> | undefined): OidcIdentity {
  const issuer = claims?.iss;
  const subject = claims?.sub;
  if (typeof issuer !== 'string' || !issuer || typeof subject !== 'string' || !subject) {
    throw new OidcSignInError('the ID token names no issuer or subject');
  }
  return { issuer, subject };
}

function profileFromClaims(claims: Record<string, unknown> | undefined): Profile {
  const email = typeof claims?.email === 'string' ? claims.email.trim() : '';
  if (!email) throw new OidcSignInError('the provider sent no e-mail address (is the email scope allowed?)');
  // Accounts, administrators and clinics are all matched by address: one the provider has not
  // confirmed belongs to the person (false, or no claim at all) could be anyone's.
  if (claims?.email_verified !== true) {
    throw new OidcSignInError('the provider did not confirm the e-mail address is verified (email_verified is not true)', { code: 'unverified' });
  }
  const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);
  const picture = text(claims?.picture, 2000);
  return {
    email,
    firstName: text(claims?.given_name, 200),
    lastName: text(claims?.family_name, 200),
    profileImageUrl: picture && /^https?:\/\//.test(picture) ? picture : undefined,
  };
}
