import { useId, useState } from 'react';
import type { Incident } from '#shared/status/incidents.js';
import { DisclosureButton } from './disclosure-button.tsx';
import { formatWhen } from './incident-time.ts';
import { IncidentTimeline } from './incident-timeline.tsx';

/** Resolved incidents of the last 14 days, folded away until someone asks. */
export function PastIncidents({ incidents, now }: { incidents: Incident[]; now: Date }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section aria-labelledby="past-incidents-title" className="rounded-2xl border border-slate-200 bg-white px-4 py-3 sm:px-5">
      <h2 id="past-incidents-title" className="text-sm font-semibold text-slate-900">
        <DisclosureButton open={open} controls={listId} onToggle={() => setOpen((v) => !v)} className="text-slate-900 hover:text-slate-900">
          Past incidents (last 14 days)
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{incidents.length}</span>
        </DisclosureButton>
      </h2>
      {open && (
        <ul id={listId} className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
          {incidents.map((incident) => (
            <li key={incident.id} className="py-4">
              <h3 className="font-semibold text-slate-900">{incident.title}</h3>
              <p className="mt-0.5 text-sm text-slate-600">
                Resolved <time dateTime={incident.resolvedAt ?? undefined}>{incident.resolvedAt ? formatWhen(incident.resolvedAt, now) : ''}</time>
                {incident.services.length > 0 && <> · {incident.services.map((s) => s.name).join(', ')}</>}
              </p>
              <div className="mt-3">
                <IncidentTimeline updates={incident.updates} now={now} label={`Updates on ${incident.title}`} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
