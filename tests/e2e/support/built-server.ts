import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/**
 * The build under test: scripts/e2e.mjs builds, copies dist/ somewhere private and names the
 * copy in E2E_DIST_DIR; run directly, the specs use dist/ itself.
 */
export const BUILT_DIST_DIR = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');
/** The compiled server; it serves the client beside it (BUILT_DIST_DIR/client). */
export const BUILT_SERVER_ENTRY = path.join(BUILT_DIST_DIR, 'server/main.js');

/** How long a start may take before startBuiltServer gives up (see there). */
export const STARTUP_TIMEOUT_MS = 90_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface BuiltServerProcess {
  child: ChildProcess;
  pid: number;
  /** Everything the process wrote so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves when the process exits; rejects after `timeoutMs`. */
  exited(timeoutMs?: number): Promise<Exit>;
  /** Sends `signal` unless the process has already exited. */
  kill(signal?: NodeJS.Signals): void;
}

export interface BuiltServer extends BuiltServerProcess {
  url: string;
  port: number;
  dataDir: string;
  /** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<Exit>;
}

export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-built-'));
}

/**
 * The environment of a spawned server: only what we pass, plus PATH and HOME, so that a
 * DATABASE_URL (or anything else) in the developer's shell never leaks into a test.
 */
function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_PRETTY: 'false',
    LOG_LEVEL: 'info',
    ...env,
  };
}

/** Spawns `node dist/server/main.js` with the given environment; does not wait for anything. */
export function spawnBuiltServer(env: Record<string, string>): BuiltServerProcess {
  if (!fs.existsSync(BUILT_SERVER_ENTRY)) {
    throw new Error(`${BUILT_SERVER_ENTRY} does not exist: build first (npm run build), or run the specs through npm run test:e2e.`);
  }
  const child = spawn(process.execPath, [BUILT_SERVER_ENTRY], {
    cwd: path.resolve('.'),
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exit = new Promise<Exit>((resolve) => {
    // 'close' (not 'exit') so that all output has been read by then.
    child.on('close', (code, signal) => resolve({ code, signal }));
    child.on('error', (error) => {
      output += `\n[spawn error] ${error.message}`;
      resolve({ code: null, signal: null });
    });
  });
  return {
    child,
    pid: child.pid ?? -1,
    output: () => output,
    exited(timeoutMs = 30_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`the server (pid ${child.pid}) did not exit within ${timeoutMs} ms. Output:\n${output}`)), timeoutMs);
      });
      return Promise.race([exit, timeout]).finally(() => clearTimeout(timer));
    },
    kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

/**
 * Starts the built server on a free port and resolves once GET /readyz answers
 * {status: 'ready'}. Rejects (with the process's output) if it exits or is not healthy in time.
 * A first start on a fresh data directory creates the embedded database, which is CPU-bound:
 * a few seconds on an idle machine, but 30 s and more on a busy CI runner, hence the margin.
 */
export async function startBuiltServer(options: { dataDir?: string; env?: Record<string, string>; timeoutMs?: number } = {}): Promise<BuiltServer> {
  const dataDir = options.dataDir ?? makeDataDir();
  const port = await freePort();
  const proc = spawnBuiltServer({ DATA_DIR: dataDir, PORT: String(port), ...options.env });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? STARTUP_TIMEOUT_MS);
  let exited: Exit | undefined;
  proc.child.once('exit', (code, signal) => (exited = { code, signal }));

  for (;;) {
    if (exited) {
      await proc.exited(5000).catch(() => undefined); // let the rest of its output arrive
      throw new Error(`the server exited (code ${exited.code}, signal ${exited.signal}) before it was healthy. Output:\n${proc.output()}`);
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`the server was not ready at ${url}/readyz in time. Output:\n${proc.output()}`);
    }
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok && ((await response.json()) as { status?: string }).status === 'ready') break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    ...proc,
    url,
    port,
    dataDir,
    async stop(timeoutMs = 10_000) {
      proc.kill('SIGTERM');
      try {
        return await proc.exited(timeoutMs);
      } catch (error) {
        proc.kill('SIGKILL');
        throw error;
      }
    },
  };
}
