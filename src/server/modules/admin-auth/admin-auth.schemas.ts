import { z } from 'zod';
import type { AdminCheckResponse, AdminSessionInfo, PhraseRequestedResponse } from '#shared/sign-in/admin-auth.js';
import { answers, isoTime, messageAnswer } from '#server/lib/http/answers.js';

const adminCheck: z.ZodType<AdminCheckResponse> = z.object({ hasAdminAccess: z.boolean() });
const sessionInfo: z.ZodType<AdminSessionInfo> = z.object({ expiresAt: isoTime.describe('When the admin session ends') });
const phraseRequested: z.ZodType<PhraseRequestedResponse> = z.object({
  message: z.string(),
  expiresAt: isoTime.describe('When the mailed phrase stops working'),
});
const sessionStarted = z.object({ hasAdminAccess: z.boolean(), expiresAt: isoTime.describe('When the admin session ends') });

export const adminCheckAnswers = answers({ 200: adminCheck });
export const phraseRequestedAnswers = answers({ 200: phraseRequested });
export const sessionStartedAnswers = answers({ 200: sessionStarted });
export const sessionInfoAnswers = answers({ 200: sessionInfo });
export const signedOutAnswers = answers({ 200: messageAnswer });
