import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '#tests/support/test-app.ts';
import { loadConfig } from '#server/config.js';
import { users } from '#server/db/schema.js';
import type { CliContext } from '#server/cli/command.js';
import { generateKeysCommand } from '#server/cli/commands/keys.js';
import { userEmailColumns } from '#server/modules/auth/users.service.js';
import { ManualClock } from '../time/clock.ts';
import { createKeyRing, type KeyRing } from './crypto.ts';
import { rotateEncryptionKeys } from './key-rotation.ts';
import { loadKeyRing } from './keys.ts';

/*
 * An emergency rotation: a key made in the morning, found exposed, and another made the same
 * afternoon. Each generated key has an id of its own, the server starts with both in its ring,
 * and each rotation leaves every value readable.
 */

const clock = new ManualClock('2026-11-20T14:00:00Z');
const silent = { warn: () => undefined };

/** The DATA_ENCRYPTION_KEYS entry and BLIND_INDEX_KEY `npm run keys -- generate` prints at the clock's time. */
async function generatedKey(): Promise<{ entry: string; id: string; blindIndexKey: string }> {
  const out: string[] = [];
  const ctx = { clock, out: (line: string) => out.push(line), err: () => undefined } as unknown as CliContext;
  if ((await generateKeysCommand.run(ctx, [])) !== 0) throw new Error('generate-keys failed');
  const entry = out.find((line) => line.startsWith('DATA_ENCRYPTION_KEYS='))!.slice('DATA_ENCRYPTION_KEYS='.length);
  const blindIndexKey = out.find((line) => line.startsWith('BLIND_INDEX_KEY='))!.slice('BLIND_INDEX_KEY='.length);
  return { entry, id: entry.slice(0, entry.indexOf(':')), blindIndexKey };
}

/** The key ring the server starts with when its environment names these keys (first one encrypts). */
function startUpRing(entries: string[], blindIndexKey: string): KeyRing {
  return loadKeyRing(loadConfig({ DATA_ENCRYPTION_KEYS: entries.join(','), BLIND_INDEX_KEY: blindIndexKey }), silent);
}

const original = await generatedKey();
const originalRing = startUpRing([original.entry], original.blindIndexKey);
const testApp = useTestApp({ keys: originalRing });

async function storeProfile(keys: KeyRing, name: string, t = testApp()): Promise<string> {
  const [row] = await t.db
    .insert(users)
    .values({ ...userEmailColumns(keys, `${randomBytes(4).toString('hex')}@rotation.example.ca`), profileEncrypted: keys.encrypt(name) })
    .returning({ id: users.id });
  return row!.id;
}

async function storedProfile(id: string, t = testApp()): Promise<string> {
  const [row] = await t.db.select({ profile: users.profileEncrypted }).from(users).where(eq(users.id, id));
  return row!.profile!;
}

describe('data encryption key ids', () => {
  it('differ for two keys made on the same day, in the shape ciphertexts carry', async () => {
    clock.set('2026-11-27T09:15:00Z');
    const morning = await generatedKey();
    clock.set('2026-11-27T17:40:00Z');
    const afternoon = await generatedKey();
    expect(morning.id).toMatch(/^k20261127-[0-9a-f]{8}$/);
    expect(afternoon.id).toMatch(/^k20261127-[0-9a-f]{8}$/);
    expect(afternoon.id).not.toBe(morning.id);
    const ring = startUpRing([afternoon.entry, morning.entry], original.blindIndexKey);
    expect(ring.encrypt('Dr. Amy Chen')).toMatch(new RegExp(`^v1\\.${afternoon.id}\\.[A-Za-z0-9_-]+$`));
  });

  it('an id of the date alone, as earlier versions made them, keeps decrypting beside the new ones', () => {
    const earlier = { id: 'k20261127', key: randomBytes(32) };
    const blindIndexKey = randomBytes(32);
    const written = createKeyRing({ dataKeys: [earlier], blindIndexKey }).encrypt('front.desk@clinic.example.ca');
    const today = { id: 'k20261127-4f9a0c1e', key: randomBytes(32) };
    const ring = startUpRing(
      [`${today.id}:${today.key.toString('base64')}`, `${earlier.id}:${earlier.key.toString('base64')}`],
      blindIndexKey.toString('base64'),
    );
    expect(ring.decrypt(written)).toBe('front.desk@clinic.example.ca');
    expect(ring.needsRotation(written)).toBe(true);
  });

  it('two keys made on one day both start and rotate: each decrypts what it wrote, and the last reads everything', async () => {
    const before = await storeProfile(originalRing, 'Dr. Before');

    clock.set('2026-11-27T09:15:00Z');
    const morning = await generatedKey();
    const morningRing = startUpRing([morning.entry, original.entry], original.blindIndexKey);
    await rotateEncryptionKeys(testApp().db, morningRing);
    const duringMorning = await storeProfile(morningRing, 'Dr. Morning');
    const writtenInMorning = await storedProfile(duringMorning);

    clock.set('2026-11-27T17:40:00Z');
    const afternoon = await generatedKey();
    const afternoonRing = startUpRing([afternoon.entry, morning.entry, original.entry], original.blindIndexKey);
    await rotateEncryptionKeys(testApp().db, afternoonRing);
    const duringAfternoon = await storeProfile(afternoonRing, 'Dr. Afternoon');

    // Each key reads what was written under it.
    expect(startUpRing([morning.entry], original.blindIndexKey).decrypt(writtenInMorning)).toBe('Dr. Morning');
    const afternoonOnly = startUpRing([afternoon.entry], original.blindIndexKey);
    expect(afternoonOnly.decrypt(await storedProfile(duringAfternoon))).toBe('Dr. Afternoon');
    // After the second rotation the afternoon key alone reads everything: the others can go.
    for (const [id, name] of [
      [before, 'Dr. Before'],
      [duringMorning, 'Dr. Morning'],
      [duringAfternoon, 'Dr. Afternoon'],
    ] as const) {
      const stored = await storedProfile(id);
      expect(stored.startsWith(`v1.${afternoon.id}.`)).toBe(true);
      expect(afternoonOnly.decrypt(stored)).toBe(name);
    }
  });
});

describe('rotation under a key id with an underscore', () => {
  const blindIndexKey = randomBytes(32);
  const older = { id: 'kx1', key: randomBytes(32) };
  const current = { id: 'k_1', key: randomBytes(32) };
  const olderRing = createKeyRing({ dataKeys: [older], blindIndexKey });
  const underscoreApp = useTestApp({ keys: olderRing });

  it('matches the id literally: the underscore stands for itself, not for any character', async () => {
    const t = underscoreApp();
    const id = await storeProfile(olderRing, 'Dr. Underscore', t);
    await rotateEncryptionKeys(t.db, createKeyRing({ dataKeys: [current, older], blindIndexKey }));
    const stored = await storedProfile(id, t);
    expect(stored.startsWith('v1.k_1.')).toBe(true);
    expect(createKeyRing({ dataKeys: [current], blindIndexKey }).decrypt(stored)).toBe('Dr. Underscore');
  });
});
