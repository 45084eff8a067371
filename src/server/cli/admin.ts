import { EXIT } from './command.ts';
import { runCli } from './run.ts';
import { PRIVATE_UMASK } from '../db/private-data-dir.ts';

/*
 * `npm run admin -- <command> [args]` runs the compiled dist/server/cli/admin.js, which
 * `npm start` and `npm run build` produce. It reads the same environment as the server. With
 * the embedded database, stop the server first: one process at a time may open it.
 */
// Like the server: the lock, backups and keys it writes are readable by this account only.
process.umask(PRIVATE_UMASK);
runCli(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = EXIT.failed;
  },
);
