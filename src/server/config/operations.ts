import { z } from 'zod';
import { parseWhitelistEntry } from '../lib/http/ip.ts';
import { optionalText } from './values.ts';

/** What the operator's own tools reach: the metrics endpoint. */
export const operationsEnv = {
  METRICS_ALLOW: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const entries = (v ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = entries.filter((entry) => parseWhitelistEntry(entry) === null);
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `not an address or CIDR range: ${bad.join(', ')} (for example 127.0.0.1,10.0.0.0/24)` });
        return z.NEVER;
      }
      return entries;
    }),
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || /^[\x21-\x7e]{24,256}$/.test(v), {
    message: 'must be 24 to 256 printable characters without spaces (for example the output of: openssl rand -hex 24)',
  }),
};
type OperationsEnv = z.output<z.ZodObject<typeof operationsEnv>>;

export interface OperationsConfig {
  /** GET /metrics: answered to these addresses, or to a bearer of the token; off when both are empty. */
  metrics: { allow: string[]; token: string | undefined };
}

export function operationsConfigOf(e: OperationsEnv): OperationsConfig {
  return { metrics: { allow: e.METRICS_ALLOW, token: e.METRICS_TOKEN } };
}
