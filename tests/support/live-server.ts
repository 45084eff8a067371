import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp, type App } from '#server/app.js';
import { loadConfig, type Config } from '#server/config.js';
import { openDatabase, type Database } from '#server/db/open.js';
import { seedDefaultGuidance } from '#server/db/seed-guidance.js';
import { seedDefaultServices } from '#server/db/seed.js';
import { runDataSteps } from '#server/data-steps/index.js';
import { systemClock, type Clock } from '#server/lib/time/clock.js';
import { loadKeyRing } from '#server/lib/security/keys.js';
import type { KeyRing } from '#server/lib/security/crypto.js';
import type { ChannelOptions } from '#server/modules/alerts/channels/channel-options.js';

export interface LiveServer {
  url: string;
  port: number;
  app: App;
  database: Database;
  config: Config;
  keys: KeyRing;
  dataDir: string;
  close(): Promise<void>;
}

/** Where the end-to-end run keeps its migrated, empty embedded database (set by its global setup). */
export const PGLITE_TEMPLATE_ENV = 'E2E_PGLITE_TEMPLATE';

/**
 * A real server on a real port, on a fresh embedded database in a temporary directory,
 * serving a built client. End-to-end tests and screenshot scripts drive it with Chromium and
 * reach its database directly to arrange data.
 */
export async function startLiveServer(
  options: {
    clientDir?: string;
    port?: number;
    env?: Record<string, string>;
    seed?: boolean;
    clock?: Clock;
    /** How often the check scheduler looks for due checks (5 s by default): a spec that waits on it can make it shorter. */
    schedulerTickMs?: number;
    /** How often status alerts go out (30 s by default). */
    alertsEverySeconds?: number;
    /** Alert channels' stand-in internet and hold time (tests/support/channel-internet.ts). */
    channels?: ChannelOptions;
  } = {},
): Promise<LiveServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-live-'));
  const template = process.env[PGLITE_TEMPLATE_ENV];
  // A migrated, empty database to start from when the run made one (tests/e2e/support/global-setup.ts).
  if (template && fs.existsSync(template)) fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  const port = options.port ?? 0;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port || 5000),
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    ...options.env,
  });
  const database = await openDatabase({ engine: 'pglite', dataDir });
  if (options.seed !== false) {
    await seedDefaultServices(database.db);
    await seedDefaultGuidance(database.db);
  }
  const keys = loadKeyRing(config, { warn: () => undefined });
  await runDataSteps(database.db, keys, { info: () => undefined });
  const app = await buildApp({
    config,
    database,
    keys,
    clock: options.clock ?? systemClock,
    clientDir: path.resolve(options.clientDir ?? 'dist/client'),
    rateLimits: false,
    ...(options.schedulerTickMs ? { schedulerTickMs: options.schedulerTickMs } : {}),
    ...(options.alertsEverySeconds ? { alertsEverySeconds: options.alertsEverySeconds } : {}),
    ...(options.channels ? { channels: options.channels } : {}),
  });
  await app.start();
  await app.server.listen({ host: '127.0.0.1', port });
  const address = app.server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    app,
    database,
    config,
    keys,
    dataDir,
    async close() {
      await app.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function randomSuffix(): string {
  return randomBytes(4).toString('hex');
}
