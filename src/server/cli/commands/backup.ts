import fs from 'node:fs';
import path from 'node:path';
import { askRunningServer, backupsDir, restoreBackup, writeBackup } from '#server/db/backup.js';
import { acquireDataDirLock, dataDirHolder } from '#server/db/data-dir-lock.js';
import { openDatabase } from '#server/db/open.js';
import { EXIT, type CliCommand, type CliContext } from '../command.ts';

const POSTGRES_STEPS = [
  'With DATABASE_URL the data is in PostgreSQL: back it up with its own tools.',
  '  Back up:  pg_dump --format=custom --file=clinic-status.dump "$DATABASE_URL"',
  '  Restore:  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" clinic-status.dump',
  'Keep DATA_ENCRYPTION_KEYS and BLIND_INDEX_KEY with your secrets, apart from the dump: without them the personal data in it cannot be read.',
];

/** With DATABASE_URL these commands do not apply: says so, with PostgreSQL's own steps. */
function leftToPostgresTools(ctx: CliContext): boolean {
  if (!ctx.config.databaseUrl) return false;
  for (const line of POSTGRES_STEPS) ctx.err(line);
  return true;
}

function keysReminder(ctx: CliContext): string {
  return ctx.config.encryption.dataKeys
    ? 'Keep DATA_ENCRYPTION_KEYS and BLIND_INDEX_KEY backed up apart from this file: without them the personal data in it cannot be read.'
    : `Back up ${path.join(ctx.config.dataDir, 'keys.json')} too, apart from this file: without it the personal data in the backup cannot be read.`;
}

function optionValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

export const backupCommand: CliCommand = {
  name: 'backup',
  args: '[--out <file>]',
  summary: 'Copy the embedded database, consistently, even while the server runs (DATA_DIR/backups by default)',
  needsDatabase: false,
  async run(ctx, args) {
    if (leftToPostgresTools(ctx)) return EXIT.usage;
    const out = optionValue(args, '--out');
    if (args.includes('--out') && !out) {
      ctx.err('Usage: npm run backup -- [--out <file>]');
      return EXIT.usage;
    }
    const { dataDir } = ctx.config;
    if (!fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
      ctx.err(`There is no embedded database in ${dataDir} to back up (is DATA_DIR right?).`);
      return EXIT.failed;
    }
    const holder = dataDirHolder(dataDir);
    let file: string;
    if (holder !== null) {
      ctx.err(`The server (pid ${holder}) holds the database; asking it for a backup.`);
      file = await askRunningServer(dataDir, holder);
    } else {
      const database = await openDatabase({ engine: 'pglite', dataDir });
      try {
        file = await writeBackup(database, backupsDir(dataDir), ctx.clock.now());
      } finally {
        await database.close();
      }
    }
    if (out) {
      fs.copyFileSync(file, out);
      fs.chmodSync(out, 0o600);
      fs.rmSync(file);
      file = path.resolve(out);
    }
    const size = fs.statSync(file).size;
    ctx.out(`Backed up the embedded database to ${file} (${(size / 1024 / 1024).toFixed(1)} MB).`);
    ctx.out(keysReminder(ctx));
    return EXIT.ok;
  },
};

export const restoreCommand: CliCommand = {
  name: 'restore',
  args: '<file> [--replace]',
  summary: 'Load a backup into DATA_DIR (the server stopped); --replace moves an existing database aside first',
  needsDatabase: false,
  async run(ctx, args) {
    if (leftToPostgresTools(ctx)) return EXIT.usage;
    const file = args.find((arg) => !arg.startsWith('--'));
    if (!file) {
      ctx.err('Usage: npm run restore -- <backup file> [--replace]');
      return EXIT.usage;
    }
    if (!fs.existsSync(file)) {
      ctx.err(`${file} does not exist.`);
      return EXIT.failed;
    }
    const { dataDir } = ctx.config;
    const holder = dataDirHolder(dataDir);
    if (holder !== null) {
      ctx.err(`The server (pid ${holder}) is running on ${dataDir}: stop it first, then restore.`);
      return EXIT.failed;
    }
    const release = acquireDataDirLock(dataDir);
    try {
      const current = path.join(dataDir, 'pglite');
      if (fs.existsSync(path.join(current, 'PG_VERSION'))) {
        if (!args.includes('--replace')) {
          ctx.err(`${dataDir} already holds a database. Add --replace to move it aside (kept as pglite.before-restore-<time>) and restore.`);
          return EXIT.failed;
        }
        const aside = `${current}.before-restore-${ctx.clock.now().toISOString().replace(/[:.]/g, '-')}`;
        fs.renameSync(current, aside);
        ctx.err(`Moved the current database aside to ${aside}.`);
      }
      try {
        await restoreBackup(file, dataDir);
      } catch (error) {
        fs.rmSync(current, { recursive: true, force: true });
        ctx.err(`${file} could not be restored: ${(error as Error).message}. Nothing was changed but the move above, if any.`);
        return EXIT.failed;
      }
    } finally {
      release();
    }
    ctx.out(`Restored ${file} into ${dataDir}.`);
    ctx.out(
      ctx.config.encryption.dataKeys
        ? 'Start the server with the DATA_ENCRYPTION_KEYS and BLIND_INDEX_KEY this backup was made with.'
        : `Put the keys.json this backup was made with into ${dataDir} before starting the server.`,
    );
    return EXIT.ok;
  },
};
