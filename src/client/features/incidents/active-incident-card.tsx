import { useId, useState } from 'react';
import { cn } from '#client/lib/cn.ts';
import type { Incident } from '#shared/status/incidents.js';
import { DisclosureButton } from './disclosure-button.tsx';
import { INCIDENT_TONE, IncidentStatusPill } from './incident-status-pill.tsx';
import { formatAgo, formatWhen } from './incident-time.ts';
import { IncidentTimeline } from './incident-timeline.tsx';

const IMPACT_WORDS = { outage: 'down', degraded: 'having issues' } as const;

/** One ongoing incident: what, where, the latest word on it, and its whole timeline on demand. */
export function ActiveIncidentCard({ incident, now }: { incident: Incident; now: Date }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const timelineId = useId();
  const [latest, ...earlier] = incident.updates;
  return (
    <article
      id={`incident-${incident.id}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn('scroll-mt-4 rounded-2xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm sm:p-5', INCIDENT_TONE[incident.status].edge)}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <IncidentStatusPill status={incident.status} />
        <span className="text-xs text-slate-600">
          Started <time dateTime={incident.createdAt}>{formatWhen(incident.createdAt, now)}</time>
        </span>
      </div>
      <h3 id={titleId} className="mt-2 text-base font-semibold text-slate-900 sm:text-lg">
        {incident.title}
      </h3>
      {incident.services.length > 0 && (
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-medium">Affected: </span>
          {incident.services.map((s) => (s.impact ? `${s.name} (${IMPACT_WORDS[s.impact]})` : s.name)).join(', ')}
        </p>
      )}
      {incident.whatToDo && (
        <p className="mt-3 rounded-xl bg-amber-50 px-3.5 py-3 text-sm leading-6 text-amber-950 ring-1 ring-amber-200">
          <span className="font-semibold">What to do: </span>
          {incident.whatToDo}
        </p>
      )}
      {latest && (
        <div className="mt-3 rounded-xl bg-slate-50 px-3.5 py-3 ring-1 ring-slate-100">
          <p className="text-xs font-medium text-slate-600">
            Latest update · <time dateTime={latest.createdAt}>{formatWhen(latest.createdAt, now)}</time> ({formatAgo(latest.createdAt, now)}) · {latest.by}
          </p>
          <p className="mt-1 text-sm leading-6 whitespace-pre-line text-slate-800">{latest.message}</p>
        </div>
      )}
      {earlier.length > 0 && (
        <div className="mt-3">
          <DisclosureButton open={open} controls={timelineId} onToggle={() => setOpen((v) => !v)}>
            {open ? 'Hide earlier updates' : `Show earlier updates (${earlier.length})`}
          </DisclosureButton>
          {open && (
            <div className="mt-3">
              <IncidentTimeline id={timelineId} updates={earlier} now={now} label={`Earlier updates on ${incident.title}`} />
            </div>
          )}
        </div>
      )}
    </article>
  );
}
