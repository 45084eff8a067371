import { eq, max } from 'drizzle-orm';
import type { Db, Tx } from './open.ts';
import { appMeta, services } from './schema.ts';
import { CLAIMS_NETWORK_SERVICE_NAME } from '#shared/constants.js';
import { CDCP_SERVICE_NAME, DEFAULT_PORTALS, defaultFrenchGuidanceFor, defaultGuidanceFor } from './seed-guidance.ts';
import type { ServiceType } from '#shared/status/services.js';

interface SeedService {
  name: string;
  type: ServiceType;
  location: string | null;
}

/** Default services (docs/product/defaults.md); editable by the provider afterwards. */
export const DEFAULT_SERVICES: SeedService[] = [
  { name: CLAIMS_NETWORK_SERVICE_NAME, type: 'insurance', location: 'CDAnet claims network' },
  ...[
    ['Alberta Blue Cross', 'Alberta'],
    ['Sun Life', 'National'],
    [CDCP_SERVICE_NAME, 'Canadian Dental Care Plan (federal)'],
    ['Manulife', 'National'],
    ['Canada Life', 'National'],
    ['Green Shield Canada', 'National'],
    ['Desjardins Insurance', 'National'],
    ['Beneva', 'National'],
    ['iA Financial Group', 'National'],
    ['Empire Life', 'National'],
    ['Pacific Blue Cross', 'British Columbia'],
    ['Medavie Blue Cross', 'Atlantic Canada'],
    ['Saskatchewan Blue Cross', 'Saskatchewan'],
    ['ClaimSecure', 'National'],
    ['Co-operators', 'National'],
    ['Alberta Dental Service Corporation', 'Alberta government programs'],
  ].map(([name, location]) => ({ name: name!, type: 'insurance' as const, location: location! })),
  ...[
    ['TELUS Business Internet', 'Alberta'],
    ['Rogers Business (formerly Shaw Business)', 'Alberta'],
    ['Bell Business Internet', 'Alberta'],
    ['Xplore', 'Rural Alberta'],
    ['Starlink', 'Rural Alberta'],
  ].map(([name, location]) => ({ name: name!, type: 'internet' as const, location: location! })),
  ...[
    ['TELUS Business Connect', 'Canada'],
    ['Rogers Unison', 'Canada'],
    ['Weave', 'Dental practices'],
    ['RingCentral', 'Canada'],
    ['GoTo Connect', 'Canada'],
    ['8x8', 'Canada'],
    ['VoIP.ms', 'Canada'],
    ['Fibernetics', 'Canada'],
  ].map(([name, location]) => ({ name: name!, type: 'voip' as const, location: location! })),
];

const SEED_MARKER = 'seed:default-services:v1';

/**
 * Defaults that came after the first release. Each reaches a database seeded before it once,
 * under a marker of its own, placed beside the service it follows and with its default help.
 */
const LATER_DEFAULTS: readonly { marker: string; name: string; follows: string }[] = [
  { marker: 'seed:default-services:sun-life-cdcp', name: CDCP_SERVICE_NAME, follows: 'Sun Life' },
];

/** Claims a one-time marker; answers whether this call claimed it (false: it ran before). */
async function claimMarker(tx: Tx, key: string): Promise<boolean> {
  const claimed = await tx
    .insert(appMeta)
    .values({ key, value: { seededAt: new Date().toISOString() } })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  return claimed.length > 0;
}

/**
 * Inserts the default services once per database. The marker rows make it idempotent and mean
 * later edits, renames and deletions by the provider are never undone by a restart. Answers
 * whether it inserted anything.
 */
export async function seedDefaultServices(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (await claimMarker(tx, SEED_MARKER)) {
      for (const later of LATER_DEFAULTS) await claimMarker(tx, later.marker);
      await tx
        .insert(services)
        .values(DEFAULT_SERVICES.map((s, index) => ({ ...s, sortOrder: index })))
        .onConflictDoNothing({ target: services.name });
      return true;
    }
    let added = false;
    for (const later of LATER_DEFAULTS) {
      if (await claimMarker(tx, later.marker)) added = (await addLaterDefault(tx, later)) || added;
    }
    return added;
  });
}

async function addLaterDefault(tx: Tx, later: (typeof LATER_DEFAULTS)[number]): Promise<boolean> {
  const service = DEFAULT_SERVICES.find((s) => s.name === later.name)!;
  const [neighbour] = await tx.select({ sortOrder: services.sortOrder }).from(services).where(eq(services.name, later.follows));
  // Ties in sort order fall back to the name, which puts "Sun Life CDCP" right after "Sun Life".
  const sortOrder = neighbour?.sortOrder ?? ((await tx.select({ last: max(services.sortOrder) }).from(services))[0]?.last ?? -1) + 1;
  const inserted = await tx
    .insert(services)
    .values({
      ...service,
      sortOrder,
      guidance: defaultGuidanceFor(service, 'down'),
      guidanceIssues: defaultGuidanceFor(service, 'issues'),
      guidanceFr: defaultFrenchGuidanceFor(service, 'down'),
      guidanceIssuesFr: defaultFrenchGuidanceFor(service, 'issues'),
      portalUrl: DEFAULT_PORTALS[service.name] ?? null,
    })
    .onConflictDoNothing({ target: services.name })
    .returning({ id: services.id });
  return inserted.length > 0;
}
