import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { clinicAccess, ipWhitelist } from '#server/db/schema.js';

const testApp = useTestApp();

async function accessFor(t: TestApp, ip: string, headers: Record<string, string> = {}) {
  const response = await t.request({ method: 'GET', url: '/api/clinic/access-status', ip, headers });
  return { status: response.statusCode, hasAccess: response.statusCode === 200 ? response.json<{ hasAccess: boolean }>().hasAccess : undefined, response };
}

describe('GET /api/clinic/access-status', () => {
  it('is false for an unknown network and true once its address is whitelisted', async () => {
    const t = testApp();
    expect((await accessFor(t, '198.51.100.10')).hasAccess).toBe(false);
    await t.app.whitelist.add({ ipAddress: '198.51.100.10' });
    expect((await accessFor(t, '198.51.100.10')).hasAccess).toBe(true);
    expect((await accessFor(t, '198.51.100.11')).hasAccess).toBe(false);
  });

  it('matches IPv4 CIDR ranges and IPv4-mapped IPv6 callers', async () => {
    const t = testApp();
    await t.app.whitelist.add({ ipAddress: '203.0.113.0/25' });
    expect((await accessFor(t, '203.0.113.100')).hasAccess).toBe(true);
    expect((await accessFor(t, '::ffff:203.0.113.5')).hasAccess).toBe(true);
    expect((await accessFor(t, '203.0.113.200')).hasAccess).toBe(false);
  });

  it('matches IPv6 addresses and ranges', async () => {
    const t = testApp();
    await t.app.whitelist.add({ ipAddress: '2001:db8:aaaa::/48' });
    await t.app.whitelist.add({ ipAddress: '2001:DB8:bbbb::0:7' });
    expect((await accessFor(t, '2001:db8:aaaa:1::99')).hasAccess).toBe(true);
    expect((await accessFor(t, '2001:db8:bbbb::7')).hasAccess).toBe(true);
    expect((await accessFor(t, '2001:db8:cccc::1')).hasAccess).toBe(false);
  });

  it('ignores inactive entries and forgets removed ones', async () => {
    const t = testApp();
    const entry = await t.app.whitelist.add({ ipAddress: '192.0.2.44' });
    expect((await accessFor(t, '192.0.2.44')).hasAccess).toBe(true);
    await t.db.update(ipWhitelist).set({ isActive: false }).where(eq(ipWhitelist.id, entry.id));
    await t.app.whitelist.view.invalidate();
    expect((await accessFor(t, '192.0.2.44')).hasAccess).toBe(false);

    const again = await t.app.whitelist.add({ ipAddress: '192.0.2.45' });
    await t.app.whitelist.remove(again.id);
    expect((await accessFor(t, '192.0.2.45')).hasAccess).toBe(false);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const t = testApp();
    const first = await accessFor(t, '192.0.2.200');
    const second = await accessFor(t, '192.0.2.200', { 'if-none-match': first.response.headers.etag as string });
    expect(second.status).toBe(304);
  });

  it('does NOT let a client choose its IP with X-Forwarded-For when no proxy is trusted', async () => {
    const t = testApp();
    await t.app.whitelist.add({ ipAddress: '198.51.100.77' });
    const spoofed = await accessFor(t, '192.0.2.99', { 'x-forwarded-for': '198.51.100.77' });
    expect(spoofed.hasAccess).toBe(false);
  });
});

describe('GET /api/clinic/access-status: clinicRegistered', () => {
  async function clinicWith(t: TestApp, ipAddress: string, isActive = true) {
    const [clinic] = await t.db
      .insert(clinicAccess)
      .values({
        clinicNameEncrypted: t.keys.encrypt('Elbow Valley Dental'),
        emailEncrypted: t.keys.encrypt('desk@elbow.example.ca'),
        emailHash: t.keys.blindIndex('desk@elbow.example.ca'),
        ipAddress,
        isActive,
      })
      .returning({ id: clinicAccess.id });
    const entry = await t.app.whitelist.add({ ipAddress });
    await t.db.update(ipWhitelist).set({ clinicAccessId: clinic!.id }).where(eq(ipWhitelist.id, entry.id));
    await t.app.whitelist.view.invalidate();
    return clinic!.id;
  }

  it('says whether the matching entry belongs to an active clinic, with a distinct ETag per answer', async () => {
    const t = testApp();
    await clinicWith(t, '198.51.100.150');
    await clinicWith(t, '198.51.100.151', false);
    await t.app.whitelist.add({ ipAddress: '198.51.100.152' });
    const answers = await Promise.all(['198.51.100.150', '198.51.100.151', '198.51.100.152', '198.51.100.153'].map((ip) => accessFor(t, ip)));
    expect(answers.map((a) => a.response.json())).toEqual([
      { hasAccess: true, clinicRegistered: true },
      { hasAccess: true, clinicRegistered: false },
      { hasAccess: true, clinicRegistered: false },
      { hasAccess: false, clinicRegistered: false },
    ]);
    expect(new Set(answers.map((a) => a.response.headers.etag)).size).toBe(3);
    expect(answers[1]!.response.headers.etag).toBe(answers[2]!.response.headers.etag);
  });

  it('prefers the clinic’s own address over a wider range that has no clinic', async () => {
    const t = testApp();
    await t.app.whitelist.add({ ipAddress: '198.51.100.160/28' });
    await clinicWith(t, '198.51.100.161');
    expect((await accessFor(t, '198.51.100.161')).response.json()).toEqual({ hasAccess: true, clinicRegistered: true });
    expect((await accessFor(t, '198.51.100.162')).response.json()).toEqual({ hasAccess: true, clinicRegistered: false });
  });

  it('does not let X-Forwarded-For borrow a whitelisted range or IPv6 network when no proxy is trusted', async () => {
    const t = testApp();
    await t.app.whitelist.add({ ipAddress: '203.0.113.128/26' });
    await t.app.whitelist.add({ ipAddress: '2001:db8:dddd::/48' });
    expect((await accessFor(t, '192.0.2.98', { 'x-forwarded-for': '203.0.113.130' })).hasAccess).toBe(false);
    expect((await accessFor(t, '2001:db8:eeee::1', { 'x-forwarded-for': '2001:db8:dddd::1' })).hasAccess).toBe(false);
    expect((await accessFor(t, '192.0.2.98', { 'x-real-ip': '203.0.113.130', forwarded: 'for=203.0.113.130' })).hasAccess).toBe(false);
  });
});

describe('whitelist entries', () => {
  it('refuses invalid addresses and duplicates with clear messages', async () => {
    const t = testApp();
    await expect(t.app.whitelist.add({ ipAddress: '' })).rejects.toThrow('IP address is required');
    await expect(t.app.whitelist.add({ ipAddress: 'clinic.example.ca' })).rejects.toThrow(/valid IPv4 or IPv6 address/);
    // A network no other test of this file asks about: the file's tests share one database.
    await t.app.whitelist.add({ ipAddress: '192.0.2.64/27' });
    await expect(t.app.whitelist.add({ ipAddress: '192.0.2.70/27' })).rejects.toThrow('192.0.2.64/27 is already on the whitelist');
  });
});

describe('stored entries that cover everyone', () => {
  it('are ignored, so a /0 written before it was refused lets nobody in', async () => {
    const t = testApp();
    const rows = await t.db
      .insert(ipWhitelist)
      .values([{ ipAddress: '0.0.0.0/0' }, { ipAddress: '::/0' }, { ipAddress: '2000::/3' }])
      .returning({ id: ipWhitelist.id });
    try {
      await t.app.whitelist.view.invalidate();
      expect((await accessFor(t, '192.0.2.231')).hasAccess).toBe(false);
      expect((await accessFor(t, '2001:db8:5555::1')).hasAccess).toBe(false);
    } finally {
      for (const row of rows) await t.db.delete(ipWhitelist).where(eq(ipWhitelist.id, row.id));
      await t.app.whitelist.view.invalidate();
    }
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => t.close());

  it('takes the client address from X-Forwarded-For sent by the trusted proxy', async () => {
    await t.app.whitelist.add({ ipAddress: '198.51.100.88' });
    expect((await accessFor(t, '127.0.0.1', { 'x-forwarded-for': '198.51.100.88' })).hasAccess).toBe(true);
  });

  it('ignores X-Forwarded-For from anyone else', async () => {
    await t.app.whitelist.add({ ipAddress: '198.51.100.89' });
    expect((await accessFor(t, '192.0.2.1', { 'x-forwarded-for': '198.51.100.89' })).hasAccess).toBe(false);
  });

  it('takes an IPv6 client and a CIDR match through the trusted proxy', async () => {
    await t.app.whitelist.add({ ipAddress: '2001:db8:ffff::/48' });
    await t.app.whitelist.add({ ipAddress: '198.51.100.192/27' });
    expect((await accessFor(t, '127.0.0.1', { 'x-forwarded-for': '2001:db8:ffff:1::5' })).hasAccess).toBe(true);
    expect((await accessFor(t, '127.0.0.1', { 'x-forwarded-for': '198.51.100.200' })).hasAccess).toBe(true);
  });

  it('does not trust addresses a client prepends in front of the proxy', async () => {
    await t.app.whitelist.add({ ipAddress: '198.51.100.90' });
    const result = await accessFor(t, '127.0.0.1', { 'x-forwarded-for': '198.51.100.90, 192.0.2.50' });
    expect(result.hasAccess).toBe(false);
  });
});
