import { test as base } from '@playwright/test';
import { expectNoHydrationErrors, watchHydration, watchProblems, type PageProblems } from './page.ts';

export { expect } from '@playwright/test';

/**
 * Playwright's test with one fixture more, `problems` (the uncaught errors and console errors of
 * the test's `page`, for specs that assert there were none), and a `context` that fails the test
 * when a page's hydration disagreed with its server HTML. Each spec file starts its own
 * server in test.beforeAll: servers differ from file to file, and a server per worker would
 * carry one spec's data into the next.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    await use(watchProblems(page));
  },
  // Any page of the test's own context whose server HTML did not match its hydration fails the test.
  context: async ({ context }, use) => {
    const hydration = watchHydration(context);
    await use(context);
    expectNoHydrationErrors(hydration);
  },
});
