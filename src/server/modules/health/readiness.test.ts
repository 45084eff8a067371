import { describe, expect, it } from 'vitest';
import { shippedMigrationCount, type Db } from '#server/db/open.js';
import { createReadiness, READINESS_FRESH_MS, READINESS_REASONS } from './readiness.ts';

const SHIPPED = shippedMigrationCount();

/** What a PostgreSQL driver says during an outage: the host, the user and the database by name. */
const DRIVER_ERROR = 'connect ECONNREFUSED 10.0.0.5:5432 (user "status_board", database "clinic_status_prod")';

/** A database that answers the readiness ping with `applied`, or fails with `failure`. */
function fakeDb(answer: { applied?: number; failure?: string }): Db & { answer: typeof answer } {
  const db = {
    answer,
    async execute() {
      if (db.answer.failure) throw new Error(db.answer.failure);
      return { rows: [{ n: db.answer.applied ?? SHIPPED }] };
    },
  };
  return db as unknown as Db & { answer: typeof answer };
}

/** A logger that keeps what it was told. */
function recordingLog() {
  const lines: { level: string; details: unknown; message: string | undefined }[] = [];
  const at = (level: string) => (details: unknown, message?: string) => void lines.push({ level, details, message });
  return { lines, warn: at('warn'), info: at('info') };
}

/** A started readiness whose later pings run when the test calls `ping` (its timer is a minute away). */
async function started(db: Db, options: { now?: () => number; isShuttingDown?: () => boolean } = {}) {
  const log = recordingLog();
  const readiness = createReadiness({ db, log, isShuttingDown: options.isShuttingDown ?? (() => false), now: options.now ?? (() => 0), pingMs: 60_000 });
  await readiness.start();
  return { readiness, log };
}

describe('readiness', () => {
  it('is ready after a good ping, and not once the last good one is too old', async () => {
    let now = 0;
    const { readiness } = await started(fakeDb({}), { now: () => now });
    expect(readiness.state()).toMatchObject({ ready: true, reasons: [] });
    now += READINESS_FRESH_MS + 1;
    expect(readiness.state()).toMatchObject({ ready: false, reasons: [READINESS_REASONS.databaseSilent] });
    readiness.stop();
  });

  it("says in fixed words that the database did not answer, and leaves the driver's error (host, user, database) to the log", async () => {
    const { readiness, log } = await started(fakeDb({ failure: DRIVER_ERROR }));
    const state = readiness.state();
    expect(state).toMatchObject({ ready: false, reasons: ['the database did not answer'] });
    for (const secret of ['10.0.0.5', 'ECONNREFUSED', 'status_board', 'clinic_status_prod']) expect(JSON.stringify(state)).not.toContain(secret);
    expect(log.lines).toEqual([
      { level: 'warn', details: { err: expect.objectContaining({ message: DRIVER_ERROR }) }, message: expect.stringMatching(/database did not answer/) },
    ]);
    readiness.stop();
  });

  it('logs an outage once, not at every ping, and says when the database answers again', async () => {
    const db = fakeDb({ failure: DRIVER_ERROR });
    let now = 0;
    const { readiness, log } = await started(db, { now: () => now });
    await readiness.ping();
    await readiness.ping();
    expect(log.lines.filter((line) => line.level === 'warn')).toHaveLength(1);
    db.answer.failure = undefined;
    now += 1000;
    await readiness.ping();
    expect(readiness.state()).toMatchObject({ ready: true, reasons: [] });
    expect(log.lines.at(-1)).toMatchObject({ level: 'info', message: expect.stringMatching(/database answers again/) });
    readiness.stop();
  });

  it('is not ready while migrations are missing, says so in fixed words and logs how many', async () => {
    const { readiness, log } = await started(fakeDb({ applied: SHIPPED - 2 }));
    expect(readiness.state()).toMatchObject({ ready: false, reasons: ['migrations not applied'] });
    expect(log.lines).toEqual([
      { level: 'warn', details: { applied: SHIPPED - 2, expected: SHIPPED }, message: expect.stringMatching(/migrations not applied/) },
    ]);
    readiness.stop();
  });

  it('is not ready while shutting down', async () => {
    const { readiness } = await started(fakeDb({}), { isShuttingDown: () => true });
    expect(readiness.state()).toMatchObject({ ready: false, reasons: ['shutting down'] });
    readiness.stop();
  });
});
