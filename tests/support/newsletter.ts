import { newsletterSubscriptions } from '#server/db/schema.js';
import type { TestApp } from './test-app.ts';

/** A confirmed newsletter reader (address encrypted, consent recorded), stored as the confirm link leaves one. */
export async function confirmedNewsletterReader(t: TestApp, email: string): Promise<string> {
  await t.db.insert(newsletterSubscriptions).values({
    emailEncrypted: t.keys.encrypt(email),
    emailHash: t.keys.blindIndex(email),
    consentText: 'test',
    isActive: true,
    consentAt: t.clock.now(),
    confirmedAt: t.clock.now(),
  });
  return email;
}
