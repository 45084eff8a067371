import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/support/test-app.ts';
import { OPEN_ADMIN_ROUTES } from './lib/admin-api-paths.ts';

const testApp = useTestApp();

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        requestBody?: unknown;
        parameters?: { name: string }[];
        responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
      }
    >
  >;
}

const documentOf = async () => {
  const response = await testApp().request({ method: 'GET', url: '/api/docs' });
  expect(response.statusCode).toBe(200);
  return response.json<OpenApiDocument>();
};

/** Fastify's ':id' becomes OpenAPI's '{id}'. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('GET /api/docs', () => {
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

  it('marks guarded admin routes as needing the admin session, and the ways in as open', async () => {
    const doc = await documentOf();
    for (const [url, operations] of Object.entries(doc.paths)) {
      if (!url.startsWith('/api/admin/')) continue;
      for (const operation of Object.values(operations)) {
        const open = OPEN_ADMIN_ROUTES.has(url);
        expect(operation.security, url).toEqual(open ? undefined : [{ adminSession: [] }]);
      }
    }
  });

  it('never lists the pages, so the private admin entry path stays private', async () => {
    const doc = await documentOf();
    const operations = ['/healthz', '/readyz', '/metrics', '/status.atom'];
    expect(Object.keys(doc.paths).filter((url) => !url.startsWith('/api/') && !operations.includes(url))).toEqual([]);
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
