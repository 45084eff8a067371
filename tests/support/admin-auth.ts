import { beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { adminSessions, sessions, users } from '#server/db/schema.js';
import { userEmailColumns } from '#server/modules/auth/users.service.js';
import { ADMIN_SESSION_HOURS } from '#shared/constants.js';
import { SESSION_COOKIE } from '#server/modules/auth/session.js';
import { unique, type TestApp } from './test-app.ts';

/** Helpers for admin-access tests: users, signed-in cookies and the cookies an answer sets. */
export async function createUser(t: TestApp, options: { isAdmin: boolean; email?: string }): Promise<{ id: string; email: string }> {
  const email = options.email ?? `${unique('user')}@clinic.example.ca`.toLowerCase();
  const [row] = await t.db
    .insert(users)
    .values({ ...userEmailColumns(t.keys, email), isAdmin: options.isAdmin })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

/** A signed-in browser's session cookie for `userId`, made the way modules/auth/session.ts stores it. */
export async function signedInCookie(t: TestApp, userId: string): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  const expire = new Date(t.clock.now().getTime() + 24 * 3600_000);
  await t.db.insert(sessions).values({ sid: t.keys.hashSecret(token), sess: { userId }, expire });
  return `${SESSION_COOKIE}=${token}`;
}

/** An admin session made directly in the database, as a sign-in would; answers the Cookie pair. */
export async function adminSessionCookie(t: TestApp, userId: string): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  const expiresAt = new Date(t.clock.now().getTime() + ADMIN_SESSION_HOURS * 3600_000);
  await t.db.insert(adminSessions).values({ userId, sessionToken: t.keys.hashSecret(token), expiresAt });
  return `admin_sid=${token}`;
}

/** The value a response sets for cookie `name` (an empty string when it clears it). */
export function setCookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((c) => c.name === name);
}

/** Joins cookie pairs into one Cookie header, skipping absent ones. */
export function cookieHeader(...pairs: (string | undefined)[]): Record<string, string> {
  const present = pairs.filter((p): p is string => Boolean(p));
  return present.length > 0 ? { cookie: present.join('; ') } : {};
}

/**
 * An admin with a live admin session for the whole test file. `headers` carries its cookie;
 * both fields are filled in beforeAll.
 */
export function useAdminSession(testApp: () => TestApp): { id: string; headers: Record<string, string> } {
  const admin = { id: '', headers: {} as Record<string, string> };
  beforeAll(async () => {
    const user = await createUser(testApp(), { isAdmin: true });
    admin.id = user.id;
    admin.headers = cookieHeader(await adminSessionCookie(testApp(), user.id));
  });
  return admin;
}
