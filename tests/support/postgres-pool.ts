import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { handOnPool } from './hand-on.ts';
import { readTemplateState, resetToTemplate, type Query, type TemplateState } from './template-state.ts';

/*
 * The PostgreSQL test databases of one worker. Creating a database from the template and dropping
 * it afterwards took 0.25 s and 0.22 s a file, 40 s of the PostgreSQL project's 107 s of file
 * time. A database whose file has closed it (its connections ended) is kept instead (hand-on.ts),
 * and the next file of the same worker gets it back emptied and compared with the template
 * (template-state.ts); one that differs is dropped and a new copy made, as every file did before.
 * The run's global teardown drops what is left: every name starts with the run's id.
 */

interface Copy {
  /** The server's address, where the copy is dropped from. */
  baseUrl: string;
  name: string;
  url: string;
  template: TemplateState;
}

/** The prefix of every test database a run makes, so that its teardown drops them all. */
export const copyPrefix = (runId: string) => `cs_test_${runId}_`;

/**
 * The address of a database in the state of `template`, and the function that gives it back
 * (once; later calls do nothing) once every connection to it is closed.
 */
export async function takePostgresCopy(baseUrl: string, template: string, runId: string): Promise<{ url: string; giveBack: () => Promise<void> }> {
  const { item, giveBack } = await take(() => createCopy(baseUrl, template, runId));
  return { url: item.url, giveBack };
}

const take = handOnPool<Copy>({
  reset: (copy) => withClient(copy.url, (query) => backToTemplate(query, copy)),
  discard: (copy) => drop(copy.baseUrl, copy.name),
});

/** Ends what the last file left connected (as dropping the database with force did), then empties and compares. */
async function backToTemplate(query: Query, copy: Copy): Promise<boolean> {
  await query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${copy.name}' and pid <> pg_backend_pid()`);
  return resetToTemplate(query, copy.template);
}

async function createCopy(baseUrl: string, template: string, runId: string): Promise<Copy> {
  const name = `${copyPrefix(runId)}${randomBytes(6).toString('hex')}`;
  await withClient(baseUrl, async (query) => {
    // Two copies of one template at the same moment make PostgreSQL refuse; try again.
    for (let attempt = 0; ; attempt++) {
      try {
        await query(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        if (attempt > 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { baseUrl, name, url: url.toString(), template: await withClient(url.toString(), readTemplateState) };
}

/** Drops the run's databases that are left (its global teardown, when no worker runs any more). */
export async function dropRunCopies(baseUrl: string, runId: string): Promise<void> {
  await withClient(baseUrl, async (query) => {
    const prefix = copyPrefix(runId).replace(/_/g, '\\_');
    for (const { datname } of await query<{ datname: string }>(`select datname from pg_database where datname like '${prefix}%'`)) {
      await query(`drop database if exists "${datname}" with (force)`);
    }
  });
}

async function drop(baseUrl: string, name: string): Promise<void> {
  await withClient(baseUrl, (query) => query(`drop database if exists "${name}" with (force)`));
}

async function withClient<T>(url: string, task: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await task(async <R>(statement: string) => (await client.query(statement)).rows as R[]);
  } finally {
    await client.end();
  }
}
