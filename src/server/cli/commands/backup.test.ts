import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import { makeDataDirPrivate } from '#server/db/private-data-dir.js';
import { ManualClock } from '#server/lib/time/clock.js';
import type { CliContext } from '../command.ts';
import { restoreCommand } from './backup.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function context(dataDir: string) {
  const out: string[] = [];
  const err: string[] = [];
  const ctx = {
    config: loadConfig({ DATA_DIR: dataDir }),
    clock: new ManualClock('2026-11-27T15:04:00Z'),
    out: (line: string) => out.push(line),
    err: (line: string) => err.push(line),
  } as unknown as CliContext;
  return { ctx, out, err };
}

// The embedded engine only: the backup restored is the migrated template the API projects make.
describe.runIf(inject('dbEngine') === 'pglite')('npm run restore', () => {
  it('leaves the data directory owner-only under a permissive umask, the database it moved aside included', async () => {
    const backup = inject('pgliteTemplate');
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-restore-'));
    made.push(parent);
    const dataDir = path.join(parent, 'data');
    const umask = process.umask(0o022);
    try {
      const first = context(dataDir);
      expect(await restoreCommand.run(first.ctx, [backup]), first.err.join('\n')).toBe(0);
      const again = context(dataDir);
      expect(await restoreCommand.run(again.ctx, [backup, '--replace']), again.err.join('\n')).toBe(0);
      expect(again.err.join('\n')).toMatch(/Moved the current database aside/);
    } finally {
      process.umask(umask);
    }
    expect(fs.readdirSync(dataDir).sort()).toEqual(['pglite', 'pglite.before-restore-2026-11-27T15-04-00-000Z']);
    // Nothing was left for a later start to tighten.
    expect(makeDataDirPrivate(dataDir)).toBe(0);
  });
});
