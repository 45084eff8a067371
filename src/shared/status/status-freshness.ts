import { ageWords } from '../age-words.ts';
import type { Service } from './services.ts';

const MINUTE_MS = 60_000;

/** "just now", "1 min ago", "3 h ago", "2 d ago": short, for a card's corner (minutes at the finest). */
export function shortAgo(iso: string, now: Date): string {
  const at = Date.parse(iso);
  return now.getTime() - at < MINUTE_MS ? 'just now' : ageWords(at, now);
}

type FreshnessInput = Pick<Service, 'source' | 'since' | 'stale' | 'lastChecked' | 'monitored' | 'vendor' | 'unknown'>;

/**
 * Where a card's status comes from and how fresh it is, in words: "Checked 1 min ago",
 * "Set by the provider 3 h ago", "Not monitored". A check that stopped running, or a vendor's
 * page that cannot say, says so (and why) instead of vouching for a status it no longer knows.
 */
export function freshnessText(service: FreshnessInput, now: Date): string {
  const since = service.since ? shortAgo(service.since, now) : null;
  switch (service.source) {
    case 'override':
      return since ? `Set by the provider ${since}` : 'Set by the provider';
    case 'incident':
      return since ? `Incident reported ${since}` : 'Incident reported';
    case 'maintenance':
      return 'Scheduled maintenance';
    case 'vendor': {
      if (service.unknown) return `Status unknown. ${service.unknown.reason}`;
      const readAt = service.vendor?.readAt;
      if (!readAt) return service.stale ? 'The vendor\u2019s status page could not be read' : 'Waiting for the vendor\u2019s status page';
      return service.stale
        ? `Vendor\u2019s status page not read since ${shortAgo(readAt, now)}`
        : `Reported by the vendor\u2019s status page, ${shortAgo(readAt, now)}`;
    }
    case 'check':
      if (!service.lastChecked) return 'Waiting for its first check';
      return service.stale ? `Not checked since ${shortAgo(service.lastChecked, now)}` : `Checked ${shortAgo(service.lastChecked, now)}`;
    case 'manual':
    case undefined:
      // The badge already says "Not monitored" when nothing is wrong: this says who last spoke.
      return since ? `Set by the provider ${since}` : 'No automatic check';
  }
}
