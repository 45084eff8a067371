import { and, asc, count, eq } from 'drizzle-orm';
import { alertChannels, alertChannelTestFailures, alertDeliveries } from '#server/db/schema.js';
import type { Tx } from '#server/db/open.js';
import { recordAudit } from '#server/lib/audit.js';
import { AppError, notFound } from '#server/lib/errors.js';
import { CANADIAN_PHONE_PATTERN } from '#shared/phone.js';
import {
  CHANNEL_MESSAGES,
  MAX_CHANNELS,
  type AlertChannelAdded,
  type AlertChannelConfirmed,
  type AlertChannelList,
  type AlertChannelView,
  type ChannelEvent,
  type ChannelKind,
} from '#shared/subscribers/alert-channels.js';
import { toLocale, type Locale } from '#shared/i18n/locales.js';
import type { AppParts } from '#server/lib/app-parts.js';
import { byUnsubscribeToken } from '../alert-preferences.service.ts';
import { summaryOf, type AlertPayload } from './channel-payload.ts';
import { senderFor } from './channel-sender.ts';
import type { ChannelsPart } from './channel-options.ts';
import { reserveChannelTest } from './channel-limits.ts';
import { isServiceAddress } from './channel-hosts.ts';
import { checkConfirmationCode, confirmationCodeFailure, textConfirmationCode } from './sms-confirmation.ts';
import { newWebhookSecret } from './webhook-signature.ts';

type Deps = Pick<AppParts, 'db' | 'keys' | 'clock' | 'config'> & ChannelsPart;

export interface ChannelInput {
  kind: ChannelKind;
  target: string;
  events: ChannelEvent[];
}

type ChannelRow = typeof alertChannels.$inferSelect;

export function toChannelView(row: ChannelRow): AlertChannelView {
  return {
    id: row.id,
    kind: row.kind,
    targetHint: row.targetHint,
    events: row.events as ChannelEvent[],
    pausedAt: row.pausedAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    lastDeliveredAt: row.lastDeliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** "https://hooks.slack.com/…/x9Qa": enough to recognise the address, not enough to use it. */
export function hintOf(kind: ChannelKind, target: string): string {
  if (kind === 'sms') return `••• ••• ${target.slice(-4)}`;
  const url = new URL(target);
  const tail = url.pathname.replace(/\/+$/, '').slice(-4);
  return `${url.protocol}//${url.host}/…${tail ? `/${tail}` : ''}`;
}

/**
 * The address as stored: an https address (whose host is vetted when the test message goes, and
 * at every send after), or a phone number in E.164.
 */
function normalisedTarget(deps: Deps, input: ChannelInput): string {
  if (input.kind === 'sms') {
    if (!deps.config.sms) throw new AppError('validation', CHANNEL_MESSAGES.smsUnavailable);
    const match = CANADIAN_PHONE_PATTERN.exec(input.target.trim());
    if (!match) throw new AppError('validation', CHANNEL_MESSAGES.phone);
    return `+1${match[1]}${match[2]}${match[3]}`;
  }
  const wrong = input.kind === 'teams' ? CHANNEL_MESSAGES.teamsUrl : input.kind === 'slack' ? CHANNEL_MESSAGES.slackUrl : CHANNEL_MESSAGES.url;
  let url: URL;
  try {
    url = new URL(input.target.trim());
  } catch {
    throw new AppError('validation', wrong);
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw new AppError('validation', wrong);
  if (!isServiceAddress(input.kind, url)) throw new AppError('validation', wrong);
  return url.toString();
}

async function confirmedSubscription(deps: Deps, token: string) {
  const row = await byUnsubscribeToken(deps, token);
  if (!row.isActive || !row.confirmedAt) throw new AppError('forbidden', CHANNEL_MESSAGES.notConfirmed);
  return row;
}

/** GET /api/alerts/channels: the link's subscription's channels, and whether SMS may be chosen. */
export async function listChannels(deps: Deps, token: string): Promise<AlertChannelList> {
  const subscription = await byUnsubscribeToken(deps, token);
  const rows = await deps.db.select().from(alertChannels).where(eq(alertChannels.subscriptionId, subscription.id)).orderBy(asc(alertChannels.createdAt));
  return { channels: rows.map(toChannelView), smsAvailable: deps.config.sms !== null };
}

/**
 * POST /api/alerts/channels: counts the attempt against the test-message limits, sends a test
 * message (to a public address only) and keeps the channel only when that arrived (a channel
 * that cannot be reached is refused now, not discovered during an outage). A test that did not
 * arrive tells the caller no more than that, so the board cannot be used to probe networks; the
 * admins' delivery log keeps why. The address and a webhook's signing key are stored encrypted;
 * the key is answered this once. The channel keeps `locale`, the language of the page it was added
 * on: its messages (the test message first) are written in it.
 */
export async function addChannel(deps: Deps, token: string, input: ChannelInput, ip: string | null, locale: Locale = 'en-CA'): Promise<AlertChannelAdded> {
  const subscription = await confirmedSubscription(deps, token);
  const [existing] = await deps.db.select({ n: count() }).from(alertChannels).where(eq(alertChannels.subscriptionId, subscription.id));
  if ((existing?.n ?? 0) >= MAX_CHANNELS) throw new AppError('conflict', CHANNEL_MESSAGES.tooMany);
  const target = normalisedTarget(deps, input);
  await reserveChannelTest(deps, subscription.id);
  if (input.kind === 'sms') return addSmsChannel(deps, subscription.id, target, [...new Set(input.events)], ip, locale);
  const secret = input.kind === 'webhook' ? newWebhookSecret() : null;
  const now = deps.clock.now();
  const id = crypto.randomUUID();
  const deliveryId = crypto.randomUUID();
  const provider = deps.config.publicConfig.provider.name;
  const payload: AlertPayload = {
    type: 'test',
    occurredAt: now.toISOString(),
    locale,
    summary: summaryOf('test', provider, locale),
    services: [],
    incident: null,
    maintenance: null,
    board: `${deps.config.publicUrl}/`,
    provider,
  };
  const outcome = await senderFor(deps)({ kind: input.kind, target, secret }, deliveryId, payload);
  if (!outcome.ok) {
    await deps.db.insert(alertChannelTestFailures).values({
      subscriptionId: subscription.id,
      kind: input.kind,
      targetHint: hintOf(input.kind, target),
      error: (outcome.error ?? 'no answer').slice(0, 500),
      responseStatus: outcome.responseStatus,
      createdAt: now,
    });
    throw new AppError('validation', CHANNEL_MESSAGES.testFailed);
  }

  const events = [...new Set(input.events)];
  const row = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(alertChannels)
      .values({
        id,
        subscriptionId: subscription.id,
        kind: input.kind,
        targetEncrypted: deps.keys.encrypt(target),
        targetHint: hintOf(input.kind, target),
        secretEncrypted: secret ? deps.keys.encrypt(secret) : null,
        events,
        locale,
        lastDeliveredAt: now,
        listeningSince: now,
        confirmedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(alertDeliveries).values({
      id: deliveryId,
      channelId: id,
      eventKey: 'test',
      event: 'test',
      occurredAt: now,
      payload: payload as unknown as Record<string, unknown>,
      status: 'delivered',
      attempts: 1,
      responseStatus: outcome.responseStatus,
      createdAt: now,
      deliveredAt: now,
    });
    await recordAudit(tx, deps.keys, {
      actor: 'anonymous',
      action: 'alert-channel.add',
      target: `alert-channel:${id}`,
      ipAddress: ip,
      details: { subscriptionId: subscription.id, kind: input.kind, events },
      at: now,
    });
    return saved!;
  });
  return { message: CHANNEL_MESSAGES.added, channel: toChannelView(row), signingSecret: secret };
}

/**
 * A text-message channel is kept unconfirmed and its number is texted a code instead of a test
 * message: it gets nothing more until the code is entered (confirmSmsChannel). A number the code
 * could not be texted to is not kept.
 */
async function addSmsChannel(
  deps: Deps,
  subscriptionId: string,
  number: string,
  events: ChannelEvent[],
  ip: string | null,
  locale: Locale,
): Promise<AlertChannelAdded> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(alertChannels)
    .values({
      subscriptionId,
      kind: 'sms',
      targetEncrypted: deps.keys.encrypt(number),
      targetHint: hintOf('sms', number),
      events,
      locale,
      listeningSince: now,
      confirmedAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  try {
    await textConfirmationCode(deps, { id: row!.id, subscriptionId, number, targetHint: row!.targetHint, locale }, ip);
  } catch (error) {
    await deps.db.delete(alertChannels).where(eq(alertChannels.id, row!.id));
    throw error;
  }
  await recordAudit(deps.db, deps.keys, {
    actor: 'anonymous',
    action: 'alert-channel.add',
    target: `alert-channel:${row!.id}`,
    ipAddress: ip,
    details: { subscriptionId, kind: 'sms', events, confirmed: false },
    at: now,
  });
  return { message: CHANNEL_MESSAGES.codeSent(row!.targetHint), channel: toChannelView(row!), signingSecret: null };
}

async function unconfirmedNumber(deps: Deps, token: string, channelId: string) {
  const row = await ownedChannel(deps, token, channelId);
  if (row.kind !== 'sms' || row.confirmedAt) throw new AppError('conflict', CHANNEL_MESSAGES.alreadyConfirmed);
  return row;
}

/** POST /api/alerts/channels/:id/confirm: the code texted to the number; when right, alerts go to it from now on. */
export async function confirmSmsChannel(deps: Deps, token: string, channelId: string, code: string, ip: string | null): Promise<AlertChannelConfirmed> {
  const row = await unconfirmedNumber(deps, token, channelId);
  const check = await checkConfirmationCode(deps, row.id, code);
  if (!check.ok) throw confirmationCodeFailure(check);
  const now = deps.clock.now();
  const [confirmed] = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(alertChannels)
      .set({ confirmedAt: now, listeningSince: now, updatedAt: now })
      .where(eq(alertChannels.id, row.id))
      .returning();
    await auditChannel(tx, deps, 'alert-channel.confirm', row, ip, now);
    return updated;
  });
  return { message: CHANNEL_MESSAGES.smsConfirmed, channel: toChannelView(confirmed!) };
}

/** POST /api/alerts/channels/:id/resend-code: a new code to a number still waiting for one (the last one stops working). */
export async function resendSmsCode(deps: Deps, token: string, channelId: string, ip: string | null): Promise<{ message: string }> {
  const row = await unconfirmedNumber(deps, token, channelId);
  const number = deps.keys.decrypt(row.targetEncrypted);
  await textConfirmationCode(deps, { id: row.id, subscriptionId: row.subscriptionId, number, targetHint: row.targetHint, locale: toLocale(row.locale) }, ip);
  return { message: CHANNEL_MESSAGES.codeResent(row.targetHint) };
}

async function ownedChannel(deps: Deps, token: string, channelId: string) {
  const subscription = await byUnsubscribeToken(deps, token);
  const [row] = await deps.db
    .select()
    .from(alertChannels)
    .where(and(eq(alertChannels.id, channelId), eq(alertChannels.subscriptionId, subscription.id)));
  if (!row) throw notFound(CHANNEL_MESSAGES.notFound);
  return row;
}

/** DELETE /api/alerts/channels/:id: the channel and its delivery log go. */
export async function removeChannel(deps: Deps, token: string, channelId: string, ip: string | null): Promise<void> {
  const row = await ownedChannel(deps, token, channelId);
  await deps.db.transaction(async (tx) => {
    await tx.delete(alertChannels).where(eq(alertChannels.id, row.id));
    await auditChannel(tx, deps, 'alert-channel.remove', row, ip, deps.clock.now());
  });
}

/** POST /api/alerts/channels/:id/resume: a paused channel is sent to again (from the next event on). */
export async function resumeChannel(deps: Deps, token: string, channelId: string, ip: string | null): Promise<AlertChannelView> {
  const row = await ownedChannel(deps, token, channelId);
  const now = deps.clock.now();
  const [resumed] = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(alertChannels)
      .set({ pausedAt: null, failuresInARow: 0, listeningSince: now, updatedAt: now })
      .where(eq(alertChannels.id, row.id))
      .returning();
    await auditChannel(tx, deps, 'alert-channel.resume', row, ip, now);
    return updated;
  });
  return toChannelView(resumed!);
}

/** The audit row of a change the link's holder made to a channel (who: the link, from where). */
function auditChannel(tx: Tx, deps: Deps, action: string, row: ChannelRow, ip: string | null, at: Date): Promise<void> {
  return recordAudit(tx, deps.keys, {
    actor: 'anonymous',
    action,
    target: `alert-channel:${row.id}`,
    ipAddress: ip,
    details: { subscriptionId: row.subscriptionId, kind: row.kind },
    at,
  });
}
