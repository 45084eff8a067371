import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.js';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  return '';
};

describe('sign-in, session and mail configuration', () => {
  it('has working defaults: outbox mail from a no-reply address, e-mail code sign-in, one-week sessions', () => {
    const config = loadConfig({ DATA_DIR: '/srv/status', PROVIDER_NAME: 'Prairie "Dental" IT', PROVIDER_EMAIL: 'help@prairie.example.ca' });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: '"Prairie Dental IT" <no-reply@prairie.example.ca>',
      outboxDir: path.resolve('/srv/status/outbox'),
    });
    expect(config.oidc).toBeNull();
    expect(config.adminEmails).toEqual([]);
    expect(config.sessionTtlHours).toBe(168);
  });

  it('reads SMTP, MAIL_FROM, MAIL_OUTBOX_DIR, ADMIN_EMAILS and SESSION_TTL_HOURS', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example.ca:465',
      MAIL_FROM: 'Status Board <status@example.ca>',
      MAIL_OUTBOX_DIR: '/tmp/mail',
      ADMIN_EMAILS: ' Boss@Example.ca, it@example.ca ,boss@example.ca',
      SESSION_TTL_HOURS: '12',
    });
    expect(config.mail).toEqual({ smtpUrl: 'smtps://user:pass@smtp.example.ca:465', from: 'Status Board <status@example.ca>', outboxDir: '/tmp/mail' });
    expect(config.adminEmails).toEqual(['boss@example.ca', 'it@example.ca']);
    expect(config.sessionTtlHours).toBe(12);
  });

  it('takes OpenID Connect settings all together', () => {
    const oidc = { OIDC_ISSUER_URL: 'https://login.example.ca/realms/clinic', OIDC_CLIENT_ID: 'status', OIDC_CLIENT_SECRET: 's3cret' };
    expect(loadConfig(oidc).oidc).toEqual({ issuerUrl: oidc.OIDC_ISSUER_URL, clientId: 'status', clientSecret: 's3cret' });
    expect(problems({ OIDC_ISSUER_URL: oidc.OIDC_ISSUER_URL })).toMatch(/set all three/);
    expect(problems({ OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })).toMatch(/set all three/);
  });

  it('names each bad variable', () => {
    expect(problems({ SMTP_URL: 'mail.example.ca' })).toMatch(/^SMTP_URL: must be an smtp/);
    expect(problems({ MAIL_FROM: 'nobody' })).toMatch(/^MAIL_FROM:/);
    expect(problems({ ADMIN_EMAILS: 'a@example.ca, not-an-address' })).toMatch(/^ADMIN_EMAILS: not an e-mail address: not-an-address/);
    expect(problems({ SESSION_TTL_HOURS: '0' })).toMatch(/^SESSION_TTL_HOURS/);
    expect(problems({ OIDC_ISSUER_URL: 'http://login.example.ca', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })).toMatch(/OIDC_ISSUER_URL: must use https/);
    expect(problems({ OIDC_ISSUER_URL: 'not a url', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })).toMatch(/OIDC_ISSUER_URL/);
  });
});
