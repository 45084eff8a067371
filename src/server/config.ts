import path from 'node:path';
import { z } from 'zod';
import type { PublicConfig } from '../shared/public-config.ts';
import type { TrustProxySetting } from './lib/trust-proxy.ts';
import { mailConfigOf, mailEnv, type MailConfig } from './config/mail.ts';
import { monitoringConfigOf, monitoringEnv, type MonitoringConfig } from './config/monitoring.ts';
import { providerEnv, publicConfigOf } from './config/provider.ts';
import { serverEnv } from './config/server.ts';
import { signInConfigOf, signInEnv, signInProblem, type SignInConfig } from './config/sign-in.ts';

/**
 * The only module that reads process.env. Every variable is validated here; a bad one stops
 * start-up with a message that names it. The variables are declared by area in config/
 * (server, provider, mail, sign-in, monitoring); this file puts them together.
 */
const envSchema = z.object({ ...serverEnv, ...providerEnv, ...mailEnv, ...signInEnv, ...monitoringEnv });

export interface Config extends SignInConfig, MonitoringConfig {
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
  const problem = signInProblem(e);
  if (problem) throw new ConfigError([problem]);
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
  };
}
