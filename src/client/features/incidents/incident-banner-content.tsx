import { Siren } from 'lucide-react';
import type { Incident, Maintenance } from '#shared/status/incidents.js';
import { useT } from '#client/i18n/use-t.ts';
import { ActiveIncidentCard } from './active-incident-card.tsx';
import { MaintenanceNotice } from './maintenance-notice.tsx';
import { PastIncidents } from './past-incidents.tsx';

export interface IncidentBannerContentProps {
  active: Incident[];
  recent: Incident[];
  maintenance: Maintenance[];
  now: Date;
}

/** Ongoing incidents first and prominent, then planned maintenance, then a folded list of what was resolved lately. */
export default function IncidentBannerContent({ active, recent, maintenance, now }: IncidentBannerContentProps) {
  const { t } = useT();
  return (
    <div className="space-y-4">
      {active.length > 0 && (
        <section aria-labelledby="active-incidents-title" className="space-y-3">
          <h2 id="active-incidents-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Siren className="size-5 text-red-600" aria-hidden />
            {t('incidents.ongoing.heading', { count: active.length })}
          </h2>
          <ul className="space-y-3">
            {active.map((incident) => (
              <li key={incident.id}>
                <ActiveIncidentCard incident={incident} now={now} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {maintenance.length > 0 && <MaintenanceNotice windows={maintenance} now={now} />}
      {recent.length > 0 && <PastIncidents incidents={recent} now={now} />}
    </div>
  );
}
