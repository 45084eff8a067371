import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countedMailer, createMetrics } from './metrics.ts';

/*
 * The Grafana dashboard and the alert rules in deploy/ name metrics by hand: a renamed metric
 * would leave a panel empty and an alert silent, which nobody notices until the night it matters.
 */

const DEPLOY = path.resolve(import.meta.dirname, '../../../deploy');
const HISTOGRAM_SUFFIX = /_(bucket|sum|count)$/;

async function exportedNames(): Promise<Set<string>> {
  const metrics = createMetrics();
  metrics.observeRequest('GET', '/api/services', 200, 0.001);
  metrics.observeCheck('Carrier', true, 0.05);
  metrics.observeTick(0, 0.01);
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
