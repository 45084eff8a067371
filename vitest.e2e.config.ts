import path from 'node:path';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/e2e/support/longest-first.ts';
import { pgliteTemplateRoot } from './tests/e2e/support/pglite-template.ts';

/**
 * End-to-end specs: a real server per file (in-process via tests/support/live-server.ts, or
 * the built `dist/server/main.js` as a child process) and Debian's Chromium. Run them with
 * `npm run test:e2e`, which installs Chromium if needed and builds first (scripts/e2e.mjs).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // The run's migrated, empty embedded database, which each spec's server copies.
    env: { E2E_PGLITE_TEMPLATE: path.join(pgliteTemplateRoot(), 'pglite') },
    pool: 'forks',
    // Longest spec files first, also on a clean clone without Vitest's cache of durations.
    sequence: { sequencer: LongestFirst },
    maxWorkers: 2,
    // Specs share their worker's module cache (the server's code loads once per worker, not
    // per file); each still starts its own server and browser.
    isolate: false,
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache), as in vitest.config.ts.
    experimental: { fsModuleCache: true },
    // expect.poll's own default (1 s) covers a page reload and its first fetches on a quiet
    // machine only: on a loaded 2-core one the vendor-status spec's widget took longer after a
    // reload and failed a green build. A poll still returns as soon as its matcher passes.
    expect: { poll: { timeout: 5_000 } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
