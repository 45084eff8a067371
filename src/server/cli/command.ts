import type { Config } from '../config.ts';
import type { Db } from '../db/open.ts';
import type { Clock } from '../lib/time/clock.ts';
import type { KeyRing } from '../lib/security/crypto.ts';

/** What a command may use; tests build one around a test database. */
export interface CliContext {
  db: Db;
  clock: Clock;
  config: Config;
  /** Loaded on first call: only commands that hash or encrypt need the keys. */
  keys(): KeyRing;
  out(line: string): void;
  err(line: string): void;
}

export interface CliCommand {
  name: string;
  /** Arguments after the name, for the help text, e.g. `<email>`. */
  args: string;
  summary: string;
  /**
   * False for commands that never touch the database: they then run even while the server
   * holds the embedded database, and `ctx.db` throws.
   */
  needsDatabase?: boolean;
  /** Answers the process exit code: 0 done, 1 failed, 64 wrong usage. */
  run(ctx: CliContext, args: string[]): Promise<number>;
}

export const EXIT = { ok: 0, failed: 1, usage: 64, config: 78 } as const;
