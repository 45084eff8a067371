import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countedMailer, createMetrics } from './lib/metrics.ts';
import { engineProblems, loadConfig } from './config.ts';
import { generateKeyMaterialSpec } from './lib/security/crypto.ts';
import { IDLE_KEEP_ALIVE_MS } from './lib/http/polled.ts';

/*
 * What deploy/ writes by hand, checked against the app: the metrics the Grafana dashboard and
 * the alert rules name (a renamed metric would leave a panel empty and an alert silent, which
 * nobody notices until the night it matters), and the environment compose gives the instances.
 */

const DEPLOY = path.resolve(import.meta.dirname, '../../deploy');
const HISTOGRAM_SUFFIX = /_(bucket|sum|count)$/;

async function exportedNames(): Promise<Set<string>> {
  const metrics = createMetrics();
  metrics.observeRequest('GET', '/api/services', 200, 0.001);
  metrics.observeCheck('insurance', true, 0.05);
  metrics.observeTick(0.01);
  metrics.gaugeAtScrape('database_pool_connections', 'Pool connections by state.', () => ({ total: 1 }), 'state');
  await countedMailer({ send: async () => undefined }, metrics).send({ to: 'a@b.example.ca', subject: 's', text: 't', html: 'h' });
  const text = await metrics.render();
  return new Set([...text.matchAll(/^([a-z0-9_]+)(?:\{| )/gm)].map((match) => match[1]!));
}

describe('deploy/ dashboards and alerts', () => {
  it.each(['grafana-dashboard.json', 'prometheus-alerts.yml'])('%s names only metrics the app exports', async (file) => {
    const text = fs.readFileSync(path.join(DEPLOY, file), 'utf8');
    const named = new Set([...text.matchAll(/\b((?:statusboard|process|nodejs)_[a-z0-9_]+)/g)].map((match) => match[1]!));
    expect(named.size).toBeGreaterThan(3);
    const exported = await exportedNames();
    const missing = [...named].filter((name) => !exported.has(name) && !exported.has(name.replace(HISTOGRAM_SUFFIX, '')));
    expect(missing).toEqual([]);
  });

  it('the dashboard is valid JSON with a Prometheus query in every panel', () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(DEPLOY, 'grafana-dashboard.json'), 'utf8')) as { panels: { targets: { expr: string }[] }[] };
    expect(dashboard.panels.length).toBeGreaterThan(5);
    for (const panel of dashboard.panels) expect(panel.targets[0]?.expr).toBeTruthy();
  });
});

describe('deploy/ nginx', () => {
  it('drops idle upstream connections before the app does, so no request goes out on one the app closed', () => {
    const conf = fs.readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8');
    const upstream = /upstream\s+\w+\s*\{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(upstream).toMatch(/^\s*keepalive \d+;/m);
    const seconds = Number(/^\s*keepalive_timeout (\d+)s;/m.exec(upstream)?.[1]);
    expect(seconds * 1000).toBeLessThan(IDLE_KEEP_ALIVE_MS);
  });
});

describe('deploy/ compose environment', () => {
  /** KEY=value lines as compose's env_file reads them (no quotes, no interpolation). */
  function envFile(text: string): Record<string, string> {
    const env: Record<string, string> = {};
    for (const line of text.split('\n')) {
      const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
      if (match) env[match[1]!] = match[2]!;
    }
    return env;
  }

  it('is accepted by the app once the secrets are filled in, and refused in words while they are empty', () => {
    const example = envFile(fs.readFileSync(path.join(DEPLOY, '.env.example'), 'utf8'));
    const compose = fs.readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8');
    const trustProxy = /TRUST_PROXY: (\S+)/.exec(compose)?.[1];
    expect(trustProxy).toBeDefined();
    const fromCompose = { DATABASE_URL: 'postgres://clinic_status:secret@postgres:5432/clinic_status', TRUST_PROXY: trustProxy! };

    const unfilled = loadConfig({ ...example, ...fromCompose });
    expect(engineProblems(unfilled, 'serve').map((problem) => problem.split(':')[0])).toEqual(['DATA_ENCRYPTION_KEYS, BLIND_INDEX_KEY', 'ADMIN_ENTRY_SUFFIX']);

    const keys = generateKeyMaterialSpec();
    const filled = loadConfig({
      ...example,
      DATA_ENCRYPTION_KEYS: keys.dataKeys,
      BLIND_INDEX_KEY: keys.blindIndexKey,
      ADMIN_ENTRY_SUFFIX: '0123456789abcdef01234567',
      METRICS_TOKEN: 'a'.repeat(48),
      ...fromCompose,
    });
    expect(engineProblems(filled, 'serve')).toEqual([]);
    expect(filled.trustProxy).toEqual([trustProxy]);
  });
});
