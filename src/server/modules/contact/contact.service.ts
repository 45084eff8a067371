import type { Db } from '#server/db/open.js';
import { contactInquiries } from '#server/db/schema.js';
import type { Clock } from '#server/lib/time/clock.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import type { ContactInquiryInput } from '#shared/validation.js';

/** Stores an inquiry from the contact page; everything the person wrote is encrypted. */
/** What the contact form's route is built from. */
export interface ContactDeps {
  db: Db;
  keys: KeyRing;
  clock: Clock;
}

export async function createInquiry(deps: ContactDeps, input: ContactInquiryInput, ip: string | null): Promise<{ id: string }> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(contactInquiries)
    .values({
      companyNameEncrypted: deps.keys.encrypt(input.companyName),
      contactNameEncrypted: deps.keys.encrypt(input.contactName),
      emailEncrypted: deps.keys.encrypt(input.email),
      phoneEncrypted: input.phone ? deps.keys.encrypt(input.phone) : null,
      subjectEncrypted: deps.keys.encrypt(input.subject),
      messageEncrypted: deps.keys.encrypt(input.message),
      ipAddress: ip,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: contactInquiries.id });
  return { id: row!.id };
}
