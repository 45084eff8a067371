import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp, unique } from '#tests/support/test-app.ts';
import { contactInquiries } from '#server/db/schema.js';

const testApp = useTestApp();
const valid = () => ({
  companyName: 'Bow River Dental',
  contactName: 'Dana Li',
  email: 'dana@bowriverdental.ca',
  phone: '(403) 555-0123',
  subject: unique('Phones down'),
  message: 'Our VoIP phones have been down since 9 am today.',
});

describe('POST /api/contact', () => {
  it('stores the inquiry with everything the person wrote encrypted, and status new', async () => {
    const t = testApp();
    const input = valid();
    const response = await t.request({ method: 'POST', url: '/api/contact', body: input, ip: '198.51.100.40' });
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json<{ id: string; message: string }>();
    expect(message).toMatch(/received your message/);
    const [row] = await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
    expect(row).toMatchObject({ status: 'new', ipAddress: '198.51.100.40' });
    const raw = JSON.stringify(row);
    for (const secret of [input.companyName, input.contactName, input.email, input.phone, input.subject, input.message]) expect(raw).not.toContain(secret);
    expect(t.keys.decrypt(row!.emailEncrypted)).toBe(input.email);
    expect(t.keys.decrypt(row!.companyNameEncrypted)).toBe(input.companyName);
    expect(t.keys.decrypt(row!.subjectEncrypted)).toBe(input.subject);
    expect(t.keys.decrypt(row!.messageEncrypted)).toBe(input.message);
  });

  it('accepts a missing phone', async () => {
    const { phone: _phone, ...input } = valid();
    const response = await testApp().request({ method: 'POST', url: '/api/contact', body: input });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['companyName', 'B', 'Company name must be at least 2 characters'],
    ['contactName', 'D', 'Contact name must be at least 2 characters'],
    ['email', 'dana', 'Please enter a valid email address'],
    ['subject', 'Help', 'Subject must be at least 5 characters'],
    ['message', 'Too short.', 'Message must be at least 20 characters'],
  ])('refuses a bad %s with %j', async (field, value, message) => {
    const response = await testApp().request({ method: 'POST', url: '/api/contact', body: { ...valid(), [field]: value } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  it('counts accepted messages only: five refused tries do not block the first good one, the sixth good one waits', async () => {
    const t = testApp();
    const ip = '198.51.100.61';
    const send = (body: unknown) => t.request({ method: 'POST', url: '/api/contact', body, ip });
    for (let i = 0; i < 6; i++) expect((await send({ ...valid(), email: 'not-an-address' })).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await send(valid())).statusCode).toBe(201);
    const refused = await send(valid());
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^We have received 5 messages from your network this hour\. Please try again in (a minute|\d+ minutes)\.$/,
    );
    // Another network is not affected.
    expect((await t.request({ method: 'POST', url: '/api/contact', body: valid(), ip: '198.51.100.62' })).statusCode).toBe(201);
  });
});
