import { describe, expect, it } from 'vitest';
import { useTestApp, unique } from '#tests/support/test-app.ts';
import { useAdminSession } from '#tests/support/admin-auth.ts';
import { newIp, registrationBody } from '#tests/support/registrations.ts';
import { coupons } from './db/schema.ts';

/* Inputs that gave 500s before, each now a 400 that says what to fix (docs/product/limits.md). */

const testApp = useTestApp();
const admin = useAdminSession(testApp);
const coupon = (body: Record<string, unknown>) =>
  testApp().request({
    method: 'POST',
    url: '/api/admin/coupons',
    body: { code: unique('C').toUpperCase().slice(0, 20), expiresAt: '2030-01-01', ...body },
    headers: admin.headers,
  });

describe('input that no column can store', () => {
  it.each([
    ['a NUL in a body field', { description: 'Spring\u0000promo' }, 'description'],
    ['half of a character in a body field', { description: 'Spring \ud83d promo' }, 'description'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_case, body, path) => {
    const before = await testApp().db.select().from(coupons);
    const response = await coupon(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path }] });
    expect(response.json().message).toMatch(/contains a character we cannot store/);
    expect(await testApp().db.select().from(coupons)).toHaveLength(before.length);
  });

  it('refuses them in the query and the path too', async () => {
    const query = await testApp().request({ method: 'GET', url: '/api/admin/audit-log?search=a%00b', headers: admin.headers });
    expect(query.statusCode).toBe(400);
    expect(query.json().issues[0].path).toBe('search');
    const path = await testApp().request({ method: 'DELETE', url: '/api/admin/whitelist/%ED%A0%80', headers: admin.headers });
    expect(path.statusCode).toBeLessThan(500);
  });
});

describe('numbers and dates out of range', () => {
  it('refuses a usage limit beyond a 32-bit whole number, in words', async () => {
    const response = await coupon({ usageLimit: 2 ** 31 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Usage limit must be a whole number from 1 to 2,147,483,647; leave it empty for unlimited');
  });

  it.each(['+275760-09-13T00:00:00.000Z', '9999-12-31', '1899-01-01T00:00:00Z'])('refuses the far date %s, in words', async (expiresAt) => {
    const response = await coupon({ expiresAt });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The expiry date must be a real date between the years 2000 and 2100.');
  });
});

describe('names', () => {
  it.each([
    ['a line break', 'Bow River\r\nBcc: someone@example.com'],
    ['a control character', 'Bow River\u0007 Dental'],
    ['a line separator', 'Bow River\u2028Dental'],
  ])('refuses a clinic name with %s', async (_case, clinicName) => {
    const response = await testApp().request({ method: 'POST', url: '/api/clinic-registrations', body: registrationBody({ clinicName }), ip: newIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Clinic name must be one line of plain text, without line breaks, tabs or invisible control characters.',
      issues: [{ path: 'clinicName' }],
    });
  });

  it('still takes accents and apostrophes', async () => {
    const response = await testApp().request({
      method: 'POST',
      url: '/api/clinic-registrations',
      body: registrationBody({ clinicName: "Clinique dentaire L'Érable — Québec" }),
      ip: newIp(),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
