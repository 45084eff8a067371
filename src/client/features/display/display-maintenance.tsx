import { Wrench } from 'lucide-react';
import { compactMaintenanceWindow } from '#shared/maintenance-window-words.js';
import type { Maintenance } from '#shared/status/incidents.js';
import { useT } from '#client/i18n/use-t.ts';
import { ProviderText } from '#client/i18n/provider-text.tsx';

/** Windows shown at once, soonest first; a wall has no room for the whole fortnight. */
const SHOWN = 3;
/** Only what a front desk plans today and tomorrow around. */
const AHEAD_MS = 48 * 60 * 60 * 1000;

/** The windows worth a place on the wall: under way, or starting within two days; soonest first. */
export function soonMaintenance(windows: readonly Maintenance[], now: Date): Maintenance[] {
  return windows
    .filter((w) => Date.parse(w.endsAt) > now.getTime() && Date.parse(w.startsAt) - now.getTime() <= AHEAD_MS)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .slice(0, SHOWN);
}

/** Maintenance under way or starting soon (see soonMaintenance): "Tonight 6 to 10 p.m.: Manulife maintenance". */
export function DisplayMaintenance({ windows, timeZone, now }: { windows: Maintenance[]; timeZone: string; now: Date }) {
  const words = useT();
  if (windows.length === 0) return null;
  return (
    <section
      aria-label={words.t('display.maintenance.label')}
      className="flex shrink-0 flex-wrap gap-x-[3vh] gap-y-[0.5vh] rounded-[1.2vh] border-2 border-sky-700 bg-sky-950 px-[2vh] py-[0.8vh]"
    >
      {windows.map((window) => (
        <p key={window.id} className="flex min-w-0 items-center gap-[1vh] text-[2.4vh] leading-tight text-sky-50">
          <Wrench className="size-[2.6vh] shrink-0 text-sky-300" aria-hidden />
          <span className="font-bold">{words.t('display.maintenance.when', { when: compactMaintenanceWindow(window, { timeZone, now, words }) })}</span>{' '}
          <ProviderText en={window.title} fr={window.titleFr} className="min-w-0 truncate" />
        </p>
      ))}
    </section>
  );
}
