import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Plus, Wrench } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { useT } from '#client/i18n/use-t.ts';
import { PAST_MAINTENANCE_DAYS, type Maintenance } from '#shared/status/incidents.js';
import { LackingFrenchCount, countLackingFrench } from './french-text.tsx';
import { cancelMaintenance, MAINTENANCE_KEYS, maintenanceQuery, pickableServicesQuery } from './incidents-admin-api.ts';
import { MaintenanceForm } from './maintenance-form.tsx';
import { MaintenanceRow } from './maintenance-row.tsx';

/** Planned work: its services show as under maintenance and automatic checks leave them be. */
export function MaintenanceWidget() {
  const { t } = useT();
  const windows = useQuery(maintenanceQuery);
  const services = useQuery(pickableServicesQuery);
  const [scheduling, setScheduling] = useState(false);
  const [cancelling, setCancelling] = useState<Maintenance | null>(null);
  const cancel = useAdminMutation({
    mutationFn: cancelMaintenance,
    texts: { success: t('admin-incidents.maintenance.cancelled'), failure: t('admin-incidents.maintenance.cancelFailed') },
    invalidates: MAINTENANCE_KEYS,
    onSuccess: () => setCancelling(null),
  });
  const list = windows.data ?? [];
  const current = list.filter((w) => w.state !== 'past');
  const past = list.filter((w) => w.state === 'past');
  // Upcoming and in-progress windows are announced on the dashboard: their texts without French.
  const lackingFrench = countLackingFrench(
    current.flatMap((w) => [
      [w.title, w.titleFr],
      [w.description, w.descriptionFr],
    ]),
  );
  const renderRows = (rows: Maintenance[], label: string) => (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {rows.map((w) => (
        <MaintenanceRow key={w.id} window={w} cancelling={cancel.isPending && cancel.variables?.id === w.id} onCancel={setCancelling} />
      ))}
    </ul>
  );

  return (
    <AdminWidget
      title={t('admin-incidents.maintenance.title')}
      icon={Wrench}
      anchor="maintenance"
      description={t('admin-incidents.maintenance.description')}
      actions={
        <>
          {windows.data && current.length > 0 && <Badge tone="brand">{t('admin-incidents.maintenance.planned', { count: current.length })}</Badge>}
          <LackingFrenchCount count={lackingFrench} />
          {!scheduling && (
            <Button size="sm" onClick={() => setScheduling(true)}>
              <Plus className="size-4" aria-hidden />
              {t('admin-incidents.maintenance.schedule')}
            </Button>
          )}
        </>
      }
    >
      {scheduling && <MaintenanceForm services={services.data ?? []} onDone={() => setScheduling(false)} />}
      {windows.isPending ? (
        <ListSkeleton rows={2} label={t('admin-incidents.maintenance.loading')} />
      ) : windows.isError ? (
        <ListError error={windows.error} fallback={t('admin-incidents.maintenance.loadFailed')} onRetry={() => void windows.refetch()} />
      ) : (
        <>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{t('admin-incidents.maintenance.currentHeading')}</h3>
            {current.length === 0 ? (
              <div className="mt-2">
                <EmptyState icon={CalendarClock}>{t('admin-incidents.maintenance.none')}</EmptyState>
              </div>
            ) : (
              renderRows(current, t('admin-incidents.maintenance.currentList'))
            )}
          </div>
          {past.length > 0 && (
            <div className="border-t border-slate-100 pt-4">
              <h3 className="text-sm font-semibold text-slate-900">{t('admin-incidents.maintenance.pastHeading', { days: PAST_MAINTENANCE_DAYS })}</h3>
              {renderRows(past, t('admin-incidents.maintenance.pastList', { days: PAST_MAINTENANCE_DAYS }))}
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={cancelling?.state === 'active' ? t('admin-incidents.maintenance.confirmEndTitle') : t('admin-incidents.maintenance.confirmCancelTitle')}
        description={
          cancelling?.state === 'active'
            ? t('admin-incidents.maintenance.confirmEndText', { title: cancelling.title })
            : t('admin-incidents.maintenance.confirmCancelText', { title: cancelling?.title ?? '' })
        }
        confirmLabel={cancelling?.state === 'active' ? t('admin-incidents.maintenance.confirmEnd') : t('admin-incidents.maintenance.confirmCancel')}
        pending={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling)}
      />
    </AdminWidget>
  );
}
