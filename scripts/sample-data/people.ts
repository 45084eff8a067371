import type { LiveServer } from '#tests/support/live-server.ts';
import { auditLog, clinicAccess, clinicRegistrations, ipWhitelist, newsletterSubscriptions, trialSubscriptions } from '#server/db/schema.js';
import { NEWSLETTER_CONSENT_TEXT } from '#shared/subscribers/newsletter.js';

/** Sample rows for the admin panel's people widgets (screenshots only). */
const DAY = 86_400_000;
const HOUR = 3_600_000;

const CLINICS = [
  { name: 'Bow River Dental', email: 'frontdesk@bowriverdental.ca', ip: '24.64.102.18', daysAgo: 2, seenHoursAgo: 0.1 },
  { name: 'Chinook Family Dentistry', email: 'office@chinookfamilydental.ca', ip: '68.146.27.90', daysAgo: 9, seenHoursAgo: 3, ipChanged: true },
  { name: 'Kensington Smiles', email: 'reception@kensingtonsmiles.ca', ip: '142.59.12.201', daysAgo: 21, seenHoursAgo: 26 },
  { name: 'Red Deer Dental Centre', email: 'admin@reddeerdentalcentre.ca', ip: '70.72.201.44', daysAgo: 38, seenHoursAgo: 1 },
  { name: 'Lethbridge Orthodontics', email: 'info@lethbridgeortho.ca', ip: '207.34.118.5', daysAgo: 64, seenHoursAgo: 240, inactive: true },
  { name: 'Edmonton Southgate Dental', email: 'hello@southgatedental.ca', ip: '2001:db8:4a1:20::15', daysAgo: 97, seenHoursAgo: 5 },
  { name: 'Canmore Mountain Dental', email: 'team@canmoredental.ca', ip: '162.157.40.77', daysAgo: 180, seenHoursAgo: 50 },
  { name: 'Medicine Hat Dental Group', email: 'office@mhdentalgroup.ca', ip: '198.166.2.130', daysAgo: 390, seenHoursAgo: null },
];

const REGISTRATIONS = [
  {
    name: 'Airdrie Dental Care',
    contact: 'Dr. Priya Raman',
    email: 'priya@airdriedentalcare.ca',
    phone: '(403) 555-0142',
    ip: '24.71.88.3',
    coupon: 'ALBERTA2026',
    verified: true,
    hoursAgo: 5,
  },
  {
    name: 'Okotoks Family Dental',
    contact: 'Marc Leblanc',
    email: 'marc.leblanc@okotoksfamilydental.ca',
    phone: '(403) 555-0178',
    ip: '68.147.9.200',
    coupon: null,
    verified: false,
    hoursAgo: 28,
  },
  {
    name: 'Spruce Grove Dentistry',
    contact: 'Dr. Amy Chen',
    email: 'amy.chen@sprucegrovedentistry.ca',
    phone: '(780) 555-0119',
    ip: '142.59.200.17',
    coupon: 'WELCOME12',
    verified: true,
    hoursAgo: 52,
  },
];

const SUBSCRIBERS = [
  'maria.santos@bowriverdental.ca',
  'office@chinookfamilydental.ca',
  'j.nguyen@kensingtonsmiles.ca',
  'billing@reddeerdentalcentre.ca',
  'd.fraser@shaw.ca',
  'karen.ohara@telus.net',
  'frontdesk@airdriedentalcare.ca',
  'hygiene@canmoredental.ca',
  'manager@southgatedental.ca',
  'tom.becker@gmail.com',
  'reception@stalbertdental.ca',
  'it@mhdentalgroup.ca',
];

export async function seedPeople(server: LiveServer): Promise<void> {
  const { db } = server.database;
  const { keys } = server;
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);

  for (const [i, c] of CLINICS.entries()) {
    const created = ago(c.daysAgo * DAY);
    const [registration] = await db
      .insert(clinicRegistrations)
      .values({
        clinicNameEncrypted: keys.encrypt(c.name),
        contactPersonNameEncrypted: keys.encrypt('Office Manager'),
        emailEncrypted: keys.encrypt(c.email),
        emailHash: keys.blindIndex(c.email),
        phoneEncrypted: keys.encrypt(`(403) 555-01${String(i).padStart(2, '0')}`),
        ipAddress: c.ip,
        emailVerified: true,
        status: 'approved',
        reviewedAt: created,
        createdAt: ago(c.daysAgo * DAY + 6 * HOUR),
        updatedAt: created,
      })
      .returning({ id: clinicRegistrations.id });
    const [access] = await db
      .insert(clinicAccess)
      .values({
        clinicRegistrationId: registration!.id,
        clinicNameEncrypted: keys.encrypt(c.name),
        emailEncrypted: keys.encrypt(c.email),
        emailHash: keys.blindIndex(c.email),
        ipAddress: c.ip,
        agreesToCommunications: true,
        ipChangeDetected: c.ipChanged ?? false,
        lastAccess: c.seenHoursAgo === null ? null : ago(c.seenHoursAgo * HOUR),
        isActive: !c.inactive,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: clinicAccess.id });
    await db.insert(ipWhitelist).values({ ipAddress: c.ip, description: 'Registered clinic', clinicAccessId: access!.id, createdAt: created });
    await db
      .insert(trialSubscriptions)
      .values({ clinicRegistrationId: registration!.id, startDate: created, endDate: new Date(created.getTime() + 365 * DAY) });
    await db.insert(auditLog).values({
      actor: 'it@provider.example.ca',
      action: 'clinic-registration.approve',
      target: `clinic-registration:${registration!.id}`,
      ipAddress: '203.0.113.10',
      details: { clinicAccessId: access!.id },
      createdAt: created,
    });
  }

  for (const r of REGISTRATIONS) {
    const [row] = await db
      .insert(clinicRegistrations)
      .values({
        clinicNameEncrypted: keys.encrypt(r.name),
        contactPersonNameEncrypted: keys.encrypt(r.contact),
        emailEncrypted: keys.encrypt(r.email),
        emailHash: keys.blindIndex(r.email),
        phoneEncrypted: keys.encrypt(r.phone),
        couponCode: r.coupon,
        ipAddress: r.ip,
        emailVerified: r.verified,
        status: r.verified ? 'verified' : 'pending',
        createdAt: ago(r.hoursAgo * HOUR),
        updatedAt: ago(r.hoursAgo * HOUR),
      })
      .returning({ id: clinicRegistrations.id });
    await db.insert(auditLog).values({
      actor: r.email,
      action: 'clinic-registration.submit',
      target: `clinic-registration:${row!.id}`,
      ipAddress: r.ip,
      createdAt: ago(r.hoursAgo * HOUR),
    });
  }

  for (const [i, email] of SUBSCRIBERS.entries()) {
    const at = ago((i * 4.5 + 0.3) * DAY);
    await db.insert(newsletterSubscriptions).values({
      emailEncrypted: keys.encrypt(email),
      emailHash: keys.blindIndex(email),
      ipAddress: i % 5 === 4 ? null : `${[24, 68, 142, 70][i % 4]}.${64 + i * 7}.${(i * 37 + 11) % 250}.${(i * 53 + 17) % 250}`,
      isActive: i !== 3 && i !== 9,
      consentText: NEWSLETTER_CONSENT_TEXT,
      consentAt: at,
      createdAt: at,
      updatedAt: at,
    });
  }

  const events: { action: string; actor: string; target?: string; ip?: string; minutesAgo: number }[] = [
    { action: 'admin.sign-in.success', actor: 'it@provider.example.ca', minutesAgo: 12 },
    { action: 'coupon.create', actor: 'it@provider.example.ca', target: 'coupon:ALBERTA2026', minutesAgo: 47 },
    { action: 'admin.sign-in.failure', actor: 'unknown', ip: '185.220.101.4', minutesAgo: 95 },
    { action: 'whitelist.add', actor: 'it@provider.example.ca', target: '24.64.102.18', minutesAgo: 180 },
    { action: 'admin.phrase.requested', actor: 'it@provider.example.ca', minutesAgo: 200 },
    { action: 'clinic.network-activated', actor: 'office@chinookfamilydental.ca', target: '68.146.27.91', ip: '68.146.27.91', minutesAgo: 60 * 26 },
  ];
  for (const e of events) {
    await db.insert(auditLog).values({
      actor: e.actor,
      action: e.action,
      target: e.target ?? null,
      ipAddress: e.ip ?? '203.0.113.10',
      createdAt: ago(e.minutesAgo * 60_000),
    });
  }
}
