import path from 'node:path';
import { z } from 'zod';
import type { PublicConfig } from '#shared/public-config.js';
import type { TrustProxySetting } from './lib/http/trust-proxy.ts';
import { mailConfigOf, mailEnv, type MailConfig } from './config/mail.ts';
import { monitoringConfigOf, monitoringEnv, type MonitoringConfig } from './config/monitoring.ts';
import { smsConfigOf, smsEnv, smsProblem, type SmsConfig } from './config/sms.ts';
import { operationsConfigOf, operationsEnv, type OperationsConfig } from './config/operations.ts';
import { providerEnv, publicConfigOf } from './config/provider.ts';
import { serverEnv } from './config/server.ts';
import { signInConfigOf, signInEnv, signInProblem, type SignInConfig } from './config/sign-in.ts';

/**
 * The only module that reads process.env. Every variable is validated here; a bad one stops
 * start-up with a message that names it. The variables are declared by area in config/
 * (server, provider, mail, sign-in, monitoring, operations); this file puts them together.
 */
const envSchema = z.object({ ...serverEnv, ...providerEnv, ...mailEnv, ...signInEnv, ...monitoringEnv, ...operationsEnv, ...smsEnv });

export interface Config extends SignInConfig, MonitoringConfig, OperationsConfig, SmsConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  /** Whose X-Forwarded-For is believed: nobody, a hop count, or the proxies' addresses/ranges. */
  trustProxy: TrustProxySetting;
  timezone: string;
  logLevel: string;
  logPretty: boolean;
  seedSampleServices: boolean;
  publicConfig: PublicConfig;
  encryption: { dataKeys: string | undefined; blindIndexKey: string | undefined };
  mail: MailConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`));
  }
  const e = parsed.data;
  const problems = [signInProblem(e), smsProblem(e)].filter((p): p is string => p !== null);
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY,
    timezone: e.TIMEZONE,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    seedSampleServices: e.SEED_SAMPLE_SERVICES,
    publicConfig: publicConfigOf(e, e.TIMEZONE),
    encryption: { dataKeys: e.DATA_ENCRYPTION_KEYS, blindIndexKey: e.BLIND_INDEX_KEY },
    mail: mailConfigOf(e, { name: e.PROVIDER_NAME, email: e.PROVIDER_EMAIL }, dataDir),
    ...signInConfigOf(e, e.PROVIDER_EMAIL),
    ...monitoringConfigOf(e),
    ...operationsConfigOf(e),
    ...smsConfigOf(e),
  };
}

/**
 * What only the engine makes wrong, for what is about to run: the server ('serve') or a command
 * that reads stored data ('data'). The embedded database invents its keys and admin entry suffix
 * into the data directory; instances sharing a PostgreSQL must share them, so there they must be
 * configured. Checked before any database work; every problem at once.
 */
export function engineProblems(config: Pick<Config, 'databaseUrl' | 'encryption' | 'adminAccess'>, purpose: 'serve' | 'data'): string[] {
  const problems: string[] = [];
  const { dataKeys, blindIndexKey } = config.encryption;
  const keysSet = [dataKeys, blindIndexKey].filter((v) => v !== undefined).length;
  if (keysSet === 1) {
    problems.push('DATA_ENCRYPTION_KEYS, BLIND_INDEX_KEY: set both, or neither (embedded database only). Generate a pair with: npm run keys -- generate');
  } else if (keysSet === 0 && config.databaseUrl) {
    problems.push(
      'DATA_ENCRYPTION_KEYS, BLIND_INDEX_KEY: required with DATABASE_URL (every instance must share them). Generate a pair with: npm run keys -- generate',
    );
  }
  if (purpose === 'serve' && config.databaseUrl && !config.adminAccess.entrySuffix) {
    problems.push(
      'ADMIN_ENTRY_SUFFIX: required with DATABASE_URL (every instance must serve the same admin entry path). Generate one with: openssl rand -hex 12',
    );
  }
  return problems;
}

/** Throws the engine's problems for `purpose` as one ConfigError. */
export function assertEngineReady(config: Config, purpose: 'serve' | 'data'): void {
  const problems = engineProblems(config, purpose);
  if (problems.length > 0) throw new ConfigError(problems);
}
