import { useId, useState } from 'react';
import { cn } from '#client/lib/cn.ts';
import { msg, useT } from '#client/i18n/use-t.ts';
import { T } from '#client/i18n/t.tsx';
import { ProviderText, useProviderText } from '#client/i18n/provider-text.tsx';
import type { Incident } from '#shared/status/incidents.js';
import { DisclosureButton } from './disclosure-button.tsx';
import { INCIDENT_TONE, IncidentStatusPill } from './incident-status-pill.tsx';
import { formatAgo, formatWhen } from './incident-time.ts';
import { IncidentTimeline } from './incident-timeline.tsx';

/** A service and what the incident does to it: "Manulife (down)". */
const IMPACT_IDS = { outage: msg('incidents.card.serviceDown'), degraded: msg('incidents.card.serviceIssues') } as const;

/** One ongoing incident: what, where, the latest word on it, and its whole timeline on demand. */
export function ActiveIncidentCard({ incident, now }: { incident: Incident; now: Date }) {
  const { t, locale } = useT();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const timelineId = useId();
  const title = useProviderText(incident.title, incident.titleFr);
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
          <T
            id="incidents.card.started"
            values={{ when: formatWhen(incident.createdAt, now, locale) }}
            components={{ 0: <time dateTime={incident.createdAt} /> }}
          />
        </span>
      </div>
      <h3 id={titleId} className="mt-2 text-base font-semibold text-slate-900 sm:text-lg">
        <ProviderText en={incident.title} fr={incident.titleFr} />
      </h3>
      {incident.services.length > 0 && (
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-medium">{t('incidents.card.affected')} </span>
          {incident.services.map((s) => (s.impact ? t(IMPACT_IDS[s.impact], { name: s.name }) : s.name)).join(', ')}
        </p>
      )}
      {incident.whatToDo && (
        <p className="mt-3 rounded-xl bg-amber-50 px-3.5 py-3 text-sm leading-6 text-amber-950 ring-1 ring-amber-200">
          <span className="font-semibold">{t('incidents.card.whatToDo')} </span>
          <ProviderText en={incident.whatToDo} fr={incident.whatToDoFr} />
        </p>
      )}
      {latest && (
        <div className="mt-3 rounded-xl bg-slate-50 px-3.5 py-3 ring-1 ring-slate-100">
          <p className="text-xs font-medium text-slate-600">
            <T
              id="incidents.card.latest"
              values={{ when: formatWhen(latest.createdAt, now, locale), ago: formatAgo(latest.createdAt, now, t), by: latest.by }}
              components={{ 0: <time dateTime={latest.createdAt} /> }}
            />
          </p>
          <ProviderText as="p" en={latest.message} fr={latest.messageFr} className="mt-1 text-sm leading-6 whitespace-pre-line text-slate-800" />
        </div>
      )}
      {earlier.length > 0 && (
        <div className="mt-3">
          <DisclosureButton open={open} controls={timelineId} onToggle={() => setOpen((v) => !v)}>
            {open ? t('incidents.card.hideEarlier') : t('incidents.card.showEarlier', { count: earlier.length })}
          </DisclosureButton>
          {open && (
            <div className="mt-3">
              <IncidentTimeline id={timelineId} updates={earlier} now={now} label={t('incidents.card.earlierLabel', { title: title.text })} />
            </div>
          )}
        </div>
      )}
    </article>
  );
}
