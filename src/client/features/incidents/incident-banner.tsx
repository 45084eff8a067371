import { lazy, Suspense } from 'react';
import { usePublicIncidents, usePublicMaintenance } from './incidents-api.ts';

// Most of the time there is nothing to show: the cards' code is fetched only when there is.
const IncidentBannerContent = lazy(() => import('./incident-banner-content.tsx'));

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
  return (
    <Suspense fallback={null}>
      <IncidentBannerContent active={active} recent={recent} maintenance={windows} now={now} />
    </Suspense>
  );
}
