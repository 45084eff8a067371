import { z } from 'zod';
import type { AdminWhitelistEntry } from '#shared/onboarding/admin-whitelist.js';
import type { AccessStatusResponse } from '#shared/onboarding/clinic-access.js';
import { answers, isoTime, noContent } from '#server/lib/http/answers.js';

const accessStatus: z.ZodType<AccessStatusResponse> = z.object({
  hasAccess: z.boolean().describe("The caller's network is whitelisted"),
  clinicRegistered: z.boolean().describe('A registered clinic owns that network'),
});
export const accessStatusAnswers = answers({ 200: accessStatus, 304: noContent.describe('Not modified: the ETag still holds') });

const whitelistEntry: z.ZodType<AdminWhitelistEntry> = z.object({
  id: z.string(),
  ipAddress: z.string().describe('A single address or a CIDR range, normalised'),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: isoTime,
  clinicName: z.string().nullable().describe('The registered clinic this entry serves; null for a manual entry'),
});
export const whitelistListAnswers = answers({ 200: z.array(whitelistEntry) });
export const whitelistAddAnswers = answers({ 201: whitelistEntry });
export const whitelistRemoveAnswers = answers({ 204: noContent });
