import { describe, expect, it } from 'vitest';
import type { Service, ServiceStatus, ServiceType } from '../../../shared/services.ts';
import { overallStatus } from './overall-status.ts';

type S = Pick<Service, 'name' | 'type' | 'status' | 'maintenance'>;
const svc = (name: string, type: ServiceType, status: ServiceStatus, maintenance: S['maintenance'] = null): S => ({ name, type, status, maintenance });

/** A board like the default one: the aggregate, four insurers, three internet providers, two VoIP. */
function board(changes: Record<string, ServiceStatus> = {}, maintenance: string[] = []): S[] {
  const rows: [string, ServiceType][] = [
    ['iTrans Service', 'insurance'],
    ['Sun Life', 'insurance'],
    ['Manulife', 'insurance'],
    ['Canada Life', 'insurance'],
    ['Green Shield Canada', 'insurance'],
    ['Telus', 'internet'],
    ['Shaw', 'internet'],
    ['Xplore', 'internet'],
    ['RingCentral', 'voip'],
    ['Telus VoIP', 'voip'],
  ];
  return rows.map(([name, type]) =>
    svc(name, type, changes[name] ?? 'online', maintenance.includes(name) ? { title: 'Upgrade', until: '2026-06-16T06:00:00Z' } : null),
  );
}

describe('overallStatus', () => {
  it('is operational when every service is online, or there are none', () => {
    expect(overallStatus(board())).toBe('operational');
    expect(overallStatus([])).toBe('operational');
  });

  it('is degraded when something has issues and nothing is offline', () => {
    expect(overallStatus(board({ Shaw: 'warning' }))).toBe('degraded');
    expect(overallStatus(board({ Shaw: 'warning', 'Sun Life': 'warning', Telus: 'warning' }))).toBe('degraded');
  });

  it('is a partial outage when one service is offline, whatever has issues', () => {
    expect(overallStatus(board({ Manulife: 'offline' }))).toBe('partial_outage');
    expect(overallStatus(board({ Manulife: 'offline', Shaw: 'warning' }))).toBe('partial_outage');
    // Exactly half of a type is not "more than half".
    expect(overallStatus(board({ Manulife: 'offline', 'Sun Life': 'offline' }))).toBe('partial_outage');
    expect(overallStatus(board({ RingCentral: 'offline' }))).toBe('partial_outage');
  });

  it('is a major outage when more than half of one type is offline', () => {
    expect(overallStatus(board({ Manulife: 'offline', 'Sun Life': 'offline', 'Canada Life': 'offline' }))).toBe('major_outage');
    expect(overallStatus(board({ Telus: 'offline', Shaw: 'offline' }))).toBe('major_outage');
    expect(overallStatus(board({ RingCentral: 'offline', 'Telus VoIP': 'offline' }))).toBe('major_outage');
    // A type with a single service: that service is all of it.
    expect(overallStatus([svc('Telus', 'internet', 'offline'), svc('Sun Life', 'insurance', 'online')])).toBe('major_outage');
  });

  it('is a major outage when the claims network aggregate is offline, and does not count it as a provider', () => {
    expect(overallStatus(board({ 'iTrans Service': 'offline' }))).toBe('major_outage');
    // The aggregate with issues is only degraded; two of four insurers offline stays partial even with the aggregate.
    expect(overallStatus(board({ 'iTrans Service': 'warning' }))).toBe('degraded');
    expect(overallStatus(board({ Manulife: 'offline', 'Sun Life': 'offline', 'iTrans Service': 'warning' }))).toBe('partial_outage');
  });

  it('is maintenance only when nothing else is wrong and some service is under maintenance', () => {
    expect(overallStatus(board({}, ['Telus']))).toBe('maintenance');
    expect(overallStatus(board({ Shaw: 'warning' }, ['Telus']))).toBe('degraded');
    expect(overallStatus(board({ Manulife: 'offline' }, ['Telus']))).toBe('partial_outage');
  });
});
