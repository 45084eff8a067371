import type { ReactNode } from 'react';
import { RegistrationReviewWidget } from './registrations/registration-review-widget.tsx';
import { RegisteredClinicsWidget } from './clinics/registered-clinics-widget.tsx';
import { DashboardAnalyticsWidget } from './analytics/dashboard-analytics-widget.tsx';
import { MarketplaceAnalyticsWidget } from './analytics/marketplace-analytics-widget.tsx';
import { StatusOverrideWidget } from './services/status-override-widget.tsx';
import { SendNotificationWidget } from './notifications/send-notification-widget.tsx';
import { IpWhitelistWidget } from './whitelist/ip-whitelist-widget.tsx';
import { CouponManagementWidget } from './coupons/coupon-management-widget.tsx';
import { ServicesWidget } from './services/services-widget.tsx';
import { NewsletterSubscriptionsWidget } from './subscriptions/newsletter-subscriptions-widget.tsx';
import { AuditLogWidget } from './audit/audit-log-widget.tsx';
import { ServiceChecksWidget } from './monitoring/service-checks-widget.tsx';
import { IncidentsWidget } from './incidents/incidents-widget.tsx';
import { MaintenanceWidget } from './incidents/maintenance-widget.tsx';
import { ClinicConnectivityWidget } from './heartbeat/clinic-connectivity-widget.tsx';
import { SilentClinicsBanner } from './heartbeat/silent-clinics-banner.tsx';
import { AlertSubscribersWidget } from './alerts/alert-subscribers-widget.tsx';

/** In-page sections, in the order they appear; the nav jumps to the widget anchors. */
const SECTIONS = [
  { anchor: 'clinics-section', label: 'Clinics' },
  { anchor: 'operations-section', label: 'Status & notices' },
  { anchor: 'monitoring-section', label: 'Monitoring & incidents' },
  { anchor: 'access-section', label: 'Access & coupons' },
  { anchor: 'analytics-section', label: 'Analytics' },
  { anchor: 'records-section', label: 'Subscribers & audit' },
] as const;

function SectionNav() {
  return (
    <nav aria-label="Control panel sections" className="sticky top-0 z-20 -mx-4 mb-6 border-b border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
      <ul className="flex gap-1 overflow-x-auto text-sm whitespace-nowrap">
        {SECTIONS.map(({ anchor, label }) => (
          <li key={anchor}>
            <a
              href={`#${anchor}`}
              className="inline-flex rounded-md px-3 py-1.5 font-medium text-slate-700 hover:bg-white hover:text-slate-900 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PanelSection({ anchor, title, children }: { anchor: string; title: string; children: ReactNode }) {
  return (
    <div id={anchor} className="scroll-mt-16">
      <h2 className="sr-only">{title}</h2>
      <div className="grid gap-6 lg:grid-cols-2">{children}</div>
    </div>
  );
}

/** Every widget of SPEC.md's admin panel, grouped by the job an admin comes to do. */
export function AdminPanel() {
  return (
    <>
      <SectionNav />
      <SilentClinicsBanner />
      <div className="grid gap-10">
        <PanelSection anchor="clinics-section" title="Clinics">
          <RegistrationReviewWidget />
          <RegisteredClinicsWidget />
          <ClinicConnectivityWidget />
        </PanelSection>
        <PanelSection anchor="operations-section" title="Status and notices">
          <StatusOverrideWidget />
          <SendNotificationWidget />
          <ServicesWidget />
        </PanelSection>
        <PanelSection anchor="monitoring-section" title="Monitoring and incidents">
          <IncidentsWidget />
          <MaintenanceWidget />
          <ServiceChecksWidget />
        </PanelSection>
        <PanelSection anchor="access-section" title="Access and coupons">
          <IpWhitelistWidget />
          <CouponManagementWidget />
        </PanelSection>
        <PanelSection anchor="analytics-section" title="Analytics">
          <DashboardAnalyticsWidget />
          <MarketplaceAnalyticsWidget />
        </PanelSection>
        <PanelSection anchor="records-section" title="Subscribers and audit">
          <NewsletterSubscriptionsWidget />
          <AuditLogWidget />
          <AlertSubscribersWidget />
        </PanelSection>
      </div>
    </>
  );
}
