import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { SearchX, ServerCog, Upload } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { SearchField } from '../ui/search-field.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { msg, useT } from '#client/i18n/use-t.ts';
import { SERVICE_TYPES, type ServiceType } from '#shared/status/services.js';
import type { AdminService } from '#shared/status/service-admin.js';
import { LackingFrenchCount } from '../incidents/french-text.tsx';
import { adminServicesQuery, removeService, SERVICE_QUERY_KEYS } from './services-admin-api.ts';
import { ServiceAddForm } from './service-add-form.tsx';
import { ServiceImportDialog } from './service-import-dialog.tsx';
import { ServiceRow, guidanceLackingFrench } from './service-row.tsx';

const TAB_LABEL: Record<ServiceType, string> = {
  insurance: msg('admin-services.type.insuranceTab'),
  internet: msg('admin-services.type.internetTab'),
  voip: msg('admin-services.type.voipTab'),
};

function matches(service: AdminService, needle: string): boolean {
  return !needle || `${service.name} ${service.location ?? ''}`.toLowerCase().includes(needle);
}

/** The provider's list of services on the dashboard, one tab per type: add, rename, retype, relocate, remove. */
export function ServicesWidget() {
  const { t } = useT();
  const services = useQuery(adminServicesQuery);
  const [type, setType] = useState<ServiceType>('insurance');
  const [filter, setFilter] = useState('');
  const [confirming, setConfirming] = useState<AdminService | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useAdminMutation({
    mutationFn: removeService,
    texts: { success: t('admin-services.toast.removed'), failure: t('admin-services.toast.removeFailed') },
    invalidates: SERVICE_QUERY_KEYS,
    onSuccess: () => setConfirming(null),
  });

  const all = services.data ?? [];
  const needle = filter.trim().toLowerCase();
  const ofType = (type: ServiceType) => all.filter((s) => s.type === type && matches(s, needle)).sort((a, b) => a.name.localeCompare(b.name));
  // Advice shows on the cards whenever a service has problems: each text without its French counts.
  const lackingFrench = all.reduce((sum, service) => sum + guidanceLackingFrench(service), 0);

  return (
    <AdminWidget
      title={t('admin-services.widget.title')}
      icon={ServerCog}
      anchor="services"
      description={t('admin-services.widget.description')}
      actions={
        services.data && (
          <>
            <Badge tone="brand">{t('admin-services.widget.count', { count: all.length })}</Badge>
            <LackingFrenchCount count={lackingFrench} />
            <Button variant="outline" size="sm" icon={Upload} onClick={() => setImporting(true)}>
              {t('admin-services.import.open')}
            </Button>
          </>
        )
      }
      className="lg:col-span-2"
    >
      <ServiceAddForm type={type} onTypeChange={setType} />
      <div className="grid gap-3 border-t border-slate-100 pt-4">
        {services.isPending ? (
          <ListSkeleton rows={4} label={t('admin-services.widget.loading')} />
        ) : services.isError ? (
          <ListError error={services.error} fallback={t('admin-services.widget.loadFailed')} onRetry={() => void services.refetch()} />
        ) : (
          <Tabs.Root value={type} onValueChange={(value) => setType(value as ServiceType)} className="grid gap-3">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <Tabs.List aria-label={t('admin-services.widget.types')} className="inline-flex w-full rounded-lg bg-slate-100 p-1 sm:w-auto">
                {SERVICE_TYPES.map((type) => (
                  <Tabs.Trigger
                    key={type}
                    value={type}
                    className="flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm sm:flex-none"
                  >
                    {t(TAB_LABEL[type])}
                    <span className="rounded-full bg-slate-200/80 px-1.5 text-xs text-slate-700 tabular-nums">{ofType(type).length}</span>
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <SearchField
                label={t('admin-services.widget.filter')}
                placeholder={t('admin-services.widget.filterPlaceholder')}
                value={filter}
                onChange={setFilter}
              />
            </div>
            {SERVICE_TYPES.map((type) => {
              const shown = ofType(type);
              return (
                <Tabs.Content key={type} value={type} className="focus-visible:outline-none">
                  {shown.length === 0 ? (
                    needle ? (
                      <EmptyState icon={SearchX}>{t('admin-services.widget.noMatch', { type: t(TAB_LABEL[type]) })}</EmptyState>
                    ) : (
                      <EmptyState>{t('admin-services.widget.noneOfType', { type: t(TAB_LABEL[type]) })}</EmptyState>
                    )
                  ) : (
                    <ul
                      aria-label={t('admin-services.widget.listOfType', { type: t(TAB_LABEL[type]) })}
                      className="grid gap-x-8 lg:grid-cols-2 [&>li]:border-b [&>li]:border-slate-100"
                    >
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
      <ServiceImportDialog open={importing} onClose={() => setImporting(false)} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('admin-services.widget.confirmRemoveTitle', { name: confirming?.name ?? '' })}
        description={t('admin-services.widget.confirmRemoveText')}
        confirmLabel={t('admin-services.widget.confirmRemove')}
        pending={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming)}
      />
    </AdminWidget>
  );
}
