import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './open.ts';
import { makeDataDirPrivate } from './private-data-dir.ts';

/**
 * Backups of the embedded database. A running server holds the database (one process at a
 * time), so `npm run backup` asks it: it leaves a request file in DATA_DIR/backups and sends the
 * server SIGUSR2; the server writes the backup beside it and answers in `<request>.done` (the
 * backup's path, or `error: <why>`). With no server running, the command opens the database
 * itself. A backup holds the data encrypted as stored: it is useless without the keys, which are
 * backed up apart from it.
 */

const BACKUPS_DIR = 'backups';
const REQUEST_PREFIX = 'request-';
const DONE_SUFFIX = '.done';

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, BACKUPS_DIR);
}

/** A name that sorts by time and says what it is: clinic-status-20261125-231502Z.tar.gz. */
function backupFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `clinic-status-${stamp}Z.tar.gz`;
}

/** Writes a backup of `database` into `dir` (through a temporary name, so a half-written file never looks finished); answers its path. */
export async function writeBackup(database: Pick<Database, 'dump'>, dir: string, now: Date): Promise<string> {
  if (!database.dump) throw new Error('only the embedded database is backed up this way; use pg_dump for PostgreSQL');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  let file = path.join(dir, backupFileName(now));
  if (fs.existsSync(file)) file = file.replace(/\.tar\.gz$/, `-${randomBytes(3).toString('hex')}.tar.gz`);
  const partial = `${file}.partial`;
  const blob = await database.dump();
  fs.writeFileSync(partial, Buffer.from(await blob.arrayBuffer()), { mode: 0o600 });
  fs.renameSync(partial, file);
  return file;
}

/** The server's side: answers every waiting request in DATA_DIR/backups (on SIGUSR2). */
export async function answerBackupRequests(database: Pick<Database, 'dump'>, dataDir: string, now: () => Date): Promise<string[]> {
  const dir = backupsDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  const waiting = fs.readdirSync(dir).filter((name) => name.startsWith(REQUEST_PREFIX) && !name.endsWith(DONE_SUFFIX));
  const written: string[] = [];
  for (const name of waiting) {
    const request = path.join(dir, name);
    let answer: string;
    try {
      const file = await writeBackup(database, dir, now());
      written.push(file);
      answer = file;
    } catch (error) {
      answer = `error: ${(error as Error).message}`;
    }
    fs.writeFileSync(`${request}${DONE_SUFFIX}`, answer, { mode: 0o600 });
    fs.rmSync(request, { force: true });
  }
  return written;
}

/** The command's side of a running server: leaves a request, signals `pid`, waits for the answer. */
export async function askRunningServer(dataDir: string, pid: number, timeoutMs = 120_000): Promise<string> {
  const dir = backupsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const request = path.join(dir, `${REQUEST_PREFIX}${Date.now()}-${randomBytes(4).toString('hex')}`);
  fs.writeFileSync(request, String(process.pid), { mode: 0o600 });
  const done = `${request}${DONE_SUFFIX}`;
  try {
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + timeoutMs;
    while (!fs.existsSync(done)) {
      if (Date.now() > deadline) throw new Error(`the running server (pid ${pid}) did not answer within ${timeoutMs / 1000} s; see its log`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answer = fs.readFileSync(done, 'utf8');
    if (answer.startsWith('error: ')) throw new Error(`the running server could not write the backup: ${answer.slice(7)}`);
    return answer;
  } finally {
    fs.rmSync(request, { force: true });
    fs.rmSync(done, { force: true });
  }
}

/**
 * Loads a backup into DATA_DIR/pglite, which must not hold a database (move it aside first),
 * and checks that it opens. The caller holds the data directory's lock. The embedded engine
 * writes its files readable by everyone whatever the umask: the data directory is made
 * owner-only before it writes (so nobody else can reach them meanwhile) and everything in it
 * owner-only once it is done, so a restored database is never left open until the next start.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  if (fs.existsSync(path.join(target, 'PG_VERSION'))) throw new Error(`${target} already holds a database`);
  const data = fs.readFileSync(file);
  makeDataDirPrivate(dataDir);
  try {
    const client = new PGlite(target, { loadDataDir: new Blob([data]) });
    try {
      await client.waitReady;
      await client.query('select 1');
    } finally {
      await client.close();
    }
  } finally {
    makeDataDirPrivate(dataDir);
  }
}
