import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { wallTimeZoneHint } from '#client/lib/business-time.ts';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { ADMIN_TOASTS } from '#shared/admin/admin.js';
import { MESSAGES } from '#shared/messages.js';
import { MONITORING_TOASTS } from '#shared/status/monitoring.js';
import type { ServiceStatus } from '#shared/status/services.js';
import { adminServicesQuery, clearServiceOverride, groupByType, SERVICE_QUERY_KEYS, setServiceStatus } from './services-admin-api.ts';
import { ServiceSelect } from './service-select.tsx';
import { AffectedServices } from './affected-services.tsx';
import { OverriddenServices } from './overridden-services.tsx';
import { SelectedServiceSummary } from './selected-service-summary.tsx';
import { localDateTimeValue, untilError, untilFromLocal } from './override-until.ts';
import { StatusButtons } from './status-buttons.tsx';

/**
 * Manual override (docs/product/status-rules.md): pick a service, then set it online, warning or offline,
 * optionally until a set time. On a monitored service the override wins over the
 * check until it is cleared or ends.
 */
export function StatusOverrideWidget() {
  const services = useQuery(adminServicesQuery);
  const [selectedId, setSelectedId] = useState('');
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<{ service?: string; until?: string }>({});
  const selectRef = useRef<HTMLSelectElement>(null);
  const update = useAdminMutation({ mutationFn: setServiceStatus, texts: ADMIN_TOASTS.serviceStatus, invalidates: SERVICE_QUERY_KEYS });
  const clear = useAdminMutation({ mutationFn: clearServiceOverride, texts: MONITORING_TOASTS.clearOverride, invalidates: SERVICE_QUERY_KEYS });

  const list = services.data ?? [];
  const readAt = new Date(services.dataUpdatedAt);
  const selected = list.find((s) => s.id === selectedId);
  const choose = (id: string) => {
    setSelectedId(id);
    if (id) setErrors((e) => ({ ...e, service: undefined }));
  };
  const setStatus = (status: ServiceStatus) => {
    const untilProblem = untilError(until, new Date());
    setErrors({ service: selected ? undefined : MESSAGES.selectService, until: untilProblem });
    if (!selected) {
      selectRef.current?.focus();
      return;
    }
    if (untilProblem) return;
    const end = untilFromLocal(until);
    update.mutate({ id: selected.id, status, until: end === 'invalid' ? null : end });
  };

  return (
    <AdminWidget
      title="Manual Status Override"
      icon={SlidersHorizontal}
      anchor="status-override"
      description="Set what clinics see for a service during an incident, straight away. It wins over automated checks until cleared."
    >
      {services.isPending ? (
        <ListSkeleton rows={2} label="Loading services" />
      ) : services.isError ? (
        <ListError error={services.error} fallback="Could not load services" onRetry={() => void services.refetch()} />
      ) : (
        <>
          <FormField label="Service" error={errors.service} required>
            {(control) => <ServiceSelect ref={selectRef} control={control} groups={groupByType(list)} value={selected ? selectedId : ''} onChange={choose} />}
          </FormField>
          <SelectedServiceSummary service={selected} now={readAt} clearing={clear.isPending} onClear={() => selected && clear.mutate(selected)} />
          <FormField
            label="Ends at"
            optional
            error={errors.until}
            hint={`Empty: until you clear it. When it ends, a monitored service follows its check again; one without a check goes back to Online. ${wallTimeZoneHint(readAt)}`}
          >
            {(control) => (
              <Input {...control} type="datetime-local" min={localDateTimeValue(readAt)} value={until} onChange={(e) => setUntil(e.target.value)} />
            )}
          </FormField>
          <StatusButtons
            current={selected?.status}
            pending={update.isPending && update.variables?.id === selected?.id ? update.variables.status : undefined}
            onChoose={setStatus}
          />
          <OverriddenServices
            services={list}
            selectedId={selectedId}
            onSelect={choose}
            clearingId={clear.isPending ? clear.variables?.id : undefined}
            onClear={(service) => clear.mutate(service)}
            now={readAt}
          />
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
