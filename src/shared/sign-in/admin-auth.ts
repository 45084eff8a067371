import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

/** Admin access (docs/product/admin.md): the shapes both sides agree on and the fixed texts. */
export const ADMIN_AUTH_MESSAGES = {
  invalidPhrase: 'Invalid or expired phrase',
  invalidCode: 'Invalid access code',
  adminRequired: 'Admin access required',
  signInFirst: 'Sign in with an administrator account first.',
  notAdmin: 'Your account does not have admin rights.',
} as const;

export const validatePhraseSchema = z.strictObject({
  phrase: z.string({ error: MESSAGES.accessPhrase }).trim().min(1, MESSAGES.accessPhrase).max(200, 'The access phrase is too long'),
});

export const adminLoginSchema = z.strictObject({
  accessCode: z.string({ error: MESSAGES.adminCode }).trim().min(1, MESSAGES.adminCode).max(256, 'The access code is too long'),
});

export interface AdminCheckResponse {
  hasAdminAccess: boolean;
}

export interface AdminSessionInfo {
  /** ISO time at which the admin session ends. */
  expiresAt: string;
}

export interface PhraseRequestedResponse {
  message: string;
  /** ISO time after which the mailed phrase no longer works. */
  expiresAt: string;
}

export { ADMIN_ENTRY_PAGE } from '../public-config.ts';
export const ADMIN_ENTRY_PATH_PREFIX = '/secure-admin-';
