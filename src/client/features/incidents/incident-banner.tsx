import type { QueryClient } from '@tanstack/react-query';
import { preloadable } from '#client/lib/preloadable.tsx';
import type { PublicIncidents, PublicMaintenance } from '#shared/status/incidents.js';
import { publicIncidentsQuery, publicMaintenanceQuery, usePublicIncidents, usePublicMaintenance } from './incidents-api.ts';

// Most of the time there is nothing to show: the cards' code is fetched only when there is.
const content = preloadable(() => import('./incident-banner-content.tsx'), null);

/**
 * When the page arrives with incidents or maintenance to show (its first screen), the app waits
 * for the cards' code before its first render, so they are painted with everything else rather
 * than pushing the board down a moment later (layout shift).
 */
export async function prepareIncidentBanner(queryClient: QueryClient): Promise<void> {
  const incidents = queryClient.getQueryData<PublicIncidents>(publicIncidentsQuery.queryKey);
  const maintenance = queryClient.getQueryData<PublicMaintenance>(publicMaintenanceQuery.queryKey);
  const anything =
    (incidents?.active.length ?? 0) + (incidents?.recent.length ?? 0) + (maintenance?.active.length ?? 0) + (maintenance?.upcoming.length ?? 0) > 0;
  if (!anything) return;
  try {
    await content.preload();
  } catch {
    // The lazy path below tries again when it renders.
  }
}

/**
 * The top of the dashboard: ongoing incidents, planned maintenance and incidents resolved
 * in the last 14 days. Nothing at all when there is nothing to say.
 */
export function IncidentBanner() {
  const incidents = usePublicIncidents();
  const maintenance = usePublicMaintenance();
  const active = incidents.data?.active ?? [];
  const recent = incidents.data?.recent ?? [];
  const windows = [...(maintenance.data?.active ?? []), ...(maintenance.data?.upcoming ?? [])];
  if (active.length === 0 && recent.length === 0 && windows.length === 0) return null;
  // Times are judged at the last poll, so "25 min ago" moves once a minute.
  const now = new Date(Math.max(incidents.dataUpdatedAt, maintenance.dataUpdatedAt));
  return <content.Component active={active} recent={recent} maintenance={windows} now={now} />;
}
