import { hashAdminAccessCode, MIN_ADMIN_ACCESS_CODE_LENGTH } from '#server/modules/admin-auth/index.js';
import { EXIT, type CliCommand } from '../command.ts';

/** Where the code comes from when it is not an argument: a hidden prompt, or piped stdin. */
export type SecretReader = (question: string) => Promise<string>;

/**
 * `hash-code [code]`: prints the ADMIN_ACCESS_CODE_HASH line for an access code. Prefer the
 * prompt or a pipe: a code given as an argument lands in the shell history.
 */
export function createHashCodeCommand(readSecret: SecretReader = readFromTerminalOrPipe): CliCommand {
  return {
    name: 'hash-code',
    needsDatabase: false,
    args: '[code]',
    summary: 'print the ADMIN_ACCESS_CODE_HASH value for an admin access code (asks for it, or reads stdin)',
    async run(ctx, args) {
      if (args.length > 1) {
        ctx.err('Usage: npm run admin -- hash-code [code]   (without the argument it asks for the code, or reads it from stdin)');
        return EXIT.usage;
      }
      let code = args[0];
      if (code === undefined) {
        code = await readSecret('Admin access code: ');
        if (process.stdin.isTTY && (await readSecret('Repeat the code: ')) !== code) {
          ctx.err('The two codes differ. Nothing was printed.');
          return EXIT.failed;
        }
      }
      if (code.trim().length < MIN_ADMIN_ACCESS_CODE_LENGTH) {
        ctx.err(`An admin access code needs at least ${MIN_ADMIN_ACCESS_CODE_LENGTH} characters; a few random words are easy to type and hard to guess.`);
        return EXIT.usage;
      }
      ctx.out(await hashAdminAccessCode(code));
      ctx.err('Set ADMIN_ACCESS_CODE_HASH to the line above (it has no $ or spaces, so it needs no quoting) and restart the server.');
      return EXIT.ok;
    },
  };
}

export const hashCodeCommand = createHashCodeCommand();

async function readFromTerminalOrPipe(question: string): Promise<string> {
  return process.stdin.isTTY ? promptHidden(question) : readPipe();
}

async function readPipe(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on('data', onData);
  });
}
