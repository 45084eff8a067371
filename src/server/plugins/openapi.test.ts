import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/support/test-app.ts';
import { cookieHeader, useAdminSession } from '#tests/support/admin-auth.ts';
import { isAdminApiPath } from '../lib/http/admin-api-paths.ts';

/* Who is shown which operations: the public document to anyone, the full one to admins only. */

const testApp = useTestApp();
const admin = useAdminSession(testApp);

interface OpenApiDocument {
  info: { description?: string };
  components: { securitySchemes: Record<string, unknown>; schemas?: Record<string, unknown> };
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
}

const get = (url: string, headers: Record<string, string> = {}) => testApp().request({ method: 'GET', url, headers });

/** Every path of the document, and every security scheme its operations name. */
function summary(doc: OpenApiDocument) {
  const schemes = new Set(
    Object.values(doc.paths).flatMap((operations) => Object.values(operations).flatMap((op) => (op.security ?? []).flatMap(Object.keys))),
  );
  return { paths: Object.keys(doc.paths), schemes: [...schemes].sort() };
}

describe('the public OpenAPI document', () => {
  it('lists the public and signed-in operations and none of the admin API', async () => {
    for (const url of ['/api/docs', '/api/docs/ui/json']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const doc = response.json<OpenApiDocument>();
      const { paths, schemes } = summary(doc);
      expect(paths, url).toEqual(expect.arrayContaining(['/api/services', '/api/notifications', '/healthz', '/status.atom']));
      expect(
        paths.filter((path) => isAdminApiPath(path)),
        url,
      ).toEqual([]);
      expect(schemes, url).not.toContain('adminSession');
      expect(Object.keys(doc.components.securitySchemes).sort(), url).toEqual(schemes);
      expect(response.body, url).not.toContain('admin_sid');
    }
  });

  it('is the public one in YAML too', async () => {
    const response = await get('/api/docs/ui/yaml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^ {2}\/api\/services:$/m);
    expect(response.body).not.toMatch(/^ {2}\/api\/admin\//m);
    expect(response.body).not.toContain('adminSession');
  });

  it('is the same for an admin: the admin cookie never travels to it, and the full document has its own address', async () => {
    const anonymous = (await get('/api/docs')).json<OpenApiDocument>();
    const withCookie = (await get('/api/docs', admin.headers)).json<OpenApiDocument>();
    expect(summary(withCookie)).toEqual(summary(anonymous));
    expect(anonymous.info.description).toContain('/api/admin/docs');
  });
});

describe('the full OpenAPI document', () => {
  it('is refused to anyone without an admin session, as every admin operation is', async () => {
    for (const headers of [{}, cookieHeader('admin_sid=forgedtokenaaaaaaaaaaaaa')]) {
      const response = await get('/api/admin/docs', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Admin access required' });
    }
  });

  it('gives an admin every operation: the public ones and the admin API', async () => {
    const response = await get('/api/admin/docs', admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const full = summary(response.json<OpenApiDocument>());
    const publicOnly = summary((await get('/api/docs')).json<OpenApiDocument>());
    expect(full.paths).toEqual(expect.arrayContaining(['/api/admin/whitelist', '/api/admin/docs', ...publicOnly.paths]));
    expect(full.paths.filter((path) => !publicOnly.paths.includes(path)).every((path) => isAdminApiPath(path))).toBe(true);
    expect(full.schemes).toContain('adminSession');
  });

  it('is offered in the browsable UI beside the public one, which it opens on', async () => {
    const script = (await get('/api/docs/ui/static/swagger-initializer.js')).body;
    const urls = /"urls":(\[[^\]]*\])/.exec(script)?.[1];
    expect(JSON.parse(urls ?? '[]')).toEqual([
      { url: '/api/docs', name: expect.stringMatching(/public/i) },
      { url: '/api/admin/docs', name: expect.stringMatching(/admins only/i) },
    ]);
  });
});
