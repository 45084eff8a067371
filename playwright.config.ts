import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, VIEWPORTS } from './tests/e2e/support/chromium.ts';

/**
 * End-to-end specs: a real server per spec file (in-process via tests/support/live-server.ts,
 * or the built `dist/server/main.js` as a child process) and Debian's Chromium. Run them with
 * `npm run test:e2e`, which installs Chromium if needed and builds first (scripts/e2e.mjs);
 * after one build, `npx playwright test [files]` runs them against dist/.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Not *.test.ts: Vitest never picks these up.
  testMatch: '*.e2e.ts',
  // Checks there is a build, and makes the run's migrated, empty embedded database that each
  // spec's server copies.
  globalSetup: './tests/e2e/support/global-setup.ts',
  // One worker per core. Each spec file starts its own server, so files run side by side; the
  // tests of one file run in order in one worker, sharing that server.
  workers: os.availableParallelism(),
  fullyParallel: false,
  // A flaky spec is fixed, not retried.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // Generous: on a busy 2-core machine a page's first fetches after a reload can take seconds.
  // An assertion still passes as soon as its condition holds.
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    viewport: VIEWPORTS.desktop,
    locale: 'en-CA',
    timezoneId: 'America/Edmonton',
    // Kept for a failed test: its actions with DOM snapshots, network and console. Without the
    // screencast, which made Chromium paint frames all the time: the themes spec took 56 s
    // instead of 32 s here, and the heaviest tests ran out of time on a busy 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
