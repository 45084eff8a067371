import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, unique } from '../../../../tests/support/test-app.ts';
import { newsletterSubscriptions } from '../../db/schema.ts';
import { NEWSLETTER_CONSENT_TEXT } from '../../../shared/newsletter.ts';

const testApp = useTestApp();
const subscribe = (email: string, ip = '198.51.100.30') =>
  testApp().request({ method: 'POST', url: '/api/newsletter/subscribe', body: { email }, ip });

describe('POST /api/newsletter/subscribe', () => {
  it('stores the e-mail only encrypted, with a blind index and the consent', async () => {
    const t = testApp();
    const email = `${unique('office')}@clinic.ca`;
    const response = await subscribe(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Successfully subscribed to our newsletter!' });

    const [row] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.emailHash, t.keys.blindIndex(email)));
    expect(row).toBeDefined();
    expect(row!.emailEncrypted).not.toContain(email);
    expect(JSON.stringify(row)).not.toContain(email);
    expect(t.keys.decrypt(row!.emailEncrypted)).toBe(email);
    expect(row).toMatchObject({ isActive: true, ipAddress: '198.51.100.30', consentText: NEWSLETTER_CONSENT_TEXT });
  });

  it('never makes two rows for one address, whatever its case', async () => {
    const t = testApp();
    const email = `${unique('dup')}@clinic.ca`;
    await subscribe(email);
    const again = await subscribe(`  ${email.toUpperCase()} `);
    expect(again.statusCode).toBe(200);
    const rows = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.emailHash, t.keys.blindIndex(email)));
    expect(rows).toHaveLength(1);
  });

  it('reactivates an unsubscribed address with fresh consent', async () => {
    const t = testApp();
    const email = `${unique('back')}@clinic.ca`;
    await subscribe(email);
    const hash = t.keys.blindIndex(email);
    await t.db.update(newsletterSubscriptions).set({ isActive: false }).where(eq(newsletterSubscriptions.emailHash, hash));
    t.clock.advance(60_000);
    await subscribe(email, '198.51.100.31');
    const [row] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.emailHash, hash));
    expect(row).toMatchObject({ isActive: true, ipAddress: '198.51.100.31' });
    expect(row!.consentAt.getTime()).toBe(t.clock.now().getTime());
  });

  it.each(['', 'office', 'office@', '@clinic.ca', `${'a'.repeat(250)}@clinic.ca`])('refuses %j with the spec message', async (email) => {
    const response = await subscribe(email);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Please enter a valid email address');
  });
});
