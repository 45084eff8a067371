/*
 * What makes a test database the template again, on either engine: the tables that hold a row
 * emptied, then everything a test could change that emptying does not put back (tables,
 * columns, constraints, indexes, triggers, functions, types, sequences, the migration journal)
 * compared with the template's, read when the database was made. A database that differs is not
 * handed on.
 */

/** Runs one statement and answers its rows. */
export type Query = <T>(statement: string) => Promise<T[]>;

export interface TemplateState {
  shape: string;
  /** One statement naming the tables that hold a row. */
  nonEmptyTablesQuery: string;
}

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

export async function readTemplateState(query: Query): Promise<TemplateState> {
  const [shape, tables] = await Promise.all([readShape(query), query<{ name: string }>(TABLES_QUERY)]);
  const nonEmptyTablesQuery = tables.map(({ name }) => `select '${name}' as name where exists (select 1 from ${name})`).join('\nunion all\n');
  return { shape, nonEmptyTablesQuery };
}

/** Empties what the last file wrote and answers whether the database is the template again. */
export async function resetToTemplate(query: Query, template: TemplateState): Promise<boolean> {
  try {
    const filled = await query<{ name: string }>(template.nonEmptyTablesQuery);
    if (filled.length > 0) await query(`truncate ${filled.map((row) => row.name).join(', ')} restart identity cascade`);
    return (await readShape(query)) === template.shape;
  } catch {
    return false;
  }
}

async function readShape(query: Query): Promise<string> {
  const [row] = await query<{ shape: string }>(SHAPE_QUERY);
  return row!.shape;
}
