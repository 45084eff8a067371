import { useId, useState } from 'react';
import { useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';
import { ProviderText, useProviderText } from '#client/i18n/provider-text.tsx';
import { RECENT_INCIDENT_DAYS, type Incident } from '#shared/status/incidents.js';
import { DisclosureButton } from './disclosure-button.tsx';
import { formatWhen } from './incident-time.ts';
import { IncidentTimeline } from './incident-timeline.tsx';

/** Resolved incidents of the last 14 days, folded away until someone asks. */
export function PastIncidents({ incidents, now }: { incidents: Incident[]; now: Date }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section aria-labelledby="past-incidents-title" className="rounded-2xl border border-slate-200 bg-white px-4 py-3 sm:px-5">
      <h2 id="past-incidents-title" className="text-sm font-semibold text-slate-900">
        <DisclosureButton open={open} controls={listId} onToggle={() => setOpen((v) => !v)} className="text-slate-900 hover:text-slate-900">
          {t('incidents.past.heading', { days: RECENT_INCIDENT_DAYS })}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{incidents.length}</span>
        </DisclosureButton>
      </h2>
      {open && (
        <ul id={listId} className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
          {incidents.map((incident) => (
            <PastIncident key={incident.id} incident={incident} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PastIncident({ incident, now }: { incident: Incident; now: Date }) {
  const { t, locale } = useT();
  const title = useProviderText(incident.title, incident.titleFr);
  return (
    <li className="py-4">
      <h3 className="font-semibold text-slate-900">
        <ProviderText en={incident.title} fr={incident.titleFr} />
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">
        <T
          id="incidents.past.resolved"
          values={{ when: incident.resolvedAt ? formatWhen(incident.resolvedAt, now, locale) : '' }}
          components={{ 0: <time dateTime={incident.resolvedAt ?? undefined} /> }}
        />
        {incident.services.length > 0 && <> · {incident.services.map((s) => s.name).join(', ')}</>}
      </p>
      <div className="mt-3">
        <IncidentTimeline updates={incident.updates} now={now} label={t('incidents.past.updatesLabel', { title: title.text })} />
      </div>
    </li>
  );
}
