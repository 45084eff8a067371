import { Activity, Loader2, MapPin, UserRound, X } from 'lucide-react';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { SERVICE_TYPE_LABEL } from '#shared/status/service-admin.js';
import type { MonitoredAdminService } from '#shared/status/monitoring.js';
import type { StatusSource } from '#shared/status/services.js';
import { formatChanged } from './format-changed.ts';
import { formatUntil } from './override-until.ts';
import { OVERRIDE_LABEL } from './status-buttons.tsx';

interface SelectedServiceSummaryProps {
  service: MonitoredAdminService | undefined;
  now: Date;
  clearing: boolean;
  onClear: () => void;
}

/** Where the board's status comes from now (the status owner's precedence, ADR 14). */
const SOURCE_WORDS: Record<StatusSource, string> = {
  override: 'your override (it wins over everything until cleared or it ends)',
  incident: 'an active incident (its impact; resolving it hands the status back)',
  maintenance: 'a maintenance window in progress',
  vendor: "the vendor's own status page",
  check: 'the automated check',
  manual: 'the status set by hand',
};

/** The chosen service: its status, whether a check or an admin decides it, and Clear override. */
export function SelectedServiceSummary({ service, now, clearing, onClear }: SelectedServiceSummaryProps) {
  return (
    <div aria-live="polite" className="min-h-[3.25rem] rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200 ring-inset">
      {service ? (
        <>
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-semibold break-words text-slate-900">{service.name}</p>
            <StatusBadge status={service.status} label={OVERRIDE_LABEL[service.status]} className="shrink-0" />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
            <span>{SERVICE_TYPE_LABEL[service.type]}</span>
            {service.location && (
              <span className="flex items-center gap-1">
                <MapPin className="size-3.5 shrink-0" aria-hidden />
                {service.location}
              </span>
            )}
            <span>Changed {formatChanged(service.updatedAt, now)}</span>
          </p>
          <p className="mt-1 text-slate-700">
            <span className="font-medium">Decided by:</span> {SOURCE_WORDS[service.source]}
          </p>
          {service.source !== 'manual' && service.source !== 'override' && (
            <p className="mt-0.5 text-slate-600">Set by hand underneath: {OVERRIDE_LABEL[service.manualStatus]}</p>
          )}
          {service.monitored && (
            <p className="mt-1 flex items-center gap-1.5 text-slate-600">
              <Activity className="size-3.5 shrink-0" aria-hidden />
              {service.checkStatus ? `Automated check says ${OVERRIDE_LABEL[service.checkStatus]}` : 'Automated check has no result yet'}
            </p>
          )}
          {service.override && (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2 text-brand-900 ring-1 ring-brand-600/15">
              <p className="flex flex-wrap items-center gap-x-1.5">
                <UserRound className="size-3.5 shrink-0" aria-hidden />
                <span>
                  Overridden{service.override.by ? ` by ${service.override.by}` : ''}, {formatUntil(service.override.until, now)}
                </span>
              </p>
              <button
                type="button"
                onClick={onClear}
                disabled={clearing}
                className="inline-flex h-8 items-center gap-1.5 rounded-md border border-brand-600/30 bg-white px-2.5 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
              >
                {clearing ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <X className="size-4" aria-hidden />}
                Clear override
              </button>
            </div>
          )}
        </>
      ) : (
        <p className="py-1.5 text-slate-600">Choose a service to see its current status.</p>
      )}
    </div>
  );
}
