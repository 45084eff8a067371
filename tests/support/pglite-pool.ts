import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_START_PARAMS, openDatabase, type Database } from '#server/db/open.js';
import { handOnPool } from './hand-on.ts';
import { readTemplateState, resetToTemplate, type Query, type TemplateState } from './template-state.ts';

/*
 * The embedded test databases of one worker. Loading the migrated template's dump into a new
 * PGlite takes 0.3 s of CPU on a quiet machine and 0.7 s under the suite's load; the API suite
 * asked for 86 of them, 63 s of CPU and 44 % of the embedded project's whole. A database a test
 * file has closed is kept instead, and the next file of the same worker gets it back in the
 * template's state (hand-on.ts): its session reset, then emptied and compared with the template
 * (template-state.ts). Anything that differs (a test that added a table, a transaction left
 * open, a closed engine) and the engine is thrown away: the next file loads a new one from the
 * template, as every file did before.
 */

interface Engine {
  client: PGlite;
  /** The template's state, read when the engine was loaded. */
  template: TemplateState;
}

let loads = 0;
const take = handOnPool<Engine>({ reset: backToTemplate, discard: (engine) => engine.client.close() });

/** How many engines this worker has loaded from the template so far (for the pool's own test). */
export function templateLoads(): number {
  return loads;
}

/**
 * A database on an embedded engine in the state of the template dumped in `templateFile`; its
 * close() hands the engine on rather than closing it.
 */
export async function openPooledEmbedded(templateFile: string): Promise<Database> {
  const {
    item: { client },
    giveBack,
  } = await take(() => loadTemplate(templateFile));
  try {
    const database = await openDatabase({ engine: 'pglite', dataDir: null, pglite: client });
    return {
      ...database,
      async close() {
        await database.bus.close();
        await giveBack();
      },
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    await giveBack();
    throw error;
  }
}

async function loadTemplate(templateFile: string): Promise<Engine> {
  const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(templateFile)]), startParams: [...EMBEDDED_START_PARAMS] });
  await client.waitReady;
  loads++;
  return { client, template: await readTemplateState(queryOf(client)) };
}

const queryOf =
  (client: PGlite): Query =>
  async <T>(statement: string) =>
    (await client.query<T>(statement)).rows;

/** Resets the last file's session and answers whether the engine is in the template's state again. */
async function backToTemplate(engine: Engine): Promise<boolean> {
  const { client } = engine;
  if (client.closed) return false;
  try {
    // Fails inside a transaction block: a file that left one open does not hand its engine on.
    await client.exec('discard all');
  } catch {
    return false;
  }
  return resetToTemplate(queryOf(client), engine.template);
}
