import { describe, expect, it } from 'vitest';
import { overallSummary } from '#shared/status/board-status.js';
import { CLAIMS_NETWORK_SERVICE_NAME } from '#shared/constants.js';
import type { Service } from '#shared/status/services.js';
import { boardAnswer, boardSummary } from './board-answer.ts';

/* The board answer from a list made here: which services an incomplete answer lists, and what it counts. */

let made = 0;
function service(fields: Partial<Service> & Pick<Service, 'status'>): Service {
  made += 1;
  return { id: `s${made}`, name: `Service ${made}`, type: 'internet', location: null, lastChecked: null, source: 'check', monitored: true, ...fields };
}

const versions = { insurance: '"i"', internet: '"n"', voip: '"v"' };
const small = { complete: 3, problems: 2 };

describe('the board answer', () => {
  it('lists the claims network, then down, issues, not checked recently and maintenance, worst first and capped', () => {
    const claims = service({ name: CLAIMS_NETWORK_SERVICE_NAME, type: 'insurance', status: 'online' });
    const fine = service({ status: 'online' });
    const maintenance = service({ status: 'online', source: 'maintenance' });
    const stale = service({ status: 'online', stale: true });
    const issues = service({ status: 'warning' });
    const down = service({ status: 'offline' });
    const unmonitored = service({ status: 'online', source: 'manual', monitored: false });
    const all = [claims, fine, maintenance, stale, issues, down, unmonitored];

    expect(boardAnswer(all, versions, { complete: 3, problems: 10 }).services).toEqual([claims, down, issues, stale, maintenance]);
    const capped = boardAnswer(all, versions, small);
    expect(capped.complete).toBe(false);
    expect(capped.services).toEqual([claims, down, issues]);
    expect(capped.summary.partCounts).toEqual({ offline: 1, warning: 1, maintenance: 1, stale: 1 });
    expect(boardAnswer(all, versions, { complete: 7, problems: 1 })).toMatchObject({ complete: true, services: all });
  });

  it('counts nothing as not checked recently while the monitor itself is offline, as the banner does', () => {
    const all = [
      service({ status: 'online', monitorOffline: true }),
      service({ status: 'offline', monitorOffline: true }),
      service({ status: 'online', stale: true }),
    ];
    const summary = boardSummary(all);
    expect(summary.monitorOffline).toBe(true);
    expect(summary.partCounts.stale).toBe(overallSummary(all).unchecked.length);
    expect(summary.partCounts.stale).toBe(0);
  });

  it('heads each section by status and by what the page shows, the claims network left out of the insurers', () => {
    const all = [
      service({ name: CLAIMS_NETWORK_SERVICE_NAME, type: 'insurance', status: 'offline' }),
      service({ type: 'insurance', status: 'online' }),
      service({ type: 'insurance', status: 'online', source: 'manual' }),
      service({ type: 'voip', status: 'warning', source: 'incident' }),
    ];
    const { sections } = boardAnswer(all, versions);
    expect(sections.find((s) => s.type === 'insurance')).toEqual({
      type: 'insurance',
      total: 2,
      counts: { online: 2, warning: 0, offline: 0 },
      shown: { online: 1, warning: 0, offline: 0, maintenance: 0, stale: 0, unmonitored: 1 },
      automatic: 1,
      version: '"i"',
    });
    expect(sections.find((s) => s.type === 'voip')).toMatchObject({ total: 1, automatic: 0, shown: { warning: 1 } });
  });
});
