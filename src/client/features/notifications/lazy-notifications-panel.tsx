import { lazy, Suspense } from 'react';
import { withLaterMessages } from '#client/i18n/i18n.ts';

/** The panel's code (and its list and item components) is fetched apart from the dashboard's first load. */
export const loadNotificationsPanel = withLaterMessages(() => import('./notifications-panel.tsx'));

const Panel = lazy(loadNotificationsPanel);

export function LazyNotificationsPanel() {
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
