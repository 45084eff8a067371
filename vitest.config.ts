import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { byEnvironment, classifyTests } from './tests/support/test-kinds.ts';
import { compiledCatalogues } from './scripts/compiled-catalogues.ts';

/*
 * Unit tests run once. API tests (those that open a database, told apart by what they import:
 * tests/support/test-kinds.ts) run on the embedded PGlite engine always, and again on
 * PostgreSQL when TEST_DATABASE_URL is set (CI does).
 *
 * Test files share their worker's module cache (isolate: false): loading the app's modules and
 * the database engine once per worker instead of once per file halves the suite. So a test must
 * not replace a module another file also imports (vi.mock): the first import wins for the
 * whole worker. Globals are put back after each test (cleanUpAfterEach, vi.unstubAllGlobals).
 *
 * Component tests run on happy-dom, which sets up in a fraction of jsdom's time; a file that
 * needs jsdom's conformance (the Atom feed's XML parsing) asks for it in its docblock. The unit
 * tests are one project per environment (`unit`, `unit-happy-dom`, `unit-jsdom`): a worker
 * keeps its module cache only from one file to the next of the same environment.
 */
const { database: apiTests, plain: unitTests } = classifyTests(import.meta.dirname);

const unitProjects = [...byEnvironment(import.meta.dirname, unitTests)].map(([environment, include]): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: environment === 'node' ? 'unit' : `unit-${environment}`,
    include,
    environment,
    setupFiles: ['tests/support/shifted-clock.ts', 'tests/support/dom-shims.ts', 'tests/support/i18n-setup.ts'],
  },
}));

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
  // Components import their messages compiled, as in the build.
  plugins: [compiledCatalogues()],
  test: {
    pool: 'forks',
    // One worker more than cores: API tests spend part of their time waiting on PostgreSQL
    // (measured here: 130 s with 2 workers, 120 s with 3, 122 s with 4).
    maxWorkers: os.availableParallelism() + 1,
    isolate: false,
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache): the clock-proof reruns
    // and the next run start from them instead of transforming every file again.
    experimental: { fsModuleCache: true },
    projects: [...unitProjects, apiProject('pglite'), ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : [])],
  },
});
