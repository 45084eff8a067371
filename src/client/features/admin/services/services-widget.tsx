import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { SearchX, ServerCog } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { SearchField } from '../ui/search-field.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { SERVICE_TYPES, type ServiceType } from '#shared/status/services.js';
import { SERVICE_TOASTS, type AdminService } from '#shared/status/service-admin.js';
import { adminServicesQuery, removeService, SERVICE_QUERY_KEYS } from './services-admin-api.ts';
import { ServiceAddForm } from './service-add-form.tsx';
import { ServiceRow } from './service-row.tsx';

const TAB_LABEL: Record<ServiceType, string> = { insurance: 'Insurance', internet: 'Internet', voip: 'VoIP' };

function matches(service: AdminService, needle: string): boolean {
  return !needle || `${service.name} ${service.location ?? ''}`.toLowerCase().includes(needle);
}

/** The provider's list of services on the dashboard, one tab per type: add, rename, retype, relocate, remove. */
export function ServicesWidget() {
  const services = useQuery(adminServicesQuery);
  const [type, setType] = useState<ServiceType>('insurance');
  const [filter, setFilter] = useState('');
  const [confirming, setConfirming] = useState<AdminService | null>(null);
  const remove = useAdminMutation({
    mutationFn: removeService,
    texts: SERVICE_TOASTS.remove,
    invalidates: SERVICE_QUERY_KEYS,
    onSuccess: () => setConfirming(null),
  });

  const all = services.data ?? [];
  const needle = filter.trim().toLowerCase();
  const ofType = (t: ServiceType) => all.filter((s) => s.type === t && matches(s, needle)).sort((a, b) => a.name.localeCompare(b.name));

  return (
    <AdminWidget
      title="Services"
      icon={ServerCog}
      anchor="services"
      description="The insurers, internet and VoIP providers shown on the dashboard."
      actions={services.data && <Badge tone="brand">{all.length} services</Badge>}
      className="lg:col-span-2"
    >
      <ServiceAddForm type={type} onTypeChange={setType} />
      <div className="grid gap-3 border-t border-slate-100 pt-4">
        {services.isPending ? (
          <ListSkeleton rows={4} label="Loading services" />
        ) : services.isError ? (
          <ListError error={services.error} fallback="Could not load services" onRetry={() => void services.refetch()} />
        ) : (
          <Tabs.Root value={type} onValueChange={(value) => setType(value as ServiceType)} className="grid gap-3">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <Tabs.List aria-label="Service types" className="inline-flex w-full rounded-lg bg-slate-100 p-1 sm:w-auto">
                {SERVICE_TYPES.map((t) => (
                  <Tabs.Trigger
                    key={t}
                    value={t}
                    className="flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm sm:flex-none"
                  >
                    {TAB_LABEL[t]}
                    <span className="rounded-full bg-slate-200/80 px-1.5 text-xs text-slate-700 tabular-nums">{ofType(t).length}</span>
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <SearchField label="Filter services" placeholder="Filter by name or location" value={filter} onChange={setFilter} />
            </div>
            {SERVICE_TYPES.map((t) => {
              const shown = ofType(t);
              return (
                <Tabs.Content key={t} value={t} className="focus-visible:outline-none">
                  {shown.length === 0 ? (
                    needle ? (
                      <EmptyState icon={SearchX}>No {TAB_LABEL[t]} services match your filter</EmptyState>
                    ) : (
                      <EmptyState>No {TAB_LABEL[t]} services yet. Add one above.</EmptyState>
                    )
                  ) : (
                    <ul aria-label={`${TAB_LABEL[t]} services`} className="grid gap-x-8 lg:grid-cols-2 [&>li]:border-b [&>li]:border-slate-100">
                      {shown.map((service) => (
                        <ServiceRow key={service.id} service={service} onRemove={setConfirming} />
                      ))}
                    </ul>
                  )}
                </Tabs.Content>
              );
            })}
          </Tabs.Root>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Remove ${confirming?.name ?? ''}?`}
        description="It disappears from every clinic's dashboard at once. Its click history stays in the analytics."
        confirmLabel="Remove service"
        pending={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming)}
      />
    </AdminWidget>
  );
}
