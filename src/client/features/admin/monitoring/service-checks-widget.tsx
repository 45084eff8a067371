import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Activity, Plus } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { AdminWidget } from '../ui/admin-widget.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { useAdminMutation } from '../ui/use-admin-mutation.ts';
import type { AdminCheck, AdminCheckEntry } from '#shared/status/monitoring.js';
import { useT } from '#client/i18n/use-t.ts';
import { adminChecksQuery, CHECK_QUERY_KEYS, removeCheck, runCheck } from './monitoring-api.ts';
import { CheckFormDialog } from './check-form-dialog.tsx';
import { CheckRow } from './check-row.tsx';
import { MONITORING_TOAST_IDS, toastTexts } from './monitoring-labels.ts';

type Monitored = AdminCheckEntry & { check: AdminCheck };

/** Automated checks (docs/product/status-rules.md): each monitored service with its last result, and add / edit / run / remove. */
export function ServiceChecksWidget() {
  const { t } = useT();
  const entries = useQuery(adminChecksQuery);
  const [editing, setEditing] = useState<AdminCheckEntry | 'add' | null>(null);
  const [removing, setRemoving] = useState<Monitored | null>(null);
  const run = useAdminMutation({ mutationFn: runCheck, texts: toastTexts(MONITORING_TOAST_IDS.runCheck, t), invalidates: CHECK_QUERY_KEYS });
  const remove = useAdminMutation({
    mutationFn: removeCheck,
    texts: toastTexts(MONITORING_TOAST_IDS.removeCheck, t),
    invalidates: CHECK_QUERY_KEYS,
    onSuccess: () => setRemoving(null),
  });

  const all = entries.data ?? [];
  const monitored = all.filter((e): e is Monitored => e.check !== null);
  const unmonitored = all.filter((e) => e.check === null).map((e) => e.service);
  const now = new Date(entries.dataUpdatedAt);

  return (
    <AdminWidget
      title={t('admin-monitoring.checks.title')}
      icon={Activity}
      anchor="checks"
      description={t('admin-monitoring.checks.description')}
      actions={
        entries.data && (
          <>
            <Badge tone="brand">{t('admin-monitoring.checks.monitoredCount', { count: monitored.length })}</Badge>
            <Button size="sm" onClick={() => setEditing('add')} disabled={unmonitored.length === 0}>
              <Plus className="size-4" aria-hidden />
              {t('admin-monitoring.checks.add')}
            </Button>
          </>
        )
      }
    >
      {entries.isPending ? (
        <ListSkeleton rows={3} label={t('admin-monitoring.checks.loading')} />
      ) : entries.isError ? (
        <ListError error={entries.error} fallback={t('admin-monitoring.checks.loadFailed')} onRetry={() => void entries.refetch()} />
      ) : monitored.length === 0 ? (
        <EmptyState icon={Activity}>{t('admin-monitoring.checks.empty')}</EmptyState>
      ) : (
        <ul aria-label={t('admin-monitoring.checks.list')} className="-my-3 divide-y divide-slate-100">
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
        <p className="border-t border-slate-100 pt-3 text-sm text-slate-600">{t('admin-monitoring.checks.unmonitored', { count: unmonitored.length })}</p>
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
        title={t('admin-monitoring.checks.removeTitle', { name: removing?.service.name ?? '' })}
        description={t('admin-monitoring.checks.removeDescription')}
        confirmLabel={t('admin-monitoring.check.remove')}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.service.id)}
      />
    </AdminWidget>
  );
}
