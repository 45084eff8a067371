import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { alertChannels, alertSubscriptions, services } from '#server/db/schema.js';
import { hintOf } from '#server/modules/alerts/channels/channels.service.js';
import { rowsOf } from '#server/data-steps/plain-columns.js';
import { grantCommand } from '#server/cli/commands/admin-role.js';
import type { CliContext } from '#server/cli/command.js';
import { upsertUserByEmail } from '#server/modules/auth/users.service.js';
import { codeFromText } from './smtp-capture.ts';
import { createUser, signedInCookie } from './admin-auth.ts';
import type { MemoryMailer } from './clinic-access.ts';
import type { TestApp } from './test-app.ts';

/**
 * Every feature that takes a person's data, driven once with values found nowhere else, so a
 * scan of the raw rows can tell whether any of them was stored in the clear (ADR 3).
 */
export const ADMIN_ADDRESS = 'zqadmin.phrase@provider.example.ca';

export interface PersonalMarkers {
  /** Strings that must never appear in any raw row, compared case-insensitively. */
  values: string[];
}

let round = 0;

export async function storeEveryKindOfPersonalData(t: TestApp, mail: MemoryMailer): Promise<PersonalMarkers> {
  round += 1;
  const tag = `zq${round}${process.pid}`;
  const address = (what: string) => `${tag}.${what}@clinic-${tag}.example.ca`;
  const ip = (n: number) => `203.0.113.${(round * 10 + n) % 250}`;
  const values: string[] = [];
  const remember = (...items: string[]) => values.push(...items);

  // Clinic access dialog: a clinic on a whitelisted network registers after a mailed code.
  const clinicEmail = address('frontdesk');
  const clinicName = `Quillfeather Dental ${tag}`;
  const clinicPhone = '(780) 555-0199';
  remember(clinicEmail, clinicName, '555-0199');
  await t.app.whitelist.add({ ipAddress: ip(1) });
  expect((await t.request({ method: 'POST', url: '/api/clinic/send-verification', body: { email: clinicEmail }, ip: ip(1) })).statusCode).toBe(200);
  const clinicCode = codeFromText(mail.lastTo(clinicEmail)!.text);
  const registered = await t.request({
    method: 'POST',
    url: '/api/clinic/register',
    body: { clinicName, email: clinicEmail, phone: clinicPhone, hasItCompany: false, agreesToCommunications: true, verificationCode: clinicCode },
    ip: ip(1),
  });
  expect(registered.statusCode, registered.body).toBe(201);

  // Registration form: a clinic asks for access, naming a contact person.
  const registrantEmail = address('office');
  const contactPerson = `Zebedee Quarrington ${tag}`;
  remember(registrantEmail, contactPerson);
  const registration = await t.request({
    method: 'POST',
    url: '/api/clinic-registrations',
    body: { clinicName: `Marrowbone Dental ${tag}`, contactPersonName: contactPerson, email: registrantEmail, phone: '(587) 555-0177', marketingOptIn: true },
    ip: ip(2),
  });
  expect(registration.statusCode, registration.body).toBe(201);
  remember(`Marrowbone Dental ${tag}`, '555-0177');

  // Contact form: everything in it.
  const inquiry = {
    companyName: `Xanthic Clinics ${tag}`,
    contactName: `Ottoline Vasquez ${tag}`,
    email: address('contact'),
    phone: '(403) 555-0166',
    subject: `Fax line ${tag} is down`,
    message: `Our marmalade-coloured router ${tag} keeps rebooting.`,
  };
  remember(...Object.values(inquiry), '555-0166');
  expect((await t.request({ method: 'POST', url: '/api/contact', body: inquiry, ip: ip(3) })).statusCode).toBe(201);

  // Newsletter and status alerts.
  const reader = address('reader');
  remember(reader);
  expect((await t.request({ method: 'POST', url: '/api/newsletter/subscribe', body: { email: reader }, ip: ip(4) })).statusCode).toBe(200);
  const [service] = await t.db
    .insert(services)
    .values({ name: `Carrier ${tag}`, type: 'insurance' })
    .returning({ id: services.id });
  const alerted = await t.request({
    method: 'POST',
    url: '/api/alerts/subscribe',
    body: { email: clinicEmail, serviceIds: [service!.id], consent: true },
    ip: ip(5),
  });
  expect(alerted.statusCode, alerted.body).toBe(202);
  // Its channels beside e-mail, stored as channels.service.ts stores them (a webhook's address carries a secret; a phone is personal).
  const [subscription] = await t.db
    .select({ id: alertSubscriptions.id })
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.emailHash, t.keys.blindIndex(clinicEmail)));
  const hookUrl = `https://hooks.example.ca/workflows/${tag}-channel-secret`;
  const signingKey = `whsec_${tag}signing`;
  const mobile = `+1403${String(5550000 + round).slice(-7)}`;
  remember(`${tag}-channel-secret`, signingKey, mobile);
  await t.db.insert(alertChannels).values([
    {
      subscriptionId: subscription!.id,
      kind: 'webhook',
      targetEncrypted: t.keys.encrypt(hookUrl),
      targetHint: hintOf('webhook', hookUrl),
      secretEncrypted: t.keys.encrypt(signingKey),
      events: ['down'],
    },
    { subscriptionId: subscription!.id, kind: 'sms', targetEncrypted: t.keys.encrypt(mobile), targetHint: hintOf('sms', mobile), events: ['down'] },
  ]);

  // Sign-in by e-mail code, then a failed one with an address somebody typed.
  const staff = address('staff');
  const typo = address('typed-by-someone');
  remember(staff, typo);
  expect((await t.request({ method: 'POST', url: '/api/auth/email/start', body: { email: staff }, ip: ip(6) })).statusCode).toBe(200);
  const staffCode = codeFromText(mail.lastTo(staff)!.text);
  expect((await t.request({ method: 'POST', url: '/api/auth/email/verify', body: { email: staff, code: staffCode }, ip: ip(6) })).statusCode).toBe(200);
  expect((await t.request({ method: 'POST', url: '/api/auth/email/start', body: { email: typo }, ip: ip(7) })).statusCode).toBe(200);
  const typoCode = codeFromText(mail.lastTo(typo)!.text);
  const wrong = String((Number(typoCode) + 1) % 1_000_000).padStart(6, '0');
  expect((await t.request({ method: 'POST', url: '/api/auth/email/verify', body: { email: typo, code: wrong }, ip: ip(7) })).statusCode).toBe(400);

  // What an identity provider says of a person.
  const oidcPerson = {
    email: address('oidc'),
    firstName: `Perpetua${tag}`,
    lastName: `Fairweather${tag}`,
    profileImageUrl: `https://img.example.ca/${tag}.png`,
  };
  remember(...Object.values(oidcPerson));
  await upsertUserByEmail(t, oidcPerson);

  // An admin sign-in phrase, and a grant from the shell.
  const phraseAsker = await createUser(t, { isAdmin: true, email: address('phrase-asker') });
  remember(phraseAsker.email);
  const askerCookie = await signedInCookie(t, phraseAsker.id);
  expect((await t.request({ method: 'POST', url: '/api/admin/request-phrase', headers: { cookie: askerCookie }, ip: ip(8) })).statusCode).toBe(200);
  remember(ADMIN_ADDRESS);
  const granted = address('granted');
  remember(granted);
  const cli: CliContext = { db: t.db, clock: t.clock, config: t.config, keys: () => t.keys, out: () => undefined, err: () => undefined };
  expect(await grantCommand.run(cli, [granted])).toBe(0);

  return { values };
}

/** Every base table of the app's schema, found in the database itself (a new table is included). */
export async function allTables(t: TestApp): Promise<string[]> {
  const result = await t.db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
}

/** Each table's rows as their raw JSON text. */
export async function rawRowsOf(t: TestApp, table: string): Promise<string[]> {
  const result = await t.db.execute(sql.raw(`select row_to_json(t)::text as row from "${table}" t`));
  return rowsOf<{ row: string }>(result).map((r) => r.row);
}
