import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { sessions } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeyRing } from '../../lib/crypto.ts';
import { recordAudit } from '../../lib/audit.ts';
import { upsertUserByEmail, type Profile } from './users.service.ts';
import { COOKIE_NAMES } from '../../../shared/sign-in/cookies.ts';

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
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`OpenID Connect sign-in failed: ${reason}`, options);
    this.name = 'OidcSignInError';
  }
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
     * Exchanges the code from the callback URL, then finds or creates the user. Success and
     * failure are both audited; failures throw OidcSignInError.
     */
    async finish(callbackPathAndQuery: string, flowToken: string | undefined, ip: string | null): Promise<{ id: string; email: string }> {
      let profile: Profile;
      try {
        profile = await exchange(callbackPathAndQuery, flowToken);
      } catch (error) {
        const reason = error instanceof OidcSignInError ? error.reason : 'unexpected error';
        await recordAudit(deps.db, deps.keys, {
          actor: 'unknown',
          action: 'sign-in.failure',
          ipAddress: ip,
          details: { method: 'oidc', reason },
          at: deps.clock.now(),
        });
        throw error;
      }
      const user = await upsertUserByEmail(deps, profile);
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

  async function exchange(callbackPathAndQuery: string, flowToken: string | undefined): Promise<Profile> {
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
      if (claims && typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint) {
        claims = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub))) };
      }
    } catch (error) {
      throw new OidcSignInError(`code exchange refused: ${(error as Error).message}`, { cause: error });
    }
    return profileFromClaims(claims);
  }
}

function profileFromClaims(claims: Record<string, unknown> | undefined): Profile {
  const email = typeof claims?.email === 'string' ? claims.email.trim() : '';
  if (!email) throw new OidcSignInError('the provider sent no e-mail address (is the email scope allowed?)');
  // An address the provider has not verified could be anyone's, including an administrator's.
  if (claims?.email_verified === false) throw new OidcSignInError('the provider says the e-mail address is not verified');
  const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);
  const picture = text(claims?.picture, 2000);
  return {
    email,
    firstName: text(claims?.given_name, 200),
    lastName: text(claims?.family_name, 200),
    profileImageUrl: picture && /^https?:\/\//.test(picture) ? picture : undefined,
  };
}
