import { z } from 'zod';
import { parseBusinessHours, type BusinessHours } from '../lib/time/business-hours.ts';
import { bool, optionalText } from './values.ts';

/** Automated checks, and the clinic heartbeat's idea of business hours. */
export const monitoringEnv = {
  MONITOR_ENABLED: bool(true),
  MONITOR_ALLOW_PRIVATE: bool(false),
  MONITOR_CONCURRENCY: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(1000).default(64),
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
};
type MonitoringEnv = z.output<z.ZodObject<typeof monitoringEnv>>;

export interface MonitoringConfig {
  /** Automated checks (docs/product/status-rules.md). */
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

export function monitoringConfigOf(e: MonitoringEnv): MonitoringConfig {
  return {
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
