import http from 'node:http';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next login interaction signs in as. */
  signInAs(account: TestAccount): void;
  /**
   * Plays the browser at the provider: follows redirects from the authorization URL, logs
   * in as the chosen account, and answers the URL the provider sends back to our callback.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

interface GrantContext {
  oidc: {
    provider: { Grant: new (p: { accountId: string; clientId: string }) => { addOIDCScope(s: string): void; save(): Promise<string> } } & {
      Grant: { find(id: string): Promise<unknown> };
    };
    client: { clientId: string };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
  };
}

/**
 * A real OpenID provider (oidc-provider) on a free local port with one confidential client.
 * Login needs no form: the interaction signs in the account set by signInAs, and consent is
 * granted automatically, as for a first-party application.
 */
export async function startOidcTestProvider(options: { redirectUri: string }): Promise<OidcTestProvider> {
  const clientId = 'clinic-status-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map<string, TestAccount>();
  let next: TestAccount | undefined;

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'picture'] },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
    async loadExistingGrant(ctx: GrantContext) {
      const { provider: p, client, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return p.Grant.find(grantId);
      if (!session.accountId) return undefined;
      const grant = new p.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name !== 'login' || !next) throw new Error(`unexpected interaction ${details.prompt.name}`);
      accounts.set(next.sub, next);
      await provider.interactionFinished(req, res, { login: { accountId: next.sub } }, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account;
    },
    async authorize(authorizationUrl) {
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (url.href.startsWith(options.redirectUri)) return url;
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair = ''] = header.split(';');
          const separator = pair.indexOf('=');
          const name = pair.slice(0, separator).trim();
          const value = pair.slice(separator + 1).trim();
          if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(name);
          else jar.set(name, value);
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`provider answered ${response.status} without a redirect: ${await response.text()}`);
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the OpenID provider');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
