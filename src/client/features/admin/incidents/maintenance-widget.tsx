import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Plus, Wrench } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import type { Maintenance } from '#shared/status/incidents.js';
import { cancelMaintenance, MAINTENANCE_KEYS, maintenanceQuery, pickableServicesQuery } from './incidents-admin-api.ts';
import { MaintenanceForm } from './maintenance-form.tsx';
import { MaintenanceRow } from './maintenance-row.tsx';

/** Planned work: its services show as under maintenance and automatic checks leave them be. */
export function MaintenanceWidget() {
  const windows = useQuery(maintenanceQuery);
  const services = useQuery(pickableServicesQuery);
  const [scheduling, setScheduling] = useState(false);
  const [cancelling, setCancelling] = useState<Maintenance | null>(null);
  const cancel = useAdminMutation({
    mutationFn: cancelMaintenance,
    texts: { success: 'Maintenance cancelled', failure: 'Failed to cancel maintenance' },
    invalidates: MAINTENANCE_KEYS,
    onSuccess: () => setCancelling(null),
  });
  const list = windows.data ?? [];
  const current = list.filter((w) => w.state !== 'past');
  const past = list.filter((w) => w.state === 'past');
  const renderRows = (rows: Maintenance[], label: string) => (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {rows.map((w) => (
        <MaintenanceRow key={w.id} window={w} cancelling={cancel.isPending && cancel.variables?.id === w.id} onCancel={setCancelling} />
      ))}
    </ul>
  );

  return (
    <AdminWidget
      title="Scheduled Maintenance"
      icon={Wrench}
      anchor="maintenance"
      description="Announced on the dashboard; affected services show as under maintenance."
      actions={
        <>
          {windows.data && current.length > 0 && <Badge tone="brand">{current.length} planned</Badge>}
          {!scheduling && (
            <Button size="sm" onClick={() => setScheduling(true)}>
              <Plus className="size-4" aria-hidden />
              Schedule
            </Button>
          )}
        </>
      }
    >
      {scheduling && <MaintenanceForm services={services.data ?? []} onDone={() => setScheduling(false)} />}
      {windows.isPending ? (
        <ListSkeleton rows={2} label="Loading maintenance" />
      ) : windows.isError ? (
        <ListError error={windows.error} fallback="Could not load maintenance" onRetry={() => void windows.refetch()} />
      ) : (
        <>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Upcoming and in progress</h3>
            {current.length === 0 ? (
              <div className="mt-2">
                <EmptyState icon={CalendarClock}>No maintenance planned.</EmptyState>
              </div>
            ) : (
              renderRows(current, 'Upcoming and in-progress maintenance')
            )}
          </div>
          {past.length > 0 && (
            <div className="border-t border-slate-100 pt-4">
              <h3 className="text-sm font-semibold text-slate-900">Ended in the last 30 days</h3>
              {renderRows(past, 'Maintenance that ended in the last 30 days')}
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={cancelling?.state === 'active' ? 'End this maintenance now?' : 'Cancel this maintenance?'}
        description={
          cancelling?.state === 'active'
            ? `“${cancelling.title}” ends now; its services go back to their automatic checks.`
            : `“${cancelling?.title ?? ''}” is removed from the dashboard and the feed.`
        }
        confirmLabel={cancelling?.state === 'active' ? 'End maintenance' : 'Cancel maintenance'}
        pending={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling)}
      />
    </AdminWidget>
  );
}
