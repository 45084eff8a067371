import { Loader2, UserRound, X } from 'lucide-react';
import { StatusBadge } from '#client/components/ui/status-badge.tsx';
import { useT } from '#client/i18n/use-t.ts';
import type { MonitoredAdminService } from '#shared/status/monitoring.js';
import { OVERRIDE_LABEL } from './status-buttons.tsx';
import { formatUntil } from './override-until.ts';
import { ServicePickRow } from './service-pick-row.tsx';

interface OverriddenServicesProps {
  services: MonitoredAdminService[];
  selectedId: string;
  onSelect: (id: string) => void;
  clearingId: string | undefined;
  onClear: (service: MonitoredAdminService) => void;
  now: Date;
}

/** Services whose status an admin set over their check (or until a set time): who, until when, and Clear. */
export function OverriddenServices({ services, selectedId, onSelect, clearingId, onClear, now }: OverriddenServicesProps) {
  const words = useT();
  const { t } = words;
  const overridden = services.filter((s) => s.override !== null);
  if (overridden.length === 0) return null;
  return (
    <div className="border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">
        {t('admin-services.override.overridden')} <span className="font-normal text-slate-600">({overridden.length})</span>
      </h3>
      <ul className="mt-1 divide-y divide-slate-100">
        {overridden.map((service) => (
          <ServicePickRow
            key={service.id}
            name={service.name}
            selected={service.id === selectedId}
            onSelect={() => onSelect(service.id)}
            meta={
              <>
                <StatusBadge status={service.override!.status} label={t(OVERRIDE_LABEL[service.override!.status])} />
                {service.override!.by && (
                  <span className="flex items-center gap-1">
                    <UserRound className="size-3.5" aria-hidden />
                    {service.override!.by}
                  </span>
                )}
                <span>{formatUntil(service.override!.until, now, words)}</span>
              </>
            }
            action={
              <button
                type="button"
                onClick={() => onClear(service)}
                disabled={clearingId !== undefined}
                aria-label={t('admin-services.override.clearLabel', { name: service.name })}
                className="inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm transition-colors hover:bg-slate-50 disabled:pointer-events-none disabled:opacity-60"
              >
                {clearingId === service.id ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <X className="size-4" aria-hidden />}
                {t('admin-services.override.clear')}
              </button>
            }
          />
        ))}
      </ul>
    </div>
  );
}
