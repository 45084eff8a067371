import { spawn } from 'node:child_process';
import path from 'node:path';
import { BUILT_DIST_DIR } from './support/built-server.ts';
import { expect, test } from './support/fixtures.ts';

/*
 * deploy/Dockerfile's install and start steps without Docker: scripts/production-tree.mjs
 * installs production dependencies only into a clean directory, puts the build beside them,
 * starts it on a fresh PostgreSQL database and waits for GET /readyz.
 */

test.describe('the production tree (the container image without Docker)', () => {
  test.skip(!process.env.TEST_DATABASE_URL, 'set TEST_DATABASE_URL to a PostgreSQL server to run it');

  test('starts from production dependencies only and answers ready on PostgreSQL', async () => {
    test.setTimeout(180_000);
    const result = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [path.resolve('scripts/production-tree.mjs')], {
        env: { ...process.env, E2E_DIST_DIR: BUILT_DIST_DIR },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, output }));
    });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/GET \/readyz: \{"status":"ready","database":"postgres"/);
    expect(result.output).toMatch(/stopped cleanly/);
  });
});
