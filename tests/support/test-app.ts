import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Logger } from 'pino';
import { buildApp, type App } from '#server/app.js';
import { loadConfig, type Config } from '#server/config.js';
import { ManualClock } from '#server/lib/time/clock.js';
import { createKeyRing, type KeyRing } from '#server/lib/security/crypto.js';
import type { Db } from '#server/db/open.js';
import type { Mailer } from '#server/lib/mail/mailer.js';
import type { ChannelOptions } from '#server/modules/alerts/channels/channel-options.js';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:5000';
/** Set so the app never writes a generated suffix into a test's data directory. */
export const TEST_ADMIN_ENTRY_SUFFIX = 'test-entry-5f3a9c';

export interface TestApp {
  app: App;
  db: Db;
  database: TestDatabase;
  clock: ManualClock;
  keys: KeyRing;
  config: Config;
  /** JSON request through app.inject, sent as our own page would (same origin). */
  request(options: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    body?: unknown;
    headers?: Record<string, string>;
    ip?: string;
  }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function testKeyRing(): KeyRing {
  return createKeyRing({
    dataKeys: [{ id: 'test1', key: randomBytes(32) }],
    blindIndexKey: randomBytes(32),
  });
}

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    rateLimits?: boolean;
    /** A built client to serve; none by default. */
    clientDir?: string;
    /** A logger for the app (none by default: tests are quiet). */
    logger?: Logger;
    /** The key ring to encrypt with; a fresh random one by default. */
    keys?: KeyRing;
    /** Replaces the mailer; by default mail goes (per config) to .eml files in the test's temporary DATA_DIR/outbox. */
    mailer?: Mailer;
    /** Alert channels' stand-in internet and hold time (tests/support/channel-internet.ts). */
    channels?: ChannelOptions;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = new ManualClock();
  const keys = options.keys ?? testKeyRing();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: path.join(os.tmpdir(), `clinic-status-test-${randomBytes(4).toString('hex')}`),
    LOG_LEVEL: 'silent',
    ADMIN_ENTRY_SUFFIX: TEST_ADMIN_ENTRY_SUFFIX,
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    keys,
    clock,
    rateLimits: options.rateLimits ?? false,
    backgroundJobs: false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.channels ? { channels: options.channels } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    clientDir: options.clientDir ?? path.join(os.tmpdir(), 'clinic-status-no-client'),
  });
  await app.start();
  return {
    app,
    db: database.db,
    database,
    clock,
    keys,
    config,
    request({ method, url, body, headers, ip }) {
      return app.server.inject({
        method,
        url,
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(method === 'GET' ? {} : { origin: TEST_ORIGIN }),
          ...headers,
        },
        ...(ip ? { remoteAddress: ip } : {}),
      });
    },
    async close() {
      await app.stop();
      await database.close();
    },
  };
}

/** One app and database for the test file; each test still makes its own rows. */
export function useTestApp(options: Parameters<typeof buildTestApp>[0] = {}): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await buildTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('test app not ready: call it inside a test');
    return current;
  };
}

let counter = 0;
/** A value no other test uses, for unique names and addresses. */
export function unique(prefix = 'x'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${randomBytes(3).toString('hex')}`;
}
