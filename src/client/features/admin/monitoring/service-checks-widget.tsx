import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Activity, Plus } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import { MONITORING_TOASTS, type AdminCheck, type AdminCheckEntry } from '#shared/status/monitoring.js';
import { adminChecksQuery, CHECK_QUERY_KEYS, removeCheck, runCheck } from './monitoring-api.ts';
import { CheckFormDialog } from './check-form-dialog.tsx';
import { CheckRow } from './check-row.tsx';

type Monitored = AdminCheckEntry & { check: AdminCheck };

/** Automated checks (docs/product/status-rules.md): each monitored service with its last result, and add / edit / run / remove. */
export function ServiceChecksWidget() {
  const entries = useQuery(adminChecksQuery);
  const [editing, setEditing] = useState<AdminCheckEntry | 'add' | null>(null);
  const [removing, setRemoving] = useState<Monitored | null>(null);
  const run = useAdminMutation({ mutationFn: runCheck, texts: MONITORING_TOASTS.runCheck, invalidates: CHECK_QUERY_KEYS });
  const remove = useAdminMutation({
    mutationFn: removeCheck,
    texts: MONITORING_TOASTS.removeCheck,
    invalidates: CHECK_QUERY_KEYS,
    onSuccess: () => setRemoving(null),
  });

  const all = entries.data ?? [];
  const monitored = all.filter((e): e is Monitored => e.check !== null);
  const unmonitored = all.filter((e) => e.check === null).map((e) => e.service);
  const now = new Date(entries.dataUpdatedAt);

  return (
    <AdminWidget
      title="Automated Checks"
      icon={Activity}
      anchor="checks"
      description="Checks set a service's status by themselves; a manual override still wins."
      actions={
        entries.data && (
          <>
            <Badge tone="brand">{monitored.length} monitored</Badge>
            <Button size="sm" onClick={() => setEditing('add')} disabled={unmonitored.length === 0}>
              <Plus className="size-4" aria-hidden />
              Add check
            </Button>
          </>
        )
      }
    >
      {entries.isPending ? (
        <ListSkeleton rows={3} label="Loading checks" />
      ) : entries.isError ? (
        <ListError error={entries.error} fallback="Could not load checks" onRetry={() => void entries.refetch()} />
      ) : monitored.length === 0 ? (
        <EmptyState icon={Activity}>No automated checks yet. Add one so a service's status keeps itself up to date.</EmptyState>
      ) : (
        <ul aria-label="Monitored services" className="-my-3 divide-y divide-slate-100">
          {monitored.map((entry) => (
            <CheckRow
              key={entry.service.id}
              entry={entry}
              now={now}
              running={run.isPending && run.variables === entry.service.id}
              busy={run.isPending}
              onRun={() => run.mutate(entry.service.id)}
              onEdit={() => setEditing(entry)}
              onRemove={() => setRemoving(entry)}
            />
          ))}
        </ul>
      )}
      {entries.data && unmonitored.length > 0 && (
        <p className="border-t border-slate-100 pt-3 text-sm text-slate-600">
          {unmonitored.length === 1 ? '1 service has no check and keeps' : `${unmonitored.length} services have no check and keep`} the status set by hand.
        </p>
      )}
      <CheckFormDialog
        key={editing === null ? 'closed' : editing === 'add' ? 'add' : editing.service.id}
        editing={editing}
        unmonitored={unmonitored}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove the ${removing?.service.name ?? ''} check?`}
        description="The service keeps its current status, set by hand from now on. Its check history stays."
        confirmLabel="Remove check"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.service.id)}
      />
    </AdminWidget>
  );
}
