import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MapPin, SlidersHorizontal } from 'lucide-react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ListError, ListSkeleton } from '../ui/list-states.tsx';
import { formatChanged } from './format-changed.ts';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { ADMIN_TOASTS } from '../../../../shared/admin.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { ServiceStatus } from '../../../../shared/services.ts';
import { SERVICE_TYPE_LABEL } from '../../../../shared/service-admin.ts';
import { adminServicesQuery, groupByType, SERVICE_QUERY_KEYS, setServiceStatus } from './services-admin-api.ts';
import { ServiceSelect } from './service-select.tsx';
import { AffectedServices } from './affected-services.tsx';
import { OVERRIDE_LABEL, StatusButtons } from './status-buttons.tsx';

/** SPEC.md section 4, Manual override: pick a service, then set it online, warning or offline. */
export function StatusOverrideWidget() {
  const services = useQuery(adminServicesQuery);
  const [selectedId, setSelectedId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const selectRef = useRef<HTMLSelectElement>(null);
  const update = useAdminMutation({ mutationFn: setServiceStatus, texts: ADMIN_TOASTS.serviceStatus, invalidates: SERVICE_QUERY_KEYS });

  const list = services.data ?? [];
  const readAt = new Date(services.dataUpdatedAt);
  const selected = list.find((s) => s.id === selectedId);
  const choose = (id: string) => {
    setSelectedId(id);
    if (id) setError(undefined);
  };
  const setStatus = (status: ServiceStatus) => {
    if (!selected) {
      setError(MESSAGES.selectService);
      selectRef.current?.focus();
      return;
    }
    update.mutate({ id: selected.id, status });
  };

  return (
    <AdminWidget
      title="Manual Status Override"
      icon={SlidersHorizontal}
      anchor="status-override"
      description="Set what clinics see for a service during an incident, straight away."
    >
      {services.isPending ? (
        <ListSkeleton rows={2} label="Loading services" />
      ) : services.isError ? (
        <ListError error={services.error} fallback="Could not load services" onRetry={() => void services.refetch()} />
      ) : (
        <>
          <FormField label="Service" error={error} required>
            {(control) => <ServiceSelect ref={selectRef} control={control} groups={groupByType(list)} value={selected ? selectedId : ''} onChange={choose} />}
          </FormField>
          <div aria-live="polite" className="min-h-[3.25rem] rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200 ring-inset">
            {selected ? (
              <>
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-semibold break-words text-slate-900">{selected.name}</p>
                  <StatusBadge status={selected.status} label={OVERRIDE_LABEL[selected.status]} className="shrink-0" />
                </div>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
                  <span>{SERVICE_TYPE_LABEL[selected.type]}</span>
                  {selected.location && (
                    <span className="flex items-center gap-1">
                      <MapPin className="size-3.5 shrink-0" aria-hidden />
                      {selected.location}
                    </span>
                  )}
                  <span>Changed {formatChanged(selected.updatedAt, readAt)}</span>
                </p>
              </>
            ) : (
              <p className="py-1.5 text-slate-600">Choose a service to see its current status.</p>
            )}
          </div>
          <StatusButtons current={selected?.status} pending={update.isPending && update.variables?.id === selected?.id ? update.variables.status : undefined} onChoose={setStatus} />
          <AffectedServices
            services={list}
            selectedId={selectedId}
            onSelect={choose}
            restoringId={update.isPending && update.variables?.status === 'online' ? update.variables.id : undefined}
            onRestore={(service) => update.mutate({ id: service.id, status: 'online' })}
            now={readAt}
          />
        </>
      )}
    </AdminWidget>
  );
}
