import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { wallTimeZoneHint } from '#client/lib/business-time.ts';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { useT } from '#client/i18n/use-t.ts';
import { MESSAGES } from '#shared/messages.js';
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
  const words = useT();
  const { t } = words;
  const services = useQuery(adminServicesQuery);
  const [selectedId, setSelectedId] = useState('');
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<{ service?: string; until?: string }>({});
  const selectRef = useRef<HTMLSelectElement>(null);
  const update = useAdminMutation({
    mutationFn: setServiceStatus,
    texts: { success: t('admin-services.toast.statusUpdated'), failure: t('admin-services.toast.statusFailed') },
    invalidates: SERVICE_QUERY_KEYS,
  });
  const clear = useAdminMutation({
    mutationFn: clearServiceOverride,
    texts: { success: t('admin-services.toast.overrideCleared'), failure: t('admin-services.toast.overrideClearFailed') },
    invalidates: SERVICE_QUERY_KEYS,
  });

  const list = services.data ?? [];
  const readAt = new Date(services.dataUpdatedAt);
  const selected = list.find((s) => s.id === selectedId);
  const choose = (id: string) => {
    setSelectedId(id);
    if (id) setErrors((e) => ({ ...e, service: undefined }));
  };
  const setStatus = (status: ServiceStatus) => {
    const untilProblem = untilError(until, new Date(), words);
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
      title={t('admin-services.override.title')}
      icon={SlidersHorizontal}
      anchor="status-override"
      description={t('admin-services.override.description')}
    >
      {services.isPending ? (
        <ListSkeleton rows={2} label={t('admin-services.widget.loading')} />
      ) : services.isError ? (
        <ListError error={services.error} fallback={t('admin-services.widget.loadFailed')} onRetry={() => void services.refetch()} />
      ) : (
        <>
          <FormField label={t('admin-services.override.service')} error={errors.service} required>
            {(control) => <ServiceSelect ref={selectRef} control={control} groups={groupByType(list)} value={selected ? selectedId : ''} onChange={choose} />}
          </FormField>
          <SelectedServiceSummary service={selected} now={readAt} clearing={clear.isPending} onClear={() => selected && clear.mutate(selected)} />
          <FormField
            label={t('admin-services.override.endsAt')}
            optional
            error={errors.until}
            hint={t('admin-services.override.endsAtHint', { zoneHint: wallTimeZoneHint(readAt, words) })}
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
