import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createKeyRing, generateKeyMaterialSpec, parseBlindIndexKey, parseDataKeys } from '../lib/security/crypto.ts';
import { userEmailColumns, userEmailOf } from '../modules/auth/users.service.ts';
import { restoreBackup, writeBackup } from './backup.ts';
import { openDatabase, type Database } from './open.ts';
import { users } from './schema.ts';

/*
 * The embedded database backed up while it serves, restored into a fresh data directory and
 * read back, personal data included (it is stored encrypted, so reading it back needs the keys
 * the backup was made with).
 */

const material = generateKeyMaterialSpec();
const keys = createKeyRing({ dataKeys: parseDataKeys(material.dataKeys), blindIndexKey: parseBlindIndexKey(material.blindIndexKey) });
const made: string[] = [];
const opened: Database[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close().catch(() => undefined);
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-backup-'));
  made.push(dir);
  return dir;
}

/** Opens the embedded database in `dir`; a new one starts as a copy of the migrated test template. */
async function open(dir: string, { fresh = false } = {}): Promise<Database> {
  const pglite = fresh ? new PGlite(path.join(dir, 'pglite'), { loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) }) : undefined;
  const database = await openDatabase({ engine: 'pglite', dataDir: dir, ...(pglite ? { pglite } : {}) });
  opened.push(database);
  return database;
}

/** Every entry under `dir` (itself included) that someone other than its owner could read, write or enter. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    const allowed = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777 & ~allowed) !== 0) found.push(`${path.relative(dir, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

async function addressOf(database: Database, email: string): Promise<string | null> {
  const [row] = await database.db
    .select()
    .from(users)
    .where(eq(users.emailHash, userEmailColumns(keys, email).emailHash));
  return row ? userEmailOf(keys, row) : null;
}

// The embedded engine only; its databases on disk start from the migrated template the API projects make.
describe.runIf(inject('dbEngine') === 'pglite')('backup and restore of the embedded database', () => {
  it('copies a serving database consistently and restores it into a fresh data directory with its encrypted personal data readable', async () => {
    const source = dataDir();
    const database = await open(source, { fresh: true });
    const before = 'front.desk@backup-clinic.example.ca';
    await database.db.insert(users).values({ ...userEmailColumns(keys, before), isAdmin: true, profileEncrypted: keys.encrypt('{"name":"Dr. Backup"}') });

    // Writes keep coming while the copy is taken; each lands wholly before or wholly after it.
    const writes = Array.from({ length: 20 }, (_, i) => database.db.insert(users).values(userEmailColumns(keys, `during.${i}@backup-clinic.example.ca`)));
    const [file] = await Promise.all([writeBackup(database, path.join(source, 'backups'), new Date('2026-11-25T23:15:02Z')), ...writes]);
    expect(path.basename(file)).toBe('clinic-status-20261125-231502Z.tar.gz');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.endsWith('.partial'))).toEqual([]);
    // Still serving after the copy.
    await database.db.insert(users).values(userEmailColumns(keys, 'after@backup-clinic.example.ca'));
    await database.close();

    const target = dataDir();
    await restoreBackup(file, target);
    const restored = await open(target);
    expect(await addressOf(restored, before)).toBe(before);
    expect(await addressOf(restored, 'after@backup-clinic.example.ca')).toBeNull();
    const [row] = await restored.db
      .select()
      .from(users)
      .where(eq(users.emailHash, userEmailColumns(keys, before).emailHash));
    expect(row?.isAdmin).toBe(true);
    expect(keys.decrypt(row!.profileEncrypted!)).toBe('{"name":"Dr. Backup"}');
    const emails = (await restored.db.select().from(users)).map((user) => userEmailOf(keys, user));
    const during = emails.filter((email) => email?.startsWith('during.'));
    // Whatever part of the concurrent writes made it in, every row is whole and readable.
    expect(during.every((email) => /^during\.\d+@backup-clinic\.example\.ca$/.test(email ?? ''))).toBe(true);
  });

  it('restores every file owner-only (0600) and every directory 0700, whatever the umask', async () => {
    const source = dataDir();
    const database = await open(source, { fresh: true });
    const file = await writeBackup(database, path.join(source, 'backups'), new Date('2026-11-25T23:18:00Z'));
    await database.close();

    // A new data directory, made and restored under the common default umask.
    const target = path.join(dataDir(), 'data');
    const umask = process.umask(0o022);
    try {
      fs.mkdirSync(target);
      await restoreBackup(file, target);
    } finally {
      process.umask(umask);
    }
    expect(fs.existsSync(path.join(target, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(openToOthers(target)).toEqual([]);
  });

  it('refuses to restore over a data directory that already holds a database, leaving it as it was', async () => {
    const source = dataDir();
    const database = await open(source, { fresh: true });
    const file = await writeBackup(database, path.join(source, 'backups'), new Date('2026-11-25T23:20:00Z'));
    await database.close();
    const occupied = dataDir();
    const existing = await open(occupied, { fresh: true });
    await existing.db.insert(users).values(userEmailColumns(keys, 'keep.me@clinic.example.ca'));
    await existing.close();

    await expect(restoreBackup(file, occupied)).rejects.toThrow(/already holds a database/);
    expect(await addressOf(await open(occupied), 'keep.me@clinic.example.ca')).toBe('keep.me@clinic.example.ca');
  });
});
