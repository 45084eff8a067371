import { describe, expect, it } from 'vitest';
import { useTestApp, TEST_ORIGIN } from '#tests/support/test-app.ts';

const testApp = useTestApp();

describe('bad input never becomes a 5xx', () => {
  const post = (payload: string, headers: Record<string, string> = {}) =>
    testApp().app.server.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
    });

  it('answers invalid JSON with 400 and a readable message', async () => {
    const response = await post('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/empty/);
  });

  it('answers a huge body with 413', async () => {
    const response = await post(JSON.stringify({ email: `${'a'.repeat(100_000)}@x.ca` }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('answers a non-JSON content type with 415', async () => {
    const response = await post('email=a@b.ca', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(/JSON/);
  });

  it('answers wrong types and non-objects with 400', async () => {
    for (const payload of ['{"email": 42}', '[]', '"a@b.ca"', 'null']) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(typeof response.json<{ message: string }>().message).toBe('string');
    }
  });

  it('answers unknown fields with 400 naming them', async () => {
    const response = await post('{"email":"a@b.ca","isActive":false}');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/isActive/);
  });

  it('answers prototype-pollution keys without harm', async () => {
    const response = await post('{"email":"a@b.ca","__proto__":{"polluted":true}}');
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('requests from other websites', () => {
  const body = JSON.stringify({ email: 'x@clinic.ca' });
  const inject = (headers: Record<string, string>) =>
    testApp().app.server.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('refuses a foreign Origin with 403', async () => {
    const response = await inject({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toMatch(/another website/);
  });

  it('refuses Sec-Fetch-Site cross-site and same-site with 403', async () => {
    expect((await inject({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await inject({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
  });

  it('accepts our PUBLIC_URL origin, the request host origin, same-origin fetches and non-browser clients', async () => {
    expect((await inject({ origin: TEST_ORIGIN })).statusCode).toBe(200);
    expect((await inject({ origin: 'http://status.internal:8080', host: 'status.internal:8080' })).statusCode).toBe(200);
    expect((await inject({ 'sec-fetch-site': 'same-origin', origin: TEST_ORIGIN })).statusCode).toBe(200);
    expect((await inject({})).statusCode).toBe(200);
  });

  it('does not check safe methods', async () => {
    const response = await testApp().app.server.inject({ method: 'GET', url: '/api/services', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('routing and headers', () => {
  it('answers /healthz with the database engine', async () => {
    const response = await testApp().request({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ status: string; database: string }>()).toMatchObject({ status: 'ok' });
  });

  it('answers unknown API paths with a 404 JSON message', async () => {
    const response = await testApp().request({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such endpoint: GET /api/nope' });
  });

  it('answers known pages with 200 HTML and unknown pages with 404 HTML', async () => {
    const page = await testApp().request({ method: 'GET', url: '/privacy-policy' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const missing = await testApp().request({ method: 'GET', url: '/definitely-not-a-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends security headers', async () => {
    const response = await testApp().request({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers GET /api/auth/user with 200 and null when nobody is signed in (no error in the console of every visitor)', async () => {
    const response = await testApp().request({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });
});
