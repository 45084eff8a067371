import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clinicAccess, clinicRegistrations } from '#server/db/schema.js';
import { accessCodeFromMail, newIp, registrationBody, useRegistrationTestApp } from '#tests/support/registrations.ts';

/*
 * A registration keeps the language of the page it was made on, and every mail about it is
 * written in it, over real SMTP: the verification link, the approval with the access code, a
 * rejection. The clinic approved from it keeps the same language.
 */

const ctx = useRegistrationTestApp();
const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9' };

async function registerInFrench(overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const response = await ctx.t.request({ method: 'POST', url: '/api/clinic-registrations', body, ip: newIp(), headers: FRENCH });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ id: string }>().id, email: body.email };
}

describe('a registration made on a French page', () => {
  it('is verified, approved and given its access code in French', async () => {
    const { id, email } = await registerInFrench();
    const verification = ctx.smtp.lastTo(email)!;
    expect(verification.subject).toBe('Confirmez votre adresse courriel pour Summit Dental IT');
    expect(verification.text).toContain('Confirmer mon adresse courriel\u00a0:');
    expect(verification.text).toContain('expire dans 24 heures');
    const [row] = await ctx.t.db.select().from(clinicRegistrations).where(eq(clinicRegistrations.id, id));
    expect(row!.locale).toBe('fr-CA');

    // The admin reviews it on an English page: the clinic still hears in French.
    const approved = await ctx.t.request({ method: 'POST', url: `/api/admin/clinic-registrations/${id}/approve`, headers: ctx.admin.headers });
    expect(approved.statusCode, approved.body).toBe(200);
    const approval = ctx.smtp.lastTo(email)!;
    expect(approval.subject).toBe('Votre inscription à Summit Dental IT est approuvée\u00a0: votre code d’accès');
    expect(approval.text).toContain('Votre essai gratuit se termine le ');
    expect(accessCodeFromMail(approval)).toMatch(/^[2-9A-Z]{4}-/);
    const [clinic] = await ctx.t.db.select({ locale: clinicAccess.locale }).from(clinicAccess).where(eq(clinicAccess.clinicRegistrationId, id));
    expect(clinic!.locale).toBe('fr-CA');
  });

  it('is rejected in French, with the provider’s reason as written', async () => {
    const { id, email } = await registerInFrench();
    const rejected = await ctx.t.request({
      method: 'POST',
      url: `/api/admin/clinic-registrations/${id}/reject`,
      headers: ctx.admin.headers,
      body: { reason: 'Not a dental clinic' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = ctx.smtp.lastTo(email)!;
    expect(mail.subject).toBe('Votre inscription à Summit Dental IT');
    expect(mail.text).toContain('Motif\u00a0: Not a dental clinic');
  });

  it('follows the latest request for the same address: asked again in English, the link comes again in English', async () => {
    const { id, email } = await registerInFrench();
    const again = await ctx.t.request({ method: 'POST', url: '/api/clinic-registrations', body: registrationBody({ email }), ip: newIp() });
    expect(again.statusCode).toBe(409);
    expect(ctx.smtp.lastTo(email)!.subject).toBe('Confirm your e-mail address for Summit Dental IT');
    const [row] = await ctx.t.db.select({ locale: clinicRegistrations.locale }).from(clinicRegistrations).where(eq(clinicRegistrations.id, id));
    expect(row!.locale).toBe('en-CA');
  });
});
