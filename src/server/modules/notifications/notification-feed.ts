import type { Db } from '#server/db/open.js';
import type { ChangeBus } from '#server/db/change-bus.js';
import { createCachedView, type CachedView } from '#server/lib/cached-view.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { etagOf } from '#server/lib/http/etag.js';
import type { AdminNotification, PublicNotice, UserNotification } from '#shared/notifications/notifications.js';
import type { NotificationCreateInput, NotificationFrenchInput } from '#shared/notifications/notification-schemas.js';
import { buildSnapshot, concerns, type ActiveSnapshot } from './active-notifications.ts';
import {
  clearNotifications,
  createNotification,
  loadActiveNotifications,
  loadReceipts,
  markNotificationRead,
  translateNotification,
  withdrawNotification,
  type Receipt,
} from './notifications.service.ts';
import { createReceiptCache, type CachedAnswer, type ReceiptCache, type UserReceipts } from './receipt-cache.ts';
import type { AdminActor } from '#server/lib/admin-actor.js';

export const NOTIFICATIONS_CHANNEL = 'notifications';

export interface NotificationFeed {
  view: CachedView<ActiveSnapshot>;
  receipts: ReceiptCache;
  /** The caller's GET /api/notifications answer, serialised, with its ETag. */
  answerFor(userId: string, ip: string | undefined): Promise<{ body: Buffer; etag: string }>;
  /**
   * The same answer when it can be made from memory alone (the user's marks cached); else null.
   * `addressOf` is asked only while some notification targets addresses (reading a socket's
   * address costs more than the rest of a poll's own work).
   */
  answerFromMemory(userId: string, addressOf: () => string | undefined, nowMs: number): { body: Buffer; etag: string } | null;
  /** GET /api/notices for a visitor at `addressOf()` (asked as `answerFromMemory` asks it): the public notices meant for them, serialised, with its ETag. */
  noticesFor(addressOf: () => string | undefined): { body: Buffer; etag: string };
  markRead(caller: { userId: string; ip: string | undefined }, id: string): Promise<UserNotification>;
  clearAll(caller: { userId: string; ip: string | undefined }): Promise<number>;
  send(input: NotificationCreateInput, actor: AdminActor): Promise<AdminNotification>;
  withdraw(id: string, actor: AdminActor): Promise<AdminNotification>;
  /** Adds, changes or removes a sent notification's French; every panel and the public notices get it at once. */
  translate(id: string, input: NotificationFrenchInput, actor: AdminActor): Promise<AdminNotification>;
  start(): Promise<void>;
  stop(): void;
}

/**
 * The notifications every dashboard polls, answered from memory (ADR 2): the current notifications are one cached view shared by all callers; each user's
 * marks are cached apart, and each user's serialised answer is kept until something it was
 * built from changes, so a poll that changes nothing costs a few map look-ups.
 */
export function createNotificationFeed(deps: {
  db: Db;
  keys: KeyRing;
  bus: ChangeBus;
  clock: Clock;
  log: { warn(obj: unknown, msg?: string): void };
  refreshMs?: number;
  maxCachedUsers?: number;
}): NotificationFeed {
  const { db, clock } = deps;
  const view = createCachedView({
    channel: NOTIFICATIONS_CHANNEL,
    bus: deps.bus,
    load: async () => buildSnapshot(await loadActiveNotifications(db, clock.now())),
    // Also the backstop that drops expired notifications from memory.
    refreshMs: deps.refreshMs ?? 30_000,
    log: deps.log,
  });
  const receipts = createReceiptCache({
    bus: deps.bus,
    load: (userId) => loadReceipts(db, userId, clock.now()),
    maxUsers: deps.maxCachedUsers ?? 5000,
    log: deps.log,
  });

  // Visitors see one of a few distinct lists (everyone's, plus their network's): each is built once.
  const noticeAnswers = new Map<string, { body: Buffer; etag: string }>();

  /** The user's answer from their marks: the one kept while nothing it depends on changed, else made anew. */
  const answerWith = (entry: UserReceipts, addressOf: () => string | undefined, nowMs: number) => {
    const snapshot = view.get();
    const ip = addressIfTargeted(snapshot, addressOf);
    const kept = entry.answer;
    if (kept && kept.version === snapshot.version && kept.ip === ip && nowMs < kept.validUntilMs) return kept;
    const answer = buildAnswer(snapshot, entry.receipts, ip, nowMs);
    entry.answer = answer;
    return answer;
  };

  return {
    view,
    receipts,
    noticesFor(addressOf) {
      const snapshot = view.get();
      const ip = addressIfTargeted(snapshot, addressOf);
      const nowMs = clock.nowMs();
      const shown = snapshot.items.filter((n) => n.isPublic && concerns(n, ip, nowMs));
      const key = `${snapshot.version}|${shown.map((n) => n.id).join(',')}`;
      const known = noticeAnswers.get(key);
      if (known) return known;
      if (noticeAnswers.size >= MAX_NOTICE_ANSWERS) noticeAnswers.clear();
      const json = JSON.stringify(shown.map((n): PublicNotice => publicNoticeOf(n.item)));
      const answer = { body: Buffer.from(json), etag: etagOf(json) };
      noticeAnswers.set(key, answer);
      return answer;
    },
    async answerFor(userId, ip) {
      const entry = await receipts.get(userId);
      return answerWith(entry, () => ip, clock.nowMs());
    },
    answerFromMemory(userId, addressOf, nowMs) {
      const entry = receipts.peek(userId);
      return entry ? answerWith(entry, addressOf, nowMs) : null;
    },
    async markRead(caller, id) {
      const marked = await markNotificationRead({ db, clock }, caller, id);
      await receipts.invalidate(caller.userId);
      return marked;
    },
    async clearAll(caller) {
      const cleared = await clearNotifications({ db, clock }, caller);
      await receipts.invalidate(caller.userId);
      return cleared;
    },
    async send(input, actor) {
      const sent = await createNotification({ db, keys: deps.keys, clock }, input, actor);
      await view.invalidate();
      return sent;
    },
    async withdraw(id, actor) {
      const withdrawn = await withdrawNotification({ db, keys: deps.keys, clock }, id, actor);
      await view.invalidate();
      return withdrawn;
    },
    async translate(id, input, actor) {
      const translated = await translateNotification({ db, keys: deps.keys, clock }, id, input, actor);
      await view.invalidate();
      return translated;
    },
    start: () => view.start(),
    stop() {
      view.stop();
      receipts.clear();
    },
  };
}

const MAX_NOTICE_ANSWERS = 1000;

/** The caller's address, asked only when a notification targets addresses: otherwise every address gets the same list. */
function addressIfTargeted(snapshot: ActiveSnapshot, addressOf: () => string | undefined): string | undefined {
  return snapshot.targeted ? addressOf() : undefined;
}

function publicNoticeOf(item: Omit<UserNotification, 'isRead'>): PublicNotice {
  return {
    id: item.id,
    title: item.title,
    message: item.message,
    ...(item.titleFr ? { titleFr: item.titleFr } : {}),
    ...(item.messageFr ? { messageFr: item.messageFr } : {}),
    priority: item.priority,
    createdAt: item.createdAt,
    expiresAt: item.expiresAt,
  };
}

function buildAnswer(snapshot: ActiveSnapshot, receipts: ReadonlyMap<string, Receipt>, ip: string | undefined, nowMs: number): CachedAnswer {
  const list: UserNotification[] = [];
  let validUntilMs = Infinity;
  for (const notification of snapshot.items) {
    if (notification.expiresAtMs !== null && notification.expiresAtMs > nowMs) {
      validUntilMs = Math.min(validUntilMs, notification.expiresAtMs);
    }
    if (!concerns(notification, ip, nowMs)) continue;
    const receipt = receipts.get(notification.id);
    if (receipt?.cleared) continue;
    list.push({ ...notification.item, isRead: receipt?.read ?? false });
  }
  const json = JSON.stringify(list);
  return { version: snapshot.version, ip, validUntilMs, body: Buffer.from(json), etag: etagOf(json) };
}
