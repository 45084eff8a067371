import { describe, expect, it } from 'vitest';
import { everyCheckUnreachable, MONITOR_OFFLINE_RULE, sampleOf, type ReachSample } from './monitor-reach.ts';
import { failedProbe, timedOutProbe } from './checks/probe-errors.ts';

const now = Date.parse('2026-06-15T16:00:00Z');
let next = 0;
const sample = (host: string, outcome: Partial<ReachSample> = {}): ReachSample => ({
  serviceId: `s${(next += 1)}`,
  host,
  at: now,
  ok: false,
  network: true,
  ...outcome,
});

describe('everyCheckUnreachable', () => {
  it('says so when at least three checks of at least two hosts all failed for network reasons', () => {
    expect(everyCheckUnreachable([sample('a.example.ca'), sample('a.example.ca'), sample('b.example.ca')], now)).toEqual({ failedChecks: 3, hosts: 2 });
  });

  it('needs three checks and two hosts: fewer is one target down, not the board', () => {
    expect(everyCheckUnreachable([sample('a.example.ca'), sample('b.example.ca')], now)).toBeNull();
    expect(everyCheckUnreachable([sample('a.example.ca'), sample('a.example.ca'), sample('a.example.ca')], now)).toBeNull();
  });

  it('one success, or one failure that is an answer (an HTTP status), shows the internet is reachable', () => {
    const down = [sample('a.example.ca'), sample('b.example.ca'), sample('c.example.ca')];
    expect(everyCheckUnreachable([...down, sample('d.example.ca', { ok: true, network: false })], now)).toBeNull();
    expect(everyCheckUnreachable([...down, sample('d.example.ca', { network: false })], now)).toBeNull();
  });

  it('weighs only the results within the window', () => {
    const old = sample('d.example.ca', { ok: true, network: false, at: now - MONITOR_OFFLINE_RULE.windowMs - 1 });
    expect(everyCheckUnreachable([sample('a.example.ca'), sample('b.example.ca'), sample('c.example.ca'), old], now)).toEqual({ failedChecks: 3, hosts: 3 });
    const stale = [sample('a.example.ca'), sample('b.example.ca'), sample('c.example.ca', { at: now - MONITOR_OFFLINE_RULE.windowMs - 1 })];
    expect(everyCheckUnreachable(stale, now)).toBeNull();
  });
});

describe('sampleOf', () => {
  const at = new Date(now);
  it('names the host the check reaches, in lower case', () => {
    const check = { serviceId: 'x', type: 'http' as const, target: 'https://Claims.Example.ca:8443/health' };
    expect(sampleOf(check, timedOutProbe(1000), at)).toEqual({ serviceId: 'x', host: 'claims.example.ca', at: now, ok: false, network: true });
    expect(sampleOf({ serviceId: 'y', type: 'tcp', target: 'voip.example.ca:5060' }, { ok: true, latencyMs: 4 }, at).host).toBe('voip.example.ca');
  });

  it('counts refused, reset and unresolved connections as the network, an HTTP error answer not', () => {
    const check = { serviceId: 'x', type: 'http' as const, target: 'https://claims.example.ca/' };
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'ETIMEDOUT']) {
      expect(sampleOf(check, failedProbe(Object.assign(new Error(code), { code })), at).network, code).toBe(true);
    }
    expect(sampleOf(check, failedProbe(Object.assign(new Error('expired'), { code: 'CERT_HAS_EXPIRED' })), at).network).toBe(false);
    expect(sampleOf(check, { ok: false, latencyMs: 30, error: 'HTTP 503; expected 200-399' }, at).network).toBe(false);
  });
});
