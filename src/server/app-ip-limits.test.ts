import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { like } from 'drizzle-orm';
import { unique, useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { cookieHeader, createUser, signedInCookie } from '#tests/support/admin-auth.ts';
import { registrationBody } from '#tests/support/registrations.ts';
import { rateLimitHits } from './db/schema.ts';
import { hashAdminAccessCode } from './modules/admin-auth/access-code/admin-access-code-hash.ts';
import { CONTACT_REQUESTS_PER_HOUR } from './modules/contact/contact.routes.ts';

/*
 * Every per-IP limit counts an IPv6 client by its /64 (one household or office gets a whole
 * /64, so counting single addresses would let one network dodge any limit), IPv4 by its address.
 */

const testApp = useTestApp({ rateLimits: true, env: { ADMIN_ACCESS_CODE_HASH: await hashAdminAccessCode('teal harbour 4821 lantern') } });

let networkCounter = 0;
/** A /64 of its own for each use: `2001:db8:<n>:<n>::` (without the host part). */
const newNetwork64 = () => {
  networkCounter += 1;
  return `2001:db8:${(process.pid % 0xffff).toString(16)}:${networkCounter.toString(16)}:`;
};

const contact = (t: TestApp, ip: string) => t.request({ method: 'POST', url: '/api/contact', body: {}, ip });
const activate = (t: TestApp, ip: string) => t.request({ method: 'POST', url: '/api/clinic/activate', body: { accessCode: 'K7QM-2XPD-9RTF' }, ip });

async function statusesOf(send: () => Promise<{ statusCode: number }>, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await send()).statusCode);
  return statuses;
}

describe('the per-IP request limits (@fastify/rate-limit)', () => {
  it('share one limit between two addresses of the same IPv6 /64, not between two /64s', async () => {
    const t = testApp();
    const net = newNetwork64();
    const other = newNetwork64();
    expect(await statusesOf(() => contact(t, `${net}:1`), CONTACT_REQUESTS_PER_HOUR)).not.toContain(429);
    expect((await contact(t, `${net}:ffff:ffff:fffe`)).statusCode).toBe(429);
    expect((await contact(t, `${other}:1`)).statusCode).not.toBe(429);
  });

  it('keep counting IPv4 clients by their address, whether written plain or IPv4-mapped', async () => {
    const t = testApp();
    expect(await statusesOf(() => contact(t, '198.51.100.61'), CONTACT_REQUESTS_PER_HOUR)).not.toContain(429);
    expect((await contact(t, '::ffff:198.51.100.61')).statusCode).toBe(429);
    expect((await contact(t, '198.51.100.62')).statusCode).not.toBe(429);
  });
});

describe('the per-IP attempt limits (database counters)', () => {
  it('share one network-activation limit within an IPv6 /64, not across /64s', async () => {
    const t = testApp();
    const net = newNetwork64();
    let host = 0;
    expect(await statusesOf(() => activate(t, `${net}:${(host += 1).toString(16)}`), 5)).not.toContain(429);
    expect((await activate(t, `${net}:abcd`)).statusCode).toBe(429);
    expect((await activate(t, `${newNetwork64()}:abcd`)).statusCode).not.toBe(429);
  });

  async function keysAfter(t: TestApp, prefix: string, send: (ip: string) => Promise<unknown>, ip: string): Promise<string[]> {
    await send(ip);
    const rows = await t.db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, `${prefix}:ip:%`));
    return rows.map((r) => r.key);
  }

  const signedInAdmin = async (t: TestApp) => cookieHeader(await signedInCookie(t, (await createUser(t, { isAdmin: true })).id));

  const senders: [string, (t: TestApp, ip: string) => Promise<unknown>][] = [
    ['sign-in-code', (t, ip) => t.request({ method: 'POST', url: '/api/auth/email/start', body: { email: `${unique('d')}@clinic.example.ca` }, ip })],
    [
      'clinic-code',
      async (t, ip) => {
        await t.app.whitelist.add({ ipAddress: ip });
        return t.request({ method: 'POST', url: '/api/clinic/send-verification', body: { email: `${unique('d')}@clinic.example.ca` }, ip });
      },
    ],
    ['clinic-registration', (t, ip) => t.request({ method: 'POST', url: '/api/clinic-registrations', body: registrationBody(), ip })],
    ['clinic-activate', (t, ip) => activate(t, ip)],
    ['admin-phrase', async (t, ip) => t.request({ method: 'POST', url: '/api/admin/request-phrase', headers: await signedInAdmin(t), ip })],
    [
      'admin-phrase-check',
      async (t, ip) =>
        t.request({ method: 'POST', url: '/api/admin/validate-phrase', body: { phrase: 'not the phrase' }, headers: await signedInAdmin(t), ip }),
    ],
    [
      'admin-code-fail',
      async (t, ip) => {
        const user = await createUser(t, { isAdmin: true });
        const headers = cookieHeader(await signedInCookie(t, user.id));
        return t.request({ method: 'POST', url: '/api/admin/login', body: { accessCode: 'wrong code entirely' }, headers, ip });
      },
    ],
    [
      'alerts-subscribe',
      (t, ip) =>
        t.request({
          method: 'POST',
          url: '/api/alerts/subscribe',
          body: { email: `${unique('d')}@clinic.example.ca`, serviceIds: [crypto.randomUUID()], consent: true },
          ip,
        }),
    ],
    ['alerts-manage-link', (t, ip) => t.request({ method: 'POST', url: '/api/alerts/manage-link', body: { email: `${unique('d')}@clinic.example.ca` }, ip })],
    [
      'contact',
      (t, ip) =>
        t.request({
          method: 'POST',
          url: '/api/contact',
          body: {
            companyName: 'Bow River Dental',
            contactName: 'Dana Li',
            email: 'dana@bowriverdental.ca',
            subject: unique('Phones'),
            message: 'Phones down since 9.',
          },
          ip,
        }),
    ],
    ['newsletter', (t, ip) => t.request({ method: 'POST', url: '/api/newsletter/subscribe', body: { email: `${unique('d')}@clinic.example.ca` }, ip })],
  ];

  it.each(senders)('count %s by the IPv6 /64 and by the IPv4 address', async (prefix, send) => {
    const t = testApp();
    const net = newNetwork64();
    const v6Keys = await keysAfter(t, prefix, (ip) => send(t, ip), `${net}:1234:5678`);
    expect(v6Keys).toContain(`${prefix}:ip:${net}:/64`);
    expect(v6Keys.some((key) => key.includes('1234:5678'))).toBe(false);

    const v4 = `198.51.100.${70 + senders.findIndex(([p]) => p === prefix)}`;
    const v4Keys = await keysAfter(t, prefix, (ip) => send(t, ip), `::ffff:${v4}`);
    expect(v4Keys).toContain(`${prefix}:ip:${v4}`);
  });

  it('cover every per-IP key in the server, and each one is built with rateLimitKeyForIp', () => {
    const root = path.dirname(fileURLToPath(import.meta.url));
    const offenders: string[] = [];
    const prefixes = new Set<string>();
    for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      for (const line of fs.readFileSync(path.join(root, file), 'utf8').split('\n')) {
        for (const match of line.matchAll(/([a-z-]+):ip:\$\{/g)) prefixes.add(match[1]!);
        if (/:ip:\$\{/.test(line) && !/:ip:\$\{rateLimitKeyForIp\(/.test(line)) offenders.push(`${file}: ${line.trim()}`);
      }
    }
    expect(offenders).toEqual([]);
    // SMS codes need a (stand-in) SMS provider: their per-network key is proven beside it.
    const provenElsewhere = ['sms-code']; // src/server/modules/alerts/channels/sms-confirmation.test.ts
    expect([...prefixes].sort()).toEqual([...senders.map(([prefix]) => prefix), ...provenElsewhere].sort());
  });
});
