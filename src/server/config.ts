import path from 'node:path';
import { z } from 'zod';
import { parseBusinessHours, type BusinessHours } from './lib/business-hours.ts';
import type { PublicConfig, ResourceLink } from '../shared/public-config.ts';
import { parseAccessCodeHash } from './modules/admin-auth/access-code-hash.ts';
import { parseTrustProxy, type TrustProxySetting } from './lib/trust-proxy.ts';

/**
 * The only module that reads process.env. Every variable is validated here; a bad one
 * stops start-up with a message that names it.
 */
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): TrustProxySetting => {
    const parsed = parseTrustProxy(v);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

const timezone = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const zone = v?.trim() || 'America/Edmonton';
    try {
      new Intl.DateTimeFormat('en-CA', { timeZone: zone });
      return zone;
    } catch {
      ctx.addIssue({ code: 'custom', message: `unknown time zone "${zone}" (use an IANA name such as America/Edmonton)` });
      return z.NEVER;
    }
  });

const url = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^\s]+$/.test(v) && URL.canParse(v), { message });

const resourceLinks = z
  .string()
  .optional()
  .transform((v, ctx): ResourceLink[] | undefined => {
    if (!v || v.trim() === '') return undefined;
    const item = z.object({
      label: z.string().min(1),
      url: url('each link needs an http(s) url'),
      group: z.enum(['provider', 'government', 'associations', 'insurers']).default('provider'),
    });
    try {
      const parsed = z.array(item).min(1).safeParse(JSON.parse(v));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: `must be a JSON array of {label, url, group}: ${parsed.error.issues[0]?.message}` });
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
    }
    return z.NEVER;
  });

const emailList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const list = (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const bad = list.filter((entry) => !z.email().safeParse(entry).success);
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not an e-mail address: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return [...new Set(list)];
  });

/** `address` or `"Display Name" <address>`. */
function isMailbox(value: string): boolean {
  const match = /^(?:"?([^"<>]*)"?\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[2] ?? match?.[3];
  return address !== undefined && z.email().safeParse(address).success;
}

function isSecureOrLocal(value: string): boolean {
  if (!URL.canParse(value)) return true; // reported by the URL check itself
  const parsed = new URL(value);
  return parsed.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
}

/** Mail comes from a no-reply address at the provider's own domain, under the provider's name. */
function defaultMailFrom(providerName: string, providerEmail: string): string {
  const domain = providerEmail.split('@')[1] ?? 'localhost';
  return `"${providerName.replace(/["\\]/g, '')}" <no-reply@${domain}>`;
}

const envSchema = z.object({
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
  PROVIDER_NAME: z.string().trim().min(1).default('Summit Dental IT'),
  PROVIDER_EMAIL: z.email({ error: 'must be an e-mail address' }).default('info@summitdentalit.ca'),
  PROVIDER_SALES_EMAIL: z.email({ error: 'must be an e-mail address' }).default('sales@summitdentalit.ca'),
  PROVIDER_PHONE: z.string().trim().min(7).default('(403) 555-0142'),
  PROVIDER_WEBSITE: url('must be an http(s) address').default('https://summitdentalit.ca'),
  PROVIDER_ADDRESS: z.string().trim().min(5).default('200 - 1000 8th Avenue SW, Calgary, AB T2P 3M7'),
  MARKETPLACE_URL: optionalText.pipe(url('must be an http(s) address').optional()),
  RESOURCE_LINKS: resourceLinks,
  DATA_ENCRYPTION_KEYS: optionalText,
  BLIND_INDEX_KEY: optionalText,
  SMTP_URL: optionalText.refine((v) => v === undefined || (/^smtps?:\/\/[^\s]+$/.test(v) && URL.canParse(v)), {
    message: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.ca:465',
  }),
  MAIL_FROM: optionalText.refine((v) => v === undefined || isMailbox(v), {
    message: 'must be an address or "Name" <address>',
  }),
  MAIL_OUTBOX_DIR: optionalText,
  OIDC_ISSUER_URL: optionalText.pipe(url("must be the issuer's http(s) URL").optional()).refine((v) => v === undefined || isSecureOrLocal(v), {
    message: 'must use https (plain http only for localhost)',
  }),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  ADMIN_EMAILS: emailList,
  ADMIN_EMAIL: optionalText.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  ADMIN_ENTRY_SUFFIX: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9-]{8,64}$/.test(v), {
    message: 'must be 8 to 64 letters, digits or hyphens (for example the output of: openssl rand -hex 12)',
  }),
  ADMIN_ACCESS_CODE_HASH: optionalText.refine((v) => v === undefined || parseAccessCodeHash(v) !== null, {
    message: 'must be the line printed by: npm run admin -- hash-code (scrypt:N:r:p:salt:hash)',
  }),
  SESSION_TTL_HOURS: z.coerce.number({ error: 'must be a number of hours' }).int().min(1).max(8760).default(168),
  MONITOR_ENABLED: bool(true),
  MONITOR_ALLOW_PRIVATE: bool(false),
  MONITOR_CONCURRENCY: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100).default(8),
  MONITOR_DNS_SERVERS: optionalText.refine((v) => v === undefined || v.split(',').every((s) => /^[0-9a-fA-F:.[\]]+$/.test(s.trim())), {
    message: 'must be a comma list of DNS server addresses, for example 1.1.1.1,9.9.9.9 or 127.0.0.1:5353',
  }),
  HEARTBEAT_SILENT_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int()
    .min(2)
    .max(24 * 60)
    .default(10),
  BUSINESS_HOURS: z
    .string()
    .default('Mon-Fri 08:00-17:00')
    .transform((v, ctx) => {
      const hours = parseBusinessHours(v);
      if (!hours) {
        ctx.addIssue({ code: 'custom', message: 'must look like "Mon-Fri 08:00-17:00" (comma-separate several groups)' });
        return z.NEVER;
      }
      return hours;
    }),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
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
  /** SMTP when smtpUrl is set; otherwise every mail is written as an .eml file to outboxDir. */
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** OpenID Connect sign-in; null means the built-in e-mail code sign-in. */
  oidc: { issuerUrl: string; clientId: string; clientSecret: string } | null;
  /** Lower-cased addresses that become administrators when they sign in. */
  adminEmails: string[];
  sessionTtlHours: number;
  adminAccess: {
    /** Where admin phrases are mailed. */
    email: string;
    /** The secret part of /secure-admin-<suffix>; generated into the data dir when unset (embedded only). */
    entrySuffix: string | undefined;
    /** scrypt hash of the admin access code; without it the access-code login answers 503. */
    accessCodeHash: string | undefined;
  };
  /** Automated checks (issue 6). */
  monitor: {
    enabled: boolean;
    /** Allows check targets on loopback, private, link-local and metadata addresses. */
    allowPrivate: boolean;
    concurrency: number;
    /** DNS servers for dns checks (host or host:port); the system's when empty. */
    dnsServers: string[];
  };
  /** Clinic heartbeat: how long a registered clinic may stay silent during business hours. */
  heartbeat: { silentMinutes: number; businessHours: BusinessHours };
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
  const oidcSet = [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter((v) => v !== undefined).length;
  if (oidcSet !== 0 && oidcSet !== 3) {
    throw new ConfigError(['OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: set all three for OpenID Connect sign-in, or none for e-mail code sign-in']);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    trustProxy: e.TRUST_PROXY,
    timezone: e.TIMEZONE,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    seedSampleServices: e.SEED_SAMPLE_SERVICES,
    publicConfig: {
      provider: {
        name: e.PROVIDER_NAME,
        infoEmail: e.PROVIDER_EMAIL,
        salesEmail: e.PROVIDER_SALES_EMAIL,
        phone: e.PROVIDER_PHONE,
        website: e.PROVIDER_WEBSITE,
        address: e.PROVIDER_ADDRESS,
      },
      resourceLinks: e.RESOURCE_LINKS ?? defaultResourceLinks(e.PROVIDER_NAME, e.PROVIDER_WEBSITE),
      marketplaceUrl: e.MARKETPLACE_URL ?? null,
      timeZone: e.TIMEZONE,
    },
    encryption: { dataKeys: e.DATA_ENCRYPTION_KEYS, blindIndexKey: e.BLIND_INDEX_KEY },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? defaultMailFrom(e.PROVIDER_NAME, e.PROVIDER_EMAIL),
      outboxDir: e.MAIL_OUTBOX_DIR ? path.resolve(e.MAIL_OUTBOX_DIR) : path.join(dataDir, 'outbox'),
    },
    oidc:
      e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : null,
    adminEmails: e.ADMIN_EMAILS,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    adminAccess: {
      email: (e.ADMIN_EMAIL ?? e.ADMIN_EMAILS[0] ?? `admin@${e.PROVIDER_EMAIL.split('@')[1]}`).toLowerCase(),
      entrySuffix: e.ADMIN_ENTRY_SUFFIX,
      accessCodeHash: e.ADMIN_ACCESS_CODE_HASH,
    },
    monitor: {
      enabled: e.MONITOR_ENABLED,
      allowPrivate: e.MONITOR_ALLOW_PRIVATE,
      concurrency: e.MONITOR_CONCURRENCY,
      dnsServers: (e.MONITOR_DNS_SERVERS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    heartbeat: { silentMinutes: e.HEARTBEAT_SILENT_MINUTES, businessHours: e.BUSINESS_HOURS },
  };
}

/** The Canadian Dental Resources dropdown (REFERENCE-DATA.md). */
export function defaultResourceLinks(providerName: string, providerWebsite: string): ResourceLink[] {
  return [
    { group: 'provider', label: providerName, url: providerWebsite },
    { group: 'government', label: 'Canadian Dental Care Plan', url: 'https://www.canada.ca/en/services/benefits/dental/dental-care-plan.html' },
    { group: 'government', label: 'Alberta Dental Service Corporation', url: 'https://www.albertadentalservicecorp.com/' },
    { group: 'government', label: 'Alberta Child Health Benefit', url: 'https://www.alberta.ca/alberta-child-health-benefit' },
    { group: 'government', label: 'Dental and Optical Assistance for Seniors', url: 'https://www.alberta.ca/dental-optical-assistance-seniors.aspx' },
    { group: 'associations', label: 'Canadian Dental Association', url: 'https://www.cda-adc.ca/' },
    { group: 'associations', label: 'Canadian Dental Hygienists Association', url: 'https://www.cdha.ca/' },
    { group: 'associations', label: 'College of Dental Surgeons of Alberta', url: 'https://cdsab.ca/' },
    { group: 'insurers', label: 'Alberta Blue Cross', url: 'https://www.ab.bluecross.ca/' },
    { group: 'insurers', label: 'Sun Life', url: 'https://www.sunlife.ca/' },
    { group: 'insurers', label: 'Manulife', url: 'https://www.manulife.ca/' },
    { group: 'insurers', label: 'Canada Life', url: 'https://www.canadalife.com/' },
  ];
}
