import { and, desc, eq } from 'drizzle-orm';
import { clinicAccess } from '#server/db/schema.js';
import { normaliseEmail } from '#server/lib/security/crypto.js';
import type { ClinicRecognisedBy } from '#shared/onboarding/clinic-view.js';
import type { ClinicViewDeps } from './clinic-view-deps.ts';

/** Who is asking: the request's network address and the signed-in person, if any. */
export interface ClinicCaller {
  ip: string | null;
  user: { id: string; email: string | null } | null;
}

export interface RecognisedClinic {
  clinicAccessId: string;
  recognisedBy: ClinicRecognisedBy;
  /** The request came from one of this clinic's approved networks. */
  onNetworkNow: boolean;
}

/**
 * Which registered clinic a request speaks for. The network wins: a browser on a clinic's
 * approved network is that clinic's front desk, whoever is signed in. Otherwise a signed-in
 * person whose (verified) address is an active clinic's contact address speaks for it; with
 * several such clinics, the newest. Anyone else is no clinic.
 */
export async function recogniseClinic(deps: Pick<ClinicViewDeps, 'db' | 'keys' | 'whitelist'>, caller: ClinicCaller): Promise<RecognisedClinic | null> {
  const entry = deps.whitelist.match(caller.ip)?.payload;
  if (entry?.clinicRegistered && entry.clinicAccessId) return { clinicAccessId: entry.clinicAccessId, recognisedBy: 'network', onNetworkNow: true };
  if (!caller.user?.email) return null;
  const [linked] = await deps.db
    .select({ id: clinicAccess.id })
    .from(clinicAccess)
    .where(and(eq(clinicAccess.emailHash, deps.keys.blindIndex(normaliseEmail(caller.user.email))), eq(clinicAccess.isActive, true)))
    .orderBy(desc(clinicAccess.createdAt), desc(clinicAccess.id))
    .limit(1);
  return linked ? { clinicAccessId: linked.id, recognisedBy: 'account', onNetworkNow: false } : null;
}
