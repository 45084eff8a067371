import { useState } from 'react';
import { MessageSquarePlus, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatDateTime } from '../ui/format.ts';
import { INCIDENT_STATUS_LABEL, type Incident } from '#shared/status/incidents.js';
import { AdminIncidentTimeline } from './admin-incident-timeline.tsx';
import { IncidentUpdateForm } from './incident-update-form.tsx';
import { Tip } from '#client/components/ui/tooltip.tsx';

const EDGE = { investigating: 'border-l-red-500', identified: 'border-l-amber-500', monitoring: 'border-l-sky-500', resolved: 'border-l-emerald-500' } as const;
const PILL = {
  investigating: 'bg-red-100 text-red-800',
  identified: 'bg-amber-100 text-amber-900',
  monitoring: 'bg-sky-100 text-sky-900',
  resolved: 'bg-emerald-50 text-emerald-800',
} as const;

const IMPACT_PILL = { outage: 'bg-red-50 text-red-800', degraded: 'bg-amber-50 text-amber-900', none: 'bg-slate-100 text-slate-700' } as const;
const IMPACT_WORD = { outage: 'shown offline', degraded: 'shown with issues', none: 'status unchanged' } as const;

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
          <ul aria-label={`Services in ${incident.title}`} className="mt-1.5 flex flex-wrap gap-1.5">
            {incident.services.map((service) => (
              <li key={service.id} className={cn('rounded-md px-1.5 py-0.5 text-xs font-medium', IMPACT_PILL[service.impact ?? 'none'])}>
                {service.name} · {IMPACT_WORD[service.impact ?? 'none']}
              </li>
            ))}
          </ul>
          {incident.whatToDo && (
            <p className="mt-2 rounded-md border border-brand-200 bg-brand-50 px-2 py-1 text-sm text-brand-900">
              <span className="font-semibold">What clinics should do:</span> {incident.whatToDo}
            </p>
          )}
        </div>
        <Tip label="Delete incident">
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-slate-500 hover:text-red-700"
            aria-label={`Delete incident ${incident.title}`}
            onClick={() => onDelete(incident)}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </Tip>
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
