import { useState } from 'react';
import { MessageSquarePlus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../ui/format.ts';
import { INCIDENT_STATUS_LABEL, type Incident } from '../../../../shared/incidents.ts';
import { AdminIncidentTimeline } from './admin-incident-timeline.tsx';
import { IncidentUpdateForm } from './incident-update-form.tsx';

const EDGE = { investigating: 'border-l-red-500', identified: 'border-l-amber-500', monitoring: 'border-l-sky-500', resolved: 'border-l-emerald-500' } as const;
const PILL = {
  investigating: 'bg-red-100 text-red-800',
  identified: 'bg-amber-100 text-amber-900',
  monitoring: 'bg-sky-100 text-sky-900',
  resolved: 'bg-emerald-50 text-emerald-800',
} as const;

/** One active incident: its timeline, and a way to post the next update or resolve it. */
export function ActiveIncidentItem({ incident, onDelete }: { incident: Incident; onDelete: (incident: Incident) => void }) {
  const [updating, setUpdating] = useState(false);
  return (
    <li className={cn('rounded-xl border border-l-4 border-slate-200 bg-white p-3.5', EDGE[incident.status])}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', PILL[incident.status])}>{INCIDENT_STATUS_LABEL[incident.status]}</span>
            <span className="text-xs text-slate-600">
              opened <time dateTime={incident.createdAt}>{formatDateTime(incident.createdAt)}</time>
            </span>
          </p>
          <h4 className="mt-1 font-semibold break-words text-slate-900">{incident.title}</h4>
          <p className="mt-0.5 text-xs text-slate-600">{incident.services.map((s) => s.name).join(', ') || 'No services'}</p>
        </div>
        <Button variant="ghost" size="icon" className="size-8 text-slate-500 hover:text-red-700" aria-label={`Delete incident ${incident.title}`} onClick={() => onDelete(incident)}>
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
      <div className="mt-3 border-t border-slate-100 pt-3">
        <AdminIncidentTimeline updates={incident.updates} label={`Updates on ${incident.title}`} />
      </div>
      <div className="mt-3">
        {updating ? (
          <IncidentUpdateForm incident={incident} onDone={() => setUpdating(false)} />
        ) : (
          <Button variant="outline" size="sm" onClick={() => setUpdating(true)}>
            <MessageSquarePlus className="size-4" aria-hidden />
            Post update or resolve
          </Button>
        )}
      </div>
    </li>
  );
}
