/** Human words for the audit actions the product records; others are shown as recorded. */
const ACTION_LABELS: Record<string, string> = {
  'admin.clinic.delete': 'Deleted a clinic',
  'admin.grant': 'Granted admin access',
  'admin.revoke': 'Revoked admin access',
  'admin.phrase.requested': 'Requested an admin access phrase',
  'admin.sign-in.success': 'Signed in to the control panel',
  'admin.sign-in.failure': 'Failed control panel sign-in',
  'admin.sign-out': 'Signed out of the control panel',
  'clinic-registration.submit': 'Registration submitted',
  'clinic-registration.email-verified': 'Registration e-mail verified',
  'clinic-registration.approve': 'Approved a registration',
  'clinic-registration.approve.refused': 'Approval refused',
  'clinic-registration.code-mail-failed': 'Access code e-mail failed',
  'clinic-registration.reject': 'Rejected a registration',
  'clinic-registration.resend-code': 'Resent an access code',
  'clinic.register': 'Clinic registered from the dashboard',
  'clinic.register.failure': 'Clinic registration failed',
  'clinic.network-activated': 'Network activated with an access code',
  'clinic.activate.failure': 'Network activation failed',
  'coupon.create': 'Created a coupon',
  'coupon.deactivate': 'Deactivated a coupon',
  'notification.send': 'Sent a notification',
  'notification.withdraw': 'Withdrew a notification',
  'service.create': 'Added a service',
  'service.update': 'Edited a service',
  'service.delete': 'Deleted a service',
  'service.status': 'Changed a service status',
  'service.override.clear': 'Cleared a status override',
  'service.check.create': 'Added an automated check',
  'service.check.update': 'Edited an automated check',
  'service.check.delete': 'Removed an automated check',
  'service.check.run': 'Ran a check by hand',
  'incident.open': 'Opened an incident',
  'incident.update': 'Posted an incident update',
  'incident.resolve': 'Resolved an incident',
  'incident.edit': 'Edited an incident',
  'incident.delete': 'Deleted an incident',
  'maintenance.schedule': 'Scheduled maintenance',
  'maintenance.edit': 'Edited a maintenance window',
  'maintenance.cancel': 'Cancelled maintenance',
  'alert-subscription.confirm': 'Confirmed status alerts',
  'alert-subscription.unsubscribe': 'Unsubscribed from status alerts',
  'whitelist.add': 'Added an IP to the whitelist',
  'whitelist.remove': 'Removed an IP from the whitelist',
  'sign-in.success': 'Signed in',
  'sign-in.failure': 'Failed sign-in',
  'sign-out': 'Signed out',
};

const GROUP_LABELS: Record<string, string> = {
  admin: 'Control panel',
  'clinic-registration': 'Registrations',
  clinic: 'Clinics',
  coupon: 'Coupons',
  whitelist: 'IP whitelist',
  notification: 'Notifications',
  service: 'Services',
  incident: 'Incidents',
  maintenance: 'Maintenance',
  'alert-subscription': 'Status alerts',
};

export function actionLabel(action: string): string | undefined {
  return ACTION_LABELS[action];
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

/** The filter's options: actions grouped by their first segment; one-segment actions stand alone. */
export function groupActions(actions: readonly string[]): { groups: ActionGroup[]; single: string[] } {
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
    .map(([group, members]) => ({ prefix: `${group}.`, label: GROUP_LABELS[group] ?? capitalise(group.replace(/[-_]/g, ' ')), actions: members }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return { groups, single };
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
