import type { VendorStatusLinkRow } from '#server/db/schema.js';
import type { AdminVendorLink } from '#shared/status/vendor-status.js';

/** A vendor link as the admin panel reads it. */
export function toAdminVendorLink(link: VendorStatusLinkRow): AdminVendorLink {
  return {
    serviceId: link.serviceId,
    kind: link.kind,
    pageUrl: link.pageUrl,
    component: link.component,
    allowPrivate: link.allowPrivate,
    state: link.state,
    vendorWord: link.vendorWord,
    problem: link.problem,
    incidentTitle: link.incidentTitle,
    incidentUrl: link.incidentUrl,
    maintenance: link.maintenanceTitle
      ? {
          title: link.maintenanceTitle,
          startsAt: link.maintenanceStartsAt?.toISOString() ?? null,
          endsAt: link.maintenanceEndsAt?.toISOString() ?? null,
          url: link.maintenanceUrl,
        }
      : null,
    readAt: link.readAt?.toISOString() ?? null,
    lastPolledAt: link.lastPolledAt?.toISOString() ?? null,
    nextPollAt: link.nextPollAt.toISOString(),
    failures: link.failures,
    lastError: link.lastError,
  };
}
