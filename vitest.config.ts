import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/*
 * Unit tests run once. API tests (anything that opens a database) run on the embedded
 * PGlite engine always, and again on PostgreSQL when TEST_DATABASE_URL is set (CI does).
 */
const apiTests = ['src/server/modules/**/*.test.ts', 'src/server/db/**/*.test.ts', 'src/server/data-steps/**/*.test.ts', 'src/server/app*.test.ts'];

const apiProject = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: `api-${engine}`,
    include: apiTests,
    globalSetup: ['tests/support/global-setup.ts'],
    env: { TEST_DB_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: apiTests,
          environment: 'node',
          setupFiles: ['tests/support/shifted-clock.ts', 'tests/support/dom-shims.ts'],
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
