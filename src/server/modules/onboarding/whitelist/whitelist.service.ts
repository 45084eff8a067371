import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/open.js';
import { clinicAccess, ipWhitelist } from '#server/db/schema.js';
import type { ChangeBus } from '#server/db/change-bus.js';
import { createCachedView, type CachedView } from '#server/lib/cached-view.js';
import { IpMatcher, type IpMatch } from '#server/lib/http/ip.js';
import { parseAddressFilter, TOO_WIDE_ADVICE } from '#server/lib/http/address-filter.js';
import { AppError, conflict, notFound } from '#server/lib/errors.js';
import { recordAudit } from '#server/lib/audit.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import { MESSAGES } from '#shared/validation.js';
import type { AdminWhitelistEntry, WhitelistAddInput } from '#shared/onboarding/admin-whitelist.js';
import { auditFieldsOf, type AdminActor } from '#server/lib/admin-actor.js';
import { isUuid } from '#server/lib/security/uuid.js';

export const WHITELIST_CHANNEL = 'ip_whitelist';

/** What the in-memory whitelist knows of each active entry. */
export interface WhitelistEntryInfo {
  id: string;
  clinicAccessId: string | null;
  /** The entry belongs to an active registered clinic. */
  clinicRegistered: boolean;
}

export interface Whitelist {
  view: CachedView<IpMatcher<WhitelistEntryInfo>>;
  hasAccess(ip: string | null | undefined): boolean;
  /** The active entry that gives `ip` access, from memory; null when none does. */
  match(ip: string | null | undefined): IpMatch<WhitelistEntryInfo> | null;
  /** Adds an entry; `alongside` runs in the same transaction (the audit row of the change). */
  add(
    input: { ipAddress: string; description?: string | null; createdBy?: string | null },
    alongside?: (tx: Tx, row: typeof ipWhitelist.$inferSelect) => Promise<void>,
  ): Promise<typeof ipWhitelist.$inferSelect>;
  remove(id: string, alongside?: (tx: Tx) => Promise<void>): Promise<void>;
}

export function createWhitelist(deps: { db: Db; bus: ChangeBus; log: { warn(obj: unknown, msg?: string): void }; refreshMs?: number }): Whitelist {
  const view = createCachedView({
    channel: WHITELIST_CHANNEL,
    bus: deps.bus,
    load: async () => {
      const rows = await deps.db
        .select({ id: ipWhitelist.id, ipAddress: ipWhitelist.ipAddress, clinicAccessId: ipWhitelist.clinicAccessId, clinicActive: clinicAccess.isActive })
        .from(ipWhitelist)
        .leftJoin(clinicAccess, eq(clinicAccess.id, ipWhitelist.clinicAccessId))
        .where(eq(ipWhitelist.isActive, true));
      // An entry stored before too-wide ranges were refused must not let everyone in.
      const refused = rows.filter((r) => !parseAddressFilter(r.ipAddress, TOO_WIDE_ADVICE.whitelist).ok);
      if (refused.length > 0) {
        deps.log.warn({ entries: refused.map((r) => r.ipAddress) }, 'whitelist entries ignored: too wide or not an address; delete them in the admin panel');
      }
      return new IpMatcher<WhitelistEntryInfo>(
        rows
          .filter((r) => !refused.includes(r))
          .map((r) => ({
            ipAddress: r.ipAddress,
            payload: { id: r.id, clinicAccessId: r.clinicAccessId, clinicRegistered: r.clinicActive === true },
          })),
      );
    },
    refreshMs: deps.refreshMs ?? 30_000,
    log: deps.log,
  });

  return {
    view,
    hasAccess: (ip) => view.get().matches(ip),
    match: (ip) => view.get().match(ip),
    async add({ ipAddress, description, createdBy }, alongside) {
      if (!ipAddress.trim()) throw new AppError('validation', MESSAGES.ipRequired);
      const parsed = parseAddressFilter(ipAddress, TOO_WIDE_ADVICE.whitelist);
      if (!parsed.ok) {
        throw new AppError('validation', parsed.message ?? 'Enter a valid IPv4 or IPv6 address, or a CIDR range such as 203.0.113.0/24');
      }
      const { entry } = parsed;
      const row = await deps.db.transaction(async (tx) => {
        const [added] = await tx
          .insert(ipWhitelist)
          .values({ ipAddress: entry.text, description: description ?? null, createdBy: createdBy ?? null })
          .onConflictDoNothing({ target: ipWhitelist.ipAddress })
          .returning();
        if (!added) throw conflict(`${entry.text} is already on the whitelist`);
        await alongside?.(tx, added);
        return added;
      });
      await view.invalidate();
      return row;
    },
    async remove(id, alongside) {
      await deps.db.transaction(async (tx) => {
        const removed = await tx.delete(ipWhitelist).where(eq(ipWhitelist.id, id)).returning({ id: ipWhitelist.id });
        if (removed.length === 0) throw notFound('That whitelist entry no longer exists');
        await alongside?.(tx);
      });
      await view.invalidate();
    },
  };
}

const ENTRY_GONE = 'That whitelist entry no longer exists';

export interface AdminWhitelistDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
  whitelist: Whitelist;
}

/** GET /api/admin/whitelist: every entry, newest first, with the linked clinic's name decrypted. */
export async function listWhitelistEntries(deps: Pick<AdminWhitelistDeps, 'db' | 'keys'>): Promise<AdminWhitelistEntry[]> {
  const rows = await deps.db
    .select({
      id: ipWhitelist.id,
      ipAddress: ipWhitelist.ipAddress,
      description: ipWhitelist.description,
      isActive: ipWhitelist.isActive,
      createdAt: ipWhitelist.createdAt,
      clinicNameEncrypted: clinicAccess.clinicNameEncrypted,
    })
    .from(ipWhitelist)
    .leftJoin(clinicAccess, eq(clinicAccess.id, ipWhitelist.clinicAccessId))
    .orderBy(desc(ipWhitelist.createdAt), desc(ipWhitelist.id));
  return rows.map(({ clinicNameEncrypted, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    clinicName: clinicNameEncrypted ? deps.keys.decrypt(clinicNameEncrypted) : null,
  }));
}

export async function addWhitelistEntry(deps: AdminWhitelistDeps, input: WhitelistAddInput, actor: AdminActor): Promise<AdminWhitelistEntry> {
  const row = await deps.whitelist.add({ ipAddress: input.ipAddress, description: input.description, createdBy: actor.userId }, (tx, added) =>
    auditWhitelist(tx, deps, actor, 'whitelist.add', added.id, { ipAddress: added.ipAddress, description: added.description }),
  );
  return {
    id: row.id,
    ipAddress: row.ipAddress,
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    clinicName: null,
  };
}

export async function removeWhitelistEntry(deps: AdminWhitelistDeps, id: string, actor: AdminActor): Promise<void> {
  const [row] = isUuid(id)
    ? await deps.db.select({ ipAddress: ipWhitelist.ipAddress, clinicAccessId: ipWhitelist.clinicAccessId }).from(ipWhitelist).where(eq(ipWhitelist.id, id))
    : [];
  if (!row) throw notFound(ENTRY_GONE);
  await deps.whitelist.remove(id, (tx) =>
    auditWhitelist(tx, deps, actor, 'whitelist.remove', id, { ipAddress: row.ipAddress, clinicAccessId: row.clinicAccessId }),
  );
}

function auditWhitelist(
  tx: Tx,
  deps: Pick<AdminWhitelistDeps, 'keys' | 'clock'>,
  actor: AdminActor,
  action: string,
  id: string,
  details: Record<string, unknown>,
) {
  return recordAudit(tx, deps.keys, { ...auditFieldsOf(actor), action, target: `whitelist:${id}`, details, at: deps.clock.now() });
}
