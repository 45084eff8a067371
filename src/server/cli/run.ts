import { assertEngineReady, ConfigError, loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/open.ts';
import { runDataSteps } from '../data-steps/index.ts';
import { systemClock } from '../lib/time/clock.ts';
import type { KeyRing } from '../lib/security/crypto.ts';
import { loadKeyRing } from '../lib/security/keys.ts';
import { EXIT, type CliCommand, type CliContext } from './command.ts';
import { COMMANDS } from './commands/index.ts';

/** Runs one command against the database the environment names; answers the exit code. */
export async function runCli(
  argv: string[],
  options: { commands?: CliCommand[]; out?: (line: string) => void; err?: (line: string) => void } = {},
): Promise<number> {
  const { commands = COMMANDS, out = (line: string) => console.log(line), err = (line: string) => console.error(line) } = options;
  const [name, ...args] = argv;
  const command = commands.find((c) => c.name === name);
  if (!command) {
    const help = name === undefined || name === 'help' || name === '--help' || name === '-h';
    if (!help) err(`Unknown command "${name}".`);
    (help ? out : err)(usage(commands));
    return help ? EXIT.ok : EXIT.usage;
  }

  let config: Config;
  try {
    config = loadConfig();
    if (command.needsDatabase !== false) assertEngineReady(config, 'data');
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    err(error.message);
    return EXIT.config;
  }
  const database = command.needsDatabase === false ? null : await openConfiguredDatabase(config, err);
  let keys: KeyRing | undefined;
  const ctx: CliContext = {
    get db() {
      if (!database) throw new Error(`the ${command.name} command is declared without a database`);
      return database.db;
    },
    clock: systemClock,
    config,
    keys: () => (keys ??= loadKeyRing(config, { warn: err })),
    out,
    err,
  };
  try {
    // Like the server, bring data an earlier version stored up to date before touching it.
    if (database) await runDataSteps(database.db, ctx.keys(), { info: (change) => err(`Stored data brought up to date: ${JSON.stringify(change)}`) });
    return await command.run(ctx, args);
  } finally {
    await database?.close();
  }
}

function openConfiguredDatabase(config: Config, err: (line: string) => void): Promise<Database> {
  const log = { warn: (message: unknown) => err(typeof message === 'string' ? message : JSON.stringify(message)) };
  return config.databaseUrl
    ? openDatabase({ engine: 'postgres', url: config.databaseUrl, poolSize: 2, log })
    : openDatabase({ engine: 'pglite', dataDir: config.dataDir });
}

function usage(commands: CliCommand[]): string {
  const width = Math.max(...commands.map((c) => `${c.name} ${c.args}`.length));
  const lines = commands.map((c) => `  ${`${c.name} ${c.args}`.padEnd(width)}  ${c.summary}`);
  return ['Usage: npm run admin -- <command> [arguments]', '', 'Commands:', ...lines].join('\n');
}
