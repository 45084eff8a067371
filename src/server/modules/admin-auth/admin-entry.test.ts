import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN_ENTRY_SUFFIX, useTestApp } from '#tests/support/test-app.ts';
import { loadConfig } from '#server/config.js';
import { resolveAdminEntrySuffix } from './admin-entry.ts';
import { adminCookieOptions } from './admin-session.service.ts';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-admin-entry-client-'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div></body></html>');
const testApp = useTestApp({ clientDir, env: { ADMIN_EMAIL: 'ops-admin@summitdentalit.ca' } });

const page = (url: string) => testApp().request({ method: 'GET', url });
const embeddedConfig = (html: string) =>
  JSON.parse(/<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

describe('the secure admin entry page', () => {
  it('answers /secure-admin-<suffix> with 200 and marks it as the admin entry page', async () => {
    const response = await page(`/secure-admin-${TEST_ADMIN_ENTRY_SUFFIX}`);
    expect(response.statusCode).toBe(200);
    expect(embeddedConfig(response.body).page).toBe('admin-entry');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers every other /secure-admin-* path with the 404 page', async () => {
    for (const url of [
      '/secure-admin-',
      '/secure-admin-wrong-suffix',
      `/secure-admin-${TEST_ADMIN_ENTRY_SUFFIX}x`,
      `/secure-admin-${TEST_ADMIN_ENTRY_SUFFIX.toUpperCase()}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(embeddedConfig(response.body).page, url).toBeUndefined();
    }
  });

  it('never names the suffix in any other page', async () => {
    for (const url of ['/', '/admin', '/admin-login', '/privacy-policy', '/no-such-page']) {
      const response = await page(url);
      expect(response.body, url).not.toContain(TEST_ADMIN_ENTRY_SUFFIX);
      expect(response.body, url).not.toContain('admin-entry');
    }
  });

  it('shows the admin address, partly hidden, on the admin pages only', async () => {
    const login = await page('/admin-login');
    expect(login.statusCode).toBe(200);
    expect(embeddedConfig(login.body).adminEmailHint).toBe('o•••@summitdentalit.ca');
    expect(login.body).not.toContain('ops-admin@');
    expect(embeddedConfig((await page('/')).body).adminEmailHint).toBeUndefined();
    const panel = await page('/admin');
    expect(panel.statusCode).toBe(200);
    expect(embeddedConfig(panel.body).adminEmailHint).toBe('o•••@summitdentalit.ca');
  });
});

describe('resolveAdminEntrySuffix', () => {
  const silent = { warn: () => undefined };

  it('uses ADMIN_ENTRY_SUFFIX when set', () => {
    expect(resolveAdminEntrySuffix(loadConfig({ ADMIN_ENTRY_SUFFIX: 'chosen-by-operator' }), silent)).toBe('chosen-by-operator');
  });

  it('generates one into the data directory once, keeps it, and logs where it is, never the address itself', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-suffix-'));
    const logged: string[] = [];
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://status.example.ca' });
    const first = resolveAdminEntrySuffix(config, { warn: (m) => logged.push(m) });
    expect(first).toMatch(/^[a-f0-9]{24}$/);
    expect(resolveAdminEntrySuffix(config, silent)).toBe(first);
    expect(logged.join('\n')).not.toContain(first);
    expect(logged[0]).toContain(path.join(dataDir, 'admin-entry-suffix'));
    expect(fs.statSync(path.join(dataDir, 'admin-entry-suffix')).mode & 0o777).toBe(0o600);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a malformed suffix in the environment', () => {
    expect(() => loadConfig({ ADMIN_ENTRY_SUFFIX: 'short' })).toThrow(/ADMIN_ENTRY_SUFFIX: must be 8 to 64/);
    expect(() => loadConfig({ ADMIN_ENTRY_SUFFIX: 'has/slash-in-it' })).toThrow(/ADMIN_ENTRY_SUFFIX/);
  });
});

describe('admin access configuration', () => {
  it('mails phrases to ADMIN_EMAIL, else the first ADMIN_EMAILS entry, else admin@ the provider domain', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'Ops@Clinic.example.ca' }).adminAccess.email).toBe('ops@clinic.example.ca');
    expect(loadConfig({ ADMIN_EMAILS: 'lead@it.example.ca,b@it.example.ca' }).adminAccess.email).toBe('lead@it.example.ca');
    expect(loadConfig({ PROVIDER_EMAIL: 'hello@dentalit.example.ca' }).adminAccess.email).toBe('admin@dentalit.example.ca');
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-address' })).toThrow(/ADMIN_EMAIL: must be an e-mail address/);
  });

  it('refuses an ADMIN_ACCESS_CODE_HASH that is not from hash-code', () => {
    expect(() => loadConfig({ ADMIN_ACCESS_CODE_HASH: 'my-plain-code' })).toThrow(
      /ADMIN_ACCESS_CODE_HASH: must be the line printed by: npm run admin -- hash-code/,
    );
  });

  it('marks admin cookies Secure behind HTTPS, and keeps them to /api/admin', () => {
    expect(adminCookieOptions({ publicUrl: 'https://status.example.ca' }, 60)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'strict',
      path: '/api/admin',
    });
    expect(adminCookieOptions({ publicUrl: 'http://localhost:5000' }, 60).secure).toBe(false);
  });
});
