import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * Start-up as an operator meets it: `main.ts` in its own process, configured only through the
 * environment. A mistake the operator can fix ends the process before any database work with
 * one message naming the variable or file and how to fix it, exit code 1, and no stack trace.
 */

const MAIN = path.resolve(import.meta.dirname, 'main.ts');
/** Nothing listens here: a start that reached the database would fail on it with ECONNREFUSED. */
const UNREACHABLE_DATABASE = 'postgres://postgres@127.0.0.1:9/never';

const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-main-'));
  dataDirs.push(dir);
  return dir;
}

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: '0', MONITOR_ENABLED: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

const STACK_LINE = /^\s+at /m;

describe('start-up refuses a configuration it cannot serve, in words', () => {
  it('names the keys and the admin entry PostgreSQL needs, before connecting to it', async () => {
    const result = await start({ DATABASE_URL: UNREACHABLE_DATABASE, DATA_DIR: dataDir() });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/DATA_ENCRYPTION_KEYS, BLIND_INDEX_KEY: required with DATABASE_URL/);
    expect(result.stderr).toMatch(/ADMIN_ENTRY_SUFFIX: required with DATABASE_URL/);
    expect(result.stderr).not.toMatch(/ECONNREFUSED/);
    expect(result.stderr).not.toMatch(STACK_LINE);
  }, 40_000);

  it('names a bad variable and what to write instead', async () => {
    const result = await start({ PORT: 'eighty', DATA_DIR: dataDir() });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/PORT: must be a port number/);
    expect(result.stderr).not.toMatch(STACK_LINE);
  }, 40_000);

  it('names a damaged keys file and says to restore it, leaving the file as it was', async () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, 'keys.json'), '{"dataKeys": "trunc');
    const result = await start({ DATA_DIR: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(path.join(dir, 'keys.json'));
    expect(result.stderr).toMatch(/Restore this file from your backup/);
    expect(result.stderr).not.toMatch(STACK_LINE);
    expect(fs.readFileSync(path.join(dir, 'keys.json'), 'utf8')).toBe('{"dataKeys": "trunc');
    expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
  }, 40_000);

  it('says in one line when the database cannot be reached', async () => {
    const key = Buffer.alloc(32, 3).toString('base64');
    const result = await start({
      DATABASE_URL: UNREACHABLE_DATABASE,
      DATA_ENCRYPTION_KEYS: `k1:${key}`,
      BLIND_INDEX_KEY: key,
      ADMIN_ENTRY_SUFFIX: 'an-operator-choice',
      DATA_DIR: dataDir(),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^The database could not be opened: .+/m);
    expect(result.stderr).not.toMatch(STACK_LINE);
  }, 40_000);
});
