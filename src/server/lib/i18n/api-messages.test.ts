import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION_MESSAGES } from '#shared/i18n/validation-messages.js';
import { line, paragraph, wholeNumber, businessDate } from '#shared/fields.js';
import { clinicDetailsSchema, contactInquirySchema, couponCreateSchema } from '#shared/validation.js';
import { INPUT_MESSAGES } from '#shared/input-rules.js';
import { API_MESSAGES } from './api-messages.ts';
import { apiMessageLookup, localizeAnswer, localizeMessage, writeMessage } from './localize.ts';
import { readCatalogue, translator } from './translator.ts';
import { codeFailureMessage } from '../security/one-time-codes.ts';
import { parseAddressFilter, TOO_WIDE_ADVICE } from '../http/address-filter.ts';
import { FRAMEWORK_MESSAGES } from '../../plugins/errors.ts';

/*
 * The API answers in the caller's language by looking its English texts up in the catalogue
 * (localize.ts). These tests keep that lookup complete: the catalogue's English reads as the code
 * writes it, and every text the code's message tables and senders make is found, read back with its
 * values, and written again in English exactly as it was (so the French has what it needs).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../../..');
const english = readCatalogue('en-CA');
const french = readCatalogue('fr-CA');

/** `text` found, and its message written in English with the values read back gives `text` again. */
function roundTrip(text: string): string | null {
  const found = apiMessageLookup().find(text);
  if (!found) return `not found: ${text}`;
  // A sentence inside another (a limit's reason, the advice after a refusal) must be one of ours too.
  for (const name of ['problem', 'advice', 'kind']) {
    const inner = found.values[name];
    if (typeof inner === 'string' && roundTrip(inner)) return `${found.id}: its ${name} ${roundTrip(inner)}`;
  }
  const again = translator('en-CA').t(found.id, found.values);
  return again === text ? null : `${found.id} reads back as "${again}", not "${text}"`;
}

const problemsOf = (texts: Iterable<string>) => [...texts].map(roundTrip).filter((p): p is string => p !== null);

/** Every exported table of messages in src/server and src/shared: `export const X_MESSAGES = {` and their like. */
async function exportedMessageTables(): Promise<Map<string, unknown>> {
  const tables = new Map<string, unknown>();
  const files = [path.join(src, 'server'), path.join(src, 'shared')].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !file.includes('cli') && !file.includes('i18n'))
      .map((file) => path.join(dir, file)),
  );
  const name = /export const (\w*MESSAGES?|REFUSALS|TOO_WIDE_ADVICE|VENDOR_KIND_LABEL|CONTACT_SUCCESS|ADMIN_ACCESS_CODE_NOT_CONFIGURED)\b/g;
  for (const file of files) {
    const names = [...fs.readFileSync(file, 'utf8').matchAll(name)].map((m) => m[1]!);
    if (names.length === 0) continue;
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const exported of names) tables.set(`${path.relative(src, file)} ${exported}`, module[exported]);
  }
  return tables;
}

/** The texts a table makes: its strings, and each function called with sample values. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [(value as (...a: unknown[]) => string)(7, 7), (value as (...a: unknown[]) => string)('Sample name', 1)];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** The message of each issue when `schema` refuses `input`. */
function refusals(schema: z.ZodType, ...inputs: unknown[]): string[] {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

describe('the API’s English messages', () => {
  it('read in the English catalogue exactly as the code writes them', () => {
    const tables: Record<string, string> = Object.fromEntries([...VALIDATION_MESSAGES, ...API_MESSAGES]);
    expect(Object.entries(tables).filter(([id, text]) => english[id] !== text)).toEqual([]);
    const ours = Object.keys(english).filter((id) => id.startsWith('validation.') || id.startsWith('server-api.'));
    expect(ours.filter((id) => !(id in tables))).toEqual([]);
  });

  it('are each one text: no two ids share their English, and no id is given twice', () => {
    const texts = [...VALIDATION_MESSAGES, ...API_MESSAGES].map(([, text]) => text);
    const ids = [...VALIDATION_MESSAGES, ...API_MESSAGES].map(([id]) => id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });

  it('find every text of every exported message table, values read back', async () => {
    const tables = await exportedMessageTables();
    expect(tables.size).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const [where, table] of tables) for (const problem of problemsOf(textsOf(table))) problems.push(`${where}: ${problem}`);
    expect(problems).toEqual([]);
  });

  it('find the texts the server makes from pieces', () => {
    const made = [
      ...Object.values(FRAMEWORK_MESSAGES),
      codeFailureMessage({ reason: 'wrong-code', triesLeft: 1 }, 'x'),
      codeFailureMessage({ reason: 'wrong-code', triesLeft: 3 }, 'x'),
      codeFailureMessage({ reason: 'used-up', triesLeft: 0 }, 'x'),
      codeFailureMessage({ reason: 'expired', triesLeft: 0 }, 'x'),
      // lib/security/attempt-limiter.ts and admin-auth/access-code/lockout.ts: the rule's words, then the wait.
      'Too many sign-in codes were requested from your network. Please try again in a minute.',
      'Too many alert requests from your network. Please try again in 42 minutes.',
      'Too many wrong access codes. Admin access is locked for now. Please try again in 1 minute.',
      'Too many wrong access codes. Admin access is locked for now. Please try again in 12 minutes.',
      'A code was just sent to this address. Please wait 30 seconds before asking for another.',
      // app.ts (the per-address limit), plugins/spa.ts, plugins/errors.ts.
      'Too many requests. Please wait 1 minute(s) and try again.',
      'No such endpoint: GET /api/nothing-here',
      'Unrecognized key: "extra". Remove the unknown field and try again.',
      // The senders' own sentences with values.
      'We sent a 6-digit code to dana@clinic.example.ca. It expires in 10 minutes.',
      'We sent an access phrase to the admin address. It is valid for 15 minutes.',
      'We have received 5 messages from your network this hour.',
      '203.0.113.0/24 is already on the whitelist',
      'Could not read https://status.example.com/api/v2/components.json: the answer is not JSON. Check the address.',
      'https://status.example.com does not answer as an Atlassian Statuspage does. Check the address and the kind of page.',
      ...['fe80::1%eth0', '0.0.0.0/0', '10.0.0.0/4'].map((raw) => parseAddressFilter(raw, TOO_WIDE_ADVICE.whitelist)).map((p) => (p.ok ? '' : p.message!)),
      // fields.ts and validation.ts, as the schemas refuse a value.
      ...refusals(line('Company name', 5), 'x'.repeat(6), 'a\nb', 7),
      ...refusals(paragraph('The description', 5), 'x'.repeat(6), 'a\u0007b', 7),
      ...refusals(wholeNumber('Usage limit', { min: 1 }), 0, 1.5),
      ...refusals(businessDate('The expiry date'), '1800-01-01', 'soon'),
      ...refusals(contactInquirySchema, { companyName: 'A', contactName: 'B', email: 'no', subject: 'Hi', message: 'Short' }),
      ...refusals(clinicDetailsSchema, { clinicName: 'x'.repeat(201), email: 'a@b.ca', phone: '1'.repeat(41), agreesToCommunications: false }),
      ...refusals(couponCreateSchema, { code: 'AB', trialDurationMonths: 500, expiresAt: '2030-01-01' }),
      INPUT_MESSAGES.unstorable('The request'),
    ].filter(Boolean);
    expect(made.length).toBeGreaterThan(40);
    expect(problemsOf(made)).toEqual([]);
  });
});

describe('the API’s messages in French', () => {
  it('are written with the values in their place, labels translated', () => {
    expect(localizeMessage('A service named Manulife already exists', 'fr-CA')).toBe('Un service nommé Manulife existe déjà');
    expect(localizeMessage('That code is not correct. You have 1 try left.', 'fr-CA')).toBe('Ce code est incorrect. Il vous reste 1 essai.');
    expect(localizeMessage('That code is not correct. You have 3 tries left.', 'fr-CA')).toBe('Ce code est incorrect. Il vous reste 3 essais.');
    expect(localizeMessage('Company name must be at most 200 characters', 'fr-CA')).toBe('Nom de l’entreprise\u00a0: 200 caractères au maximum');
    expect(localizeMessage('Message must be at most 5000 characters', 'fr-CA')).toBe('Message\u00a0: 5\u00a0000 caractères au maximum');
    expect(localizeMessage('Too many alert requests from your network. Please try again in 42 minutes.', 'fr-CA')).toBe(
      'Trop de demandes d’alertes à partir de votre réseau. Veuillez réessayer dans 42 minutes.',
    );
    expect(localizeMessage('Unrecognized key: "extra". Remove the unknown field and try again.', 'fr-CA')).toBe(
      'Champ inconnu\u00a0: "extra". Retirez le champ inconnu, puis réessayez.',
    );
  });

  it('write a message made by its id, and never read a text with a colon as one', () => {
    const values = { path: 'email', problem: 'Invalid input: expected string, received number' };
    expect(writeMessage('en-CA', 'server-api.request.atPath', values)).toBe('email: Invalid input: expected string, received number');
    expect(writeMessage('fr-CA', 'server-api.request.atPath', values)).toBe('email\u00a0: Valeur non valide\u00a0: string attendu, number reçu');
    expect(apiMessageLookup().find('Choose a status: online or offline, for now')).toBeUndefined();
  });

  it('leave a text no message reads as unchanged: a provider’s words, or a text already in French', () => {
    expect(localizeMessage('Manulife is restoring claims now.', 'fr-CA')).toBe('Manulife is restoring claims now.');
    const french = 'Veuillez entrer une adresse courriel valide';
    expect(localizeMessage(french, 'fr-CA')).toBe(french);
    expect(localizeMessage('Please enter a valid email address', 'en-CA')).toBe('Please enter a valid email address');
  });

  it('translate an answer’s message and issues, copying it, and a success only when it starts with our words', () => {
    const answer = { message: 'Coupon not found.', issues: [{ path: 'code', message: 'Coupon not found.' }] };
    expect(localizeAnswer(answer, 'fr-CA', 404)).toEqual({
      message: 'Code promotionnel introuvable.',
      issues: [{ path: 'code', message: 'Code promotionnel introuvable.' }],
    });
    expect(answer.message).toBe('Coupon not found.');
    expect(localizeAnswer({ id: 'x', message: 'Channel removed.' }, 'fr-CA', 200)).toEqual({ id: 'x', message: 'Canal retiré.' });
    // An incident update a provider wrote that happens to read like one of our field messages stays as written.
    const update = { id: 'u', message: 'Manulife must be text' };
    expect(localizeAnswer(update, 'fr-CA', 201)).toBe(update);
    expect(localizeAnswer(answer, 'en-CA', 404)).toBe(answer);
  });

  it('follow Canadian French typography in the catalogue', () => {
    const ours = Object.entries(french).filter(([id]) => id.startsWith('validation.') || id.startsWith('server-api.'));
    expect(ours.length).toBe(VALIDATION_MESSAGES.length + API_MESSAGES.length);
    const problems = ours.filter(([, text]) => /'| [:»]|« | [;?!]/.test(text)).map(([id, text]) => `${id}: ${text}`);
    expect(problems).toEqual([]);
  });
});
