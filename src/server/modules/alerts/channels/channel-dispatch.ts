import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import {
  alertChannels,
  alertDeliveries,
  alertSubscriptions,
  alertSubscriptionServices,
  incidents,
  incidentServices,
  incidentUpdates,
  maintenanceServices,
  maintenanceWindows,
  services,
  statusChanges,
} from '#server/db/schema.js';
import { CHANNEL_PAUSE_AFTER_FAILURES, type ChannelEvent, type ChannelKind } from '#shared/subscribers/alert-channels.js';
import { toLocale, type Locale } from '#shared/i18n/locales.js';
import type { ServiceStatus, ServiceType } from '#shared/status/services.js';
import type { AppParts } from '#server/lib/app-parts.js';
import { translator } from '#server/lib/i18n/translator.js';
import { composeMail } from '#server/lib/mail/mail-templates.js';
import { unsubscribeLinks } from '#server/lib/mail/mail-tokens.js';
import { summaryOf, type AlertEventType, type AlertPayload } from './channel-payload.ts';
import type { SendToChannel } from './channel-transport.ts';
import type { ChannelsPart } from './channel-options.ts';
import { holdOutcome, holdsOf, STATUS_HOLD_MS, type StatusChangeFact } from './status-holds.ts';
import { MAX_AGE_MS, SETTLE_MS } from '../alert-dispatch.service.ts';

type Deps = Pick<AppParts, 'db' | 'keys' | 'clock' | 'config' | 'mailer' | 'log'> & ChannelsPart;

/** A delivery is tried this many times, waiting 30 s, 1, 2 and 4 minutes between tries. */
export const MAX_ATTEMPTS = 5;
export const RETRY_BASE_MS = 30_000;
const DELIVERIES_PER_RUN = 100;
/**
 * How far back a service's changes are read to cut them into holds the same way every run: the
 * cut depends only on the changes since the last quiet spell, which a day always reaches unless
 * the service flapped all day.
 */
const HOLD_LOOKBACK_MS = 24 * 3_600_000;

interface ServiceFact {
  id: string;
  name: string;
  type: ServiceType;
  status: ServiceStatus;
  previousStatus: ServiceStatus | null;
}

/** What a happening says, in one language: its sentence and the provider's texts (their French when written). */
type HappeningTexts = Pick<AlertPayload, 'summary' | 'incident' | 'maintenance'>;

interface Happening {
  eventKey: string;
  type: AlertEventType;
  at: Date;
  services: ServiceFact[];
  /** A channel hears it when it asked for one of these. */
  events: ChannelEvent[];
  /** The sentence every channel shows, and the provider's texts, in a channel's language. */
  texts(locale: Locale): HappeningTexts;
}

/** The provider's text in `locale`: its French when written, else the English. */
const inLanguage = (locale: Locale, english: string, french: string | null | undefined) => (locale === 'fr-CA' && french ? french : english);

/** Each language's texts made once, when a channel first needs them. */
function onceEach(make: (locale: Locale) => HappeningTexts): (locale: Locale) => HappeningTexts {
  const made = new Map<Locale, HappeningTexts>();
  return (locale) => {
    let texts = made.get(locale);
    if (!texts) made.set(locale, (texts = make(locale)));
    return texts;
  };
}

/** Changes an incident made are told by the incident's own updates. */
const TOLD_BY_INCIDENTS = ['incident', 'incident-resolved'];

/**
 * Services' status changes, held: each hold (a service's changes within the hold time of its
 * first) that ended in the window is one happening, with the state it ended in.
 */
async function statusHappenings(deps: Deps, window: { cutoff: Date; floor: Date }): Promise<Happening[]> {
  const holdMs = deps.channels?.holdMs ?? STATUS_HOLD_MS;
  const toldHere = notInArray(statusChanges.cause, TOLD_BY_INCIDENTS);
  // A hold ending after the floor started at most holdMs before it.
  const recent = await deps.db
    .selectDistinct({ serviceId: statusChanges.serviceId })
    .from(statusChanges)
    .where(and(gt(statusChanges.at, new Date(window.floor.getTime() - holdMs)), lte(statusChanges.at, window.cutoff), toldHere));
  if (recent.length === 0) return [];
  const rows = await deps.db
    .select({ change: statusChanges, name: services.name, type: services.type })
    .from(statusChanges)
    .innerJoin(services, eq(services.id, statusChanges.serviceId))
    .where(
      and(
        inArray(
          statusChanges.serviceId,
          recent.map((r) => r.serviceId),
        ),
        gt(statusChanges.at, new Date(window.floor.getTime() - HOLD_LOOKBACK_MS)),
        lte(statusChanges.at, window.cutoff),
        toldHere,
      ),
    )
    .orderBy(asc(statusChanges.at), asc(statusChanges.id));
  const byService = new Map<string, { name: string; type: ServiceType; changes: StatusChangeFact[] }>();
  for (const { change, name, type } of rows) {
    const entry = byService.get(change.serviceId) ?? { name, type, changes: [] };
    entry.changes.push({ id: change.id, at: change.at, from: change.fromStatus as ServiceStatus | null, to: change.toStatus as ServiceStatus });
    byService.set(change.serviceId, entry);
  }
  const found: Happening[] = [];
  for (const [serviceId, { name, type, changes }] of byService) {
    for (const hold of holdsOf(changes, holdMs)) {
      // Told once every change it may hold has settled, and not when it is old news.
      if (hold.endsAt > window.cutoff || hold.endsAt <= window.floor) continue;
      const outcome = holdOutcome(hold, name, holdMs);
      if (!outcome) continue;
      found.push({
        eventKey: `status:${hold.firstChangeId}`,
        type: outcome.type,
        at: hold.changes.at(-1)!.at,
        services: [{ id: serviceId, name, type, status: outcome.status, previousStatus: outcome.previousStatus }],
        events: outcome.events,
        texts: onceEach((locale) => ({
          summary: locale === 'en-CA' ? outcome.summary : holdOutcome(hold, name, holdMs, locale)!.summary,
          incident: null,
          maintenance: null,
        })),
      });
    }
  }
  return found;
}

/** Status changes (held), notified incident updates and maintenance starts and ends, in the window. */
async function happenings(deps: Deps, window: { cutoff: Date; floor: Date }): Promise<Happening[]> {
  const inWindow = (column: Parameters<typeof gt>[0]) => and(gt(column, window.floor), lte(column, window.cutoff));
  const [held, updates, starts, ends] = await Promise.all([
    statusHappenings(deps, window),
    deps.db
      .select({ update: incidentUpdates, title: incidents.title, titleFr: incidents.titleFr })
      .from(incidentUpdates)
      .innerJoin(incidents, eq(incidents.id, incidentUpdates.incidentId))
      .where(and(eq(incidentUpdates.notify, true), inWindow(incidentUpdates.createdAt))),
    deps.db.select().from(maintenanceWindows).where(inWindow(maintenanceWindows.startsAt)),
    deps.db.select().from(maintenanceWindows).where(inWindow(maintenanceWindows.endsAt)),
  ]);
  const found: Happening[] = [...held];
  const affected = async (rows: { serviceId: string }[]) => {
    const ids = rows.map((row) => row.serviceId);
    if (ids.length === 0) return [];
    const list = await deps.db.select().from(services).where(inArray(services.id, ids));
    return list.map((s) => ({ id: s.id, name: s.name, type: s.type, status: s.status, previousStatus: null }));
  };
  for (const { update, title, titleFr } of updates) {
    const rows = await deps.db
      .select({ serviceId: incidentServices.serviceId })
      .from(incidentServices)
      .where(eq(incidentServices.incidentId, update.incidentId));
    found.push({
      eventKey: `incident:${update.id}`,
      type: 'incident.updated',
      at: update.createdAt,
      services: await affected(rows),
      events: ['incident'],
      texts: onceEach((locale) => {
        const localTitle = inLanguage(locale, title, titleFr);
        return {
          summary: summaryOf('incident.updated', localTitle, locale),
          incident: {
            title: localTitle,
            status: update.status,
            message: inLanguage(locale, update.message, update.messageFr),
            whatToDo: update.whatToDo ? inLanguage(locale, update.whatToDo, update.whatToDoFr) : null,
          },
          maintenance: null,
        };
      }),
    });
  }
  for (const [list, type, edge] of [
    [starts, 'maintenance.started', 'start'],
    [ends, 'maintenance.ended', 'end'],
  ] as const) {
    for (const window of list) {
      const rows = await deps.db
        .select({ serviceId: maintenanceServices.serviceId })
        .from(maintenanceServices)
        .where(eq(maintenanceServices.windowId, window.id));
      found.push({
        eventKey: `maintenance:${window.id}:${edge}`,
        type,
        at: edge === 'start' ? window.startsAt : window.endsAt,
        services: await affected(rows),
        events: ['maintenance'],
        texts: onceEach((locale) => {
          const title = inLanguage(locale, window.title, window.titleFr);
          return {
            summary: summaryOf(type, title, locale),
            incident: null,
            maintenance: { title, startsAt: window.startsAt.toISOString(), endsAt: window.endsAt.toISOString() },
          };
        }),
      });
    }
  }
  return found;
}

/**
 * Queues one delivery per event for every channel that hears it: the channel's subscription is
 * confirmed and active and follows one of the event's services, the channel asked for that kind
 * of event, is confirmed (for a number: its code was entered) and not paused, and the event is no
 * older than the channel (or its resumption).
 * A service's status changes come held (one message per hold time, "flapping" when it went
 * back and forth). The unique (channel, event) key makes a repeated run queue nothing twice.
 * Answers how many were queued.
 */
export async function queueChannelEvents(deps: Deps, window: { cutoff: Date; floor: Date }): Promise<number> {
  const events = await happenings(deps, window);
  if (events.length === 0) return 0;
  const serviceIds = [...new Set(events.flatMap((event) => event.services.map((s) => s.id)))];
  if (serviceIds.length === 0) return 0;
  const listeners = await deps.db
    .select({ channel: alertChannels, serviceId: alertSubscriptionServices.serviceId })
    .from(alertChannels)
    .innerJoin(alertSubscriptions, eq(alertSubscriptions.id, alertChannels.subscriptionId))
    .innerJoin(alertSubscriptionServices, eq(alertSubscriptionServices.subscriptionId, alertSubscriptions.id))
    .where(
      and(
        isNull(alertChannels.pausedAt),
        isNotNull(alertChannels.confirmedAt),
        eq(alertSubscriptions.isActive, true),
        isNotNull(alertSubscriptions.confirmedAt),
        inArray(alertSubscriptionServices.serviceId, serviceIds),
      ),
    );
  const provider = deps.config.publicConfig.provider.name;
  const rows: (typeof alertDeliveries.$inferInsert)[] = [];
  for (const event of events) {
    const followed = new Set(event.services.map((s) => s.id));
    const channels = new Map<string, (typeof listeners)[number]['channel']>();
    for (const { channel, serviceId } of listeners) {
      const asked = channel.events as ChannelEvent[];
      if (followed.has(serviceId) && event.events.some((wanted) => asked.includes(wanted)) && channel.listeningSince <= event.at)
        channels.set(channel.id, channel);
    }
    for (const channel of channels.values()) {
      // Told in the channel's language (its owner's when it was added).
      const locale = toLocale(channel.locale);
      const { summary, incident, maintenance } = event.texts(locale);
      const payload: AlertPayload = {
        type: event.type,
        occurredAt: event.at.toISOString(),
        locale,
        summary,
        services: event.services,
        incident,
        maintenance,
        board: `${deps.config.publicUrl}/`,
        provider,
      };
      rows.push({
        channelId: channel.id,
        eventKey: event.eventKey,
        event: event.type,
        occurredAt: event.at,
        serviceId: event.services.length === 1 ? event.services[0]!.id : null,
        payload: payload as unknown as Record<string, unknown>,
        nextAttemptAt: event.at,
        createdAt: deps.clock.now(),
      });
    }
  }
  if (rows.length === 0) return 0;
  const queued = await deps.db.insert(alertDeliveries).values(rows).onConflictDoNothing().returning({ id: alertDeliveries.id });
  return queued.length;
}

/**
 * Sends the deliveries that are due, in the order what they tell happened. A 2xx (or the SMS provider's acceptance)
 * delivers; otherwise the delivery is tried again later (30 s, 1, 2, 4 min) and fails for good
 * after MAX_ATTEMPTS. A channel that fails CHANNEL_PAUSE_AFTER_FAILURES times in a row is paused,
 * its waiting deliveries end as failed, and its owner is told by e-mail with the link to resume.
 */
export async function deliverDueMessages(deps: Deps, send: SendToChannel): Promise<{ delivered: number; failed: number; paused: number }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ delivery: alertDeliveries, channel: alertChannels })
    .from(alertDeliveries)
    .innerJoin(alertChannels, eq(alertChannels.id, alertDeliveries.channelId))
    .where(and(eq(alertDeliveries.status, 'pending'), lte(alertDeliveries.nextAttemptAt, now), isNull(alertChannels.pausedAt)))
    .orderBy(asc(alertDeliveries.occurredAt), asc(alertDeliveries.createdAt), asc(alertDeliveries.id))
    .limit(DELIVERIES_PER_RUN);
  const result = { delivered: 0, failed: 0, paused: 0 };
  const pausedNow = new Set<string>();
  for (const { delivery, channel } of due) {
    if (pausedNow.has(channel.id)) continue;
    const target = {
      kind: channel.kind,
      target: deps.keys.decrypt(channel.targetEncrypted),
      secret: channel.secretEncrypted ? deps.keys.decrypt(channel.secretEncrypted) : null,
    };
    const outcome = await send(target, delivery.id, delivery.payload as unknown as AlertPayload);
    const attempts = delivery.attempts + 1;
    if (outcome.ok) {
      result.delivered += 1;
      await deps.db.transaction(async (tx) => {
        await tx
          .update(alertDeliveries)
          .set({ status: 'delivered', attempts, deliveredAt: now, nextAttemptAt: null, lastError: null, responseStatus: outcome.responseStatus })
          .where(eq(alertDeliveries.id, delivery.id));
        await tx.update(alertChannels).set({ failuresInARow: 0, lastDeliveredAt: now }).where(eq(alertChannels.id, channel.id));
      });
      continue;
    }
    const finalTry = attempts >= MAX_ATTEMPTS;
    if (finalTry) result.failed += 1;
    const [counted] = await deps.db.transaction(async (tx) => {
      await tx
        .update(alertDeliveries)
        .set({
          status: finalTry ? 'failed' : 'pending',
          attempts,
          lastError: outcome.error?.slice(0, 500) ?? null,
          responseStatus: outcome.responseStatus,
          nextAttemptAt: finalTry ? null : new Date(now.getTime() + RETRY_BASE_MS * 2 ** (attempts - 1)),
        })
        .where(eq(alertDeliveries.id, delivery.id));
      return tx
        .update(alertChannels)
        .set({ failuresInARow: sql`${alertChannels.failuresInARow} + 1` })
        .where(eq(alertChannels.id, channel.id))
        .returning({ failuresInARow: alertChannels.failuresInARow });
    });
    if ((counted?.failuresInARow ?? 0) >= CHANNEL_PAUSE_AFTER_FAILURES) {
      pausedNow.add(channel.id);
      result.paused += 1;
      await pauseChannel(deps, channel, now);
    }
  }
  return result;
}

async function pauseChannel(deps: Deps, channel: typeof alertChannels.$inferSelect, now: Date): Promise<void> {
  const [owner] = await deps.db.transaction(async (tx) => {
    await tx.update(alertChannels).set({ pausedAt: now, updatedAt: now }).where(eq(alertChannels.id, channel.id));
    await tx
      .update(alertDeliveries)
      .set({ status: 'failed', nextAttemptAt: null, lastError: `channel paused after ${CHANNEL_PAUSE_AFTER_FAILURES} failures in a row` })
      .where(and(eq(alertDeliveries.channelId, channel.id), eq(alertDeliveries.status, 'pending')));
    return tx
      .select({ id: alertSubscriptions.id, emailEncrypted: alertSubscriptions.emailEncrypted, locale: alertSubscriptions.locale })
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.id, channel.subscriptionId));
  });
  if (!owner) return;
  try {
    const to = deps.keys.decrypt(owner.emailEncrypted);
    await deps.mailer.send(
      channelPausedMail(deps, { kind: channel.kind, hint: channel.targetHint, to, subscriptionId: owner.id, locale: toLocale(owner.locale) }),
    );
  } catch (error) {
    deps.log.warn({ err: error, channelId: channel.id }, 'could not tell a channel owner the channel is paused');
  }
}

/** Each kind of channel as the paused mail names it (CHANNEL_KIND_LABEL in English). */
const KIND_MESSAGE: Record<ChannelKind, string> = {
  teams: 'server-mail.channelKind.teams',
  slack: 'server-mail.channelKind.slack',
  webhook: 'server-mail.channelKind.webhook',
  sms: 'server-mail.channelKind.sms',
};

/**
 * The owner learns that it stopped, not why: the answers (and refusals) stay in the admins' log,
 * so a channel cannot probe a network. Written in the language the alerts were asked in.
 */
function channelPausedMail(
  deps: Pick<Deps, 'config' | 'keys'>,
  input: { kind: ChannelKind; hint: string; to: string; subscriptionId: string; locale: Locale },
) {
  const provider = deps.config.publicConfig.provider;
  const manage = unsubscribeLinks(deps.config.publicUrl, deps.keys, input.subscriptionId).page;
  const { t } = translator(input.locale);
  const channel = t(KIND_MESSAGE[input.kind]);
  return composeMail(provider, {
    to: input.to,
    locale: input.locale,
    subject: t('server-mail.channelPaused.subject', { channel }),
    heading: t('server-mail.channelPaused.heading'),
    blocks: [
      { kind: 'paragraph', text: t('server-mail.channelPaused.body', { channel, hint: input.hint, failures: CHANNEL_PAUSE_AFTER_FAILURES }) },
      { kind: 'paragraph', text: t('server-mail.channelPaused.check') },
      { kind: 'link', label: t('server-mail.channelPaused.manageLink'), url: manage },
    ],
    reason: t('server-mail.channelPaused.reason', { provider: provider.name }),
  });
}

/** One run for the channels, after the e-mails: queue what happened, then send what is due. */
export async function dispatchChannels(deps: Deps, send: SendToChannel): Promise<{ queued: number; delivered: number; failed: number; paused: number }> {
  const now = deps.clock.now();
  const queued = await queueChannelEvents(deps, { cutoff: new Date(now.getTime() - SETTLE_MS), floor: new Date(now.getTime() - MAX_AGE_MS) });
  return { queued, ...(await deliverDueMessages(deps, send)) };
}
