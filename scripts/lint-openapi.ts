// Lints the OpenAPI document the app serves with Redocly CLI's `recommended` rules: builds the
// app in this process on an in-memory embedded database, writes its full document (the one an
// admin is given, admin operations included; the public one is part of it) to a temporary file
// and runs the linter on it. Fails on any error; prints the warnings that remain.
//   npm run lint:openapi            (add --print to print the document instead)
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { openDatabase } from '#server/db/open.js';
import { ManualClock } from '#server/lib/time/clock.js';
import { createKeyRing } from '#server/lib/security/crypto.js';
import { adminSessions, users } from '#server/db/schema.js';
import { userEmailColumns } from '#server/modules/auth/users.service.js';
import { COOKIE_NAMES } from '#shared/sign-in/cookies.js';
import { ADMIN_OPENAPI_JSON_PATH } from '#server/plugins/openapi.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redocly = path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

/** Why the warnings that remain are right for this API; printed beside them. */
const ACCEPTED_WARNINGS: Record<string, string> = {
  'info-license': 'the board is not published under a licence, so the document names none rather than invent one',
  'operation-2xx-response': 'by design: GET /api/login only redirects (302), and GET /api/logout only says 405 (signing out is POST only)',
};

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/** The full document exactly as GET /api/admin/docs answers it to an admin. */
export async function servedOpenApiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-openapi-'));
  const database = await openDatabase({ engine: 'pglite', dataDir: null });
  try {
    // The document's server is PUBLIC_URL; a deployment's own address stands in for it here
    // (the rules rightly warn about a localhost server in a published document).
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://status.clinic-board.test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const keys = createKeyRing({ dataKeys: [{ id: 'lint', key: randomBytes(32) }], blindIndexKey: randomBytes(32) });
    const clock = new ManualClock();
    const app = await buildApp({
      config,
      database,
      keys,
      clock,
      backgroundJobs: false,
      rateLimits: false,
      adminEntrySuffix: 'openapi-lint',
      clientDir: path.join(dataDir, 'no-client'),
    });
    await app.server.ready();
    const [admin] = await database.db
      .insert(users)
      .values({ ...userEmailColumns(keys, 'openapi-lint@clinic-board.test'), isAdmin: true })
      .returning({ id: users.id });
    const token = randomBytes(16).toString('base64url');
    await database.db.insert(adminSessions).values({ userId: admin!.id, sessionToken: keys.hashSecret(token), expiresAt: new Date(clock.nowMs() + 3600_000) });
    const response = await app.server.inject({ method: 'GET', url: ADMIN_OPENAPI_JSON_PATH, cookies: { [COOKIE_NAMES.adminSession]: token } });
    await app.server.close();
    if (response.statusCode !== 200) throw new Error(`GET ${ADMIN_OPENAPI_JSON_PATH} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function lint(document: unknown): Promise<Problem[]> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-openapi-')), 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document, null, 2));
  try {
    const args = [redocly, 'lint', file, '--extends', 'recommended', '--format', 'json', '--max-problems', '10000'];
    // Redocly exits 1 when it finds errors: the JSON report on stdout is what counts.
    const { stdout } = await promisify(execFile)(process.execPath, args, {
      cwd: path.dirname(file),
      maxBuffer: 64 * 1024 * 1024,
      // No telemetry and no update check: the lint must run offline.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout?: string; stderr?: string; code?: number }) => {
      if (error.stdout?.trim().startsWith('{')) return { stdout: error.stdout };
      throw new Error(`redocly lint failed (exit ${error.code}): ${error.stderr ?? ''}`);
    });
    return (JSON.parse(stdout) as { problems: Problem[] }).problems;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

const document = await servedOpenApiDocument();
if (process.argv.includes('--print')) {
  console.log(JSON.stringify(document, null, 2));
} else {
  const problems = await lint(document);
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity !== 'error');
  for (const problem of [...errors, ...warnings]) {
    const accepted = problem.severity === 'error' ? undefined : ACCEPTED_WARNINGS[problem.ruleId];
    console.log(
      `${problem.severity.padEnd(5)} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})${accepted ? `: ${accepted}` : ''}`,
    );
  }
  console.log(`OpenAPI lint (Redocly recommended): ${errors.length} errors, ${warnings.length} warnings`);
  process.exitCode = errors.length > 0 ? 1 : 0;
}
