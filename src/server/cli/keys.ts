import { EXIT } from './command.ts';
import { runCli } from './run.ts';
import { PRIVATE_UMASK } from '../db/private-data-dir.ts';

// Like the server: keys it writes into the data directory are readable by this account only.
process.umask(PRIVATE_UMASK);

/** `npm run keys -- generate | rotate`: a short form of the admin CLI's key commands. */
const [action, ...rest] = process.argv.slice(2);
const command = action === 'generate' ? 'generate-keys' : action === 'rotate' ? 'rotate-keys' : undefined;
if (!command) {
  console.error('Usage: npm run keys -- generate | rotate');
  process.exitCode = EXIT.usage;
} else {
  runCli([command, ...rest]).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = EXIT.failed;
    },
  );
}
