import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { useTestApp, unique } from '#tests/support/test-app.ts';
import type { Db } from '#server/db/open.js';
import { clinicRegistrations } from '#server/db/schema.js';
import { createUser } from '#tests/support/admin-auth.ts';
import type { RegistrationDeps } from './registration-deps.ts';
import { rejectRegistration } from './registration-review.service.ts';

/*
 * One open registration (pending or verified) per e-mail address, kept by the database: a second
 * is refused whatever the application checked before writing, and the migration that brought the
 * rule in closed the extra ones data could already hold.
 */

const testApp = useTestApp();
const MIGRATION = path.join(import.meta.dirname, '../../../db/migrations/0022_one_open_registration_per_email.sql');
const ONE_OPEN_INDEX = 'clinic_registrations_one_open_per_email_uq';

function newAddress(): string {
  return `${unique('front-desk')}@one-open.example.ca`.toLowerCase();
}

function storeRegistration(db: Db, email: string, values: Partial<typeof clinicRegistrations.$inferInsert> = {}) {
  const { keys } = testApp();
  return db
    .insert(clinicRegistrations)
    .values({
      clinicNameEncrypted: keys.encrypt('Kensington Family Dental'),
      contactPersonNameEncrypted: keys.encrypt('Dr. Lena Park'),
      emailEncrypted: keys.encrypt(email),
      emailHash: keys.blindIndex(email),
      phoneEncrypted: keys.encrypt('(403) 555-0188'),
      ipAddress: '198.51.100.40',
      ...values,
    })
    .returning({ id: clinicRegistrations.id })
    .then(([row]) => row!.id);
}

/** The database's unique-violation code on the error or the driver error it wraps. */
function uniqueViolationOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return '23505';
  }
  return undefined;
}

describe('one open registration per e-mail address', () => {
  it('lets a rejection whose mail failed stand when the clinic has registered again meanwhile', async () => {
    const t = testApp();
    const email = newAddress();
    const first = await storeRegistration(t.db, email);
    let again: string | undefined;
    const deps: RegistrationDeps = {
      db: t.db,
      keys: t.keys,
      clock: t.clock,
      config: t.config,
      whitelist: t.app.whitelist,
      mailer: {
        // While the rejection mail is being sent, the clinic registers again; then the mail fails.
        send: async () => {
          again = await storeRegistration(t.db, email);
          throw new Error('the mail server refused the message');
        },
      },
    };
    const admin = await createUser(t, { isAdmin: true });

    await expect(rejectRegistration(deps, first, 'Not a dental clinic', { userId: admin.id, email: admin.email, ip: null })).rejects.toThrow(
      'the mail server refused the message',
    );
    const statuses = await t.db
      .select({ id: clinicRegistrations.id, status: clinicRegistrations.status })
      .from(clinicRegistrations)
      .where(eq(clinicRegistrations.emailHash, t.keys.blindIndex(email)));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({ [first]: 'rejected', [again!]: 'pending' });
  });

  it('is kept by the database: a second pending or verified one is refused, closed ones may stand beside it', async () => {
    const { db } = testApp();
    const email = newAddress();
    await storeRegistration(db, email, { status: 'rejected' });
    await storeRegistration(db, email, { status: 'approved', emailVerified: true });
    await storeRegistration(db, email, { status: 'deleted', emailVerified: true });
    await storeRegistration(db, email);

    for (const status of ['pending', 'verified'] as const) {
      const second = await storeRegistration(db, email, { status }).catch((error: unknown) => error);
      expect(uniqueViolationOf(second), status).toBe('23505');
    }
    // Another address is another matter.
    await expect(storeRegistration(db, newAddress())).resolves.toEqual(expect.any(String));
  });

  it('came with a migration that first closes the extra open ones: the verified one is kept, else the newest', async () => {
    const { db } = testApp();
    const statements = fs
      .readFileSync(MIGRATION, 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
    const twoPending = newAddress();
    const pendingAndVerified = newAddress();
    const alone = newAddress();
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));

    // Replayed, in a transaction rolled back at the end, on a database holding what the race let through.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`drop index "${ONE_OPEN_INDEX}"`));
        const olderPending = await storeRegistration(tx, twoPending, { createdAt: at(1), emailVerificationToken: 'older-link' });
        const newerPending = await storeRegistration(tx, twoPending, { createdAt: at(2), emailVerificationToken: 'newer-link' });
        const verified = await storeRegistration(tx, pendingAndVerified, { createdAt: at(1), status: 'verified', emailVerified: true });
        const laterPending = await storeRegistration(tx, pendingAndVerified, { createdAt: at(3), emailVerificationToken: 'later-link' });
        const rejected = await storeRegistration(tx, pendingAndVerified, { createdAt: at(4), status: 'rejected', rejectionReason: 'Not a dental clinic' });
        const only = await storeRegistration(tx, alone, { createdAt: at(1) });

        for (const statement of statements) await tx.execute(sql.raw(statement));

        const statusOf = async (id: string) => {
          const [row] = await tx.select().from(clinicRegistrations).where(eq(clinicRegistrations.id, id));
          return { status: row!.status, reason: row!.rejectionReason, link: row!.emailVerificationToken };
        };
        const closed = { status: 'rejected', reason: 'Duplicate: another registration for this e-mail address was kept instead.', link: null };
        expect(await statusOf(newerPending)).toEqual({ status: 'pending', reason: null, link: 'newer-link' });
        expect(await statusOf(olderPending)).toEqual(closed);
        expect(await statusOf(verified)).toEqual({ status: 'verified', reason: null, link: null });
        expect(await statusOf(laterPending)).toEqual(closed);
        expect(await statusOf(rejected)).toEqual({ status: 'rejected', reason: 'Not a dental clinic', link: null });
        expect(await statusOf(only)).toMatchObject({ status: 'pending', reason: null });
        // The index is back (this last statement fails the transaction, which is rolled back anyway).
        expect(uniqueViolationOf(await storeRegistration(tx, twoPending).catch((error: unknown) => error))).toBe('23505');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  });
});
