import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** One IP whitelist entry as the admin panel reads it (docs/product/clinic-access.md). */
export interface AdminWhitelistEntry {
  id: string;
  /** A single address or a CIDR range, IPv4 or IPv6, normalised. */
  ipAddress: string;
  description: string | null;
  isActive: boolean;
  createdAt: string;
  /** The registered clinic this entry gives access to, decrypted; null for a manual entry. */
  clinicName: string | null;
}

export const WHITELIST_DESCRIPTION_MAX = 200;

/** The server normalises and validates the address itself (whitelist.add); this only bounds it. */
export const whitelistAddSchema = z.strictObject({
  ipAddress: z.string({ error: MESSAGES.ipRequired }).max(100, 'Enter a valid IPv4 or IPv6 address, or a CIDR range such as 203.0.113.0/24'),
  description: z
    .string()
    .trim()
    .max(WHITELIST_DESCRIPTION_MAX, `Description is limited to ${WHITELIST_DESCRIPTION_MAX} characters`)
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type WhitelistAddInput = z.infer<typeof whitelistAddSchema>;
