import { describe, expect, it } from 'vitest';
import { ConfigError, engineProblems, loadConfig } from './config.ts';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.trustProxy).toBe(false);
    expect(config.timezone).toBe('America/Edmonton');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicConfig.resourceLinks.map((l) => l.label)).toEqual(
      expect.arrayContaining(['Canadian Dental Care Plan', 'Canadian Dental Association', 'College of Dental Surgeons of Alberta', 'Alberta Blue Cross']),
    );
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://status.example.ca/' }).publicUrl).toBe('https://status.example.ca');
  });

  it('parses TRUST_PROXY as false, a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
  });

  it('names every bad variable at once', () => {
    const found = problems({
      PORT: 'abc',
      TIMEZONE: 'Mars/Base',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'mysql://x',
      PUBLIC_URL: 'not a url',
      RESOURCE_LINKS: '[{"label":"x"}]',
      PROVIDER_EMAIL: 'nope',
    });
    for (const name of ['PORT', 'TIMEZONE', 'TRUST_PROXY', 'DATABASE_URL', 'PUBLIC_URL', 'RESOURCE_LINKS', 'PROVIDER_EMAIL']) {
      expect(
        found.some((p) => p.startsWith(`${name}:`)),
        `${name} in ${found.join('; ')}`,
      ).toBe(true);
    }
  });

  it('refuses a TRUST_PROXY list with a bad entry', () => {
    expect(problems({ TRUST_PROXY: '10.0.0.1,nope' })[0]).toMatch(/TRUST_PROXY: not an address or CIDR range: nope/);
  });

  it('reads TRUST_PROXY=0 as false and normalises a list', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.1.2.3/8,2001:DB8::/32' }).trustProxy).toEqual(['10.0.0.0/8', '2001:db8::/32']);
  });

  it.each(['true', '-1', '1.5', '11', '1,10.0.0.1', '10.0.0.1,,10.0.0.2', 'fe80::1%eth0', '0.0.0.0/0'])(
    'refuses TRUST_PROXY=%s at start-up, naming the variable and how to fix it',
    (value) => {
      const found = problems({ TRUST_PROXY: value });
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^TRUST_PROXY: /);
      expect(found[0]).toMatch(/hop count|address/);
    },
  );

  it('accepts custom resource links', () => {
    const config = loadConfig({ RESOURCE_LINKS: '[{"label":"Our site","url":"https://it.example.ca","group":"provider"}]' });
    expect(config.publicConfig.resourceLinks).toEqual([{ label: 'Our site', url: 'https://it.example.ca', group: 'provider' }]);
  });

  it('refuses a malformed key in the environment, naming the variable', () => {
    expect(problems({ DATA_ENCRYPTION_KEYS: 'k1:short', BLIND_INDEX_KEY: 'tiny' })).toEqual([
      'DATA_ENCRYPTION_KEYS: key "k1" must be 32 bytes of base64',
      'BLIND_INDEX_KEY: must be at least 32 bytes of base64',
    ]);
  });
});

describe('engineProblems', () => {
  const key = Buffer.alloc(32, 7).toString('base64');
  const keys = { DATA_ENCRYPTION_KEYS: `k1:${key}`, BLIND_INDEX_KEY: key };

  it('needs nothing more on the embedded database', () => {
    expect(engineProblems(loadConfig({}), 'serve')).toEqual([]);
  });

  it('names every variable PostgreSQL needs at once, each with how to make it', () => {
    const found = engineProblems(loadConfig({ DATABASE_URL: 'postgres://db.example/status' }), 'serve');
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^DATA_ENCRYPTION_KEYS, BLIND_INDEX_KEY: required with DATABASE_URL.*npm run keys -- generate$/);
    expect(found[1]).toMatch(/^ADMIN_ENTRY_SUFFIX: required with DATABASE_URL.*openssl rand -hex 12$/);
  });

  it('asks a command that only reads data for the keys, not the admin entry', () => {
    expect(engineProblems(loadConfig({ DATABASE_URL: 'postgres://db.example/status', ...keys }), 'data')).toEqual([]);
    expect(engineProblems(loadConfig({ DATABASE_URL: 'postgres://db.example/status', ...keys }), 'serve')).toHaveLength(1);
  });

  it('refuses one key without the other on either engine', () => {
    expect(engineProblems(loadConfig({ BLIND_INDEX_KEY: key }), 'data')).toEqual([expect.stringMatching(/set both, or neither/)]);
  });
});
