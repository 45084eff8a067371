import { describe, expect, it } from 'vitest';
import { deriveClaimsNetwork, insuranceProviders, serviceIssueMessage, systemOverview, type Service } from './services.ts';

const svc = (name: string, status: Service['status'], type: Service['type'] = 'insurance'): Service => ({ id: name, name, type, status });

describe('deriveClaimsNetwork', () => {
  it('is online when every provider other than iTrans Service is online', () => {
    const result = deriveClaimsNetwork([svc('iTrans Service', 'offline'), svc('Sun Life', 'online'), svc('Manulife', 'online')]);
    expect(result).toMatchObject({ status: 'online', label: null, note: null, affected: 0, total: 2 });
  });

  it('is an outage when every provider is offline, ignoring the aggregate itself', () => {
    const result = deriveClaimsNetwork([svc('iTrans Service', 'online'), svc('Sun Life', 'offline'), svc('Manulife', 'offline')]);
    expect(result.status).toBe('offline');
    expect(result.label).toBe('Insurance Claims Outage');
    expect(result.note).toBe('All insurance providers are currently offline');
  });

  it('is degraded with a count for anything in between', () => {
    const result = deriveClaimsNetwork([svc('Sun Life', 'warning'), svc('Manulife', 'offline'), svc('Beneva', 'online')]);
    expect(result.status).toBe('warning');
    expect(result.label).toBe('Degraded Service');
    expect(result.note).toBe('2 insurance provider(s) experiencing issues');
  });

  it('treats all-warning as degraded, not an outage', () => {
    expect(deriveClaimsNetwork([svc('Sun Life', 'warning'), svc('Manulife', 'warning')]).status).toBe('warning');
  });

  it('ignores internet and VoIP services', () => {
    const result = deriveClaimsNetwork([svc('Sun Life', 'online'), svc('TELUS', 'offline', 'internet'), svc('Weave', 'offline', 'voip')]);
    expect(result.status).toBe('online');
  });
});

describe('insuranceProviders', () => {
  it('excludes the claims-network aggregate and other types', () => {
    const list = insuranceProviders([svc('iTrans Service', 'online'), svc('Sun Life', 'online'), svc('TELUS', 'online', 'internet')]);
    expect(list.map((s) => s.name)).toEqual(['Sun Life']);
  });
});

describe('serviceIssueMessage', () => {
  it('gives the offline and warning texts of the spec, and nothing when online', () => {
    expect(serviceIssueMessage(svc('Sun Life', 'offline'))).toBe('Sun Life is currently unavailable. Please try again later or contact support.');
    expect(serviceIssueMessage(svc('Sun Life', 'warning'))).toBe('Sun Life is experiencing intermittent issues. Some features may be limited.');
    expect(serviceIssueMessage(svc('Sun Life', 'online'))).toBeNull();
  });
});

describe('systemOverview', () => {
  it('counts every service, the claims network included', () => {
    const counts = systemOverview([
      svc('iTrans Service', 'offline'),
      svc('Sun Life', 'online'),
      svc('TELUS', 'warning', 'internet'),
      svc('Weave', 'offline', 'voip'),
    ]);
    expect(counts).toEqual({ total: 4, online: 1, warning: 1, offline: 2 });
  });
});
