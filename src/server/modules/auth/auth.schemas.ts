import { z } from 'zod';
import type { AuthUser } from '#shared/sign-in/sign-in.js';
import { answers, messageAnswer, redirectAnswer } from '#server/lib/http/answers.js';

const authUser: z.ZodType<AuthUser> = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
});

export const currentUserAnswers = answers({ 200: authUser.nullable().describe('The signed-in person, or null') });
export const signedInAnswers = answers({ 200: authUser });
export const authMessageAnswers = answers({ 200: messageAnswer });
export const signOutByLinkAnswers = answers({ 405: messageAnswer.describe('Signing out is POST only') });
export const redirectAnswers = answers({ 302: redirectAnswer });
