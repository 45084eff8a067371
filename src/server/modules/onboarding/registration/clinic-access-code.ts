import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/open.js';
import { clinicAccess, clinicRegistrations } from '#server/db/schema.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import {
  CLINIC_ACCESS_CODE_ALPHABET,
  CLINIC_ACCESS_CODE_GROUP_LENGTH,
  CLINIC_ACCESS_CODE_GROUPS,
  normaliseClinicAccessCode,
} from '#shared/onboarding/registration.js';

/** A fresh clinic access code such as K7QM-2XPD-9RTF (60 bits from crypto.randomInt). */
export function generateClinicAccessCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < CLINIC_ACCESS_CODE_GROUPS; g++) {
    let group = '';
    for (let i = 0; i < CLINIC_ACCESS_CODE_GROUP_LENGTH; i++) group += CLINIC_ACCESS_CODE_ALPHABET[randomInt(CLINIC_ACCESS_CODE_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** What clinic_registrations.accessCode holds: the keyed hash of the normalised code. */
export function hashClinicAccessCode(keys: KeyRing, code: string): string {
  return keys.hashSecret(normaliseClinicAccessCode(code));
}

const CODE_SHAPE = new RegExp(`^[${CLINIC_ACCESS_CODE_ALPHABET}]{${CLINIC_ACCESS_CODE_GROUPS * CLINIC_ACCESS_CODE_GROUP_LENGTH}}$`);

/**
 * The approved registration an access code belongs to, and the clinic access it created; null
 * for an unknown code, or when that clinic was deleted since (it has to register again). The
 * code may be typed in any case, with or without dashes and spaces.
 */
export async function findRegistrationByClinicAccessCode(
  deps: { db: Db; keys: KeyRing },
  code: string,
): Promise<{ registrationId: string; clinicAccessId: string } | null> {
  const normalised = normaliseClinicAccessCode(code);
  if (!CODE_SHAPE.test(normalised)) return null;
  const [row] = await deps.db
    .select({ registrationId: clinicRegistrations.id, clinicAccessId: clinicAccess.id })
    .from(clinicRegistrations)
    .innerJoin(clinicAccess, eq(clinicAccess.clinicRegistrationId, clinicRegistrations.id))
    .where(and(eq(clinicRegistrations.accessCode, deps.keys.hashSecret(normalised)), eq(clinicRegistrations.status, 'approved')))
    .orderBy(desc(clinicAccess.createdAt))
    .limit(1);
  return row ?? null;
}
