import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Plus, Siren } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import type { Incident } from '#shared/status/incidents.js';
import { ActiveIncidentItem } from './active-incident-item.tsx';
import { IncidentOpenForm } from './incident-open-form.tsx';
import { activeIncidentsQuery, deleteIncident, INCIDENT_KEYS, pickableServicesQuery } from './incidents-admin-api.ts';
import { ResolvedIncidents } from './resolved-incidents.tsx';

/** Incidents shown at the top of the dashboard: open one, keep clinics posted, resolve it. */
export function IncidentsWidget() {
  const active = useQuery(activeIncidentsQuery);
  const services = useQuery(pickableServicesQuery);
  const [opening, setOpening] = useState(false);
  const [deleting, setDeleting] = useState<Incident | null>(null);
  const remove = useAdminMutation({
    mutationFn: deleteIncident,
    texts: { success: 'Incident deleted', failure: 'Failed to delete incident' },
    invalidates: INCIDENT_KEYS,
    onSuccess: () => setDeleting(null),
  });
  const count = active.data?.total ?? 0;

  return (
    <AdminWidget
      title="Incidents"
      icon={Siren}
      anchor="incidents"
      description="Shown at the top of the dashboard and in the status feed."
      actions={
        <>
          {active.data && <Badge tone={count > 0 ? 'danger' : 'success'}>{count > 0 ? `${count} active` : 'None active'}</Badge>}
          {!opening && (
            <Button size="sm" onClick={() => setOpening(true)}>
              <Plus className="size-4" aria-hidden />
              Open incident
            </Button>
          )}
        </>
      }
    >
      {opening && <IncidentOpenForm services={services.data ?? []} onDone={() => setOpening(false)} />}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Active</h3>
        {active.isPending ? (
          <ListSkeleton rows={2} label="Loading active incidents" />
        ) : active.isError ? (
          <ListError error={active.error} fallback="Could not load incidents" onRetry={() => void active.refetch()} />
        ) : active.data.items.length === 0 ? (
          <EmptyState icon={CircleCheck}>No active incidents. Open one when clinics need to know about a problem.</EmptyState>
        ) : (
          <ul aria-label="Active incidents" className="grid gap-3">
            {active.data.items.map((incident) => (
              <ActiveIncidentItem key={incident.id} incident={incident} onDelete={setDeleting} />
            ))}
          </ul>
        )}
      </div>
      <ResolvedIncidents onDelete={setDeleting} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this incident?"
        description={`“${deleting?.title ?? ''}” and all its updates disappear from the dashboard and the feed. Delete only an incident opened by mistake; resolve real ones instead.`}
        confirmLabel="Delete incident"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </AdminWidget>
  );
}
