import { CircleCheck, CircleX, Loader2, Pencil, Play, Timer, Trash2 } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { cn } from '#client/lib/cn.ts';
import type { AdminCheck, AdminCheckEntry } from '#shared/status/monitoring.js';
import { useT } from '#client/i18n/use-t.ts';
import { DANGER_ICON_BUTTON, ICON_BUTTON } from '../services/row-button-classes.ts';
import { formatAgo, formatIn, formatInterval, streakText } from './check-format.ts';
import { CHECK_TYPE_LABEL, STATUS_LABEL } from './monitoring-labels.ts';
import { Tip } from '#client/components/ui/tooltip.tsx';
import { TruncatedText } from '#client/components/ui/truncated-text.tsx';

interface CheckRowProps {
  entry: AdminCheckEntry & { check: AdminCheck };
  now: Date;
  running: boolean;
  busy: boolean;
  onRun: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

function LastResult({ check, now }: { check: AdminCheck; now: Date }) {
  const words = useT();
  const { t } = words;
  if (!check.lastRunAt) return <span className="text-slate-600">{t('admin-monitoring.check.notRunYet', { when: formatIn(check.nextRunAt, now, words) })}</span>;
  const slow = check.latencyWarnMs !== null && check.lastLatencyMs !== null && check.lastLatencyMs > check.latencyWarnMs;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-0.5">
      {check.lastError ? (
        <span className="flex min-w-0 items-start gap-1 font-medium text-red-700">
          <CircleX className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span className="break-words">{check.lastError}</span>
        </span>
      ) : (
        <span className={cn('flex items-center gap-1 font-medium', slow ? 'text-amber-800' : 'text-emerald-800')}>
          {slow ? <Timer className="size-3.5" aria-hidden /> : <CircleCheck className="size-3.5" aria-hidden />}
          {slow ? t('admin-monitoring.check.slow') : t('admin-monitoring.check.ok')}
          {check.lastLatencyMs !== null && <span className="tabular-nums">· {t('admin-monitoring.check.latency', { ms: check.lastLatencyMs })}</span>}
        </span>
      )}
      <span className="text-slate-600">
        {check.enabled
          ? t('admin-monitoring.check.ranNext', { ago: formatAgo(check.lastRunAt, now, words), when: formatIn(check.nextRunAt, now, words) })
          : t('admin-monitoring.check.ran', { ago: formatAgo(check.lastRunAt, now, words) })}
      </span>
    </span>
  );
}

/** One monitored service: its check, its last result and counters, and what can be done with it. */
export function CheckRow({ entry, now, running, busy, onRun, onEdit, onRemove }: CheckRowProps) {
  const words = useT();
  const { t } = words;
  const { service, check } = entry;
  const streak = streakText(check, words);
  return (
    <li className="grid gap-1.5 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="font-semibold break-words text-slate-900">{service.name}</span>
        <StatusBadge status={service.status} label={t(STATUS_LABEL[service.status])} />
        {service.override && <Badge tone="brand">{t('admin-monitoring.check.overridden')}</Badge>}
        {!check.enabled && <Badge>{t('admin-monitoring.check.paused')}</Badge>}
      </div>
      {/* Last on a phone, beside the name from sm up. */}
      <div className="order-last -ml-2.5 flex items-center gap-1 sm:order-none sm:col-start-2 sm:row-start-1 sm:ml-0 sm:justify-end">
        <button
          type="button"
          onClick={onRun}
          disabled={busy}
          className={cn(ICON_BUTTON, 'w-auto gap-1.5 px-2.5')}
          aria-label={t('admin-monitoring.check.runNowLabel', { name: service.name })}
        >
          {running ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Play className="size-4" aria-hidden />}
          {t('admin-monitoring.check.runNow')}
        </button>
        <Tip label={t('admin-monitoring.check.edit')}>
          <button type="button" onClick={onEdit} className={ICON_BUTTON} aria-label={t('admin-monitoring.check.editLabel', { name: service.name })}>
            <Pencil className="size-4" aria-hidden />
          </button>
        </Tip>
        <Tip label={t('admin-monitoring.check.remove')}>
          <button type="button" onClick={onRemove} className={DANGER_ICON_BUTTON} aria-label={t('admin-monitoring.check.removeLabel', { name: service.name })}>
            <Trash2 className="size-4" aria-hidden />
          </button>
        </Tip>
      </div>
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 sm:col-span-2">
        <span className="font-medium text-slate-700">{t(CHECK_TYPE_LABEL[check.type])}</span>
        <TruncatedText text={check.target} className="max-w-full rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800" />
        <span>{formatInterval(check.intervalSeconds, words)}</span>
      </p>
      <div className="grid gap-0.5 text-sm sm:col-span-2">
        <LastResult check={check} now={now} />
        {streak && <span className="text-xs text-slate-600">{streak}</span>}
      </div>
    </li>
  );
}
