import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import { FieldError } from '#client/components/ui/form-field.tsx';
import { cn } from '#client/lib/cn.ts';
import { msg, useT } from '#client/i18n/use-t.ts';
import { SERVICE_TYPES, type ServiceType } from '#shared/status/services.js';
import type { AdminService } from '#shared/status/service-admin.js';

/** Each group's name (SERVICE_TYPE_LABEL in English). */
const GROUP_LABEL: Record<ServiceType, string> = {
  insurance: msg('admin-incidents.picker.insurance'),
  internet: msg('admin-incidents.picker.internet'),
  voip: msg('admin-incidents.picker.voip'),
};

const STATUS_DOT = { online: 'bg-emerald-500', warning: 'bg-amber-500', offline: 'bg-red-500' } as const;
const STATUS_WORD = { warning: msg('admin-incidents.picker.issues'), offline: msg('admin-incidents.picker.offline') } as const;

interface ServicePickerProps {
  services: AdminService[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  legend?: string;
}

/** Several services at once: a filter box over checkboxes grouped by type, services with problems marked. */
export function IncidentsServicePicker({ services, value, onChange, error, legend: legendText }: ServicePickerProps) {
  const { t } = useT();
  const legend = legendText ?? t('admin-incidents.picker.legend');
  const [filter, setFilter] = useState('');
  const id = useId();
  const term = filter.trim().toLowerCase();
  const chosen = new Set(value);
  const groups = SERVICE_TYPES.map((type) => ({
    type,
    services: services.filter((s) => s.type === type && (!term || s.name.toLowerCase().includes(term))).sort((a, b) => a.name.localeCompare(b.name)),
  })).filter((g) => g.services.length > 0);
  const toggle = (serviceId: string, on: boolean) => onChange(on ? [...value, serviceId] : value.filter((v) => v !== serviceId));

  return (
    <fieldset className="grid min-w-0 grid-cols-1 content-start gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 flex w-full items-center justify-between gap-2 text-sm font-medium text-slate-800">
        <span>{legend}</span>
        <span className="text-xs font-normal text-slate-600">
          {t('admin-incidents.picker.selected', { count: value.length })}
          {value.length > 0 && (
            <button type="button" onClick={() => onChange([])} className="ml-2 font-medium text-brand-700 hover:underline">
              {t('admin-incidents.picker.clear')}
            </button>
          )}
        </span>
      </legend>
      <div className={cn('rounded-lg border bg-white shadow-xs', error ? 'border-red-500' : 'border-slate-300')}>
        <div className="relative border-b border-slate-200">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t('admin-incidents.picker.filter')}
            aria-label={t('admin-incidents.picker.filterLabel', { what: legend.toLowerCase() })}
            className="h-9 w-full rounded-t-lg bg-transparent pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40"
          />
        </div>
        <div className="max-h-52 overflow-y-auto px-3 py-2">
          {groups.length === 0 ? (
            <p className="py-2 text-sm text-slate-600">
              {services.length === 0 ? t('admin-incidents.picker.noServices') : t('admin-incidents.picker.noMatch')}
            </p>
          ) : (
            groups.map((group) => (
              <div key={group.type} role="group" aria-label={t(GROUP_LABEL[group.type])} className="py-1">
                <p className="pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase" aria-hidden>
                  {t(GROUP_LABEL[group.type])}
                </p>
                <ul className="grid grid-cols-1 gap-0.5 sm:grid-cols-2">
                  {group.services.map((service) => (
                    <li key={service.id}>
                      <label className="flex min-w-0 cursor-pointer items-center gap-2 rounded-md px-1.5 py-1 text-sm text-slate-800 hover:bg-slate-50">
                        <input
                          type="checkbox"
                          checked={chosen.has(service.id)}
                          onChange={(event) => toggle(service.id, event.target.checked)}
                          className="size-4 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700"
                        />
                        <span className="min-w-0 break-words">{service.name}</span>
                        {service.status !== 'online' && (
                          <span className="ml-auto inline-flex shrink-0 items-center gap-1 text-xs text-slate-600">
                            <span className={cn('size-2 rounded-full', STATUS_DOT[service.status])} aria-hidden />
                            {t(STATUS_WORD[service.status])}
                          </span>
                        )}
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </div>
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}
