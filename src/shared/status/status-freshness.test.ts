import { describe, expect, it } from 'vitest';
import { freshnessText, shortAgo } from './status-freshness.ts';

const now = new Date('2026-03-10T15:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('shortAgo', () => {
  it('rounds down to the unit a glance needs', () => {
    expect(shortAgo(ago(20_000), now)).toBe('just now');
    expect(shortAgo(ago(MIN), now)).toBe('1 min ago');
    expect(shortAgo(ago(59 * MIN), now)).toBe('59 min ago');
    expect(shortAgo(ago(3 * 60 * MIN + 5 * MIN), now)).toBe('3 h ago');
    expect(shortAgo(ago(50 * 60 * MIN), now)).toBe('2 d ago');
    // A clock a little ahead of ours never says "in the future".
    expect(shortAgo(ago(-5_000), now)).toBe('just now');
  });
});

describe('freshnessText', () => {
  it('says when a check last ran, or that it stopped', () => {
    expect(freshnessText({ source: 'check', lastChecked: ago(MIN), stale: false }, now)).toBe('Checked 1 min ago');
    expect(freshnessText({ source: 'check', lastChecked: ago(12 * MIN), stale: true }, now)).toBe('Not checked since 12 min ago');
    expect(freshnessText({ source: 'check', lastChecked: null }, now)).toBe('Waiting for its first check');
  });

  it('says who decided when a person did, without naming them', () => {
    expect(freshnessText({ source: 'override', since: ago(3 * 60 * MIN) }, now)).toBe('Set by the provider 3 h ago');
    expect(freshnessText({ source: 'manual', since: ago(3 * 60 * MIN) }, now)).toBe('Set by the provider 3 h ago');
    expect(freshnessText({ source: 'manual', since: null }, now)).toBe('No automatic check');
  });

  it('names incidents and maintenance as the source', () => {
    expect(freshnessText({ source: 'incident', since: ago(20 * MIN) }, now)).toBe('Incident reported 20 min ago');
    expect(freshnessText({ source: 'maintenance', since: ago(20 * MIN) }, now)).toBe('Scheduled maintenance');
  });

  it("says what the vendor's page reported and when, and why the status is unknown when the page cannot say", () => {
    const vendor = { readAt: ago(2 * MIN), incident: null, pageUrl: 'https://status.vendor.example' };
    expect(freshnessText({ source: 'vendor', vendor }, now)).toBe('Reported by the vendor\u2019s status page, 2 min ago');
    expect(freshnessText({ source: 'vendor', vendor: { ...vendor, readAt: ago(12 * MIN) }, stale: true }, now)).toBe(
      'Vendor\u2019s status page not read since 12 min ago',
    );
    const unknown = { reason: 'The vendor is not monitoring this service at the moment.' };
    expect(freshnessText({ source: 'vendor', vendor, unknown }, now)).toBe('Status unknown. The vendor is not monitoring this service at the moment.');
    expect(freshnessText({ source: 'vendor', vendor, stale: true, unknown }, now)).toBe(
      'Status unknown. The vendor is not monitoring this service at the moment.',
    );
  });
});
