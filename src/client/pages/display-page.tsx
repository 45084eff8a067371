import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import { useServices } from '../api/services-api.ts';
import { usePublicIncidents, usePublicMaintenance } from '../features/incidents/incidents-api.ts';
import { useBoardTitle } from '../features/dashboard/board-title.ts';
import { DisplayHeader } from '../features/display/display-header.tsx';
import { DisplayIncidents } from '../features/display/display-incidents.tsx';
import { DisplayAdvice } from '../features/display/display-advice.tsx';
import { DisplayMaintenance, soonMaintenance } from '../features/display/display-maintenance.tsx';
import { useOwnServiceIds } from '../features/clinic-view/clinic-view-api.ts';
import { publicConfig } from '../lib/public-config.ts';
import { adviceLines, overallSummary } from '#shared/status/board-status.js';
import { DisplayTile } from '../features/display/display-tile.tsx';
import { displayLayout } from '../features/display/display-layout.ts';
import { useReconnect } from '../features/display/use-reconnect.ts';
import { useWakeLock } from '../features/display/use-wake-lock.ts';
import { useNow } from '../lib/use-now.ts';
import { cn } from '../lib/cn.ts';
import { useT } from '../i18n/use-t.ts';

/** The pointer hides after this long without moving: nobody works the wall with a mouse. */
const POINTER_IDLE_MS = 3_000;

/**
 * The wall display: every service on one 1920x1080 screen without scrolling, problems first in
 * each group, the overall sentence, active incidents, what to do about each problem, maintenance
 * today and tomorrow, and how fresh it all is; on a clinic's network its own services are marked.
 * Nothing to click; it keeps the screen awake where the browser allows and catches up by itself
 * when the network or the server comes back.
 */
export default function DisplayPage() {
  const { t, locale } = useT();
  const services = useServices();
  const incidents = usePublicIncidents();
  const maintenance = usePublicMaintenance();
  const ownServiceIds = useOwnServiceIds();
  const now = useNow(10_000);
  const wakeLock = useWakeLock();
  const pointerIdle = usePointerIdle();
  const list = services.data;
  useBoardTitle(list);
  const { refetch: refetchServices } = services;
  const { refetch: refetchIncidents } = incidents;
  const { refetch: refetchMaintenance } = maintenance;
  useReconnect(
    useCallback(() => {
      void refetchServices();
      void refetchIncidents();
      void refetchMaintenance();
    }, [refetchServices, refetchIncidents, refetchMaintenance]),
  );
  const advice = list ? adviceLines(overallSummary(list), ownServiceIds, locale) : [];
  const windows = maintenance.data ? soonMaintenance([...maintenance.data.active, ...maintenance.data.upcoming], now) : [];
  const activeIncidents = incidents.data?.active ?? [];

  const layout = displayLayout(list ?? []);
  return (
    <div
      data-wake-lock={wakeLock}
      className={cn(
        'keep-palette flex min-h-dvh flex-col gap-[1.6vh] bg-slate-950 p-[2vh] text-slate-50 md:h-dvh md:overflow-hidden',
        pointerIdle && 'cursor-none',
      )}
    >
      <DisplayHeader services={list} connection={{ updatedAt: services.dataUpdatedAt, lost: services.isError }} now={now} />
      {/* What to do beside the incidents and maintenance: the tiles below keep their height. */}
      <div className="grid shrink-0 gap-[1.6vh] empty:hidden md:grid-flow-col md:auto-cols-fr md:[&:has(>*:nth-child(2))]:grid-cols-[3fr_2fr]">
        <DisplayAdvice lines={advice} />
        {(activeIncidents.length > 0 || windows.length > 0) && (
          <div className="flex min-w-0 flex-col gap-[1.6vh]">
            <DisplayIncidents incidents={activeIncidents} />
            <DisplayMaintenance windows={windows} timeZone={publicConfig().timeZone} now={now} />
          </div>
        )}
      </div>
      {/* A wall screen gets the grid that fits everything; a phone that opens it gets a list. */}
      <main
        className="flex min-h-0 flex-1 flex-col gap-[1.6vh] md:grid md:grid-cols-(--display-columns) md:gap-y-0"
        style={{ '--display-columns': layout.groups.map((group) => `${group.columns}fr`).join(' ') || '1fr' } as CSSProperties}
      >
        {layout.groups.map((group) => (
          <section key={group.type} aria-labelledby={`display-${group.type}`} className="flex min-h-0 min-w-0 flex-col gap-[0.8vh]">
            <h2 id={`display-${group.type}`} className="shrink-0 text-[2vh] font-semibold tracking-wide text-slate-300 uppercase">
              {t(group.title)}
            </h2>
            <ul
              className="flex min-h-0 flex-1 flex-col gap-[0.8vh] max-md:[&>li]:min-h-14 md:grid md:grid-flow-col md:grid-cols-(--group-columns) md:grid-rows-(--group-rows)"
              style={
                { '--group-rows': `repeat(${layout.rows}, minmax(0, 1fr))`, '--group-columns': `repeat(${group.columns}, minmax(0, 1fr))` } as CSSProperties
              }
            >
              {group.services.map((service) => (
                <DisplayTile key={service.id} service={service} own={ownServiceIds.has(service.id)} />
              ))}
            </ul>
          </section>
        ))}
      </main>
    </div>
  );
}

/** True once the pointer has been still for a while over the page; any movement shows it again. */
function usePointerIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer = window.setTimeout(() => setIdle(true), POINTER_IDLE_MS);
    const onMove = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), POINTER_IDLE_MS);
    };
    window.addEventListener('pointermove', onMove);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointermove', onMove);
    };
  }, []);
  return idle;
}
