import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { alertChannels, alertDeliveries } from '../../../db/schema.ts';
import type { Tx } from '../../../db/open.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { CANADIAN_PHONE_PATTERN } from '../../../../shared/phone.ts';
import {
  CHANNEL_MESSAGES,
  MAX_CHANNELS,
  type AlertChannelAdded,
  type AlertChannelList,
  type AlertChannelView,
  type ChannelEvent,
  type ChannelKind,
} from '../../../../shared/subscribers/alert-channels.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { validateCheckTarget, targetPolicy, TargetRefusedError } from '../../monitoring/index.ts';
import { byUnsubscribeToken } from '../alert-preferences.service.ts';
import { summaryOf, type AlertPayload } from './channel-payload.ts';
import { senderFor } from './channel-sender.ts';

type Deps = Pick<ModuleDeps, 'db' | 'keys' | 'clock' | 'config'>;

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

/** The address as stored: a webhook URL vetted like a check target, or a phone number in E.164. */
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
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && deps.config.monitor.allowPrivate)) throw new AppError('validation', wrong);
  if (url.username || url.password) throw new AppError('validation', wrong);
  try {
    validateCheckTarget('http', url.toString(), targetPolicy(deps.config));
  } catch (error) {
    if (error instanceof TargetRefusedError || error instanceof AppError) throw new AppError('validation', error.message);
    throw error;
  }
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
 * POST /api/alerts/channels: vets the address, sends a test message to it and keeps the channel
 * only when that arrived (a channel that cannot be reached is refused now, not discovered
 * during an outage). The address and a webhook's signing key are stored encrypted; the key is
 * answered this once.
 */
export async function addChannel(deps: Deps, token: string, input: ChannelInput, ip: string | null): Promise<AlertChannelAdded> {
  const subscription = await confirmedSubscription(deps, token);
  const [existing] = await deps.db.select({ n: count() }).from(alertChannels).where(eq(alertChannels.subscriptionId, subscription.id));
  if ((existing?.n ?? 0) >= MAX_CHANNELS) throw new AppError('conflict', CHANNEL_MESSAGES.tooMany);
  const target = normalisedTarget(deps, input);
  const secret = input.kind === 'webhook' ? `whsec_${randomBytes(24).toString('base64url')}` : null;
  const now = deps.clock.now();
  const id = crypto.randomUUID();
  const deliveryId = crypto.randomUUID();
  const provider = deps.config.publicConfig.provider.name;
  const payload: AlertPayload = {
    type: 'test',
    occurredAt: now.toISOString(),
    summary: summaryOf('test', provider),
    services: [],
    incident: null,
    maintenance: null,
    board: `${deps.config.publicUrl}/`,
    provider,
  };
  const outcome = await senderFor(deps)({ kind: input.kind, target, secret }, deliveryId, payload);
  if (!outcome.ok) throw new AppError('validation', CHANNEL_MESSAGES.testFailed(outcome.error ?? 'no answer'));

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
        lastDeliveredAt: now,
        listeningSince: now,
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
