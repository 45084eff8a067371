import { cn } from '#client/lib/cn.ts';
import { msg, useT } from '#client/i18n/use-t.ts';
import type { IncidentStatus } from '#shared/status/incidents.js';

/** Investigating is the most urgent, monitoring nearly over, resolved done: the colour follows, the word says it. */
export const INCIDENT_TONE: Record<IncidentStatus, { pill: string; edge: string; dot: string }> = {
  investigating: { pill: 'bg-red-100 text-red-800 ring-red-600/25', edge: 'border-l-red-500', dot: 'bg-red-500' },
  identified: { pill: 'bg-amber-100 text-amber-900 ring-amber-600/30', edge: 'border-l-amber-500', dot: 'bg-amber-500' },
  monitoring: { pill: 'bg-sky-100 text-sky-900 ring-sky-600/25', edge: 'border-l-sky-500', dot: 'bg-sky-500' },
  resolved: { pill: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25', edge: 'border-l-emerald-500', dot: 'bg-emerald-500' },
};

/** Each status's word (INCIDENT_STATUS_LABEL in English), looked up where it is shown: t(INCIDENT_STATUS_IDS[status]). */
export const INCIDENT_STATUS_IDS: Record<IncidentStatus, string> = {
  investigating: msg('incidents.status.investigating'),
  identified: msg('incidents.status.identified'),
  monitoring: msg('incidents.status.monitoring'),
  resolved: msg('incidents.status.resolved'),
};

export function IncidentStatusPill({ status, className }: { status: IncidentStatus; className?: string }) {
  const { t } = useT();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        INCIDENT_TONE[status].pill,
        className,
      )}
    >
      <span className={cn('size-1.5 rounded-full', INCIDENT_TONE[status].dot)} aria-hidden />
      {t(INCIDENT_STATUS_IDS[status])}
    </span>
  );
}
