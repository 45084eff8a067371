import fs from 'node:fs';
import path from 'node:path';

/**
 * The specs run against a build (scripts/e2e.mjs makes a fresh one first). Run directly with
 * `npx vitest run --config vitest.e2e.config.ts`, they would otherwise fail one by one with
 * less helpful errors when there is none.
 */
export default function setup(): void {
  const clientDir = path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client');
  const serverEntry = path.resolve(process.env.E2E_DIST_DIR ?? 'dist', 'server/main.js');
  const required = [path.join(clientDir, 'index.html'), serverEntry];
  const missing = required.filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(`No build to test (missing ${missing.join(', ')}). Run the specs with \`npm run test:e2e\`, which builds first, or run \`npm run build\`.`);
  }
}
