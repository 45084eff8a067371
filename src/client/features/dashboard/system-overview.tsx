import { CircleCheck, CircleX, LayoutGrid, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import type { Service, ServiceStatus } from '#shared/status/services.js';
import { overviewCounts, type BoardTotals } from './large/board-counts.ts';
import { SectionHeading } from './cards/section-heading.tsx';
import { msg, useT } from '#client/i18n/use-t.ts';

export type OverviewCounter = 'total' | ServiceStatus;

const COUNTERS: { id: OverviewCounter; label: string; icon: LucideIcon; tone: string; accent: string }[] = [
  { id: 'total', label: msg('board.overview.total'), icon: LayoutGrid, tone: 'bg-brand-50 text-brand-700', accent: 'before:bg-brand-500' },
  { id: 'online', label: msg('board.state.online'), icon: CircleCheck, tone: 'bg-emerald-100 text-emerald-700', accent: 'before:bg-emerald-500' },
  { id: 'warning', label: msg('board.state.warning'), icon: TriangleAlert, tone: 'bg-amber-100 text-amber-800', accent: 'before:bg-amber-500' },
  { id: 'offline', label: msg('board.state.offline'), icon: CircleX, tone: 'bg-red-100 text-red-700', accent: 'before:bg-red-500' },
];

/** The counters' names as click tracking records them: in English whatever the page's language, so the figures add up. */
export const COUNTER_NAMES: Record<OverviewCounter, string> = {
  total: 'Total Services',
  online: 'Online',
  warning: 'Issues',
  offline: 'Offline',
};

interface SystemOverviewProps {
  /** Every service of a small board; the services a large board's answer lists. */
  services: Service[] | undefined;
  /** A large board's counts, which the counters then show. */
  totals?: BoardTotals;
  onSelect: (counter: OverviewCounter) => void;
}

/**
 * Four counters over every service, the claims network included. "Online" counts only what is
 * shown green (checked, or set online by the provider on purpose) and says how many nobody
 * checks, so the counters never vouch for what nobody watches.
 */
export function SystemOverview({ services, totals, onSelect }: SystemOverviewProps) {
  const { t, locale } = useT();
  const counts = services ? overviewCounts(services, totals) : undefined;
  const unmonitored = counts?.unmonitored ?? 0;
  const number = new Intl.NumberFormat(locale);
  return (
    <section aria-labelledby="overview-heading">
      <SectionHeading id="overview-heading" title={t('board.overview.title')} description={t('board.overview.description')} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4 lg:gap-6">
        {COUNTERS.map(({ id, label, icon: Icon, tone, accent }) => {
          const value = counts ? (id === 'total' ? counts.total : counts[id]) : undefined;
          const quiet = value === undefined || (value === 0 && id !== 'total');
          return (
            <button
              key={id}
              type="button"
              onClick={() => onSelect(id)}
              className={cn(
                'relative flex items-center gap-3 overflow-hidden rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-slate-300 hover:bg-slate-50 sm:gap-4 sm:p-5',
                "before:absolute before:inset-y-0 before:left-0 before:w-1 before:content-['']",
                quiet ? 'before:bg-slate-200' : accent,
              )}
            >
              <span className={cn('hidden size-11 shrink-0 items-center justify-center rounded-xl sm:flex', quiet ? 'bg-slate-100 text-slate-500' : tone)}>
                <Icon className="size-6" aria-hidden />
              </span>
              <span className="min-w-0">
                {value === undefined ? (
                  <Skeleton className="mb-1.5 h-8 w-12" />
                ) : (
                  <span className="block text-3xl leading-none font-semibold text-slate-900 tabular-nums">{number.format(value)}</span>
                )}
                <span className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-slate-600">
                  <Icon className={cn('size-4 sm:hidden', quiet ? 'text-slate-500' : tone.split(' ')[1])} aria-hidden />
                  {t(label)}
                </span>
                {id === 'online' && unmonitored > 0 && (
                  <span className="mt-0.5 block text-xs text-slate-600">{t('board.overview.unmonitored', { count: unmonitored })}</span>
                )}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
