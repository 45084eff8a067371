import { msg, type Translate } from '#client/i18n/use-t.ts';
import type { CheckType, CoverageKind } from '#shared/status/monitoring.js';
import type { ServiceStatus, ServiceType } from '#shared/status/services.js';
import type { VendorKind } from '#shared/status/vendor-status.js';

/*
 * The monitoring widgets' labels as message ids (admin-monitoring.json), looked up where shown:
 * t(CHECK_TYPE_LABEL[type]). The English tables in src/shared (CHECK_TYPE_LABEL, VENDOR_KIND_LABEL,
 * SERVICE_TYPE_LABEL, MONITORING_TOASTS, VENDOR_TOASTS) stay for the server; these say the same in English.
 */

export const CHECK_TYPE_LABEL = {
  http: msg('admin-monitoring.checkType.http'),
  tcp: msg('admin-monitoring.checkType.tcp'),
  dns: msg('admin-monitoring.checkType.dns'),
} as const satisfies Record<CheckType, string>;

/** A service's status as the admin panel names it (Online, Warning, Offline). */
export const STATUS_LABEL = {
  online: msg('admin-monitoring.status.online'),
  warning: msg('admin-monitoring.status.warning'),
  offline: msg('admin-monitoring.status.offline'),
} as const satisfies Record<ServiceStatus, string>;

/** The groups of the service choice, as on the dashboard. */
export const SERVICE_GROUP_LABEL = {
  insurance: msg('admin-monitoring.serviceGroup.insurance'),
  internet: msg('admin-monitoring.serviceGroup.internet'),
  voip: msg('admin-monitoring.serviceGroup.voip'),
} as const satisfies Record<ServiceType, string>;

/** One word for a service's type beside its name. */
export const SERVICE_TYPE_WORD = {
  insurance: msg('admin-monitoring.serviceType.insurance'),
  internet: msg('admin-monitoring.serviceType.internet'),
  voip: msg('admin-monitoring.serviceType.voip'),
} as const satisfies Record<ServiceType, string>;

export const COVERAGE_KIND_LABEL = {
  check: msg('admin-monitoring.coverage.kind.check'),
  vendor: msg('admin-monitoring.coverage.kind.vendor'),
  none: msg('admin-monitoring.coverage.kind.none'),
} as const satisfies Record<CoverageKind, string>;

export const VENDOR_KIND_LABEL = {
  statuspage: msg('admin-monitoring.vendorKind.statuspage'),
  betterstack: msg('admin-monitoring.vendorKind.betterstack'),
  feed: msg('admin-monitoring.vendorKind.feed'),
} as const satisfies Record<VendorKind, string>;

type ToastIds = { success: string; failure: string };

/** The toasts of these widgets (success, and the failure default when the server gives no reason). */
export const MONITORING_TOAST_IDS = {
  saveCheck: { success: msg('admin-monitoring.toast.saveCheck.success'), failure: msg('admin-monitoring.toast.saveCheck.failure') },
  removeCheck: { success: msg('admin-monitoring.toast.removeCheck.success'), failure: msg('admin-monitoring.toast.removeCheck.failure') },
  runCheck: { success: msg('admin-monitoring.toast.runCheck.success'), failure: msg('admin-monitoring.toast.runCheck.failure') },
  addReachability: {
    success: msg('admin-monitoring.toast.addReachability.success'),
    failure: msg('admin-monitoring.toast.addReachability.failure'),
  },
  addAllReachability: {
    success: msg('admin-monitoring.toast.addAllReachability.success'),
    failure: msg('admin-monitoring.toast.addAllReachability.failure'),
  },
  saveVendorLink: { success: msg('admin-monitoring.toast.saveVendorLink.success'), failure: msg('admin-monitoring.toast.saveVendorLink.failure') },
  removeVendorLink: {
    success: msg('admin-monitoring.toast.removeVendorLink.success'),
    failure: msg('admin-monitoring.toast.removeVendorLink.failure'),
  },
} as const satisfies Record<string, ToastIds>;

/** A toast pair in the page's language, as useAdminMutation takes it. */
export function toastTexts(ids: ToastIds, t: Translate): ToastIds {
  return { success: t(ids.success), failure: t(ids.failure) };
}
