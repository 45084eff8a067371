import { eq } from 'drizzle-orm';
import { vendorStatusLinks } from '#server/db/schema.js';
import { recordAudit } from '#server/lib/audit.js';
import { AppError, notFound } from '#server/lib/errors.js';
import { auditFieldsOf, type AdminActor } from '#server/lib/admin-actor.js';
import { SERVICE_MESSAGES } from '#shared/status/service-admin.js';
import { VENDOR_MESSAGES, vendorAddressRefusal, type AdminVendorLink, type VendorKind, type VendorLinkInput } from '#shared/status/vendor-status.js';
import { lockServiceState, settleState, vendorInputOf } from '#server/modules/status/index.js';
import { targetPolicy, validateCheckTarget } from '../check-target.ts';
import type { MonitoringDeps } from '../check-config.service.ts';
import { feedAddressOf } from './vendor-poller.ts';
import { toAdminVendorLink } from './admin-vendor-link.ts';

/**
 * The page's machine-readable address, if the link may use it: over https, unless the admin marks
 * the page as one on the provider's own network and the board allows private monitoring
 * (MONITOR_ALLOW_PRIVATE); then its host passes the same filter as a check's. Throws a 400 that
 * says what to enter.
 */
export function vettedVendorAddress(config: MonitoringDeps['config'], kind: VendorKind, pageUrl: string, allowPrivate: boolean): string {
  if (allowPrivate && !config.monitor.allowPrivate) throw new AppError('validation', VENDOR_MESSAGES.privateOff);
  const refusal = vendorAddressRefusal(pageUrl, allowPrivate);
  if (refusal) throw new AppError('validation', refusal);
  let address: string;
  try {
    address = feedAddressOf(kind, pageUrl);
  } catch {
    throw new AppError('validation', VENDOR_MESSAGES.pageUrl);
  }
  validateCheckTarget('http', address, { ...targetPolicy(config), allowPrivate });
  return address;
}

/**
 * PUT /api/admin/services/:id/vendor-status: links the service to its vendor's page (or changes
 * the link). A new page, component or access starts from no reading and is read at the next
 * scheduler tick; the link, the settled status and the audit row commit together.
 */
export async function putVendorLink(deps: MonitoringDeps, serviceId: string, input: VendorLinkInput, actor: AdminActor): Promise<AdminVendorLink> {
  const component = input.kind === 'feed' ? null : input.component?.trim() || null;
  const allowPrivate = input.allowPrivate === true;
  vettedVendorAddress(deps.config, input.kind, input.pageUrl, allowPrivate);
  const now = deps.clock.now();
  const saved = await deps.db.transaction(async (tx) => {
    const state = await lockServiceState(tx, serviceId, now);
    if (!state) throw notFound(SERVICE_MESSAGES.notFound);
    const existing = state.vendor;
    const same =
      existing &&
      existing.kind === input.kind &&
      existing.pageUrl === input.pageUrl &&
      existing.component === component &&
      existing.allowPrivate === allowPrivate;
    const fresh = {
      state: null,
      vendorWord: null,
      problem: null,
      incidentTitle: null,
      incidentUrl: null,
      maintenanceTitle: null,
      maintenanceStartsAt: null,
      maintenanceEndsAt: null,
      maintenanceUrl: null,
      readAt: null,
      lastPolledAt: null,
      nextPollAt: now,
      etag: null,
      lastModified: null,
      failures: 0,
      lastError: null,
      createdAt: now,
    };
    const [row] = same
      ? [existing]
      : await tx
          .insert(vendorStatusLinks)
          .values({ serviceId, kind: input.kind, pageUrl: input.pageUrl, component, allowPrivate, ...fresh, updatedAt: now })
          .onConflictDoUpdate({
            target: vendorStatusLinks.serviceId,
            set: { kind: input.kind, pageUrl: input.pageUrl, component, allowPrivate, ...fresh, updatedAt: now },
          })
          .returning();
    await settleState(tx, { ...state, vendor: row!, inputs: { ...state.inputs, vendor: vendorInputOf(row!) } }, { now, cause: 'vendor', actor: null });
    await recordAudit(tx, deps.keys, {
      ...auditFieldsOf(actor),
      action: existing ? 'service.vendor-status.update' : 'service.vendor-status.create',
      target: `service:${serviceId}`,
      details: { name: state.row.name, kind: input.kind, pageUrl: input.pageUrl, component, allowPrivate },
      at: now,
    });
    return row!;
  });
  await deps.directory.view.invalidate();
  return toAdminVendorLink(saved);
}

/** DELETE /api/admin/services/:id/vendor-status: the vendor no longer has a say; the status settles without it. */
export async function deleteVendorLink(deps: MonitoringDeps, serviceId: string, actor: AdminActor): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const state = await lockServiceState(tx, serviceId, now);
    if (!state) throw notFound(SERVICE_MESSAGES.notFound);
    if (!state.vendor) throw notFound(VENDOR_MESSAGES.noLink);
    await tx.delete(vendorStatusLinks).where(eq(vendorStatusLinks.serviceId, serviceId));
    await settleState(tx, { ...state, vendor: null, inputs: { ...state.inputs, vendor: null } }, { now, cause: 'vendor', actor: null });
    await recordAudit(tx, deps.keys, {
      ...auditFieldsOf(actor),
      action: 'service.vendor-status.delete',
      target: `service:${serviceId}`,
      details: { name: state.row.name, kind: state.vendor.kind, pageUrl: state.vendor.pageUrl },
      at: now,
    });
  });
  await deps.directory.view.invalidate();
}
