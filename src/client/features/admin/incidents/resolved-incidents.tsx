import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, History } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { formatDateTime } from '../ui/format.ts';
import { EmptyState, ListError, ListSkeleton } from '../ui/list-states.tsx';
import { Pager } from '../ui/pager.tsx';
import type { Incident } from '#shared/status/incidents.js';
import { AdminIncidentTimeline } from './admin-incident-timeline.tsx';
import { resolvedIncidentsQuery } from './incidents-admin-api.ts';

/** Resolved incidents, most recently resolved first, 5 a page; each opens to its timeline. */
export function ResolvedIncidents({ onDelete }: { onDelete: (incident: Incident) => void }) {
  const [page, setPage] = useState(1);
  const resolved = useQuery(resolvedIncidentsQuery(page));
  return (
    <div className="border-t border-slate-100 pt-4">
      <h3 className="mb-2 text-sm font-semibold text-slate-900">Resolved</h3>
      {resolved.isPending ? (
        <ListSkeleton rows={2} label="Loading resolved incidents" />
      ) : resolved.isError ? (
        <ListError error={resolved.error} fallback="Could not load resolved incidents" onRetry={() => void resolved.refetch()} />
      ) : resolved.data.total === 0 ? (
        <EmptyState icon={History}>No resolved incidents yet.</EmptyState>
      ) : (
        <>
          <ul aria-label="Resolved incidents" className="divide-y divide-slate-100">
            {resolved.data.items.map((incident) => (
              <ResolvedRow key={incident.id} incident={incident} onDelete={onDelete} />
            ))}
          </ul>
          <Pager
            page={resolved.data.page}
            pageSize={resolved.data.pageSize}
            total={resolved.data.total}
            onPageChange={setPage}
            itemsLabel="resolved incidents"
            disabled={resolved.isPlaceholderData}
          />
        </>
      )}
    </div>
  );
}

function ResolvedRow({ incident, onDelete }: { incident: Incident; onDelete: (incident: Incident) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="py-2.5">
      <button type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)} className="flex w-full items-start gap-2 text-left">
        <ChevronDown className={cn('mt-0.5 size-4 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')} aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium break-words text-slate-900">{incident.title}</span>
          <span className="block text-xs text-slate-600">
            Resolved {formatDateTime(incident.resolvedAt)} · {incident.services.map((s) => s.name).join(', ')}
          </span>
        </span>
      </button>
      {open && (
        <div className="mt-2 ml-6 grid gap-2">
          <AdminIncidentTimeline updates={incident.updates} label={`Updates on ${incident.title}`} />
          <button type="button" onClick={() => onDelete(incident)} className="justify-self-start text-xs font-medium text-red-700 hover:underline">
            Delete this incident
          </button>
        </div>
      )}
    </li>
  );
}
