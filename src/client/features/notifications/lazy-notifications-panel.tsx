import { lazy, Suspense } from 'react';

/** The panel's code (and its list and item components) is fetched apart from the dashboard's first load. */
export const loadNotificationsPanel = () => import('./notifications-panel.tsx');

const Panel = lazy(loadNotificationsPanel);

export function LazyNotificationsPanel() {
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
