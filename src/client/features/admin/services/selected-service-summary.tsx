import { Activity, Loader2, MapPin, UserRound, X } from 'lucide-react';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { msg, useT } from '#client/i18n/use-t.ts';
import type { MonitoredAdminService } from '#shared/status/monitoring.js';
import type { StatusSource } from '#shared/status/services.js';
import { formatChanged } from './format-changed.ts';
import { formatUntil } from './override-until.ts';
import { OVERRIDE_LABEL } from './status-buttons.tsx';
import { SERVICE_TYPE_LABEL_IDS } from './service-type-select.tsx';

interface SelectedServiceSummaryProps {
  service: MonitoredAdminService | undefined;
  now: Date;
  clearing: boolean;
  onClear: () => void;
}

/** Where the board's status comes from now (the status owner's precedence, ADR 14). */
const SOURCE_WORDS: Record<StatusSource, string> = {
  override: msg('admin-services.summary.source.override'),
  incident: msg('admin-services.summary.source.incident'),
  maintenance: msg('admin-services.summary.source.maintenance'),
  vendor: msg('admin-services.summary.source.vendor'),
  check: msg('admin-services.summary.source.check'),
  manual: msg('admin-services.summary.source.manual'),
};

/** The chosen service: its status, whether a check or an admin decides it, and Clear override. */
export function SelectedServiceSummary({ service, now, clearing, onClear }: SelectedServiceSummaryProps) {
  const words = useT();
  const { t } = words;
  return (
    <div aria-live="polite" className="min-h-[3.25rem] rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200 ring-inset">
      {service ? (
        <>
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-semibold break-words text-slate-900">{service.name}</p>
            <StatusBadge status={service.status} label={t(OVERRIDE_LABEL[service.status])} className="shrink-0" />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
            <span>{t(SERVICE_TYPE_LABEL_IDS[service.type])}</span>
            {service.location && (
              <span className="flex items-center gap-1">
                <MapPin className="size-3.5 shrink-0" aria-hidden />
                {service.location}
              </span>
            )}
            <span>{t('admin-services.summary.changed', { when: formatChanged(service.updatedAt, now, words) })}</span>
          </p>
          <p className="mt-1 text-slate-700">
            <span className="font-medium">{t('admin-services.summary.decidedBy')}</span> {t(SOURCE_WORDS[service.source])}
          </p>
          {service.source !== 'manual' && service.source !== 'override' && (
            <p className="mt-0.5 text-slate-600">{t('admin-services.summary.manualUnderneath', { status: t(OVERRIDE_LABEL[service.manualStatus]) })}</p>
          )}
          {service.monitored && (
            <p className="mt-1 flex items-center gap-1.5 text-slate-600">
              <Activity className="size-3.5 shrink-0" aria-hidden />
              {service.checkStatus
                ? t('admin-services.summary.checkSays', { status: t(OVERRIDE_LABEL[service.checkStatus]) })
                : t('admin-services.summary.checkNoResult')}
            </p>
          )}
          {service.override && (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2 text-brand-900 ring-1 ring-brand-600/15">
              <p className="flex flex-wrap items-center gap-x-1.5">
                <UserRound className="size-3.5 shrink-0" aria-hidden />
                <span>
                  {service.override.by
                    ? t('admin-services.summary.overriddenBy', { by: service.override.by, until: formatUntil(service.override.until, now, words) })
                    : t('admin-services.summary.overridden', { until: formatUntil(service.override.until, now, words) })}
                </span>
              </p>
              <button
                type="button"
                onClick={onClear}
                disabled={clearing}
                className="inline-flex h-8 items-center gap-1.5 rounded-md border border-brand-600/30 bg-white px-2.5 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
              >
                {clearing ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <X className="size-4" aria-hidden />}
                {t('admin-services.summary.clearOverride')}
              </button>
            </div>
          )}
        </>
      ) : (
        <p className="py-1.5 text-slate-600">{t('admin-services.summary.choose')}</p>
      )}
    </div>
  );
}
