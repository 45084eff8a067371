import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema.ts';
import { MIGRATIONS_DIR, openSessions, type Db } from '../db/open.ts';
import { createKeyRing } from '../lib/security/crypto.ts';
import { profileOf, userEmailOf } from '../modules/auth/users.service.ts';
import { columnExists, rowsOf } from './plain-columns.ts';
import { runDataSteps } from './index.ts';

/*
 * An install upgraded from before ADR 3: its plain personal data gets encrypted at start-up and
 * the plain columns go. The database is migrated up to the last migration before the change,
 * filled as that version did, then migrated to the end and its data steps run, on each engine.
 */
const LAST_OLD_MIGRATION = '0011_audit_actor_encrypted';
const keys = createKeyRing({ dataKeys: [{ id: 'k1', key: randomBytes(32) }], blindIndexKey: randomBytes(32) });
const quiet = { info: () => undefined };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** A copy of the migrations folder that stops at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-migrations-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An empty database of the engine under test, with a way to migrate it to any folder. */
async function emptyDatabase(): Promise<{ db: Db; migrateTo(folder: string): Promise<void> }> {
  if (inject('dbEngine') === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `cs_upgrade_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    const sessions = openSessions(pool);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    cleanups.push(async () => {
      // Dropped "with (force)" only once its sessions are gone: one still closing would be terminated and its error thrown.
      await pool.end();
      await sessions.ended();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    });
    return { db: db as unknown as Db, migrateTo: (folder) => migratePg(db, { migrationsFolder: folder }) };
  }
  const client = new PGlite();
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  cleanups.push(() => client.close());
  return { db: db as unknown as Db, migrateTo: (folder) => migratePglite(db, { migrationsFolder: folder }) };
}

describe('data steps after upgrading from plain personal data', () => {
  it('encrypt users, contact inquiries and audit rows, drop the plain columns, and find nothing to do the next time', async () => {
    const { db, migrateTo } = await emptyDatabase();
    await migrateTo(migrationsUpTo(LAST_OLD_MIGRATION));
    await db.execute(sql`insert into users (id, email, first_name, last_name, is_admin) values
      ('00000000-0000-4000-8000-000000000001', 'Dana.Li@BowRiver.example.ca', 'Dana', 'Li', true),
      ('00000000-0000-4000-8000-000000000002', 'plain@clinic.example.ca', null, null, false),
      ('00000000-0000-4000-8000-000000000003', null, null, null, false)`);
    await db.execute(sql`insert into contact_inquiries (company_name, contact_name_encrypted, email_encrypted, subject, message)
      values ('Bow River Dental', ${keys.encrypt('Dana Li')}, ${keys.encrypt('dana@bowriver.example.ca')}, 'Phones down', 'Since nine.')`);
    await db.execute(sql`insert into audit_log (actor, action, target, details) values
      ('typo@somewhere.example.ca', 'sign-in.failed', null, '{"method":"email-code"}'),
      ('cli', 'admin.grant', 'user:1', '{"email":"granted@provider.example.ca"}'),
      ('anonymous', 'admin.phrase.requested', 'boss@provider.example.ca', null),
      ('cli', 'admin.revoke', 'user:2', ${JSON.stringify({ personalEncrypted: keys.encrypt(JSON.stringify({ email: 'old@provider.example.ca' })) })})`);

    await migrateTo(MIGRATIONS_DIR);
    await runDataSteps(db, keys, quiet);

    for (const [table, column] of [
      ['users', 'email'],
      ['users', 'first_name'],
      ['contact_inquiries', 'company_name'],
      ['contact_inquiries', 'subject'],
    ] as const) {
      expect(await columnExists(db, table, column), `${table}.${column}`).toBe(false);
    }
    const [dana] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.emailHash, keys.blindIndex('dana.li@bowriver.example.ca')));
    expect(dana!.id).toBe('00000000-0000-4000-8000-000000000001');
    expect(userEmailOf(keys, dana!)).toBe('dana.li@bowriver.example.ca');
    expect(profileOf(keys, dana!)).toEqual({ firstName: 'Dana', lastName: 'Li', profileImageUrl: null });
    const [plain] = await db.select().from(schema.users).where(eq(schema.users.id, '00000000-0000-4000-8000-000000000002'));
    expect(userEmailOf(keys, plain!)).toBe('plain@clinic.example.ca');
    expect(plain!.profileEncrypted).toBeNull();

    const [inquiry] = await db.select().from(schema.contactInquiries);
    expect(keys.decrypt(inquiry!.companyNameEncrypted)).toBe('Bow River Dental');
    expect(keys.decrypt(inquiry!.subjectEncrypted)).toBe('Phones down');
    expect(keys.decrypt(inquiry!.messageEncrypted)).toBe('Since nine.');
    const notNull = await db.execute(
      sql`select column_name, is_nullable from information_schema.columns where table_schema = current_schema() and table_name = 'contact_inquiries' and column_name like '%_encrypted'`,
    );
    expect(
      rowsOf<{ column_name: string; is_nullable: string }>(notNull)
        .filter((c) => c.column_name !== 'phone_encrypted')
        .every((c) => c.is_nullable === 'NO'),
    ).toBe(true);

    const audit = await db.select().from(schema.auditLog);
    const raw = JSON.stringify(audit);
    for (const address of ['typo@somewhere', 'granted@provider', 'boss@provider']) expect(raw).not.toContain(address);
    const failed = audit.find((row) => row.action === 'sign-in.failed')!;
    expect(failed).toMatchObject({ actor: 'person', actorLabelHash: keys.blindIndex('typo@somewhere.example.ca') });
    expect(keys.decrypt(failed.actorLabelEncrypted!)).toBe('typo@somewhere.example.ca');
    const personalOf = (action: string) => JSON.parse(keys.decrypt(audit.find((row) => row.action === action)!.personalEncrypted!));
    expect(personalOf('admin.grant')).toEqual({ email: 'granted@provider.example.ca' });
    expect(personalOf('admin.phrase.requested')).toEqual({ to: 'boss@provider.example.ca' });
    expect(personalOf('admin.revoke')).toEqual({ email: 'old@provider.example.ca' });
    expect(audit.find((row) => row.action === 'admin.revoke')!.details).toBeNull();

    // A second start changes nothing.
    const before = JSON.stringify(await db.select().from(schema.auditLog));
    await runDataSteps(db, keys, quiet);
    expect(JSON.stringify(await db.select().from(schema.auditLog))).toBe(before);
  });
});
