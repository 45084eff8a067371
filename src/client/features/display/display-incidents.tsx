import { Siren } from 'lucide-react';
import { INCIDENT_STATUS_LABEL, type Incident } from '#shared/status/incidents.js';

/** Shown on the wall at once; the rest are counted (the dashboard has them all). */
const SHOWN = 2;

/** Active incidents, newest first as the server sends them: status, title and the latest word. */
export function DisplayIncidents({ incidents }: { incidents: Incident[] }) {
  if (incidents.length === 0) return null;
  const more = incidents.length - SHOWN;
  return (
    <section aria-label="Active incidents" className="grid shrink-0 grid-cols-1 gap-[0.8vh]">
      {incidents.slice(0, SHOWN).map((incident) => (
        <article
          key={incident.id}
          className="flex min-w-0 flex-wrap items-center gap-x-[1.4vh] gap-y-1 rounded-[1vh] md:flex-nowrap border-2 border-red-400/70 bg-slate-900 px-[1.6vh] py-[0.8vh] text-white"
        >
          <Siren className="size-[3.2vh] shrink-0 text-red-300" aria-hidden />
          <span className="shrink-0 rounded-full bg-red-200 px-[1.1vh] py-[0.2vh] text-[1.8vh] font-bold text-red-950">
            {INCIDENT_STATUS_LABEL[incident.status]}
          </span>
          <h2 className="min-w-0 text-[2.4vh] font-bold md:shrink-0">{incident.title}</h2>
          {incident.updates[0] && <p className="min-w-0 basis-full truncate text-[2.1vh] text-slate-200 md:basis-auto">{incident.updates[0].message}</p>}
        </article>
      ))}
      {more > 0 && (
        <p className="text-[1.9vh] text-slate-300">
          and {more} more active {more === 1 ? 'incident' : 'incidents'}
        </p>
      )}
    </section>
  );
}
