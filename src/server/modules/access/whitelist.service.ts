import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { clinicAccess, ipWhitelist } from '../../db/schema.ts';
import type { ChangeBus } from '../../db/change-bus.ts';
import { createCachedView, type CachedView } from '../../lib/cached-view.ts';
import { IpMatcher, parseWhitelistEntry, type IpMatch } from '../../lib/ip.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { MESSAGES } from '../../../shared/validation.ts';

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
  add(input: { ipAddress: string; description?: string | null; createdBy?: string | null }): Promise<typeof ipWhitelist.$inferSelect>;
  remove(id: string): Promise<void>;
}

export function createWhitelist(deps: {
  db: Db;
  bus: ChangeBus;
  log: { warn(obj: unknown, msg?: string): void };
  refreshMs?: number;
}): Whitelist {
  const view = createCachedView({
    channel: WHITELIST_CHANNEL,
    bus: deps.bus,
    load: async () => {
      const rows = await deps.db
        .select({ id: ipWhitelist.id, ipAddress: ipWhitelist.ipAddress, clinicAccessId: ipWhitelist.clinicAccessId, clinicActive: clinicAccess.isActive })
        .from(ipWhitelist)
        .leftJoin(clinicAccess, eq(clinicAccess.id, ipWhitelist.clinicAccessId))
        .where(eq(ipWhitelist.isActive, true));
      return new IpMatcher<WhitelistEntryInfo>(
        rows.map((r) => ({
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
    async add({ ipAddress, description, createdBy }) {
      if (!ipAddress.trim()) throw new AppError('validation', MESSAGES.ipRequired);
      const entry = parseWhitelistEntry(ipAddress);
      if (!entry) {
        throw new AppError('validation', 'Enter a valid IPv4 or IPv6 address, or a CIDR range such as 203.0.113.0/24');
      }
      const [row] = await deps.db
        .insert(ipWhitelist)
        .values({ ipAddress: entry.text, description: description ?? null, createdBy: createdBy ?? null })
        .onConflictDoNothing({ target: ipWhitelist.ipAddress })
        .returning();
      if (!row) throw conflict(`${entry.text} is already on the whitelist`);
      await view.invalidate();
      return row;
    },
    async remove(id) {
      const removed = await deps.db.delete(ipWhitelist).where(eq(ipWhitelist.id, id)).returning({ id: ipWhitelist.id });
      if (removed.length === 0) throw notFound('That whitelist entry no longer exists');
      await view.invalidate();
    },
  };
}
