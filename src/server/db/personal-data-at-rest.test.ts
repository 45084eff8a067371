import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { memoryMailer } from '#tests/support/clinic-access.ts';
import { ADMIN_ADDRESS, allTables, rawRowsOf, storeEveryKindOfPersonalData } from '#tests/support/personal-data.ts';

/*
 * ADR 0003: nothing that identifies a person is stored in the clear. This drives every feature
 * that takes a person's data, then reads every row of every table as raw JSON: a new table or
 * column that keeps any of those values in plain text fails here.
 */
const mail = memoryMailer();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ mailer: mail.mailer, env: { ADMIN_EMAIL: ADMIN_ADDRESS } });
});
afterAll(async () => {
  await t?.close();
});

describe('personal data at rest', () => {
  it('appears in no raw row of any table', async () => {
    const { values } = await storeEveryKindOfPersonalData(t, mail);
    const tables = await allTables(t);
    expect(tables).toEqual(expect.arrayContaining(['users', 'audit_log', 'contact_inquiries', 'admin_auth_phrases', 'alert_subscriptions']));
    const found: string[] = [];
    let rows = 0;
    for (const table of tables) {
      for (const raw of await rawRowsOf(t, table)) {
        rows += 1;
        const lower = raw.toLowerCase();
        for (const value of values) if (lower.includes(value.toLowerCase())) found.push(`${table}: ${value}`);
      }
    }
    expect(rows).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});
