import { UPTIME_WINDOWS, type ServiceHistory, type UptimeWindow } from '../../../../shared/status/history.ts';
import { formatBusinessTime } from '../../../lib/business-time.ts';
import { formatDegraded, formatUptime } from './history-format.ts';

const WINDOW: Record<UptimeWindow, { label: string; ms: number }> = {
  '24h': { label: 'Last 24 hours', ms: 24 * 3600_000 },
  '7d': { label: 'Last 7 days', ms: 7 * 86_400_000 },
  '30d': { label: 'Last 30 days', ms: 30 * 86_400_000 },
  '90d': { label: 'Last 90 days', ms: 90 * 86_400_000 },
};

/** Uptime per window, with the share of time with issues beneath; a young service says since when (`now`: when the answer came). */
export function UptimeTiles({ history, now }: { history: ServiceHistory; now: number }) {
  const createdAt = Date.parse(history.service.createdAt);
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
      {UPTIME_WINDOWS.map((window) => {
        const uptime = history.uptime[window];
        const degraded = history.degraded[window];
        const partial = uptime !== null && createdAt > now - WINDOW[window].ms;
        return (
          <div key={window} className="rounded-xl border border-slate-200 bg-slate-50/60 px-3 py-2.5 sm:px-4 sm:py-3">
            <dt className="text-xs font-medium text-slate-600">{WINDOW[window].label}</dt>
            <dd className="mt-0.5 text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">
              {formatUptime(uptime)}
              <span className="sr-only"> uptime</span>
            </dd>
            <dd className="mt-0.5 text-xs text-slate-600 tabular-nums">
              {uptime === null ? 'Not tracked yet' : degraded ? `${formatDegraded(degraded)} with issues` : 'No issues'}
              {partial && <span className="block text-slate-500">Since {formatBusinessTime(history.service.createdAt, 'monthDay')}</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
