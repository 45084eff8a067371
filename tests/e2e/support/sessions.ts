import { randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { adminSessions, sessions, users } from '#server/db/schema.js';
import { userEmailColumns } from '#server/modules/auth/users.service.js';
import { SESSION_COOKIE } from '#server/modules/auth/session.js';
import { ADMIN_SESSION_HOURS } from '#shared/constants.js';
import { randomSuffix, type LiveServer } from '#tests/support/live-server.ts';

/**
 * Sessions made directly in the live server's database, the way sign-in stores them, for specs
 * whose subject is what comes after signing in (sign-in itself has its own specs).
 */
export async function createUser(server: LiveServer, options: { isAdmin?: boolean } = {}): Promise<{ id: string; email: string }> {
  const email = `person.${randomSuffix()}@clinic.example.ca`;
  const [row] = await server.database.db
    .insert(users)
    .values({ ...userEmailColumns(server.keys, email), isAdmin: options.isAdmin ?? false })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

/** Signs the browser context in as `userId` (the `sid` cookie). */
export async function signInContext(server: LiveServer, context: BrowserContext, userId: string): Promise<void> {
  const token = randomBytes(16).toString('base64url');
  await server.database.db.insert(sessions).values({ sid: server.keys.hashSecret(token), sess: { userId }, expire: new Date(Date.now() + 24 * 3600_000) });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: server.url }]);
}

/** A new admin session for `userId`, stored as sign-in stores it; answers the cookie's value. */
async function adminSessionToken(server: LiveServer, userId: string): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await server.database.db.insert(adminSessions).values({
    userId,
    sessionToken: server.keys.hashSecret(token),
    expiresAt: new Date(Date.now() + ADMIN_SESSION_HOURS * 3600_000),
  });
  return token;
}

/** Gives the browser context an admin session for `userId` (the `admin_sid` cookie). */
export async function adminContext(server: LiveServer, context: BrowserContext, userId: string): Promise<void> {
  const token = await adminSessionToken(server, userId);
  await context.addCookies([{ name: 'admin_sid', value: token, url: server.url }]);
}

/** One admin API request; answers the parsed JSON (undefined for 204), and throws on anything but 2xx. */
export type AdminCall = <T = unknown>(method: string, url: string, body?: unknown) => Promise<T>;

/** The admin API as a new admin, for specs and benches that set a scene (an outage, an incident, a notice). */
export async function adminApi(server: LiveServer): Promise<AdminCall> {
  const admin = await createUser(server, { isAdmin: true });
  const token = await adminSessionToken(server, admin.id);
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { cookie: `admin_sid=${token}`, origin: server.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
}
