import type { Db } from '../../db/open.ts';
import { contactInquiries } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeyRing } from '../../lib/crypto.ts';
import type { ContactInquiryInput } from '../../../shared/validation.ts';

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
