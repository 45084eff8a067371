import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, createUser, signedInCookie } from '#tests/support/admin-auth.ts';
import { ZOD_DEFAULT_MESSAGE } from '#tests/support/zod-default-message.ts';
import { services } from './db/schema.ts';
import { hashAdminAccessCode as accessCodeHash } from './modules/admin-auth/access-code/admin-access-code-hash.ts';

/*
 * Bad input never yields a 5xx. Every operation of the OpenAPI document gets
 * malformed values in its body, query and path: wrong types, missing fields, NUL, lone
 * surrogates, huge numbers, 100 KB strings, far dates. A fixed seed makes each run the same
 * requests; a bounded count keeps it quick. Sent anonymously and again as a signed-in admin, so
 * admin routes are fuzzed past their guard.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minLength?: number;
  minimum?: number;
  pattern?: string;
};
type Parameter = { name: string; in: 'query' | 'path' | 'header' | 'cookie'; schema?: Schema; required?: boolean };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

const SEED = 20261124;
/** Random cases per operation, on top of the nasty values every field gets. */
const RANDOM_CASES_PER_OPERATION = 12;

/** mulberry32: a small seeded PRNG, so a failure is reproducible run after run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE = 'x'.repeat(100 * 1024);
/** What every body field, query and path parameter gets, whatever the seed: the inputs that broke us before. */
const NASTY: unknown[] = ['a\u0000b', 'x\ud800y', 2 ** 31, 1e308, '+275760-09-13T00:00:00.000Z', '9999-12-31T23:59:59Z', { nested: true }, HUGE];
const MALFORMED: unknown[] = [
  null,
  true,
  0,
  -1,
  2 ** 31,
  2 ** 31 - 1 + 1,
  2 ** 53,
  1e308,
  -1e308,
  1.5,
  'NaN',
  'Infinity',
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\u202e\u0007\r\nBcc: x@example.com',
  HUGE,
  '+275760-09-13T00:00:00.000Z',
  '9999-12-31T23:59:59Z',
  '0001-01-01T00:00:00Z',
  '2026-02-30',
  '1e400',
  [],
  [null],
  ['\u0000'],
  {},
  { $gt: '' },
  '00000000-0000-0000-0000-000000000000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
];

function typeOf(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  const branch = schema.anyOf ?? schema.oneOf;
  return branch ? typeOf(branch.find((b) => b.type !== 'null')) : undefined;
}

let serial = 0;
/** Strings that pass the patterns our schemas use; the first that matches is taken. */
const PATTERNED = ['2030-01-01', '2030-01-01T00:00:00Z', '(403) 555-0123', 'K7QM-2XPD-9RTF', '123456', 'tcp', '203.0.113.7'];

/** A plausible value for a schema, so that one field at a time can be made wrong (unique, so nothing conflicts). */
function plausible(schema: Schema | undefined, key = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf ?? schema.oneOf;
  if (!schema.type && branch) return plausible(branch.find((b) => b.type !== 'null') ?? branch[0], key);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v, k)]));
    case 'array':
      return [plausible(schema.items, key)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default: {
      serial += 1;
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        const fit = PATTERNED.find((candidate) => pattern.test(candidate));
        if (fit) return fit;
      }
      if (schema.format === 'uuid' || /id$/i.test(key)) return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email' || /email/i.test(key)) return `fuzz${serial}@clinic.example.ca`;
      if (schema.format === 'date-time' || /At$|Date$|until/i.test(key)) return '2030-01-01T00:00:00Z';
      return `fuzz${serial}`.padEnd(Math.max(5, schema.minLength ?? 5), 'x');
    }
  }
}

/** Percent-encodes a path value; a lone surrogate becomes its (invalid) UTF-8 bytes, which a server must also survive. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

interface Request {
  method: string;
  url: string;
  body?: unknown;
  label: string;
}

function casesFor(path: string, method: string, operation: Operation, random: () => number): Request[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const fresh = () => (bodySchema ? plausible(bodySchema) : undefined);
  const baseBody = fresh();
  const render = (pathValues: Record<string, unknown>, query: Record<string, unknown>) => {
    let url = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodePathValue(String(pathValues[name] ?? '00000000-0000-4000-8000-000000000000')));
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) search.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    if ([...search].length > 0) url += `?${search.toString()}`;
    return url;
  };
  const out: Request[] = [];
  const objectBody = baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody) ? (baseBody as Record<string, unknown>) : null;
  const withField = (key: string, value: unknown, missing = false): Request => {
    const body: Record<string, unknown> = { ...(fresh() as Record<string, unknown>) };
    if (missing) delete body[key];
    else body[key] = value;
    return { method, url: render({}, {}), body, label: missing ? `body without ${key}` : `body.${key}=${JSON.stringify(value)?.slice(0, 60)}` };
  };
  // Every field, parameter and the body as a whole meet the nasty values.
  for (const value of NASTY) {
    for (const key of Object.keys(objectBody ?? {})) out.push(withField(key, value));
    for (const param of queryParams)
      out.push({ method, url: render({}, { [param.name]: value }), body: baseBody, label: `query ${param.name}=${JSON.stringify(value)?.slice(0, 60)}` });
    for (const param of pathParams)
      out.push({ method, url: render({ [param.name]: value }, {}), body: baseBody, label: `path ${param.name}=${JSON.stringify(value)?.slice(0, 60)}` });
  }
  for (const key of Object.keys(objectBody ?? {})) out.push(withField(key, undefined, true));
  if (method !== 'get')
    out.push(
      { method, url: render({}, {}), body: 'not an object', label: 'body="not an object"' },
      { method, url: render({}, {}), body: [], label: 'body=[]' },
    );
  // And the seed picks more from the wider list.
  for (let i = 0; i < RANDOM_CASES_PER_OPERATION; i += 1) {
    const value = pick(MALFORMED);
    const where = pick(['body', 'body', 'whole-body', 'query', 'path'] as const);
    if (where === 'path' && pathParams.length > 0) {
      const param = pick(pathParams);
      out.push({ method, url: render({ [param.name]: value }, {}), body: baseBody, label: `path ${param.name}=${JSON.stringify(value)?.slice(0, 60)}` });
    } else if (where === 'query' && queryParams.length > 0) {
      const param = pick(queryParams);
      out.push({ method, url: render({}, { [param.name]: value }), body: baseBody, label: `query ${param.name}=${JSON.stringify(value)?.slice(0, 60)}` });
    } else if (where === 'whole-body' && method !== 'get') {
      out.push({ method, url: render({}, {}), body: value, label: `body=${JSON.stringify(value)?.slice(0, 60)}` });
    } else if (objectBody && Object.keys(objectBody).length > 0) {
      out.push(withField(pick(Object.keys(objectBody)), value, random() < 0.15));
    } else {
      out.push({ method, url: render({}, {}), body: method === 'get' ? undefined : value, label: `plain ${JSON.stringify(value)?.slice(0, 60)}` });
    }
  }
  return out;
}

let t: TestApp;
let adminCookie: string;
let userCookie: string;

/** Fresh sessions: a fuzzed logout ends the ones it was sent with. */
async function signIn(): Promise<void> {
  const admin = await createUser(t, { isAdmin: true });
  const user = await createUser(t, { isAdmin: false });
  adminCookie = `${await signedInCookie(t, admin.id)}; ${await adminSessionCookie(t, admin.id)}`;
  userCookie = await signedInCookie(t, user.id);
}

beforeAll(async () => {
  // With the access code configured, POST /api/admin/login is live (without, it answers 503 by design).
  t = await buildTestApp({ env: { ADMIN_ACCESS_CODE_HASH: await accessCodeHash('fuzz-access-code-2026') } });
  await signIn();
  await t.db.insert(services).values({ name: 'Fuzz Carrier', type: 'insurance' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** zod's own wording for a broken limit or choice ('Too big: expected number to be <=120'). */

describe('fuzzing every operation of the OpenAPI document', () => {
  it('answers malformed input with a 4xx, never a 5xx', async () => {
    // The full document, admin operations included: only an admin is given it.
    const document = (await t.request({ method: 'GET', url: '/api/admin/docs', headers: { cookie: adminCookie } })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const random = prng(SEED);
    const failures: string[] = [];
    const rawMessages = new Set<string>();
    let sent = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        for (const request of casesFor(path, method, operation, random)) {
          for (const cookie of [undefined, path.startsWith('/api/admin') ? adminCookie : userCookie]) {
            const response = await t.app.server.inject({
              method: request.method.toUpperCase() as 'GET',
              url: request.url,
              headers: {
                origin: 'http://localhost:5000',
                ...(cookie ? { cookie } : {}),
                ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
            });
            sent += 1;
            if (cookie && /logout|registered-clinics\/|sessions/.test(request.url)) await signIn();
            if (process.env.FUZZ_DEBUG && request.url.startsWith(process.env.FUZZ_DEBUG))
              console.log(response.statusCode, request.method, request.url.slice(0, 60), request.label, response.body.slice(0, 100));
            if (response.statusCode === 400) {
              const answer = JSON.parse(response.body) as { message?: string; issues?: { message?: string }[] };
              for (const message of [answer.message ?? '', ...(answer.issues ?? []).map((issue) => issue.message ?? '')]) {
                if (ZOD_DEFAULT_MESSAGE.test(message)) rawMessages.add(`${request.method.toUpperCase()} ${path}: ${message}`);
              }
            }
            if (response.statusCode >= 500) {
              failures.push(
                `${response.statusCode} ${request.method.toUpperCase()} ${request.url.slice(0, 120)} ${cookie ? '(signed in)' : '(anonymous)'} ${request.label}: ${response.body.slice(0, 160)}`,
              );
            }
          }
        }
      }
    }
    console.log(`fuzz: ${sent} requests over ${Object.keys(document.paths).length} paths (seed ${SEED}), ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
    // Every limit says, in words a person can act on, what is allowed (docs/product/limits.md).
    expect([...rawMessages].sort()).toEqual([]);
  }, 240_000);
});
