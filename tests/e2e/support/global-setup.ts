import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '#server/db/open.js';
import { pgliteTemplateRoot } from './pglite-template.ts';

/**
 * Playwright's global setup. The specs run against a build (scripts/e2e.mjs makes a fresh one
 * first). Run directly with `npx playwright test`, they would otherwise fail one by one with
 * less helpful errors when there is none. The function it answers is the global teardown.
 */
export default async function setup(): Promise<() => void> {
  const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client');
  const serverEntry = path.resolve(process.env.E2E_DIST_DIR ?? 'dist', 'server/main.js');
  const required = [path.join(clientDir, 'index.html'), serverEntry];
  const missing = required.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(`No build to test (missing ${missing.join(', ')}). Run the specs with \`npm run test:e2e\`, which builds first, or run \`npm run build\`.`);
  }
  // One embedded database created and migrated for the whole run: each spec's server starts
  // from a copy of it instead of creating and migrating its own (about 2 s each). The workers,
  // started after this, inherit the variable that names it (PGLITE_TEMPLATE_ENV in
  // tests/support/live-server.ts, not imported here: that would load the whole app).
  const templateRoot = pgliteTemplateRoot();
  fs.rmSync(templateRoot, { recursive: true, force: true });
  await (await openDatabase({ engine: 'pglite', dataDir: templateRoot })).close();
  process.env.E2E_PGLITE_TEMPLATE = path.join(templateRoot, 'pglite');
  return () => fs.rmSync(templateRoot, { recursive: true, force: true });
}
