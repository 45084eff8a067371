import type { VendorStatusLinkRow } from '../../../db/schema.ts';
import type { AdminVendorLink } from '../../../../shared/status/vendor-status.ts';

/** A vendor link as the admin panel reads it. */
export function toAdminVendorLink(link: VendorStatusLinkRow): AdminVendorLink {
  return {
    serviceId: link.serviceId,
    kind: link.kind,
    pageUrl: link.pageUrl,
    component: link.component,
    state: link.state,
    vendorWord: link.vendorWord,
    incidentTitle: link.incidentTitle,
    incidentUrl: link.incidentUrl,
    readAt: link.readAt?.toISOString() ?? null,
    lastPolledAt: link.lastPolledAt?.toISOString() ?? null,
    nextPollAt: link.nextPollAt.toISOString(),
    failures: link.failures,
    lastError: link.lastError,
  };
}
