import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDataDirPrivate } from './private-data-dir.ts';

const made: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('makeDataDirPrivate', () => {
  it('creates the data directory owner-only', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-private-'));
    made.push(parent);
    const dataDir = path.join(parent, 'data');
    expect(makeDataDirPrivate(dataDir)).toBe(0);
    expect(mode(dataDir)).toBe(0o700);
  });

  it('tightens what an earlier start left readable by others, files and directories alike', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-private-'));
    made.push(dataDir);
    fs.chmodSync(dataDir, 0o755);
    fs.mkdirSync(path.join(dataDir, 'pglite', 'base'), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, 'keys.json'), '{}', { mode: 0o644 });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'base', '1234'), 'x', { mode: 0o664 });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17', { mode: 0o600 });

    expect(makeDataDirPrivate(dataDir)).toBe(5);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'pglite'))).toBe(0o700);
    expect(mode(path.join(dataDir, 'pglite', 'base'))).toBe(0o700);
    expect(mode(path.join(dataDir, 'keys.json'))).toBe(0o600);
    expect(mode(path.join(dataDir, 'pglite', 'base', '1234'))).toBe(0o600);
    expect(makeDataDirPrivate(dataDir)).toBe(0);
  });

  it('skips an entry removed between the listing of its directory and its turn', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-private-'));
    made.push(dataDir);
    fs.writeFileSync(path.join(dataDir, 'outbox.eml'), 'x', { mode: 0o644 });
    const listDirectory = fs.readdirSync.bind(fs) as (dir: string) => string[];
    // The listing names a file that is gone by the time the walk reaches it, as when the
    // directory is cleared while a stopping server tightens it.
    vi.spyOn(fs, 'readdirSync').mockImplementation(((dir: string) => [...listDirectory(dir), 'removed.eml']) as typeof fs.readdirSync);

    expect(makeDataDirPrivate(dataDir)).toBe(1);
    expect(mode(path.join(dataDir, 'outbox.eml'))).toBe(0o600);
  });
});
