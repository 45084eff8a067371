import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite must never be opened by two processes at once (it corrupts the data directory), so
 * the embedded database holds a lock file naming its process. A lock left by a process that
 * no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another process (pid ${holder}). ` +
            'The embedded database allows one process at a time; stop the other one, or set DATABASE_URL to use PostgreSQL for several instances.',
          { cause: error },
        );
      }
      fs.unlinkSync(file);
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

/** The running process that holds the data directory, or null when none does. */
export function dataDirHolder(dataDir: string): number | null {
  try {
    const holder = Number(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8'));
    return Number.isInteger(holder) && holder > 0 && isRunning(holder) ? holder : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
