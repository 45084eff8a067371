import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/support/test-app.ts';
import { useAdminSession } from '#tests/support/admin-auth.ts';
import { OPEN_ADMIN_ROUTES } from './lib/http/admin-api-paths.ts';
import { ADMIN, PUBLIC, SIGNED_IN, SIGNED_IN_OPTIONAL } from './lib/http/api-security.ts';
import { DOCUMENTED_OUTSIDE_API } from './plugins/openapi.ts';

const testApp = useTestApp();
const admin = useAdminSession(testApp);

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        summary?: string;
        security?: Record<string, string[]>[];
        requestBody?: unknown;
        parameters?: { name: string }[];
        responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
      }
    >
  >;
}

/** The full document, admin operations included (the public one at /api/docs leaves them out). */
const documentOf = async () => {
  const response = await testApp().request({ method: 'GET', url: '/api/admin/docs', headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return response.json<OpenApiDocument>();
};

/** Fastify's ':id' becomes OpenAPI's '{id}'. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('GET /api/admin/docs', () => {
  it('is an OpenAPI 3.1 document of every API route the app registered', async () => {
    const doc = await documentOf();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toMatch(/status board API$/);
    const apiRoutes = testApp().app.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');
    expect(apiRoutes.length).toBeGreaterThan(20);
    for (const route of apiRoutes) {
      expect(doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('describes bodies and parameters from the zod schemas', async () => {
    const doc = await documentOf();
    expect(doc.paths['/api/newsletter/subscribe']?.post?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { email: expect.any(Object) } } } },
    });
    expect(doc.paths['/api/admin/registered-clinics/{id}']?.delete?.parameters?.map((p) => p.name)).toContain('id');
  });

  it('marks guarded admin routes as needing the admin session, and the ways in as not needing it', async () => {
    const doc = await documentOf();
    for (const [url, operations] of Object.entries(doc.paths)) {
      if (!url.startsWith('/api/admin/')) continue;
      for (const operation of Object.values(operations)) {
        if (OPEN_ADMIN_ROUTES.has(url)) expect(operation.security, url).not.toEqual(ADMIN);
        else expect(operation.security, url).toEqual(ADMIN);
      }
    }
  });

  it('says who may call each operation: the user session where it is needed or used, nothing on public ones', async () => {
    const doc = await documentOf();
    expect(doc.paths['/api/notifications']?.get?.security).toEqual(SIGNED_IN);
    expect(doc.paths['/api/notifications/{id}/read']?.patch?.security).toEqual(SIGNED_IN);
    expect(doc.paths['/api/admin/request-phrase']?.post?.security).toEqual(SIGNED_IN);
    expect(doc.paths['/api/auth/user']?.get?.security).toEqual(SIGNED_IN_OPTIONAL);
    expect(doc.paths['/api/clinic/mine']?.get?.security).toEqual(SIGNED_IN_OPTIONAL);
    for (const url of ['/api/services', '/api/status/summary', '/status.atom', '/api/alerts/preferences']) {
      expect(doc.paths[url]?.get?.security, url).toEqual(PUBLIC);
    }
  });

  it('gives every operation a unique operationId, a summary and a security list naming only declared schemes, each of them used', async () => {
    const doc = await documentOf();
    const ids: string[] = [];
    const used = new Set<string>();
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${url}`;
        expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z0-9]*$/);
        expect(operation.summary?.trim(), name).toBeTruthy();
        expect(operation.security, name).toBeDefined();
        ids.push(operation.operationId!);
        for (const requirement of operation.security ?? []) for (const scheme of Object.keys(requirement)) used.add(scheme);
      }
    }
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect([...used].sort()).toEqual(Object.keys(doc.components.securitySchemes).sort());
  });

  it('documents each answer that is not JSON under the media type it is served as', async () => {
    const doc = await documentOf();
    const declared = (url: string) => Object.keys(doc.paths[url]?.get?.responses?.['200']?.content ?? {});
    expect(declared('/metrics')).toEqual(['text/plain; version=0.0.4']);
    expect(declared('/status.atom')).toEqual(['application/atom+xml']);
    expect(declared('/embed')).toEqual(['text/html']);
    expect(declared('/badge.svg')).toEqual(['image/svg+xml']);
    for (const url of ['/status.atom', '/embed', '/badge.svg']) {
      const response = await testApp().request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(new RegExp(`^${declared(url)[0]!.replace('+', '\\+')}(;|$)`));
    }
  });

  it('never lists the pages, so the private admin entry path stays private', async () => {
    const doc = await documentOf();
    expect(Object.keys(doc.paths).filter((url) => !url.startsWith('/api/') && !DOCUMENTED_OUTSIDE_API.has(url))).toEqual([]);
  });

  it('gives every operation its answers: what success looks like, and the error shape for 4xx and 5xx', async () => {
    const doc = await documentOf();
    const undeclared: string[] = [];
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const responses = operation.responses ?? {};
        const own = Object.entries(responses).filter(([status]) => status !== '4XX' && status !== '5XX');
        // Each answer of its own has a described body; only a 204, a redirect or a 304 goes without one.
        const described = ([status, answer]: [string, { description?: string; content?: Record<string, { schema?: unknown }> }]) =>
          answer.description !== 'Default Response' && (['204', '302', '304'].includes(status) || Object.values(answer.content ?? {}).some((c) => c.schema));
        const declared = own.length > 0 && own.every(described);
        const errorsDeclared = ['4XX', '5XX'].every((status) => responses[status]?.content?.['application/json']?.schema);
        if (!declared || !errorsDeclared) undeclared.push(`${method.toUpperCase()} ${url}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('describes the JSON answers field by field', async () => {
    const doc = await documentOf();
    expect(doc.paths['/api/services']?.get?.responses?.['200']?.content?.['application/json']?.schema).toMatchObject({
      type: 'array',
      items: { properties: { name: { type: 'string' }, status: { enum: ['online', 'warning', 'offline'] } } },
    });
    expect(doc.paths['/api/admin/coupons']?.post?.responses?.['201']?.content?.['application/json']?.schema).toMatchObject({
      properties: { code: { type: 'string' } },
    });
  });

  it('serves a browsable UI', async () => {
    const response = await testApp().request({ method: 'GET', url: '/api/docs/ui/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger');
  });
});
