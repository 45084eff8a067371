import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The new database's connection string. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database on `serverUrl`'s PostgreSQL for one spec. Named cs_test_<what>_<random>
 * like the API tests' databases, so CI clears one a killed run left behind.
 */
export async function createScratchDatabase(serverUrl: string, what: string): Promise<ScratchDatabase> {
  const name = `cs_test_${what}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
