import { eq } from 'drizzle-orm';
import type { LiveServer } from '#tests/support/live-server.ts';
import { clinicAccess } from '#server/db/schema.js';

/**
 * When the sample clinics of people.ts last polled us (screenshots only): some online, two silent,
 * one not seen today, one never. With `cluster`, three go silent within three minutes of each
 * other, which raises the banner. Silence only counts during business hours, so pass a `now` that
 * is inside them (the screenshot script runs the server on a clock it controls).
 */
const MINUTES_AGO: Record<string, { normal: number | null; cluster: number | null }> = {
  'Edmonton Southgate Dental': { normal: 0.5, cluster: 0.5 },
  'Bow River Dental': { normal: 1, cluster: 1 },
  'Red Deer Dental Centre': { normal: 4, cluster: 4 },
  'Chinook Family Dentistry': { normal: 14, cluster: 14 },
  'Kensington Smiles': { normal: 37, cluster: 15.5 },
  'Canmore Mountain Dental': { normal: 20 * 60, cluster: 12 },
  'Medicine Hat Dental Group': { normal: null, cluster: null },
};

export async function seedHeartbeat(server: LiveServer, options: { now?: Date; cluster?: boolean } = {}): Promise<void> {
  const { db } = server.database;
  const now = (options.now ?? new Date()).getTime();
  const rows = await db.select({ id: clinicAccess.id, name: clinicAccess.clinicNameEncrypted }).from(clinicAccess);
  for (const row of rows) {
    const timing = MINUTES_AGO[server.keys.decrypt(row.name)];
    if (!timing) continue;
    const minutes = options.cluster ? timing.cluster : timing.normal;
    await db
      .update(clinicAccess)
      .set({ lastAccess: minutes === null ? null : new Date(now - minutes * 60_000) })
      .where(eq(clinicAccess.id, row.id));
  }
}
