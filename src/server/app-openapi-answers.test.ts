import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { useTestApp, unique } from '#tests/support/test-app.ts';
import { createUser, signedInCookie, useAdminSession } from '#tests/support/admin-auth.ts';
import { alertSubscriptions, alertSubscriptionServices, services } from './db/schema.ts';
import { unsubscribeToken } from './lib/mail/mail-tokens.ts';

/*
 * Every GET the OpenAPI document lists is called with what it needs (the admin or user session
 * it declares, a path or query parameter filled from data made here) and its live answer is
 * checked against what the document declares for that status: the JSON body against the schema
 * with a JSON Schema 2020-12 validator (OpenAPI 3.1's dialect), any other body by media type.
 */

const METRICS_TOKEN = 'metrics-token-for-the-document-test';
const testApp = useTestApp({ env: { METRICS_TOKEN } });
const admin = useAdminSession(testApp);

interface Answer {
  description: string;
  content?: Record<string, { schema: object }>;
}
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, Answer>;
}
type Paths = Record<string, Record<string, Operation>>;

/** Values for the parameters GETs need, made in beforeAll. */
const fill: Record<string, string> = {};
let userCookie = '';

beforeAll(async () => {
  const t = testApp();
  const [service] = await t.db
    .insert(services)
    .values({ name: unique('Sun Life'), type: 'insurance' })
    .returning({ id: services.id });
  await t.app.directory.view.invalidate();
  fill.id = service!.id;
  fill.ids = service!.id;
  fill.type = 'insurance';
  const at = (hours: number) => new Date(t.clock.nowMs() + hours * 3_600_000).toISOString();
  const made = [
    await t.request({
      method: 'POST',
      url: '/api/admin/incidents',
      body: { title: 'Claims are slow', serviceIds: [service!.id], message: 'We are looking into it.' },
      headers: admin.headers,
    }),
    await t.request({
      method: 'POST',
      url: '/api/admin/maintenance',
      body: { title: 'Portal upgrade', serviceIds: [service!.id], startsAt: at(24), endsAt: at(26) },
      headers: admin.headers,
    }),
    await t.request({ method: 'POST', url: '/api/admin/notifications', body: { title: 'Heads up', message: 'New portal address.' }, headers: admin.headers }),
  ];
  for (const response of made) expect(response.statusCode, response.body).toBeLessThan(300);
  await t.app.statusView.invalidate();

  const subscriptionId = randomUUID();
  const email = `${unique('front-desk')}@clinic.example.ca`;
  await t.db.insert(alertSubscriptions).values({
    id: subscriptionId,
    emailEncrypted: t.keys.encrypt(email),
    emailHash: t.keys.blindIndex(email),
    source: 'clinic',
    consentText: 'E-mail me when a service I chose changes status.',
    unsubscribeTokenHash: t.keys.hashSecret(unsubscribeToken(t.keys, subscriptionId)),
    confirmedAt: t.clock.now(),
    isActive: true,
  });
  await t.db.insert(alertSubscriptionServices).values({ subscriptionId, serviceId: service!.id });
  fill.token = unsubscribeToken(t.keys, subscriptionId);

  const user = await createUser(t, { isAdmin: false });
  userCookie = await signedInCookie(t, user.id);
});

/** The headers a caller sends to be let in: the first of the operation's security requirements this test can meet. */
function credentialsFor(operation: Operation): Record<string, string> {
  const schemes = Object.keys(operation.security?.[0] ?? {});
  if (schemes.includes('adminSession')) return admin.headers;
  if (schemes.includes('session')) return { cookie: userCookie };
  if (schemes.includes('metricsToken')) return { authorization: `Bearer ${METRICS_TOKEN}` };
  return {};
}

/** The required parameters this test has no value for: a query naming something outside (a vendor's page address, say). */
const unfilled = (operation: Operation) => (operation.parameters ?? []).filter((p) => p.required && fill[p.name] === undefined);

/** The URL with its path and required query parameters filled in. */
function urlFor(path: string, operation: Operation): string {
  const required = (operation.parameters ?? []).filter((p) => p.required);
  const query = new URLSearchParams(required.filter((p) => p.in === 'query').map((p) => [p.name, fill[p.name]!]));
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(fill[name]!));
  return query.size > 0 ? `${filled}?${query}` : filled;
}

/** What the document declares for a status: its own entry, else the 4XX/5XX range's. */
const declaredFor = (operation: Operation, status: number) => operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];

/** These answer with something other than 2xx on purpose, as their summary says. */
const NOT_2XX: Record<string, number> = { '/api/logout': 405, '/api/login': 302 };

describe('the OpenAPI document against live answers', () => {
  it('every GET answers what the document declares, body and media type', async () => {
    const t = testApp();
    // The full document, admin operations included: only an admin is given it.
    const doc = (await t.request({ method: 'GET', url: '/api/admin/docs', headers: admin.headers })).json<{ paths: Paths }>();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const skipped: string[] = [];
    const mismatches: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      const operation = operations.get;
      if (!operation) continue;
      const missing = unfilled(operation);
      if (missing.length > 0) {
        skipped.push(...missing.map((p) => `${p.in}:${p.name}`));
        continue;
      }
      const url = urlFor(path, operation);
      const response = await t.request({ method: 'GET', url, headers: credentialsFor(operation) });
      checked += 1;
      const name = `GET ${url} (${response.statusCode})`;
      if (response.statusCode !== (NOT_2XX[path] ?? 200)) {
        mismatches.push(`${name}: ${response.body.slice(0, 200)}`);
        continue;
      }
      const declared = declaredFor(operation, response.statusCode);
      if (!declared) {
        mismatches.push(`${name}: status not declared`);
        continue;
      }
      const mediaTypes = Object.keys(declared.content ?? {});
      if (mediaTypes.length === 0) {
        if (response.body !== '') mismatches.push(`${name}: declared without a body, answered one`);
        continue;
      }
      const served = String(response.headers['content-type'] ?? '');
      const mediaType = mediaTypes.find((type) => served.split(';')[0]!.trim() === type.split(';')[0]!.trim());
      if (!mediaType) {
        mismatches.push(`${name}: served ${served}, declared ${mediaTypes.join(', ')}`);
        continue;
      }
      if (mediaType !== 'application/json') continue;
      const validate = ajv.compile(declared.content![mediaType]!.schema);
      if (!validate(response.json())) mismatches.push(`${name}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(mismatches).toEqual([]);
    // Every GET without parameters, and every one with a path parameter, is called; only a query this test cannot make up is skipped.
    expect(skipped.filter((parameter) => !parameter.startsWith('query:'))).toEqual([]);
    expect(checked).toBeGreaterThan(35);
  });
});
