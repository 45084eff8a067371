import type { Db } from './open.ts';
import { appMeta, services } from './schema.ts';
import { CLAIMS_NETWORK_SERVICE_NAME } from '../../shared/constants.ts';
import type { ServiceType } from '../../shared/status/services.ts';

interface SeedService {
  name: string;
  type: ServiceType;
  location: string | null;
}

/** Default services from REFERENCE-DATA.md; editable by the provider afterwards. */
export const DEFAULT_SERVICES: SeedService[] = [
  { name: CLAIMS_NETWORK_SERVICE_NAME, type: 'insurance', location: 'CDAnet claims network' },
  ...[
    ['Alberta Blue Cross', 'Alberta'],
    ['Sun Life', 'National'],
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
 * Inserts the default services once per database. The marker row makes it idempotent and
 * means later edits, renames and deletions by the provider are never undone by a restart.
 * Answers whether it inserted anything.
 */
export async function seedDefaultServices(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: SEED_MARKER, value: { seededAt: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;
    await tx
      .insert(services)
      .values(DEFAULT_SERVICES.map((s, index) => ({ ...s, sortOrder: index })))
      .onConflictDoNothing({ target: services.name });
    return true;
  });
}
