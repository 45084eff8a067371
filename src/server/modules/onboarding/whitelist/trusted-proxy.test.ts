import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { CONTACT_REQUESTS_PER_HOUR } from '#server/modules/contact/contact.routes.js';

/*
 * Which address request.ip resolves to under each form of TRUST_PROXY, seen through
 * /api/clinic/access-status after whitelisting one address: hasAccess says whose address the
 * app took. The load balancer is 10.9.0.2; clinics are at 198.51.100.x.
 */

async function hasAccess(t: TestApp, peer: string, forwardedFor?: string): Promise<boolean> {
  const response = await t.request({
    method: 'GET',
    url: '/api/clinic/access-status',
    ip: peer,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ hasAccess: boolean }>().hasAccess;
}

function withApp(env: Record<string, string>, options: { rateLimits?: boolean } = {}): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp({ env, ...options });
  });
  afterAll(async () => t?.close());
  return () => t!;
}

const LB = '10.9.0.2';

describe('TRUST_PROXY=1 (one load balancer, hop count)', () => {
  const app = withApp({ TRUST_PROXY: '1' });

  it('takes the client from the address the balancer appended', async () => {
    const t = app();
    await t.app.whitelist.add({ ipAddress: '198.51.100.11' });
    expect(await hasAccess(t, LB, '198.51.100.11')).toBe(true);
    expect(await hasAccess(t, LB, '198.51.100.12')).toBe(false);
  });

  it('does not give the balancer’s own address to everyone once it is whitelisted by mistake', async () => {
    const t = app();
    await t.app.whitelist.add({ ipAddress: '10.9.0.3' });
    expect(await hasAccess(t, '10.9.0.3', '198.51.100.13')).toBe(false);
  });

  it('ignores entries a client forged in front of the one the balancer appended', async () => {
    const t = app();
    await t.app.whitelist.add({ ipAddress: '198.51.100.14' });
    expect(await hasAccess(t, LB, '198.51.100.14, 198.51.100.15')).toBe(false);
    expect(await hasAccess(t, LB, '198.51.100.99, 198.51.100.14')).toBe(true);
  });

  it('takes a client the balancer appended with its port (Azure Application Gateway)', async () => {
    const t = app();
    await t.app.whitelist.add({ ipAddress: '198.51.100.16' });
    expect(await hasAccess(t, LB, '198.51.100.16:50123')).toBe(true);
  });

  it('takes IPv6 clients and IPv4-mapped balancer addresses', async () => {
    const t = app();
    await t.app.whitelist.add({ ipAddress: '2001:db8:77::/48' });
    expect(await hasAccess(t, `::ffff:${LB}`, '2001:db8:77:1::5')).toBe(true);
    expect(await hasAccess(t, '2001:db8:ffff::2', '2001:db8:77::9')).toBe(true);
  });
});

describe('TRUST_PROXY=2 (two proxies in a row)', () => {
  const app = withApp({ TRUST_PROXY: '2' });

  it('skips both proxies and no further', async () => {
    const t = app();
    await t.app.whitelist.add({ ipAddress: '198.51.100.21' });
    expect(await hasAccess(t, LB, '198.51.100.66, 198.51.100.21, 10.9.0.7')).toBe(true);
    expect(await hasAccess(t, LB, '198.51.100.21, 198.51.100.22, 10.9.0.7')).toBe(false);
  });
});

describe('TRUST_PROXY as a list of proxy ranges', () => {
  const app = withApp({ TRUST_PROXY: '10.9.0.0/24, 2001:db8:100::/48' });

  it('believes X-Forwarded-For from a proxy in an IPv4 or IPv6 range', async () => {
    const t = app();
    await t.app.whitelist.add({ ipAddress: '198.51.100.31' });
    expect(await hasAccess(t, LB, '198.51.100.31')).toBe(true);
    expect(await hasAccess(t, '2001:db8:100::7', '198.51.100.31')).toBe(true);
    expect(await hasAccess(t, `::ffff:${LB}`, '198.51.100.31')).toBe(true);
  });

  it('ignores X-Forwarded-For from anyone outside the ranges', async () => {
    const t = app();
    await t.app.whitelist.add({ ipAddress: '198.51.100.32' });
    expect(await hasAccess(t, '10.9.1.2', '198.51.100.32')).toBe(false);
    expect(await hasAccess(t, '203.0.113.40', '198.51.100.32')).toBe(false);
    expect(await hasAccess(t, '2001:db8:101::7', '198.51.100.32')).toBe(false);
  });

  it('walks back through chained trusted proxies but stops at the first stranger, ignoring forged entries', async () => {
    const t = app();
    await t.app.whitelist.add({ ipAddress: '198.51.100.33' });
    expect(await hasAccess(t, LB, '198.51.100.99, 198.51.100.33, 10.9.0.8')).toBe(true);
    expect(await hasAccess(t, LB, '198.51.100.33, 198.51.100.34')).toBe(false);
  });
});

describe('TRUST_PROXY=false (the default) and 0', () => {
  for (const value of ['false', '0']) {
    const app = withApp({ TRUST_PROXY: value });
    it(`with ${value}, the client is the TCP peer and X-Forwarded-For is ignored`, async () => {
      const t = app();
      await t.app.whitelist.add({ ipAddress: `198.51.100.4${value === 'false' ? 1 : 2}` });
      expect(await hasAccess(t, LB, `198.51.100.4${value === 'false' ? 1 : 2}`)).toBe(false);
    });
  }
});

describe('per-IP rate limits behind TRUST_PROXY=1', () => {
  const app = withApp({ TRUST_PROXY: '1' }, { rateLimits: true });
  const contact = (t: TestApp, client: string) => t.request({ method: 'POST', url: '/api/contact', body: {}, ip: LB, headers: { 'x-forwarded-for': client } });

  it('count each client behind the balancer on its own, not the balancer as one client', async () => {
    const t = app();
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_REQUESTS_PER_HOUR; i++) statuses.push((await contact(t, '198.51.100.51')).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect((await contact(t, '198.51.100.52')).statusCode).not.toBe(429);
  });
});
