import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, unique } from '../../../tests/support/test-app.ts';
import { createKeyRing } from '../lib/crypto.ts';
import { rotateEncryptionKeys } from '../lib/key-rotation.ts';
import { contactInquiries, newsletterSubscriptions } from './schema.ts';
import { subscribe } from '../modules/newsletter/newsletter.service.ts';
import { createInquiry } from '../modules/contact/contact.service.ts';

const testApp = useTestApp();

describe('rotateEncryptionKeys', () => {
  it('re-encrypts every value under the new first key, keeping blind indexes and plaintexts', async () => {
    const t = testApp();
    const blindIndexKey = randomBytes(32);
    const oldKey = { id: 'old', key: randomBytes(32) };
    const newKey = { id: 'new', key: randomBytes(32) };
    const oldRing = createKeyRing({ dataKeys: [oldKey], blindIndexKey });
    const deps = { db: t.db, keys: oldRing, clock: t.clock, config: t.config, mailer: { send: async () => undefined } };
    const email = `${unique('rotate')}@clinic.ca`;
    await subscribe(deps, { email, ip: null });
    const { id } = await createInquiry(
      deps,
      { companyName: 'Bow River Dental', contactName: 'Dana Li', email, subject: 'Rotation check', message: 'A message long enough to pass.' },
      null,
    );

    const rotated = createKeyRing({ dataKeys: [newKey, oldKey], blindIndexKey });
    const totals = await rotateEncryptionKeys(t.db, rotated, { batchSize: 1 });
    expect(totals.newsletter_subscriptions).toBeGreaterThanOrEqual(1);
    expect(totals.contact_inquiries).toBeGreaterThanOrEqual(1);

    const newOnly = createKeyRing({ dataKeys: [newKey], blindIndexKey });
    const [subscription] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.emailHash, newOnly.blindIndex(email)));
    expect(subscription!.emailEncrypted.startsWith('v1.new.')).toBe(true);
    expect(newOnly.decrypt(subscription!.emailEncrypted)).toBe(email);
    const [inquiry] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
    expect(newOnly.decrypt(inquiry!.contactNameEncrypted)).toBe('Dana Li');
    expect(inquiry!.phoneEncrypted).toBeNull();

    // A second run finds nothing left to do.
    const again = await rotateEncryptionKeys(t.db, rotated);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });
});
