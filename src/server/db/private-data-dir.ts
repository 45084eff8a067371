import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database, its keys, the admin entry suffix and the mail outbox live in DATA_DIR:
 * only the account running the app may read them. New files are made owner-only by the
 * process's umask (set in main.ts), except the embedded engine's, which sets its own modes; the
 * directory being 0700 keeps those unreachable too. This makes the directory owner-only and
 * tightens whatever is readable by others. Answers how many entries it fixed. An entry that
 * is removed while the walk runs (an open engine's temporary file, a directory being cleared
 * under a stopping server) needs no tightening and is skipped.
 */
export function makeDataDirPrivate(dataDir: string): number {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let tightened = 0;
  const visit = (entry: string) => {
    try {
      const stat = fs.lstatSync(entry);
      if (stat.isSymbolicLink()) return;
      const wanted = stat.isDirectory() ? 0o700 : 0o600;
      if ((stat.mode & 0o777 & ~wanted) !== 0) {
        fs.chmodSync(entry, wanted);
        tightened += 1;
      }
      if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
  visit(dataDir);
  return tightened;
}

/** Every file the process creates from now on is readable by its own account only. */
export const PRIVATE_UMASK = 0o077;
