import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, History } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';
import { formatDateTime } from '../ui/format.ts';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { Pager } from '../ui/pager.tsx';
import type { Incident } from '#shared/status/incidents.js';
import { AdminIncidentTimeline } from './admin-incident-timeline.tsx';
import { resolvedIncidentsQuery } from './incidents-admin-api.ts';

/** Resolved incidents, most recently resolved first, 5 a page; each opens to its timeline. */
export function ResolvedIncidents({ onDelete }: { onDelete: (incident: Incident) => void }) {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const resolved = useQuery(resolvedIncidentsQuery(page));
  return (
    <div className="border-t border-slate-100 pt-4">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('admin-incidents.resolved.heading')}</h3>
      {resolved.isPending ? (
        <ListSkeleton rows={2} label={t('admin-incidents.resolved.loading')} />
      ) : resolved.isError ? (
        <ListError error={resolved.error} fallback={t('admin-incidents.resolved.loadFailed')} onRetry={() => void resolved.refetch()} />
      ) : resolved.data.total === 0 ? (
        <EmptyState icon={History}>{t('admin-incidents.resolved.none')}</EmptyState>
      ) : (
        <>
          <ul aria-label={t('admin-incidents.resolved.list')} className="divide-y divide-slate-100">
            {resolved.data.items.map((incident) => (
              <ResolvedRow key={incident.id} incident={incident} onDelete={onDelete} />
            ))}
          </ul>
          <Pager
            page={resolved.data.page}
            pageSize={resolved.data.pageSize}
            total={resolved.data.total}
            onPageChange={setPage}
            itemsLabel={t('admin-incidents.resolved.items')}
            disabled={resolved.isPlaceholderData}
          />
        </>
      )}
    </div>
  );
}

function ResolvedRow({ incident, onDelete }: { incident: Incident; onDelete: (incident: Incident) => void }) {
  const { t, locale } = useT();
  const [open, setOpen] = useState(false);
  return (
    <li className="py-2.5">
      <button type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)} className="flex w-full items-start gap-2 text-left">
        <ChevronDown className={cn('mt-0.5 size-4 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')} aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium break-words text-slate-900">{incident.title}</span>
          <span className="block text-xs text-slate-600">
            {t('admin-incidents.resolved.when', { when: formatDateTime(incident.resolvedAt, locale) })} · {incident.services.map((s) => s.name).join(', ')}
          </span>
        </span>
      </button>
      {open && (
        <div className="mt-2 ml-6 grid gap-2">
          <AdminIncidentTimeline
            incidentId={incident.id}
            updates={incident.updates}
            label={t('admin-incidents.item.updatesLabel', { title: incident.title })}
          />
          <button type="button" onClick={() => onDelete(incident)} className="justify-self-start text-xs font-medium text-red-700 hover:underline">
            {t('admin-incidents.resolved.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
