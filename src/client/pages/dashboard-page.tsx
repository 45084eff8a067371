import { useEffect, useMemo, useState } from 'react';
import { useBoard, useBoardServices } from '../api/board-api.ts';
import { useAccessStatus } from '../api/access-status-api.ts';
import { useCurrentUser } from '../api/auth-api.ts';
import { trackClick } from '../api/tracking-api.ts';
import { DashboardHeader } from '../features/dashboard/header/dashboard-header.tsx';
import { DashboardFooter } from '../features/dashboard/dashboard-footer.tsx';
import { NewsletterForm } from '../features/newsletter/newsletter-form.tsx';
import { OverallBanner } from '../features/dashboard/overall-banner.tsx';
import { useBoardTitle } from '../features/dashboard/board-title.ts';
import { PublicNotices } from '../features/notices/public-notices.tsx';
import { useNow } from '../lib/use-now.ts';
import { ItSupportSection } from '../features/dashboard/cards/it-support-section.tsx';
import { COUNTER_NAMES, SystemOverview, type OverviewCounter } from '../features/dashboard/system-overview.tsx';
import { sectionElementId, servicesOfType, ServiceSections, useSectionState, type RevealRequest } from '../features/dashboard/cards/service-sections.tsx';
import { useNotificationsPanel } from '../features/dashboard/header/use-notifications-panel.ts';
import { useNotifications } from '../features/notifications/notifications-api.ts';
import { LazyNotificationsPanel, loadNotificationsPanel } from '../features/notifications/lazy-notifications-panel.tsx';
import { scrollToElement } from '../features/dashboard/cards/status-tone.ts';
import { AccessBanner } from '../features/registration/access-banner.tsx';
import { IncidentBanner } from '../features/incidents/incident-banner.tsx';
import { StatusAlertsCta } from '../features/alerts/status-alerts-cta.tsx';
import { YourClinicStrip } from '../features/clinic-view/your-clinic-strip.tsx';
import { useOwnServiceIds } from '../features/clinic-view/clinic-view-api.ts';
import { isClaimsNetwork, SERVICE_TYPES, type Service, type ServiceType } from '#shared/status/services.js';
import type { BoardAnswer } from '#shared/status/board.js';
import { useT } from '../i18n/use-t.ts';
import type { BoardTotals } from '../features/dashboard/large/board-counts.ts';

const CLAIMS_CARD_ID = 'claims-network-card';

/** Moves focus to an element once it is on screen (after a section opens), scrolling it into view. */
function focusWhenShown(id: string, attempts = 10): void {
  const element = document.getElementById(id);
  if (element) {
    element.focus({ preventScroll: true });
    scrollToElement(id);
    return;
  }
  if (attempts > 0) requestAnimationFrame(() => focusWhenShown(id, attempts - 1));
}

/** The clinic's own services a large board's answer does not list: read by id (GET /api/board/services). */
function missingOwnIds(answer: BoardAnswer | undefined, own: ReadonlySet<string>): string[] {
  if (!answer || answer.complete || own.size === 0) return [];
  const listed = new Set(answer.services.map((service) => service.id));
  return [...own].filter((id) => !listed.has(id));
}

export default function DashboardPage() {
  const { t } = useT();
  const board = useBoard();
  const access = useAccessStatus();
  const { isSignedIn, isPending: userPending } = useCurrentUser();
  const notifications = useNotificationsPanel();
  const notificationList = useNotifications(isSignedIn).data;
  useEffect(() => {
    // Someone who can open the panel will: fetch its code now, so the first open is instant.
    if (isSignedIn) loadNotificationsPanel().catch(() => undefined);
  }, [isSignedIn]);
  const ownServiceIds = useOwnServiceIds();
  const sections = useSectionState();
  const answer = board.data;
  const ownExtra = useBoardServices(missingOwnIds(answer, ownServiceIds)).data;
  // A small board is listed whole; a large one lists its problems (and the clinic's own are read beside them).
  const list = useMemo(() => {
    if (!answer) return undefined;
    if (answer.complete || !ownExtra?.length) return answer.services;
    const listed = new Set(answer.services.map((service) => service.id));
    return [...answer.services, ...ownExtra.filter((service) => !listed.has(service.id))];
  }, [answer, ownExtra]);
  const totals = useMemo<BoardTotals | undefined>(
    () => (answer && !answer.complete ? { summary: answer.summary, sections: answer.sections } : undefined),
    [answer],
  );
  const [reveal, setReveal] = useState<RevealRequest | null>(null);
  const now = useNow();
  useBoardTitle(list, totals);

  function openAndScroll(types: ServiceType[]) {
    if (types.length === 0) return;
    sections.openSections(types);
    // Wait a frame so the opened section has its height before we scroll to it.
    requestAnimationFrame(() => scrollToElement(sectionElementId(types[0]!)));
  }

  function onCounter(counter: OverviewCounter) {
    void trackClick({ cardType: 'summary', cardId: counter, cardName: COUNTER_NAMES[counter] });
    if (!list) return;
    if (totals) {
      openAndScroll(
        totals.sections.filter((section) => section.total > 0 && (counter === 'total' || section.counts[counter] > 0)).map((section) => section.type),
      );
      return;
    }
    openAndScroll(SERVICE_TYPES.filter((t) => servicesOfType(list, t).some((s) => counter === 'total' || s.status === counter)));
  }

  function onClaims() {
    void trackClick({ cardType: 'service', cardId: 'claims-network', cardName: 'Claims Network' });
    openAndScroll(['insurance']);
  }

  /** The overall banner's links: open the service's section and put focus on its card. */
  function onReveal(service: Service) {
    if (isClaimsNetwork(service)) {
      focusWhenShown(CLAIMS_CARD_ID);
      return;
    }
    // The section focuses the card once it is drawn: read first on a large board, scrolled to when windowed.
    sections.openSections([service.type]);
    setReveal({ serviceId: service.id, type: service.type });
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
        {t('board.skipToMain')}
      </a>
      <DashboardHeader
        signedIn={userPending ? undefined : isSignedIn}
        notifications={notifications}
        notificationCount={isSignedIn ? (notificationList?.length ?? 0) : 0}
        notificationsPanel={<LazyNotificationsPanel />}
      />
      <main id="main" className="flex-1">
        <OverallBanner
          services={list}
          totals={totals}
          updatedAt={board.dataUpdatedAt}
          isError={board.isError}
          isFetching={board.isFetching}
          hasAccess={access.data?.hasAccess === true}
          ownServiceIds={ownServiceIds}
          onRefresh={() => void board.refetch()}
          onReveal={onReveal}
        />
        <YourClinicStrip services={list} partial={totals !== undefined} now={now} onReveal={onReveal} />
        <PublicNotices />
        <div className="mx-auto max-w-7xl space-y-10 px-4 pt-8 sm:px-6 sm:pt-10 xl:px-8">
          <IncidentBanner />
          <ItSupportSection services={list} totals={totals} onClaimsSelect={onClaims} now={now} />
          <SystemOverview services={list} totals={totals} onSelect={onCounter} />
          <ServiceSections services={list} totals={totals} state={sections} onSelect={onService} now={now} reveal={reveal} onRevealed={() => setReveal(null)} />
          <AccessBanner />
          <StatusAlertsCta />
        </div>
      </main>
      <DashboardFooter newsletter={<NewsletterForm />} />
    </div>
  );
}
