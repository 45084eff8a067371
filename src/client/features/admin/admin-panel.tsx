import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { useT } from '#client/i18n/use-t.ts';
import { PanelSidebar, useSidebarOpen } from './panel-sidebar.tsx';
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
import { VendorLinksWidget } from './monitoring/vendor-links-widget.tsx';
import { MonitoringCoverageWidget } from './monitoring/monitoring-coverage-widget.tsx';
import { MonitorOfflineBanner } from './monitoring/monitor-offline-banner.tsx';
import { ChecksLateBanner } from './monitoring/checks-late-banner.tsx';
import { IncidentsWidget } from './incidents/incidents-widget.tsx';
import { MaintenanceWidget } from './incidents/maintenance-widget.tsx';
import { ClinicConnectivityWidget } from './heartbeat/clinic-connectivity-widget.tsx';
import { SilentClinicsBanner } from './heartbeat/silent-clinics-banner.tsx';
import { AlertSubscribersWidget } from './alerts/alert-subscribers-widget.tsx';
import { ChannelDeliveriesWidget } from './alerts/channel-deliveries-widget.tsx';

function PanelSection({ anchor, title, children }: { anchor: string; title: string; children: ReactNode }) {
  return (
    <div id={anchor} className="scroll-mt-16">
      <h2 className="sr-only">{title}</h2>
      <div className="grid gap-6 lg:grid-cols-2">{children}</div>
    </div>
  );
}

/** Every widget of the admin panel (docs/product/admin.md), grouped by the job an admin comes to do. */
export function AdminPanel() {
  const [sidebarOpen, setSidebarOpen] = useSidebarOpen();
  const { t } = useT();
  return (
    <div
      className={cn(
        'grid grid-cols-1 gap-6 lg:items-start lg:gap-8',
        sidebarOpen ? 'lg:grid-cols-[13.5rem_minmax(0,1fr)]' : 'lg:grid-cols-[3.25rem_minmax(0,1fr)]',
      )}
    >
      <PanelSidebar open={sidebarOpen} onOpenChange={setSidebarOpen} />
      <div className="grid min-w-0 gap-6 lg:pt-4">
        <MonitorOfflineBanner />
        <ChecksLateBanner />
        <SilentClinicsBanner />
        <div className="grid gap-10">
          <PanelSection anchor="clinics-section" title={t('admin-panel.section.clinics')}>
            <RegistrationReviewWidget />
            <RegisteredClinicsWidget />
            <ClinicConnectivityWidget />
          </PanelSection>
          <PanelSection anchor="operations-section" title={t('admin-panel.section.operations')}>
            <StatusOverrideWidget />
            <SendNotificationWidget />
            <ServicesWidget />
          </PanelSection>
          <PanelSection anchor="monitoring-section" title={t('admin-panel.section.monitoring')}>
            <IncidentsWidget />
            <MaintenanceWidget />
            <MonitoringCoverageWidget />
            <ServiceChecksWidget />
            <VendorLinksWidget />
          </PanelSection>
          <PanelSection anchor="access-section" title={t('admin-panel.section.access')}>
            <IpWhitelistWidget />
            <CouponManagementWidget />
          </PanelSection>
          <PanelSection anchor="analytics-section" title={t('admin-panel.section.analytics')}>
            <DashboardAnalyticsWidget />
            <MarketplaceAnalyticsWidget />
          </PanelSection>
          <PanelSection anchor="records-section" title={t('admin-panel.section.records')}>
            <NewsletterSubscriptionsWidget />
            <AuditLogWidget />
            <AlertSubscribersWidget />
            <ChannelDeliveriesWidget />
          </PanelSection>
        </div>
      </div>
    </div>
  );
}
