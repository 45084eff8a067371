import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Plus, Siren } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { useT } from '#client/i18n/use-t.ts';
import type { Incident } from '#shared/status/incidents.js';
import { ActiveIncidentItem, incidentTextsLackingFrench } from './active-incident-item.tsx';
import { LackingFrenchCount } from './french-text.tsx';
import { IncidentOpenForm } from './incident-open-form.tsx';
import { activeIncidentsQuery, deleteIncident, INCIDENT_KEYS, pickableServicesQuery } from './incidents-admin-api.ts';
import { ResolvedIncidents } from './resolved-incidents.tsx';

/** Incidents shown at the top of the dashboard: open one, keep clinics posted, resolve it. */
export function IncidentsWidget() {
  const { t } = useT();
  const active = useQuery(activeIncidentsQuery);
  const services = useQuery(pickableServicesQuery);
  const [opening, setOpening] = useState(false);
  const [deleting, setDeleting] = useState<Incident | null>(null);
  const remove = useAdminMutation({
    mutationFn: deleteIncident,
    texts: { success: t('admin-incidents.widget.deleted'), failure: t('admin-incidents.widget.deleteFailed') },
    invalidates: INCIDENT_KEYS,
    onSuccess: () => setDeleting(null),
  });
  const count = active.data?.total ?? 0;
  // The texts clinics read now (active incidents are published) that French readers see in English only.
  const lackingFrench = (active.data?.items ?? []).reduce((sum, incident) => sum + incidentTextsLackingFrench(incident), 0);

  return (
    <AdminWidget
      title={t('admin-incidents.widget.title')}
      icon={Siren}
      anchor="incidents"
      description={t('admin-incidents.widget.description')}
      actions={
        <>
          {active.data && <Badge tone={count > 0 ? 'danger' : 'success'}>{t('admin-incidents.widget.activeCount', { count })}</Badge>}
          <LackingFrenchCount count={lackingFrench} />
          {!opening && (
            <Button size="sm" onClick={() => setOpening(true)}>
              <Plus className="size-4" aria-hidden />
              {t('admin-incidents.widget.open')}
            </Button>
          )}
        </>
      }
    >
      {opening && <IncidentOpenForm services={services.data ?? []} onDone={() => setOpening(false)} />}
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('admin-incidents.widget.activeHeading')}</h3>
        {active.isPending ? (
          <ListSkeleton rows={2} label={t('admin-incidents.widget.loadingActive')} />
        ) : active.isError ? (
          <ListError error={active.error} fallback={t('admin-incidents.widget.loadActiveFailed')} onRetry={() => void active.refetch()} />
        ) : active.data.items.length === 0 ? (
          <EmptyState icon={CircleCheck}>{t('admin-incidents.widget.noneActive')}</EmptyState>
        ) : (
          <ul aria-label={t('admin-incidents.widget.activeList')} className="grid gap-3">
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
        title={t('admin-incidents.widget.confirmDeleteTitle')}
        description={t('admin-incidents.widget.confirmDeleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('admin-incidents.widget.confirmDelete')}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </AdminWidget>
  );
}
