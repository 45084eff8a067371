import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_START_PARAMS, openDatabase, type Database } from '../../src/server/db/open.ts';

/*
 * The embedded test databases of one worker. Loading the migrated template's dump into a new
 * PGlite takes 0.3 s of CPU on a quiet machine and 0.7 s under the suite's load; the API suite
 * asked for 86 of them, 63 s of CPU and 44 % of the embedded project's whole. A database a test
 * file has closed is kept instead, and the next file of the same worker gets it back in the
 * template's state: its session reset, the tables that hold rows emptied, and its schema, its
 * sequences and its migration journal compared with the template's. Anything that differs (a
 * test that added a table, a transaction left open, a closed engine) and the engine is thrown
 * away: the next file loads a new one from the template, as every file did before.
 */

/** How many idle engines a worker keeps: files run one after another, a few open two at once. */
const KEEP_IDLE = 2;

/** Everything about the database that a test could change and that emptying the tables does not put back. */
const SHAPE_QUERY = `
  select md5(string_agg(item, E'\\n' order by item)) as shape from (
    select 'rel ' || c.relkind::text || ' ' || c.oid::regclass::text || ' ' || c.relnatts as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg\\_%temp%'
    union all
    select 'column ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
           || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and a.attnum > 0 and not a.attisdropped
    union all
    select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all
    select 'index ' || indexrelid::regclass::text || ' ' || pg_get_indexdef(indexrelid)
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all
    select 'trigger ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text from pg_trigger where not tgisinternal
    union all
    select 'function ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all
    select 'type ' || t.oid::regtype::text from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and t.typtype in ('e', 'd', 'c')
    union all
    select 'enum ' || enumtypid::regtype::text || ' ' || enumlabel || ' ' || enumsortorder from pg_enum
    union all
    select 'sequence ' || schemaname || '.' || sequencename || ' ' || coalesce(last_value::text, 'unused') from pg_sequences
    union all
    select 'journal ' || count(*) || ' ' || coalesce(max(id), 0) from drizzle.__drizzle_migrations
  ) shape`;

const TABLES_QUERY = `
  select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'drizzle')
      and n.nspname not like 'pg\\_%temp%'
    order by 1`;

interface Engine {
  client: PGlite;
  /** The template's shape, read when the engine was loaded. */
  shape: string;
  /** One statement naming the tables that hold a row. */
  nonEmptyTablesQuery: string;
}

const idle: Engine[] = [];
let loads = 0;

/** How many engines this worker has loaded from the template so far (for the pool's own test). */
export function templateLoads(): number {
  return loads;
}

/**
 * A database on an embedded engine in the state of the template dumped in `templateFile`; its
 * close() hands the engine on rather than closing it.
 */
export async function openPooledEmbedded(templateFile: string): Promise<Database> {
  const { client, giveBack } = await takeEmbedded(templateFile);
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

/**
 * An embedded engine in the template's state, and the function that gives it back (once; later
 * calls do nothing). An engine given back closed is not kept.
 */
async function takeEmbedded(templateFile: string): Promise<{ client: PGlite; giveBack: () => Promise<void> }> {
  let engine: Engine | undefined;
  while (!engine && idle.length > 0) {
    const candidate = idle.pop()!;
    if (await backToTemplate(candidate)) engine = candidate;
    else await candidate.client.close().catch(() => undefined);
  }
  engine ??= await loadTemplate(templateFile);
  const taken = engine;
  let given = false;
  return {
    client: taken.client,
    async giveBack() {
      if (given) return;
      given = true;
      if (taken.client.closed) return;
      if (idle.length < KEEP_IDLE) idle.push(taken);
      else await taken.client.close();
    },
  };
}

async function loadTemplate(templateFile: string): Promise<Engine> {
  const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(templateFile)]), startParams: [...EMBEDDED_START_PARAMS] });
  await client.waitReady;
  loads++;
  const [shape, tables] = await Promise.all([readShape(client), client.query<{ name: string }>(TABLES_QUERY)]);
  const nonEmptyTablesQuery = tables.rows.map(({ name }) => `select '${name}' as name where exists (select 1 from ${name})`).join('\nunion all\n');
  return { client, shape, nonEmptyTablesQuery };
}

async function readShape(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(SHAPE_QUERY);
  return rows[0]!.shape;
}

/** Empties what the last file wrote and answers whether the engine is the template again. */
async function backToTemplate(engine: Engine): Promise<boolean> {
  const { client } = engine;
  if (client.closed) return false;
  try {
    // Fails inside a transaction block: a file that left one open does not hand its engine on.
    await client.exec('discard all');
    const { rows } = await client.query<{ name: string }>(engine.nonEmptyTablesQuery);
    if (rows.length > 0) await client.exec(`truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`);
    return (await readShape(client)) === engine.shape;
  } catch {
    return false;
  }
}
