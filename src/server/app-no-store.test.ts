import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/support/test-app.ts';
import { useAdminSession } from '#tests/support/admin-auth.ts';

const testApp = useTestApp();
const admin = useAdminSession(testApp);

/** A route's pattern as a URL to ask for, each parameter an id that names no row. */
const urlOf = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, () => randomUUID());

describe('cache-control: no-store, set once per group of routes', () => {
  it('is on every /api/admin/* GET answer, from the admin guard', async () => {
    const gets = testApp().app.routes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/admin/'));
    expect(gets.length).toBeGreaterThan(20);
    for (const route of gets) {
      const response = await testApp().request({ method: 'GET', url: urlOf(route.url), headers: admin.headers });
      expect(response.statusCode, route.url).toBeLessThan(500);
      expect(response.headers['cache-control'], route.url).toBe('no-store');
    }
  });

  it('is on the admin guard’s refusals too', async () => {
    const response = await testApp().request({ method: 'GET', url: '/api/admin/services' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is on the sign-in and sign-out answers', async () => {
    for (const url of ['/api/auth/user', '/api/logout', '/api/login']) {
      const response = await testApp().request({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is on the health answers', async () => {
    for (const url of ['/healthz', '/readyz', '/metrics']) {
      const response = await testApp().request({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves a public answer’s own caching alone', async () => {
    const response = await testApp().request({ method: 'GET', url: '/api/incidents' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
