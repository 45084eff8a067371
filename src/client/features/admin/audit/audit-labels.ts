import { msg, type Translate } from '#client/i18n/use-t.ts';
import { PAGE_WORDS, type Words } from '#client/i18n/page-words.ts';

/** Human words for the audit actions the product records (message ids); others are shown as recorded. */
const ACTION_LABELS: Record<string, string> = {
  'admin.clinic.delete': msg('admin-audit.action.adminClinicDelete'),
  'admin.grant': msg('admin-audit.action.adminGrant'),
  'admin.revoke': msg('admin-audit.action.adminRevoke'),
  'admin.phrase.requested': msg('admin-audit.action.adminPhraseRequested'),
  'admin.sign-in.success': msg('admin-audit.action.adminSignInSuccess'),
  'admin.sign-in.failure': msg('admin-audit.action.adminSignInFailure'),
  'admin.sign-out': msg('admin-audit.action.adminSignOut'),
  'clinic-registration.submit': msg('admin-audit.action.clinicRegistrationSubmit'),
  'clinic-registration.email-verified': msg('admin-audit.action.clinicRegistrationEmailVerified'),
  'clinic-registration.approve': msg('admin-audit.action.clinicRegistrationApprove'),
  'clinic-registration.approve.refused': msg('admin-audit.action.clinicRegistrationApproveRefused'),
  'clinic-registration.code-mail-failed': msg('admin-audit.action.clinicRegistrationCodeMailFailed'),
  'clinic-registration.reject': msg('admin-audit.action.clinicRegistrationReject'),
  'clinic-registration.resend-code': msg('admin-audit.action.clinicRegistrationResendCode'),
  'clinic.register': msg('admin-audit.action.clinicRegister'),
  'clinic.register.failure': msg('admin-audit.action.clinicRegisterFailure'),
  'clinic.network-activated': msg('admin-audit.action.clinicNetworkActivated'),
  'clinic.activate.failure': msg('admin-audit.action.clinicActivateFailure'),
  'coupon.create': msg('admin-audit.action.couponCreate'),
  'coupon.deactivate': msg('admin-audit.action.couponDeactivate'),
  'notification.send': msg('admin-audit.action.notificationSend'),
  'notification.withdraw': msg('admin-audit.action.notificationWithdraw'),
  'service.create': msg('admin-audit.action.serviceCreate'),
  'service.update': msg('admin-audit.action.serviceUpdate'),
  'service.delete': msg('admin-audit.action.serviceDelete'),
  'service.status': msg('admin-audit.action.serviceStatus'),
  'service.override.clear': msg('admin-audit.action.serviceOverrideClear'),
  'service.check.create': msg('admin-audit.action.serviceCheckCreate'),
  'service.check.update': msg('admin-audit.action.serviceCheckUpdate'),
  'service.check.delete': msg('admin-audit.action.serviceCheckDelete'),
  'service.check.run': msg('admin-audit.action.serviceCheckRun'),
  'incident.open': msg('admin-audit.action.incidentOpen'),
  'incident.update': msg('admin-audit.action.incidentUpdate'),
  'incident.resolve': msg('admin-audit.action.incidentResolve'),
  'incident.edit': msg('admin-audit.action.incidentEdit'),
  'incident.delete': msg('admin-audit.action.incidentDelete'),
  'maintenance.schedule': msg('admin-audit.action.maintenanceSchedule'),
  'maintenance.edit': msg('admin-audit.action.maintenanceEdit'),
  'maintenance.cancel': msg('admin-audit.action.maintenanceCancel'),
  'alert-subscription.confirm': msg('admin-audit.action.alertSubscriptionConfirm'),
  'alert-subscription.unsubscribe': msg('admin-audit.action.alertSubscriptionUnsubscribe'),
  'whitelist.add': msg('admin-audit.action.whitelistAdd'),
  'whitelist.remove': msg('admin-audit.action.whitelistRemove'),
  'sign-in.success': msg('admin-audit.action.signInSuccess'),
  'sign-in.failure': msg('admin-audit.action.signInFailure'),
  'sign-out': msg('admin-audit.action.signOut'),
};

const GROUP_LABELS: Record<string, string> = {
  admin: msg('admin-audit.group.admin'),
  'clinic-registration': msg('admin-audit.group.clinicRegistration'),
  clinic: msg('admin-audit.group.clinic'),
  coupon: msg('admin-audit.group.coupon'),
  whitelist: msg('admin-audit.group.whitelist'),
  notification: msg('admin-audit.group.notification'),
  service: msg('admin-audit.group.service'),
  incident: msg('admin-audit.group.incident'),
  maintenance: msg('admin-audit.group.maintenance'),
  'alert-subscription': msg('admin-audit.group.alertSubscription'),
};

/** The action in words, in the language of `t` (English without it); undefined for an action we have no words for. */
export function actionLabel(action: string, t: Translate = PAGE_WORDS.t): string | undefined {
  const id = Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action] : undefined;
  return id && t(id);
}

/** Failures and refusals stand out in the list. */
export function isFailureAction(action: string): boolean {
  return /(^|\.)(failure|failed|refused|denied)$|-failed$/.test(action);
}

export interface ActionGroup {
  /** The filter value: the group's prefix with its dot (`coupon.`). */
  prefix: string;
  label: string;
  actions: string[];
}

/** The filter's options: actions grouped by their first segment, named in the language of `words`; one-segment actions stand alone. */
export function groupActions(actions: readonly string[], { t, locale }: Words = PAGE_WORDS): { groups: ActionGroup[]; single: string[] } {
  const byGroup = new Map<string, string[]>();
  const single: string[] = [];
  for (const action of actions) {
    const dot = action.indexOf('.');
    if (dot <= 0) {
      single.push(action);
      continue;
    }
    const group = action.slice(0, dot);
    byGroup.set(group, [...(byGroup.get(group) ?? []), action]);
  }
  const groups = [...byGroup.entries()]
    .map(([group, members]) => ({ prefix: `${group}.`, label: groupLabel(group, t), actions: members }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return { groups, single };
}

function groupLabel(group: string, t: Translate): string {
  return Object.hasOwn(GROUP_LABELS, group) ? t(GROUP_LABELS[group]!) : capitalise(group.replace(/[-_]/g, ' '));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const UUID_TARGET = /^([\w-]+):([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `clinic_access:1b2c…` instead of a full UUID; the full target stays in the title. */
export function shortTarget(target: string): string {
  const match = UUID_TARGET.exec(target);
  return match ? `${match[1]!.replace(/_/g, ' ')} ${match[2]}…` : target;
}
