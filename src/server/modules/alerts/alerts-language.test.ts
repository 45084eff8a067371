import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, unique, type TestApp } from '#tests/support/test-app.ts';
import { confirmedNewsletterReader } from '#tests/support/newsletter.ts';
import { startSmtpCapture, type SmtpCapture } from '#tests/support/smtp-capture.ts';
import { alertSubscriptions, incidents, incidentServices, incidentUpdates, services, statusChanges } from '#server/db/schema.js';
import { createMailer } from '#server/lib/mail/mailer.js';
import { dispatchAlerts } from './alert-dispatcher.ts';
import { MAX_AGE_MS, SETTLE_MS } from './alert-dispatch.service.ts';

/*
 * Alerts in the subscriber's language, end to end over real SMTP: the language of the page that
 * asked for alerts (the `lang` cookie, else Accept-Language) is kept with the subscription, and
 * every mail to the address is written in it.
 */

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, TIMEZONE: 'America/Edmonton' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
// Every test starts past the previous tests' changes (the dispatcher looks back one hour).
beforeEach(() => t.clock.advance(MAX_AGE_MS + 60_000));

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };
let ipCounter = 0;
const newIp = () => `192.0.2.${(ipCounter += 1) % 250}`;
const newEmail = () => `${unique('langue')}@clinique.example.ca`.toLowerCase();

const run = () =>
  dispatchAlerts({
    db: t.db,
    keys: t.keys,
    clock: t.clock,
    config: t.config,
    mailer: createMailer({ ...t.config.mail }),
    directory: t.app.directory,
    log: t.app.server.log,
  });

async function newService(): Promise<{ id: string; name: string }> {
  const name = `Assureur ${unique('svc')}`;
  const [row] = await t.db.insert(services).values({ name, type: 'insurance' }).returning({ id: services.id });
  await t.app.directory.view.invalidate();
  return { id: row!.id, name };
}

const subscribe = (email: string, serviceIds: string[], headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/alerts/subscribe', body: { email, serviceIds, consent: true }, ip: newIp(), headers });

/** The link standing alone on its own line of the mail's text part. */
function linkIn(text: string, path: string): string {
  const line = text.split('\n').find((l) => l.includes(path));
  if (!line) throw new Error(`no ${path} link in:\n${text}`);
  return line.trim();
}
const confirmLatest = async (email: string) => {
  const token = new URL(linkIn(smtp.lastTo(email)!.text, '/alerts/confirm?token=')).searchParams.get('token');
  const confirmed = await t.request({ method: 'POST', url: '/api/alerts/confirm', body: { token } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
};
const localeOf = async (email: string) =>
  (
    await t.db
      .select({ locale: alertSubscriptions.locale })
      .from(alertSubscriptions)
      .where(eq(alertSubscriptions.emailHash, t.keys.blindIndex(email)))
  )[0]?.locale;

describe('alerts asked for from a French page', () => {
  it('confirm, alert and tell incidents in French, by mail, to the end', async () => {
    // An Alberta winter day, after it stopped changing clocks.
    t.clock.set('2026-12-01T16:00:00Z');
    const service = await newService();
    const email = await confirmedNewsletterReader(t, newEmail());
    expect((await subscribe(email, [service.id], FRENCH)).statusCode).toBe(202);

    const confirmation = smtp.lastTo(email)!;
    expect(confirmation.subject).toBe('Confirmez vos alertes d’état Summit Dental IT');
    expect(confirmation.text).toContain(`Vous avez demandé un courriel quand l’état de ces services change\u00a0: ${service.name}.`);
    expect(confirmation.text).toContain('Activer mes alertes\u00a0:');
    expect(confirmation.html).toContain('<html lang="fr-CA">');
    expect(await localeOf(email)).toBe('fr-CA');
    await confirmLatest(email);

    t.clock.set('2026-12-01T17:19:00Z');
    await t.db.insert(statusChanges).values({ serviceId: service.id, fromStatus: 'online', toStatus: 'offline', cause: 'check', at: t.clock.now() });
    t.clock.advance(SETTLE_MS + 1_000);
    expect((await run()).sent).toBeGreaterThanOrEqual(1);
    const alert = smtp.lastTo(email)!;
    expect(alert.subject).toBe(`[État Summit Dental IT] ${service.name} est en panne`);
    expect(alert.text).toContain(`${service.name}\u00a0: en panne depuis le mar. 1er déc., 11 h 19 HAR (détecté par notre vérification automatique).`);
    expect(alert.text).toContain('Me désabonner des alertes d’état\u00a0:');

    const at = t.clock.now();
    const [incident] = await t.db.insert(incidents).values({ title: 'Claims delayed', titleFr: 'Réclamations retardées', createdAt: at }).returning();
    await t.db.insert(incidentServices).values({ incidentId: incident!.id, serviceId: service.id, impact: 'outage' });
    await t.db.insert(incidentUpdates).values({
      incidentId: incident!.id,
      status: 'investigating',
      message: 'The insurer is looking into it.',
      messageFr: 'L’assureur examine la situation.',
      notify: true,
      createdAt: at,
    });
    t.clock.advance(SETTLE_MS + 1_000);
    await run();
    const notice = smtp.lastTo(email)!;
    expect(notice.subject).toBe('[État Summit Dental IT] Incident\u00a0: Réclamations retardées');
    expect(notice.text).toContain('Enquête en cours\u00a0: L’assureur examine la situation.');
    expect(notice.text).toContain(`Services touchés actuellement\u00a0: ${service.name} (en panne).`);

    // The link to "Your status alerts" goes in the subscriber's language, whoever asks for it.
    const asked = await t.request({ method: 'POST', url: '/api/alerts/manage-link', body: { email }, ip: newIp() });
    expect(asked.statusCode).toBe(202);
    expect(smtp.lastTo(email)!.subject).toBe('Vos alertes d’état Summit Dental IT');
  });

  it('answer an address that may not have alerts in French too', async () => {
    const email = newEmail();
    expect((await subscribe(email, [(await newService()).id], { cookie: 'lang=fr-CA' })).statusCode).toBe(202);
    const mail = smtp.lastTo(email)!;
    expect(mail.subject).toBe('Confirmez vos alertes d’état Summit Dental IT');
    expect(mail.text).toContain('Les alertes d’état sont réservées aux cliniques inscrites et aux abonnés de l’infolettre');
    expect(mail.text).toContain('Inscrire votre clinique\u00a0:');
  });

  it('change the language of alerts already on only when the new link is opened, like any other change', async () => {
    const service = await newService();
    const email = await confirmedNewsletterReader(t, newEmail());
    expect((await subscribe(email, [service.id])).statusCode).toBe(202);
    expect(smtp.lastTo(email)!.subject).toBe('Confirm your Summit Dental IT status alerts');
    await confirmLatest(email);
    expect(await localeOf(email)).toBe('en-CA');

    expect((await subscribe(email, [service.id], FRENCH)).statusCode).toBe(202);
    expect(smtp.lastTo(email)!.text).toContain('Vos alertes d’état couvrent maintenant');
    expect(await localeOf(email)).toBe('en-CA');
    await confirmLatest(email);
    expect(await localeOf(email)).toBe('fr-CA');
  });
});
