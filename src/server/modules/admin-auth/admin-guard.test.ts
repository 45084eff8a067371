import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import { useTestApp } from '#tests/support/test-app.ts';
import { adminSessionCookie, cookieHeader, createUser } from '#tests/support/admin-auth.ts';
import { users } from '#server/db/schema.js';
import { registerErrorHandler } from '#server/plugins/errors.js';
import { isAdminApiPath, OPEN_ADMIN_ROUTES } from '#server/lib/http/admin-api-paths.js';
import { registerAdminGuard } from './admin-guard.ts';

const testApp = useTestApp();

/** Every /api/admin/* route in the app's route table, with :params filled in. */
function adminRoutes() {
  return testApp()
    .app.routes.filter((route) => isAdminApiPath(route.url))
    .map((route) => ({ ...route, path: route.url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x') }));
}

describe('the admin guard', () => {
  it('finds the admin routes in the route table (so the walk below is not vacuous)', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /api/admin/session', 'POST /api/admin/logout', 'GET /api/admin/check', 'POST /api/admin/login']));
  });

  it('protects every /api/admin/* route except the four ways in', async () => {
    const t = testApp();
    const expired = await adminSessionCookie(t, (await createUser(t, { isAdmin: true })).id);
    t.clock.advance(8 * 3600_000 + 1);
    const demotedUser = await createUser(t, { isAdmin: true });
    const demoted = await adminSessionCookie(t, demotedUser.id);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, demotedUser.id));

    const guarded = adminRoutes().filter((r) => !OPEN_ADMIN_ROUTES.has(r.url));
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      for (const cookieValue of [undefined, 'admin_sid=forgedtokenaaaaaaaaaaaaa', expired, demoted]) {
        const hasBody = !['GET', 'HEAD', 'OPTIONS', 'DELETE'].includes(route.method);
        const response = await t.app.server.inject({
          method: route.method as 'GET',
          url: route.path,
          // A body that would not validate: the guard must answer before validation does.
          ...(hasBody ? { payload: { unexpected: true } } : {}),
          headers: { origin: 'http://localhost:5000', ...cookieHeader(cookieValue) },
        });
        expect(response.statusCode, `${route.method} ${route.url} with ${cookieValue ?? 'no cookie'}`).toBe(401);
        if (route.method !== 'HEAD') expect(response.json()).toEqual({ message: 'Admin access required' });
      }
    }
  });

  it('leaves exactly the four ways in open', async () => {
    expect([...OPEN_ADMIN_ROUTES].sort()).toEqual(['/api/admin/check', '/api/admin/login', '/api/admin/request-phrase', '/api/admin/validate-phrase']);
    expect((await testApp().request({ method: 'GET', url: '/api/admin/check' })).statusCode).toBe(200);
  });

  it('guards a route that a later plugin adds, without that plugin doing anything', async () => {
    const t = testApp();
    const server = Fastify();
    await server.register(cookie);
    registerErrorHandler(server);
    registerAdminGuard(server, { db: t.db, keys: t.keys, clock: t.clock, config: t.config });
    await server.register(async (child) => {
      child.get('/api/admin/brand-new-widget', async () => ({ secret: true }));
      child.get('/api/not-admin', async () => ({ open: true }));
    });
    const admin = await createUser(t, { isAdmin: true });
    const session = await adminSessionCookie(t, admin.id);
    expect((await server.inject({ url: '/api/admin/brand-new-widget' })).statusCode).toBe(401);
    expect((await server.inject({ url: '/api/admin/brand-new-widget', headers: { cookie: session } })).json()).toEqual({ secret: true });
    expect((await server.inject({ url: '/api/not-admin' })).statusCode).toBe(200);
    await server.close();
  });
});
