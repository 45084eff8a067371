// The databases the hot-path cases run the app on: the embedded PGlite of `npm start` and, when a
// PostgreSQL server is reachable, a fresh database of its own on it, as a deployment of several
// instances has. BENCH_ENGINES (default "pglite,postgres") picks them; BENCH_HTTP_DATABASE_URL
// names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/**
 * @typedef {{ label: string; env: Record<string, string>; drop: () => Promise<void> }} Engine
 */

/** @returns {Promise<Engine[]>} */
export async function benchEngines(root) {
  const wanted = (process.env.BENCH_ENGINES || 'pglite,postgres').split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => name !== 'pglite' && name !== 'postgres');
  if (unknown.length > 0) throw new Error(`BENCH_ENGINES knows pglite and postgres, not ${unknown.join(', ')}`);
  /** @type {Engine[]} */
  const engines = [];
  if (wanted.includes('pglite')) engines.push({ label: 'PGlite', env: {}, drop: async () => undefined });
  if (wanted.includes('postgres')) {
    const engine = await postgresEngine(root, process.env.BENCH_HTTP_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
    if (engine) engines.push(engine);
  }
  return engines;
}

/** A fresh database with generated keys, or null (said on the console) when the server is not reachable. */
async function postgresEngine(root, serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL not reachable at ${serverUrl} (${error instanceof Error ? error.message : error}): the hot paths run on PGlite only.`);
    await admin.end().catch(() => undefined);
    return null;
  }
  const name = `cs_bench_http_${randomBytes(5).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { generateKeyMaterialSpec } = await import(path.join(root, 'dist/server/lib/security/crypto.js'));
  const material = generateKeyMaterialSpec();
  return {
    label: 'PostgreSQL',
    env: {
      DATABASE_URL: url.toString(),
      DATA_ENCRYPTION_KEYS: material.dataKeys,
      BLIND_INDEX_KEY: material.blindIndexKey,
      ADMIN_ENTRY_SUFFIX: randomBytes(12).toString('hex'),
    },
    async drop() {
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
