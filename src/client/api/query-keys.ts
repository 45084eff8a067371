/**
 * Every query key of the client, by area: what a cached answer is about, not the URL it is
 * fetched from. A feature that reads, seeds or invalidates another's answer names it here, so
 * no part of the client depends on another's URLs. Keys nest: invalidating `admin.incidents`
 * refetches the active list and every page of the resolved one.
 */
export const queryKeys = {
  services: ['services'],
  /** The dashboard's answer (GET /api/board), a section of a large board at one version, some services by id. */
  board: ['board'],
  boardSection: (type: string, version: string) => ['board', 'section', type, version],
  boardServices: (ids: readonly string[]) => ['board', 'services', ...ids],
  serviceHistory: (serviceId: string) => ['services', serviceId, 'history'],
  accessStatus: ['access-status'],
  clinicView: ['clinic-view'],
  currentUser: ['current-user'],
  notices: ['notices'],
  notifications: ['notifications'],
  incidents: ['incidents'],
  maintenance: ['maintenance'],
  /** The answer of a link opened from an e-mail (confirm, verify), once per token. */
  emailLink: (kind: 'newsletter-confirm' | 'alerts-confirm' | 'registration-verify', token: string) => ['email-link', kind, token],
  alertPreferences: (token: string) => ['alert-preferences', token],
  alertChannels: (token: string) => ['alert-channels', token],
  admin: {
    check: ['admin', 'check'],
    session: ['admin', 'session'],
    services: ['admin', 'services'],
    checks: ['admin', 'checks'],
    coupons: ['admin', 'coupons'],
    whitelist: ['admin', 'whitelist'],
    notifications: ['admin', 'notifications'],
    incidents: ['admin', 'incidents'],
    activeIncidents: ['admin', 'incidents', 'active'],
    resolvedIncidents: ['admin', 'incidents', 'resolved'],
    maintenance: ['admin', 'maintenance'],
    registrations: ['admin', 'registrations'],
    registeredClinics: ['admin', 'registered-clinics'],
    auditLog: ['admin', 'audit-log'],
    auditActions: ['admin', 'audit-log', 'actions'],
    newsletterSubscriptions: ['admin', 'newsletter-subscriptions'],
    alertSubscriptions: ['admin', 'alert-subscriptions'],
    alertSummary: ['admin', 'alert-subscriptions', 'summary'],
    alertDeliveries: ['admin', 'alert-deliveries'],
    clinicHeartbeat: ['admin', 'clinic-heartbeat'],
    dashboardAnalytics: ['admin', 'analytics', 'dashboard'],
    marketplaceAnalytics: ['admin', 'analytics', 'marketplace'],
  },
} as const;
