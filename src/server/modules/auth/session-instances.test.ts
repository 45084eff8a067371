import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '#server/app.js';
import type { Database } from '#server/db/open.js';
import { sessions, users } from '#server/db/schema.js';
import { useTestApp, type TestApp } from '#tests/support/test-app.ts';
import { openSecondInstance } from '#tests/support/test-database.ts';
import { adminSessionCookie, cookieHeader, createUser, signedInCookie } from '#tests/support/admin-auth.ts';

/*
 * Two instances of the app on one database, as several instances behind a proxy run: on
 * PostgreSQL each has its own pool and LISTEN connection; on the embedded engine they share the
 * one process's database. Instance B is reached over a real socket, so its polled answers come
 * from the path that reads the session cache before the framework.
 */

const testApp = useTestApp();
/** Within a second of the sign-out, whatever the instance. */
const DEADLINE = { timeout: 1000, interval: 20 };

interface Instance {
  app: App;
  port: number;
  close(): Promise<void>;
}

let b: Instance;

beforeAll(async () => {
  const t = testApp();
  const database: Database = t.database.engine === 'postgres' ? await openSecondInstance(t.database) : t.database;
  const app = await buildApp({
    config: t.config,
    database,
    keys: t.keys,
    clock: t.clock,
    rateLimits: false,
    backgroundJobs: false,
    clientDir: path.join(os.tmpdir(), 'clinic-status-no-client'),
  });
  await app.start();
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  b = {
    app,
    port: (app.server.server.address() as AddressInfo).port,
    async close() {
      await app.stop();
      if (database !== t.database) await database.close();
    },
  };
});
afterAll(async () => b?.close());

function onB(pathname: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: b.port, path: pathname, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

async function signedIn(t: TestApp, isAdmin = false) {
  const user = await createUser(t, { isAdmin });
  return { ...user, cookie: await signedInCookie(t, user.id) };
}

describe('ending a session on one instance', () => {
  it('ends it on the other instance within a second: polled notifications 401, signed out at /api/auth/user', async () => {
    const t = testApp();
    const user = await signedIn(t);
    const headers = { cookie: user.cookie };
    // Twice: the second poll is answered from instance B's memory.
    const answered = b.app.polled.answered;
    expect((await onB('/api/notifications', headers)).status).toBe(200);
    expect((await onB('/api/notifications', headers)).status).toBe(200);
    expect(b.app.polled.answered).toBe(answered + 1);
    expect(JSON.parse((await onB('/api/auth/user', headers)).body)).toMatchObject({ id: user.id });

    const signOut = await t.request({ method: 'POST', url: '/api/logout', headers });
    expect(signOut.statusCode).toBe(200);

    await vi.waitFor(async () => expect((await onB('/api/notifications', headers)).status).toBe(401), DEADLINE);
    expect(await onB('/api/auth/user', headers)).toEqual({ status: 200, body: 'null' });
  });

  it("ends the person's admin session on the other instance too", async () => {
    const t = testApp();
    const admin = await signedIn(t, true);
    const adminCookie = await adminSessionCookie(t, admin.id);
    const headers = cookieHeader(admin.cookie, adminCookie);
    expect((await onB('/api/admin/session', headers)).status).toBe(200);
    expect((await onB('/api/notifications', headers)).status).toBe(200);

    expect((await t.request({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);

    await vi.waitFor(async () => expect((await onB('/api/notifications', headers)).status).toBe(401), DEADLINE);
    expect((await onB('/api/admin/session', headers)).status).toBe(401);
  });

  it('ends an admin session on the other instance at once when the admin signs out of the panel', async () => {
    const t = testApp();
    const admin = await signedIn(t, true);
    const headers = cookieHeader(admin.cookie, await adminSessionCookie(t, admin.id));
    expect((await onB('/api/admin/session', headers)).status).toBe(200);

    expect((await t.request({ method: 'POST', url: '/api/admin/logout', headers })).statusCode).toBe(200);

    await vi.waitFor(async () => expect((await onB('/api/admin/session', headers)).status).toBe(401), DEADLINE);
    expect((await onB('/api/notifications', headers)).status).toBe(200);
  });
});

// Only PostgreSQL has other processes on the same database; the embedded engine is one process.
describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('a session deleted in the database outside the app', () => {
  it('ends on every instance within a second (an operator ending it, another process, the purge)', async () => {
    const t = testApp();
    const user = await signedIn(t);
    const headers = { cookie: user.cookie };
    expect((await onB('/api/notifications', headers)).status).toBe(200);
    expect((await onB('/api/notifications', headers)).status).toBe(200);

    await t.db.delete(sessions).where(eq(sessions.sid, t.keys.hashSecret(user.cookie.split('=')[1]!)));

    await vi.waitFor(async () => expect((await onB('/api/notifications', headers)).status).toBe(401), DEADLINE);
  });

  it('ends with its user: a removed user is signed out on every instance within a second', async () => {
    const t = testApp();
    const user = await signedIn(t);
    const headers = { cookie: user.cookie };
    expect((await onB('/api/notifications', headers)).status).toBe(200);
    expect((await onB('/api/notifications', headers)).status).toBe(200);

    await t.db.delete(users).where(eq(users.id, user.id));

    await vi.waitFor(async () => expect((await onB('/api/notifications', headers)).status).toBe(401), DEADLINE);
  });
});
