import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, createUser, signedInCookie } from '#tests/support/admin-auth.ts';
import { apiMessageLookup, localizeMessage } from './lib/i18n/localize.ts';
import { hashAdminAccessCode } from './modules/admin-auth/access-code/admin-access-code-hash.ts';

/*
 * The API answers in the caller's language (the `lang` cookie, else Accept-Language, else English):
 * its error messages and their issues, and the messages of its success answers.
 */
let t: TestApp;
let adminCookie: string;
let userCookie: string;

async function signIn(): Promise<void> {
  const admin = await createUser(t, { isAdmin: true });
  const user = await createUser(t, { isAdmin: false });
  adminCookie = `${await signedInCookie(t, admin.id)}; ${await adminSessionCookie(t, admin.id)}`;
  userCookie = await signedInCookie(t, user.id);
}

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_ACCESS_CODE_HASH: await hashAdminAccessCode('language-access-code-2026') } });
  await signIn();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

type Answer = { message: string; issues?: { path: string; message: string }[] };

const subscribe = (email: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/newsletter/subscribe', body: { email }, headers, ip: '198.51.100.20' });

describe('a validation failure', () => {
  it('is in English by default, issues and all', async () => {
    const response = await subscribe('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>()).toEqual({
      message: 'Please enter a valid email address',
      issues: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(response.headers.vary).toMatch(/Cookie/);
  });

  it('is in French for a browser set to French', async () => {
    const response = await subscribe('not-an-address', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(400);
    expect(response.json<Answer>()).toEqual({
      message: 'Veuillez entrer une adresse courriel valide',
      issues: [{ path: 'email', message: 'Veuillez entrer une adresse courriel valide' }],
    });
  });

  it('follows the `lang` cookie over the browser', async () => {
    const french = await subscribe('not-an-address', { cookie: 'lang=fr-CA', 'accept-language': 'en-CA' });
    expect(french.json<Answer>().message).toBe('Veuillez entrer une adresse courriel valide');
    const english = await subscribe('not-an-address', { cookie: 'lang=en-CA', 'accept-language': 'fr-CA' });
    expect(english.json<Answer>().message).toBe('Please enter a valid email address');
  });

  it('names a field zod refuses by its type, in French too', async () => {
    const english = await subscribe(12345);
    expect(english.statusCode).toBe(400);
    expect(english.json<Answer>().message).toBe('email: Invalid input: expected string, received number');
    const french = await subscribe(12345, { 'accept-language': 'fr' });
    expect(french.json<Answer>().message).toBe('email\u00a0: Valeur non valide\u00a0: string attendu, number reçu');
  });
});

describe('a not-found answer', () => {
  it('is in English by default and in French when asked, by header or cookie', async () => {
    const url = `/api/services/${randomUUID()}/history`;
    const english = await t.request({ method: 'GET', url });
    expect(english.statusCode).toBe(404);
    expect(english.json<Answer>().message).toBe('There is no such service. It may have been removed: refresh the dashboard.');
    const byHeader = await t.request({ method: 'GET', url, headers: { 'accept-language': 'fr-CA' } });
    expect(byHeader.statusCode).toBe(404);
    expect(byHeader.json<Answer>().message).toBe('Ce service n’existe pas. Il a peut-être été retiré\u00a0: actualisez le tableau d’état.');
    const byCookie = await t.request({ method: 'GET', url, headers: { cookie: 'lang=fr-CA' } });
    expect(byCookie.json<Answer>().message).toBe(byHeader.json<Answer>().message);
  });

  it('names an endpoint that does not exist in French too', async () => {
    const french = await t.request({ method: 'GET', url: '/api/nothing-here', headers: { 'accept-language': 'fr-CA' } });
    expect(french.statusCode).toBe(404);
    expect(french.json<Answer>().message).toBe('Aucun point de terminaison à cette adresse\u00a0: GET /api/nothing-here');
  });
});

describe('a success answer’s message', () => {
  it('is in the caller’s language', async () => {
    const english = await subscribe('dana.language@clinic.example.ca');
    expect(english.statusCode).toBe(200);
    expect(english.json<Answer>().message).toMatch(/^Check your inbox to confirm/);
    const french = await subscribe('dana.langue@clinic.example.ca', { 'accept-language': 'fr-CA' });
    expect(french.statusCode).toBe(200);
    expect(french.json<Answer>().message).toMatch(/^Consultez votre boîte de réception pour confirmer\u00a0: /);
  });
});

/*
 * Every operation of the API document, sent input it refuses: each message and issue of every 4xx
 * answer must be one the catalogue knows, so that it has its French. A new English message the
 * catalogue lacks fails here, with the request that drew it.
 */
type Schema = { type?: string | string[]; properties?: Record<string, Schema>; anyOf?: Schema[] };
type Operation = { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

const typeOf = (schema: Schema | undefined): string | undefined =>
  Array.isArray(schema?.type)
    ? schema.type.find((type) => type !== 'null')
    : (schema?.type ?? (schema?.anyOf ? typeOf(schema.anyOf.find((s) => s.type !== 'null')) : undefined));

/** A value of the wrong kind for `schema`, and one the schema's type takes but no field means. */
const wrongValues = (schema: Schema | undefined): unknown[] =>
  typeOf(schema) === 'string' ? [12345, 'x'.repeat(20_000), 'a\u0000b', ''] : typeOf(schema) === 'boolean' ? ['yes'] : ['many', -1, 2 ** 40, 1.5];

function requestsFor(path: string, method: string, operation: Operation): { url: string; body?: unknown; label: string }[] {
  const url = (values: Record<string, string> = {}, query = '') =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? randomUUID())) + query;
  const out: { url: string; body?: unknown; label: string }[] = [{ url: url(), label: 'as is' }];
  for (const param of operation.parameters ?? []) {
    if (param.in === 'path') out.push({ url: url({ [param.name]: 'not-an-id' }), label: `path ${param.name}` });
    if (param.in === 'query') out.push({ url: url({}, `?${param.name}=${encodeURIComponent('x'.repeat(300))}`), label: `query ${param.name}` });
  }
  if (method === 'get' || method === 'delete') return out;
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  out.push(
    { url: url(), body: {}, label: 'empty body' },
    { url: url(), body: 'not an object', label: 'string body' },
    { url: url(), body: { unexpected: 1 }, label: 'unknown field' },
  );
  for (const [key, field] of Object.entries(schema?.properties ?? {})) {
    for (const value of wrongValues(field)) out.push({ url: url(), body: { [key]: value }, label: `${key}=${JSON.stringify(value).slice(0, 20)}` });
  }
  return out;
}

/**
 * A message the catalogue has: found by its English, the sentences inside it too (a limit's reason
 * before "Please try again…"), or a field's path before one (written by id: plugins/errors.ts).
 */
function known(message: string): boolean {
  const atPath = /^[\w.[\]-]+: (.+)$/.exec(message);
  const found = apiMessageLookup().find(message);
  if (!found) return atPath ? known(atPath[1]!) : false;
  return ['problem', 'advice', 'kind'].every((name) => typeof found.values[name] !== 'string' || known(found.values[name]));
}

describe('every 4xx answer of the API', () => {
  it('says something the catalogue has in French', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/admin/docs', headers: { cookie: adminCookie } })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const unknown = new Map<string, string>();
    const seen = new Set<string>();
    let answered = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      // Signing out ends the sessions the rest of the walk uses; its own answers are tested where it lives.
      if (/logout|sessions/.test(path)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        for (const request of requestsFor(path, method, operation)) {
          for (const cookie of [undefined, path.startsWith('/api/admin') ? adminCookie : userCookie]) {
            const response = await t.app.server.inject({
              method: method.toUpperCase() as 'GET',
              url: request.url,
              headers: {
                origin: 'http://localhost:5000',
                ...(cookie ? { cookie } : {}),
                ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
            });
            if (response.statusCode < 400 || response.statusCode >= 500 || !/json/.test(String(response.headers['content-type']))) continue;
            answered += 1;
            const answer = response.json<Partial<Answer>>();
            for (const message of [answer.message, ...(answer.issues ?? []).map((issue) => issue.message)]) {
              if (typeof message !== 'string') continue;
              seen.add(message);
              if (!known(message)) unknown.set(message, `${method.toUpperCase()} ${path} (${request.label})`);
            }
          }
        }
      }
    }
    expect(answered).toBeGreaterThan(500);
    expect([...unknown].map(([message, where]) => `${where}: ${message}`)).toEqual([]);
    // And each is written in French whole: every value in its place.
    const badlyWritten = [...seen].map((message) => localizeMessage(message, 'fr-CA')).filter((french) => /NaN|\{\w+\}/.test(french));
    expect(badlyWritten).toEqual([]);
  }, 240_000);
});
