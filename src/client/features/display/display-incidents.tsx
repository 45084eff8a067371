import { Siren } from 'lucide-react';
import type { Incident } from '#shared/status/incidents.js';
import { useT } from '#client/i18n/use-t.ts';
import { INCIDENT_STATUS_ID } from '#client/components/board-words.ts';
import { ProviderText } from '#client/i18n/provider-text.tsx';

/** Shown on the wall at once; the rest are counted (the dashboard has them all). */
const SHOWN = 2;

/** Active incidents, newest first as the server sends them: status, title and the latest word. */
export function DisplayIncidents({ incidents }: { incidents: Incident[] }) {
  const { t } = useT();
  if (incidents.length === 0) return null;
  const more = incidents.length - SHOWN;
  return (
    <section aria-label={t('display.incidents.label')} className="grid shrink-0 grid-cols-1 gap-[0.8vh]">
      {incidents.slice(0, SHOWN).map((incident) => (
        <article
          key={incident.id}
          className="flex min-w-0 flex-wrap items-center gap-x-[1.4vh] gap-y-1 rounded-[1vh] md:flex-nowrap border-2 border-red-400/70 bg-slate-900 px-[1.6vh] py-[0.8vh] text-white"
        >
          <Siren className="size-[3.2vh] shrink-0 text-red-300" aria-hidden />
          <span className="shrink-0 rounded-full bg-red-200 px-[1.1vh] py-[0.2vh] text-[1.8vh] font-bold text-red-950">
            {t(INCIDENT_STATUS_ID[incident.status])}
          </span>
          <h2 className="min-w-0 text-[2.4vh] font-bold md:shrink-0">
            <ProviderText en={incident.title} fr={incident.titleFr} />
          </h2>
          {incident.updates[0] && (
            <p className="min-w-0 basis-full truncate text-[2.1vh] text-slate-200 md:basis-auto">
              <ProviderText en={incident.updates[0].message} fr={incident.updates[0].messageFr} />
            </p>
          )}
        </article>
      ))}
      {more > 0 && <p className="text-[1.9vh] text-slate-300">{t('display.incidents.more', { count: more })}</p>}
    </section>
  );
}
