import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { clinicAccess, clinicRegistrations } from '#server/db/schema.js';
import { AppError } from '#server/lib/errors.js';
import { SEND_FAILED_MESSAGE, type Mailer, type MailMessage } from '#server/lib/mail/mailer.js';
import { generateClinicAccessCode, hashClinicAccessCode } from '#server/modules/onboarding/registration/clinic-access-code.js';
import { codeFromText } from './smtp-capture.ts';
import { unique, type TestApp } from './test-app.ts';

/** Helpers for the clinic-access tests: a mailer in memory, the dialog's calls, ready-made clinics. */
export interface MemoryMailer {
  mailer: Mailer;
  sent: MailMessage[];
  lastTo(address: string): MailMessage | undefined;
  /** The next `count` sends fail as an unreachable mail server would. */
  failNext(count?: number): void;
}

export function memoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  let failures = 0;
  return {
    sent,
    lastTo: (address) => sent.filter((m) => m.to === address).at(-1),
    failNext(count = 1) {
      failures += count;
    },
    mailer: {
      async send(message) {
        if (failures > 0) {
          failures -= 1;
          throw new AppError('unavailable', SEND_FAILED_MESSAGE);
        }
        sent.push(message);
      },
    },
  };
}

let ipCounter = 0;
/** A private address no other test in this process uses. */
export function newIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export const newEmail = () => `${unique('front-desk')}@clinic.example.ca`.toLowerCase();

export function clinicDetails(overrides: Record<string, unknown> = {}) {
  return {
    clinicName: 'Bow River Dental',
    email: newEmail(),
    phone: '(403) 555-0123',
    hasItCompany: false,
    agreesToCommunications: true,
    ...overrides,
  };
}

export const sendCode = (t: TestApp, email: string, ip: string) => t.request({ method: 'POST', url: '/api/clinic/send-verification', body: { email }, ip });

export const register = (t: TestApp, body: Record<string, unknown>, ip: string) => t.request({ method: 'POST', url: '/api/clinic/register', body, ip });

export const accessStatus = async (t: TestApp, ip: string) => {
  const response = await t.request({ method: 'GET', url: '/api/clinic/access-status', ip });
  return response.json<{ hasAccess: boolean; clinicRegistered: boolean }>();
};

/** Sends a code to `email` from `ip` and answers it, read from the mail. */
export async function mailedCode(t: TestApp, mail: MemoryMailer, email: string, ip: string): Promise<string> {
  const response = await sendCode(t, email, ip);
  expect(response.statusCode, response.body).toBe(200);
  return codeFromText(mail.lastTo(email)!.text);
}

/** A whitelisted network with a clinic registered through the dialog; answers its ids. */
export async function registeredClinic(t: TestApp, mail: MemoryMailer, ip = newIp()): Promise<{ clinicAccessId: string; ip: string; email: string }> {
  await t.app.whitelist.add({ ipAddress: ip });
  const details = clinicDetails();
  const verificationCode = await mailedCode(t, mail, details.email, ip);
  const response: LightMyRequestResponse = await register(t, { ...details, verificationCode }, ip);
  expect(response.statusCode, response.body).toBe(201);
  return { clinicAccessId: response.json<{ clinicAccessId: string }>().clinicAccessId, ip, email: details.email };
}

/** An approved registration with its access code, linked to `clinicAccessId` as approval would. */
export async function approvedRegistrationFor(t: TestApp, clinicAccessId: string, ip: string): Promise<{ registrationId: string; accessCode: string }> {
  const accessCode = generateClinicAccessCode();
  const [row] = await t.db
    .insert(clinicRegistrations)
    .values({
      clinicNameEncrypted: t.keys.encrypt('Bow River Dental'),
      contactPersonNameEncrypted: t.keys.encrypt('Dr. Amy Chen'),
      emailEncrypted: t.keys.encrypt('office@bowriver.example.ca'),
      emailHash: t.keys.blindIndex('office@bowriver.example.ca'),
      phoneEncrypted: t.keys.encrypt('(403) 555-0123'),
      ipAddress: ip,
      emailVerified: true,
      accessCode: hashClinicAccessCode(t.keys, accessCode),
      accessCodeGenerated: true,
      status: 'approved',
    })
    .returning({ id: clinicRegistrations.id });
  await t.db.update(clinicAccess).set({ clinicRegistrationId: row!.id }).where(eq(clinicAccess.id, clinicAccessId));
  return { registrationId: row!.id, accessCode };
}
