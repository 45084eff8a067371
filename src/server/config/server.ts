import { z } from 'zod';
import { parseBlindIndexKey, parseDataKeys } from '../lib/security/crypto.ts';
import { bool, optionalText, timezone, trustProxy, url } from './values.ts';

/** Where the process listens, what it stores where, whom it believes, how it logs. */
export const serverEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(5000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// connection string',
  }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: optionalText.pipe(url('must be an http(s) origin such as https://status.example.ca').optional()),
  TRUST_PROXY: trustProxy,
  TIMEZONE: timezone,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: bool(process.stdout.isTTY === true),
  SEED_SAMPLE_SERVICES: bool(true),
  DATA_ENCRYPTION_KEYS: optionalText.superRefine((v, ctx) => refuseUnparsable(v, parseDataKeys, ctx)),
  BLIND_INDEX_KEY: optionalText.superRefine((v, ctx) => refuseUnparsable(v, parseBlindIndexKey, ctx)),
};

/** A key the parser refuses becomes one issue on its variable, in the parser's words (without the name twice). */
function refuseUnparsable(value: string | undefined, parse: (spec: string) => unknown, ctx: z.RefinementCtx): void {
  if (value === undefined) return;
  try {
    parse(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message.replace(/^[A-Z_]+:? /, '') });
  }
}
