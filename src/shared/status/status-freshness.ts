import type { Service } from './services.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "just now", "1 min ago", "3 h ago", "2 d ago": short, for a card's corner. */
export function shortAgo(iso: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - Date.parse(iso));
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  return `${Math.floor(elapsed / DAY_MS)} d ago`;
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
