import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { newsletterSubscriptions } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KeyRing } from '../../lib/crypto.ts';
import { normaliseEmail } from '../../lib/crypto.ts';
import { NEWSLETTER_CONSENT_TEXT } from '../../../shared/newsletter.ts';

export type SubscribeOutcome = 'subscribed' | 'resubscribed' | 'already-subscribed';

/**
 * Subscribes an address. The e-mail is stored only encrypted; its blind index keeps one row
 * per address, so subscribing twice never makes a second row. Every (re)subscription records
 * the consent text, time and IP.
 */
export async function subscribe(
  deps: { db: Db; keys: KeyRing; clock: Clock },
  input: { email: string; ip: string | null },
): Promise<SubscribeOutcome> {
  const email = normaliseEmail(input.email);
  const emailHash = deps.keys.blindIndex(email);
  const now = deps.clock.now();
  const consent = { consentText: NEWSLETTER_CONSENT_TEXT, consentAt: now, ipAddress: input.ip, updatedAt: now };

  const inserted = await deps.db
    .insert(newsletterSubscriptions)
    .values({ emailEncrypted: deps.keys.encrypt(email), emailHash, createdAt: now, ...consent })
    .onConflictDoNothing({ target: newsletterSubscriptions.emailHash })
    .returning({ id: newsletterSubscriptions.id });
  if (inserted.length > 0) return 'subscribed';

  const reactivated = await deps.db
    .update(newsletterSubscriptions)
    .set({ isActive: true, ...consent })
    .where(eq(newsletterSubscriptions.emailHash, emailHash))
    .returning({ wasActive: newsletterSubscriptions.isActive });
  return reactivated.length > 0 ? 'resubscribed' : 'already-subscribed';
}
