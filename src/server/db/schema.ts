import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * Every entity of SPEC.md section 3. Personal data (clinic names, people's names, e-mails,
 * phones) is stored only encrypted (`*Encrypted`, see lib/crypto.ts) with an HMAC blind
 * index (`emailHash`) for look-ups; one-time secrets are stored only as keyed hashes.
 * Column names are snake_case in the database (drizzle `casing`).
 */

const id = () => uuid().primaryKey().defaultRandom();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: id(),
  /** The sign-in address, encrypted; its blind index finds and keeps it unique (issue 9). */
  emailEncrypted: text(),
  emailHash: text().unique(),
  /** What the identity provider says of the person (names, picture), as encrypted JSON. */
  profileEncrypted: text(),
  isAdmin: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar({ length: 128 }).primaryKey(),
    sess: jsonb().notNull(),
    expire: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    name: text().notNull(),
    type: text({ enum: ['insurance', 'internet', 'voip'] }).notNull(),
    status: text({ enum: ['online', 'warning', 'offline'] })
      .notNull()
      .default('online'),
    location: text(),
    sortOrder: integer().notNull().default(0),
    lastChecked: timestamp({ withTimezone: true }),
    /** What the automated check last concluded; null without a check (issue 6). */
    checkStatus: text({ enum: ['online', 'warning', 'offline'] }),
    /** A manual override wins over checks until cleared or until overrideUntil passes. */
    overrideStatus: text({ enum: ['online', 'warning', 'offline'] }),
    overrideUntil: timestamp({ withTimezone: true }),
    overrideAt: timestamp({ withTimezone: true }),
    overrideBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Who set the override, in words (the admin's name or e-mail), kept if the user goes. */
    overrideByName: text(),
    /** The status an admin last set by hand on a service without a check: the last source of all (modules/status). */
    manualStatus: text({ enum: ['online', 'warning', 'offline'] })
      .notNull()
      .default('online'),
    /** What clinics should do while the service has problems (admin-edited, shown on its card). */
    guidance: text(),
    /** The service's own support line, and its portal or status page. */
    phone: text(),
    portalUrl: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('services_name_uq').on(t.name),
    check('services_type_ck', sql`${t.type} in ('insurance', 'internet', 'voip')`),
    check('services_status_ck', sql`${t.status} in ('online', 'warning', 'offline')`),
    check('services_manual_status_ck', sql`${t.manualStatus} in ('online', 'warning', 'offline')`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    title: text().notNull(),
    message: text().notNull(),
    targetIp: text(),
    priority: text({ enum: ['low', 'normal', 'high'] })
      .notNull()
      .default('normal'),
    isRead: boolean().notNull().default(false),
    /** Also shown on the dashboard, without sign-in, to every visitor it targets (issue 10). */
    isPublic: boolean().notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('notifications_created_idx').on(t.createdAt), check('notifications_priority_ck', sql`${t.priority} in ('low', 'normal', 'high')`)],
);

/**
 * Each user's own state of a notification (issue 5): read, or cleared from their panel.
 * Notifications are broadcast; this keeps one person's Mark read / Clear All from touching
 * anyone else's list.
 */
export const notificationReceipts = pgTable(
  'notification_receipts',
  {
    notificationId: uuid()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }),
    clearedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] }), index('notification_receipts_notification_idx').on(t.notificationId)],
);

export const ipWhitelist = pgTable('ip_whitelist', {
  id: id(),
  /** A single address or a CIDR range, IPv4 or IPv6, stored normalised. */
  ipAddress: text().notNull().unique(),
  description: text(),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  /** The registered clinic this entry gives access to; deleting the clinic removes its entries. */
  clinicAccessId: uuid().references((): AnyPgColumn => clinicAccess.id, { onDelete: 'cascade' }),
});

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** Keyed hash of the cookie's token. */
    sessionToken: text().notNull().unique(),
    ipAddress: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
);

export const adminAuthPhrases = pgTable(
  'admin_auth_phrases',
  {
    id: id(),
    /** Blind index of the address the phrase was mailed to. */
    emailHash: text().notNull(),
    /** Keyed hash of the phrase. */
    phrase: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    used: boolean().notNull().default(false),
    attempts: integer().notNull().default(0),
    /** Keyed hash of a nonce held in the requesting browser's cookie: the phrase works only there. */
    browserBinding: text(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_auth_phrases_expires_idx').on(t.expiresAt)],
);

export const marketplaceClicks = pgTable(
  'marketplace_clicks',
  {
    id: id(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userAgent: text(),
    referrer: text(),
    clientIp: text(),
    createdAt: createdAt(),
  },
  (t) => [index('marketplace_clicks_timestamp_idx').on(t.timestamp)],
);

export const dashboardClicks = pgTable(
  'dashboard_clicks',
  {
    id: id(),
    cardType: text({ enum: ['header', 'service', 'summary'] }).notNull(),
    cardId: text().notNull(),
    cardName: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text(),
    userAgent: text(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('dashboard_clicks_timestamp_idx').on(t.timestamp), index('dashboard_clicks_card_idx').on(t.cardType, t.cardId)],
);

export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    id: id(),
    /** Blind index of the address the code was sent to. */
    email: text().notNull(),
    /** Keyed hash of the 6-digit code. */
    code: text().notNull(),
    purpose: text().notNull().default('clinic-registration'),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_codes_lookup_idx').on(t.email, t.purpose), index('email_verification_codes_expires_idx').on(t.expiresAt)],
);

/**
 * Double opt-in (issue 9): a sign-up stays inactive until the mailed link is opened; consent
 * (CASL: the words, when, from where) is recorded at that confirmation.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    emailEncrypted: text().notNull(),
    emailHash: text().notNull().unique(),
    /** The network consent was given from (the confirmation's). */
    ipAddress: text(),
    isActive: boolean().notNull().default(false),
    /** The words agreed to, stored with the request; in force once confirmed. */
    consentText: text().notNull(),
    /** When the link was opened; null while pending. */
    consentAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    /** Keyed hash of the token in the confirmation link; null once used. */
    confirmTokenHash: text(),
    /** Keyed hash of the token in every newsletter mail's unsubscribe link. */
    unsubscribeTokenHash: text().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('newsletter_subscriptions_confirm_idx').on(t.confirmTokenHash)],
);

export const clinicAccess = pgTable('clinic_access', {
  id: id(),
  /** The reviewed registration this access came from; null when registered from the dashboard dialog. */
  clinicRegistrationId: uuid().references((): AnyPgColumn => clinicRegistrations.id, { onDelete: 'set null' }),
  clinicNameEncrypted: text().notNull(),
  emailEncrypted: text().notNull(),
  emailHash: text().notNull(),
  phoneEncrypted: text(),
  ipAddress: text().notNull(),
  agreesToCommunications: boolean().notNull().default(false),
  hasItCompany: boolean(),
  lastIpCheck: timestamp({ withTimezone: true }),
  ipChangeDetected: boolean().notNull().default(false),
  lastAccess: timestamp({ withTimezone: true }),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const clinicRegistrations = pgTable(
  'clinic_registrations',
  {
    id: id(),
    clinicNameEncrypted: text().notNull(),
    contactPersonNameEncrypted: text().notNull(),
    emailEncrypted: text().notNull(),
    emailHash: text().notNull(),
    phoneEncrypted: text().notNull(),
    couponCode: text(),
    ipAddress: text().notNull(),
    marketingOptIn: boolean().notNull().default(true),
    emailVerified: boolean().notNull().default(false),
    /** Keyed hash of the e-mailed verification token. */
    emailVerificationToken: text(),
    emailVerificationExpires: timestamp({ withTimezone: true }),
    /** Keyed hash of the access code issued on approval. */
    accessCode: text().unique(),
    accessCodeGenerated: boolean().notNull().default(false),
    status: text().notNull().default('pending'),
    /** Why the provider rejected it (mailed to the clinic). */
    rejectionReason: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('clinic_registrations_status_idx').on(t.status), index('clinic_registrations_email_idx').on(t.emailHash)],
);

/** Everything a person wrote is encrypted (issue 9): their company, name, address, phone and words. */
export const contactInquiries = pgTable('contact_inquiries', {
  id: id(),
  companyNameEncrypted: text().notNull(),
  contactNameEncrypted: text().notNull(),
  emailEncrypted: text().notNull(),
  phoneEncrypted: text(),
  subjectEncrypted: text().notNull(),
  messageEncrypted: text().notNull(),
  ipAddress: text(),
  status: text().notNull().default('new'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text().notNull().unique(),
    description: text(),
    trialDurationMonths: integer().notNull().default(12),
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('coupons_duration_ck', sql`${t.trialDurationMonths} >= 1`),
    check('coupons_usage_ck', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

export const trialSubscriptions = pgTable('trial_subscriptions', {
  id: id(),
  clinicRegistrationId: uuid()
    .notNull()
    .references(() => clinicRegistrations.id, { onDelete: 'cascade' }),
  couponId: uuid().references(() => coupons.id, { onDelete: 'set null' }),
  startDate: timestamp({ withTimezone: true }).notNull(),
  endDate: timestamp({ withTimezone: true }).notNull(),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/** Who did what, when, from where (DESIGN.md, Security model). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** A kind of actor (`person`, `anonymous`, `system`, `cli`, `clinic:<id>`), never a person's address. */
    actor: text().notNull(),
    /** The person who acted (their e-mail address), encrypted; its blind index finds it by exact address. */
    actorLabelEncrypted: text(),
    actorLabelHash: text(),
    action: text().notNull(),
    target: text(),
    ipAddress: text(),
    details: jsonb(),
    /** Personal values an entry must keep (a target's address), as encrypted JSON, shown merged into details. */
    personalEncrypted: text(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_action_idx').on(t.action), index('audit_log_actor_label_idx').on(t.actorLabelHash)],
);

/**
 * Fixed-window counters for attempt limits (codes sent per e-mail and per IP, admin logins).
 * They live in the database so every instance behind a load balancer shares them.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_hits_window_idx').on(t.windowStart)],
);

/** Small key/value facts about the installation itself (for example which seeds have run). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

export type ServiceRow = typeof services.$inferSelect;
export type WhitelistRow = typeof ipWhitelist.$inferSelect;

/*
 * Analytics rollups (docs/decisions/0007-analytics-aggregation.md). Statement-level triggers on
 * dashboard_clicks and marketplace_clicks (migration 0005) keep them equal to the raw rows on
 * every insert, delete and truncate, so the admin analytics never scan millions of clicks.
 * Buckets are 15-minute UTC intervals: every time zone's offset is a multiple of 15 minutes, so
 * each bucket falls inside one local day of whatever TIMEZONE is configured.
 */
export const dashboardClickBuckets = pgTable('dashboard_click_buckets', {
  bucketStart: timestamp({ withTimezone: true }).primaryKey(),
  count: integer().notNull(),
});

/** Clicks per card since the retention cut-off; cardName is the name of its latest click. */
export const dashboardClickCards = pgTable(
  'dashboard_click_cards',
  {
    cardType: text().notNull(),
    cardId: text().notNull(),
    cardName: text().notNull(),
    count: integer().notNull(),
    lastClickedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardType, t.cardId] })],
);

export const marketplaceClickBuckets = pgTable('marketplace_click_buckets', {
  bucketStart: timestamp({ withTimezone: true }).primaryKey(),
  count: integer().notNull(),
});

/*
 * Monitoring, history, incidents, alerts (issue 6). `services.status` stays the effective
 * status every reader uses; the monitor decides it from override > maintenance > check.
 */

/** One automated check per service. Runtime counters live here so another instance can take over. */
export const serviceChecks = pgTable(
  'service_checks',
  {
    serviceId: uuid()
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    type: text({ enum: ['http', 'tcp', 'dns'] }).notNull(),
    /** A URL for http, host:port for tcp, a name for dns. */
    target: text().notNull(),
    intervalSeconds: integer().notNull().default(60),
    timeoutMs: integer().notNull().default(10_000),
    expectedStatusMin: integer().notNull().default(200),
    expectedStatusMax: integer().notNull().default(399),
    keyword: text(),
    expectedAddress: text(),
    /** Above this latency the service is `warning`; null means never. */
    latencyWarnMs: integer(),
    failuresToOffline: integer().notNull().default(3),
    successesToOnline: integer().notNull().default(2),
    enabled: boolean().notNull().default(true),
    consecutiveFailures: integer().notNull().default(0),
    consecutiveSuccesses: integer().notNull().default(0),
    lastRunAt: timestamp({ withTimezone: true }),
    nextRunAt: timestamp({ withTimezone: true }),
    lastLatencyMs: integer(),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('service_checks_next_run_idx').on(t.nextRunAt),
    check('service_checks_type_ck', sql`${t.type} in ('http', 'tcp', 'dns')`),
    check('service_checks_interval_ck', sql`${t.intervalSeconds} >= 30`),
  ],
);

/** Raw check results, kept 7 days. */
export const checkResults = pgTable(
  'check_results',
  {
    id: id(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    checkedAt: timestamp({ withTimezone: true }).notNull(),
    ok: boolean().notNull(),
    /** What this one result says: offline when it failed, warning when slow, else online. */
    status: text({ enum: ['online', 'warning', 'offline'] }).notNull(),
    latencyMs: integer(),
    error: text(),
  },
  (t) => [index('check_results_service_at_idx').on(t.serviceId, t.checkedAt), index('check_results_at_idx').on(t.checkedAt)],
);

/** Check results rolled up per service and hour (UTC), kept 2 years. */
export const checkRollups = pgTable(
  'check_rollups',
  {
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    hourStart: timestamp({ withTimezone: true }).notNull(),
    checks: integer().notNull().default(0),
    okChecks: integer().notNull().default(0),
    warningChecks: integer().notNull().default(0),
    failedChecks: integer().notNull().default(0),
    latencySumMs: integer().notNull().default(0),
    latencyCount: integer().notNull().default(0),
    latencyMaxMs: integer(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.hourStart] }), index('check_rollups_hour_idx').on(t.hourStart)],
);

/** Every change of a service's effective status, with its cause. */
export const statusChanges = pgTable(
  'status_changes',
  {
    id: id(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    fromStatus: text({ enum: ['online', 'warning', 'offline'] }),
    toStatus: text({ enum: ['online', 'warning', 'offline'] }).notNull(),
    /** One of STATUS_CAUSES (modules/status/status-changes.ts). */
    cause: text().notNull(),
    actor: text(),
    details: jsonb(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('status_changes_service_at_idx').on(t.serviceId, t.at), index('status_changes_at_idx').on(t.at)],
);

export const incidents = pgTable(
  'incidents',
  {
    id: id(),
    title: text().notNull(),
    /** investigating | identified | monitoring | resolved (the latest update's). */
    status: text().notNull().default('investigating'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    resolvedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The pinned "what clinics should do" line, shown on the cards the incident affects. */
    whatToDo: text(),
  },
  (t) => [
    index('incidents_resolved_idx').on(t.resolvedAt),
    check('incidents_status_ck', sql`${t.status} in ('investigating', 'identified', 'monitoring', 'resolved')`),
  ],
);

export const incidentServices = pgTable(
  'incident_services',
  {
    incidentId: uuid()
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** degraded (warning) | outage (offline) | null: listed without moving the status. */
    impact: text({ enum: ['degraded', 'outage'] }),
  },
  (t) => [
    primaryKey({ columns: [t.incidentId, t.serviceId] }),
    index('incident_services_service_idx').on(t.serviceId),
    check('incident_services_impact_ck', sql`${t.impact} is null or ${t.impact} in ('degraded', 'outage')`),
  ],
);

export const incidentUpdates = pgTable(
  'incident_updates',
  {
    id: id(),
    incidentId: uuid()
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Who posted it, in words, kept if the user goes. */
    createdByName: text(),
    /** The impact this update set on the incident's services; null when it left them as they were. */
    impact: text({ enum: ['degraded', 'outage', 'none'] }),
    /** The "what clinics should do" line this update pinned ('' unpinned it); null: unchanged. */
    whatToDo: text(),
    /** The admin asked for this update to be mailed to the services' alert subscribers. */
    notify: boolean().notNull().default(false),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('incident_updates_incident_idx').on(t.incidentId, t.createdAt)],
);

/** Scheduled maintenance: its services show as under maintenance and checks do not change them. */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: id(),
    title: text().notNull(),
    description: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('maintenance_windows_time_idx').on(t.startsAt, t.endsAt), check('maintenance_windows_order_ck', sql`${t.endsAt} > ${t.startsAt}`)],
);

export const maintenanceServices = pgTable(
  'maintenance_services',
  {
    windowId: uuid()
      .notNull()
      .references(() => maintenanceWindows.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.windowId, t.serviceId] }), index('maintenance_services_service_idx').on(t.serviceId)],
);

/** E-mail alerts on status changes, for registered clinics and newsletter subscribers (double opt-in). */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    id: id(),
    emailEncrypted: text().notNull(),
    emailHash: text().notNull().unique(),
    /** clinic | newsletter: what made the address eligible. */
    source: text().notNull(),
    consentText: text().notNull(),
    consentAt: timestamp({ withTimezone: true }),
    ipAddress: text(),
    /** Keyed hash of the token in the confirm link; null once confirmed. */
    confirmTokenHash: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** Keyed hash of the token in every alert's one-click unsubscribe link. */
    unsubscribeTokenHash: text().notNull().unique(),
    /**
     * A change asked for an active subscription without proof of owning the address: the services
     * and network it came from, applied only when the mailed link is opened (issue 9).
     */
    pendingChange: jsonb().$type<{ serviceIds: string[]; ipAddress: string | null }>(),
    isActive: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('alert_subscriptions_confirm_idx').on(t.confirmTokenHash)],
);

export const alertSubscriptionServices = pgTable(
  'alert_subscription_services',
  {
    subscriptionId: uuid()
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** At most one alert per service per 15 minutes to one subscriber. */
    lastAlertAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.serviceId] }), index('alert_subscription_services_service_idx').on(t.serviceId)],
);
