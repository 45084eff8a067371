import { z } from 'zod';
import { parseTrustProxy, type TrustProxySetting } from '../lib/http/trust-proxy.ts';

/** The value parsers the area files build their variables from; each error names what to write instead. */

export const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

export const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

export const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): TrustProxySetting => {
    const parsed = parseTrustProxy(v);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

export const timezone = z
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

export const url = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^\s]+$/.test(v) && URL.canParse(v), { message });

export const emailList = z
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
export function isMailbox(value: string): boolean {
  const match = /^(?:"?([^"<>]*)"?\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[2] ?? match?.[3];
  return address !== undefined && z.email().safeParse(address).success;
}

export function isSecureOrLocal(value: string): boolean {
  if (!URL.canParse(value)) return true; // reported by the URL check itself
  const parsed = new URL(value);
  return parsed.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
}
