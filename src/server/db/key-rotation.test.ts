import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { memoryMailer } from '#tests/support/clinic-access.ts';
import { ADMIN_ADDRESS, allTables, rawRowsOf, storeEveryKindOfPersonalData } from '#tests/support/personal-data.ts';
import { createKeyRing } from '../lib/security/crypto.ts';
import { ENCRYPTED_COLUMNS, encryptedColumnsOf, rotateEncryptionKeys, sqlNameOf } from '../lib/security/key-rotation.ts';
import { rowsOf } from '../data-steps/plain-columns.ts';

const blindIndexKey = randomBytes(32);
const oldKey = { id: 'old', key: randomBytes(32) };
const newKey = { id: 'new', key: randomBytes(32) };
const oldRing = createKeyRing({ dataKeys: [oldKey], blindIndexKey });
const rotatedRing = createKeyRing({ dataKeys: [newKey, oldKey], blindIndexKey });
const newOnly = createKeyRing({ dataKeys: [newKey], blindIndexKey });

const CIPHERTEXT = /^v1\.([A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+$/;
const rotated = new Set(ENCRYPTED_COLUMNS.flatMap((spec) => spec.columns.map((column) => `${spec.name}.${sqlNameOf(column)}`)));

const mail = memoryMailer();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ mailer: mail.mailer, keys: oldRing, env: { ADMIN_EMAIL: ADMIN_ADDRESS } });
});
afterAll(async () => {
  await t?.close();
});

/** Every stored value that is a ciphertext, wherever it is, by `table.column`. */
async function ciphertextsByColumn(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const table of await allTables(t)) {
    for (const raw of await rawRowsOf(t, table)) {
      for (const [column, value] of Object.entries(JSON.parse(raw) as Record<string, unknown>)) {
        if (typeof value !== 'string' || !CIPHERTEXT.test(value)) continue;
        const key = `${table}.${column}`;
        found.set(key, [...(found.get(key) ?? []), value]);
      }
    }
  }
  return found;
}

describe('key rotation', () => {
  it('covers every *_encrypted column the database has (read from the schema, not a list)', async () => {
    const result = await t.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = current_schema() and column_name like '%\\_encrypted'`,
    );
    const inDatabase = rowsOf<{ table_name: string; column_name: string }>(result).map((row) => `${row.table_name}.${row.column_name}`);
    expect(inDatabase.length).toBeGreaterThanOrEqual(14);
    expect([...rotated].sort()).toEqual(inDatabase.sort());
    expect(rotated).toContain('alert_subscriptions.email_encrypted');
  });

  it('refuses a table it could not rewrite instead of skipping it', () => {
    const noKey = pgTable('no_key', { a: uuid(), secretEncrypted: text() });
    expect(() => encryptedColumnsOf({ noKey })).toThrow(/no_key holds encrypted columns but has no one-column primary key/);
  });

  it('re-encrypts every value of every feature under the new key, in batches; the old key can then go', async () => {
    await storeEveryKindOfPersonalData(t, mail);
    const before = await ciphertextsByColumn();
    // A ciphertext outside a rotated column would be lost with its key: there is none.
    expect([...before.keys()].filter((column) => !rotated.has(column))).toEqual([]);
    // Every rotated column has data here, so none is rotated untested.
    expect([...rotated].filter((column) => !before.has(column))).toEqual([]);

    const totals = await rotateEncryptionKeys(t.db, rotatedRing, { batchSize: 2 });
    expect(Object.keys(totals).sort()).toEqual(ENCRYPTED_COLUMNS.map((spec) => spec.name).sort());
    expect(totals.alert_subscriptions).toBeGreaterThanOrEqual(1);

    const after = await ciphertextsByColumn();
    for (const [column, values] of after) {
      for (const value of values) {
        expect(CIPHERTEXT.exec(value)![1], column).toBe('new');
        expect(() => newOnly.decrypt(value), column).not.toThrow();
      }
    }
    // Plaintexts are unchanged.
    const [plain] = before.get('contact_inquiries.subject_encrypted')!.map((value) => oldRing.decrypt(value));
    expect(after.get('contact_inquiries.subject_encrypted')!.map((value) => newOnly.decrypt(value))).toContain(plain);

    const again = await rotateEncryptionKeys(t.db, rotatedRing);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
  });
});
