import type { ChangeBus } from '#server/db/change-bus.js';
import type { Receipt } from './notifications.service.ts';

/** A caller's serialised answer, kept until the notifications, their receipts or their address change. */
export interface CachedAnswer {
  version: string;
  ip: string | undefined;
  /** The next expiry among the notifications it was built from: it must be rebuilt then. */
  validUntilMs: number;
  body: Buffer;
  etag: string;
}

export interface UserReceipts {
  receipts: ReadonlyMap<string, Receipt>;
  answer?: CachedAnswer;
}

export interface ReceiptCache {
  /** The user's receipts, from memory when cached, else loaded once (concurrent callers share the load). */
  get(userId: string): Promise<UserReceipts>;
  /** The user's receipts if they are in memory now; never loads. */
  peek(userId: string): UserReceipts | undefined;
  /** Forgets the user's receipts here and on every other instance (after their mark or clear). */
  invalidate(userId: string): Promise<void>;
  readonly size: number;
  clear(): void;
}

interface Slot {
  value?: UserReceipts;
  loading?: Promise<UserReceipts>;
  /** Dropped while loading: the load's result must not be kept. */
  dropped: boolean;
  /** Asked for since it was last passed over for eviction (its second chance). */
  used: boolean;
  unsubscribe: () => void;
}

export const RECEIPTS_CHANNEL = 'notification_receipts';

/** The bus carries no payload, so each cached user listens on a channel named after them. */
export const receiptsChannel = (userId: string) => `${RECEIPTS_CHANNEL}:${userId}`;

/**
 * Each signed-in user's read/cleared marks, for the polled GET /api/notifications. Bounded:
 * past `maxUsers` a user not polled lately is forgotten (and reloaded when they poll).
 *
 * Recency is kept "second chance" style: a hit only sets a flag; eviction walks from the oldest
 * entry, moving flagged ones to the back (flag cleared) and dropping the first unflagged one. A
 * hit that re-inserted its entry instead (delete, then set) made the Map allocate a new table on
 * most polls, straight into the old generation: 112 bytes a poll, a full GC every few seconds
 * under load (ADR 16).
 */
export function createReceiptCache(options: {
  bus: ChangeBus;
  load: (userId: string) => Promise<Map<string, Receipt>>;
  maxUsers: number;
  log: { warn(obj: unknown, msg?: string): void };
}): ReceiptCache {
  // A Map iterates in insertion order: the oldest entries (or the longest passed over) come first.
  const slots = new Map<string, Slot>();

  const drop = (userId: string) => {
    const slot = slots.get(userId);
    if (!slot) return;
    slot.dropped = true;
    slot.unsubscribe();
    slots.delete(userId);
  };

  const evictBeyondLimit = () => {
    while (slots.size > options.maxUsers) {
      const oldest = slots.entries().next().value;
      if (oldest === undefined) return;
      const [userId, slot] = oldest;
      if (slot.used) {
        slot.used = false;
        slots.delete(userId);
        slots.set(userId, slot);
        continue;
      }
      drop(userId);
    }
  };

  const startLoad = (userId: string): Promise<UserReceipts> => {
    const slot: Slot = { dropped: false, used: false, unsubscribe: options.bus.subscribe(receiptsChannel(userId), () => drop(userId)) };
    slots.set(userId, slot);
    evictBeyondLimit();
    slot.loading = options.load(userId).then(
      (receipts) => {
        const value: UserReceipts = { receipts };
        slot.loading = undefined;
        if (!slot.dropped) slot.value = value;
        return value;
      },
      (error: unknown) => {
        if (slots.get(userId) === slot) drop(userId);
        throw error;
      },
    );
    return slot.loading;
  };

  return {
    get(userId) {
      const slot = slots.get(userId);
      if (!slot) return startLoad(userId);
      slot.used = true;
      return slot.value ? Promise.resolve(slot.value) : slot.loading!;
    },
    peek(userId) {
      const slot = slots.get(userId);
      if (!slot?.value) return undefined;
      slot.used = true;
      return slot.value;
    },
    async invalidate(userId) {
      drop(userId);
      await options.bus.publish(receiptsChannel(userId)).catch((error: unknown) => {
        options.log.warn({ err: error, userId }, 'could not announce a receipts change to other instances');
      });
    },
    get size() {
      return slots.size;
    },
    clear() {
      for (const userId of [...slots.keys()]) drop(userId);
    },
  };
}
