import { useEffect } from 'react';
import { useServices } from '../features/services/services-api.ts';
import { useAccessStatus } from '../features/services/access-status-api.ts';
import { useCurrentUser } from '../features/auth/auth-api.ts';
import { trackClick } from '../features/tracking/tracking-api.ts';
import { DashboardHeader } from '../features/dashboard/dashboard-header.tsx';
import { DashboardFooter } from '../features/dashboard/dashboard-footer.tsx';
import { StatusHeading } from '../features/dashboard/status-heading.tsx';
import { ItSupportSection } from '../features/dashboard/it-support-section.tsx';
import { COUNTER_NAMES, SystemOverview, type OverviewCounter } from '../features/dashboard/system-overview.tsx';
import { sectionElementId, servicesOfType, ServiceSections, useSectionState } from '../features/dashboard/service-sections.tsx';
import { useNotificationsPanel } from '../features/dashboard/use-notifications-panel.ts';
import { unreadCount, useNotifications } from '../features/notifications/notifications-api.ts';
import { LazyNotificationsPanel, loadNotificationsPanel } from '../features/notifications/lazy-notifications-panel.tsx';
import { scrollToElement } from '../features/dashboard/status-tone.ts';
import { AccessBanner } from '../features/registration/access-banner.tsx';
import { IncidentBanner } from '../features/incidents/incident-banner.tsx';
import { StatusAlertsCta } from '../features/alerts/status-alerts-cta.tsx';
import { SERVICE_TYPES, type Service, type ServiceType } from '../../shared/services.ts';

export default function DashboardPage() {
  const services = useServices();
  const access = useAccessStatus();
  const { isSignedIn, isPending: userPending } = useCurrentUser();
  const notifications = useNotificationsPanel();
  const notificationList = useNotifications(isSignedIn).data;
  useEffect(() => {
    // Someone who can open the panel will: fetch its code now, so the first open is instant.
    if (isSignedIn) loadNotificationsPanel().catch(() => undefined);
  }, [isSignedIn]);
  const sections = useSectionState();
  const list = services.data;

  function reveal(types: ServiceType[]) {
    if (types.length === 0) return;
    sections.openSections(types);
    // Wait a frame so the opened section has its height before we scroll to it.
    requestAnimationFrame(() => scrollToElement(sectionElementId(types[0]!)));
  }

  function onCounter(counter: OverviewCounter) {
    void trackClick({ cardType: 'summary', cardId: counter, cardName: COUNTER_NAMES[counter] });
    if (!list) return;
    reveal(SERVICE_TYPES.filter((t) => servicesOfType(list, t).some((s) => counter === 'total' || s.status === counter)));
  }

  function onClaims() {
    void trackClick({ cardType: 'service', cardId: 'claims-network', cardName: 'Claims Network' });
    reveal(['insurance']);
  }

  function onService(service: Service) {
    void trackClick({ cardType: 'service', cardId: service.id, cardName: service.name });
  }

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <DashboardHeader
        signedIn={userPending ? undefined : isSignedIn}
        notifications={notifications}
        notificationCount={isSignedIn ? unreadCount(notificationList) : 0}
        notificationsPanel={<LazyNotificationsPanel />}
      />
      <main id="main" className="flex-1">
        <StatusHeading
          updatedAt={services.dataUpdatedAt}
          hasData={list !== undefined}
          isError={services.isError}
          isFetching={services.isFetching}
          hasAccess={access.data?.hasAccess === true}
          onRefresh={() => void services.refetch()}
        />
        <div className="mx-auto max-w-7xl space-y-10 px-4 pt-8 sm:px-6 sm:pt-10 xl:px-8">
          <IncidentBanner />
          <AccessBanner />
          <ItSupportSection services={list} onClaimsSelect={onClaims} />
          <SystemOverview services={list} onSelect={onCounter} />
          <ServiceSections services={list} state={sections} onSelect={onService} />
          <StatusAlertsCta />
        </div>
      </main>
      <DashboardFooter />
    </div>
  );
}
