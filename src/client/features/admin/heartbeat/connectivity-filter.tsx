import { CONNECTIVITY_STATES, type ClinicConnectivityState } from '#shared/onboarding/heartbeat.js';
import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';
import { STATE_COUNT_LABEL } from './heartbeat-format.ts';

export type StateFilter = ClinicConnectivityState | 'all';

interface ConnectivityFilterProps {
  counts: Record<ClinicConnectivityState, number>;
  value: StateFilter;
  onChange: (value: StateFilter) => void;
}

/** The summary: a count per state, each a toggle that narrows the list to that state (again: all). */
export function ConnectivityFilter({ counts, value, onChange }: ConnectivityFilterProps) {
  const { t } = useT();
  return (
    <div role="group" aria-label={t('admin-heartbeat.filter.label')} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {CONNECTIVITY_STATES.map((state) => {
        const pressed = value === state;
        const alarming = state === 'silent' && counts.silent > 0;
        return (
          <button
            key={state}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(pressed ? 'all' : state)}
            className={cn(
              'flex min-w-0 flex-col items-start justify-start rounded-xl border px-3 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              alarming ? 'border-red-200 bg-red-50 text-red-800 hover:bg-red-100' : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
              pressed && (alarming ? 'border-red-600 ring-1 ring-red-600' : 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'),
            )}
          >
            <span className={cn('text-lg leading-tight font-semibold tabular-nums', alarming ? 'text-red-800' : 'text-slate-900')}>{counts[state]}</span>{' '}
            <span className="text-xs leading-snug font-medium">{t(STATE_COUNT_LABEL[state], { count: counts[state] })}</span>
          </button>
        );
      })}
    </div>
  );
}
