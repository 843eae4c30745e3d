/**
 * What the REST service reads from the PostgreSQL catalog, in one round trip: the tables, views and
 * their columns and keys in the exposed schemas, every foreign key (relationships may lead through
 * tables of other schemas), the functions of the exposed schemas with what they take and return,
 * the views' definitions (to trace their columns back to tables), and the API roles' settings.
 */
import { z } from 'zod';
import type { Db } from '../contracts.ts';
import { textArrayLiteral } from './sql.ts';

const columnRow = z.object({
  schema: z.string(),
  table: z.string(),
  relkind: z.string(),
  column: z.string(),
  type: z.string(),
  not_null: z.boolean(),
  has_default: z.boolean(),
  generated: z.boolean(),
});

const keyRow = z.object({
  schema: z.string(),
  table: z.string(),
  contype: z.string(),
  columns: z.array(z.string()),
});

const foreignKeyRow = z.object({
  schema: z.string(),
  table: z.string(),
  foreign_schema: z.string(),
  foreign_table: z.string(),
  constraint: z.string(),
  /** (column, referenced column) pairs in key order. */
  columns: z.array(z.tuple([z.string(), z.string()])),
  /** The key's columns are also the table's primary key or a unique key: one-to-one. */
  one_to_one: z.boolean(),
});

const functionRow = z.object({
  schema: z.string(),
  name: z.string(),
  args: z.array(z.object({ name: z.string(), type: z.string(), mode: z.string() })),
  defaults: z.number().int().nonnegative(),
  returns_set: z.boolean(),
  /** PostgreSQL's estimate of rows for a set-returning function (ROWS n). */
  rows: z.number(),
  return_kind: z.enum(['void', 'scalar', 'composite']),
  return_type: z.string(),
  /** The table or view whose row type the function returns, if it returns one. */
  return_relation: z.object({ schema: z.string(), name: z.string() }).nullable(),
  /** The columns of a composite result that is not a table's row (RETURNS TABLE, OUT, a type). */
  return_columns: z.array(z.object({ name: z.string(), type: z.string() })).nullable(),
  /** With exactly one parameter of a table's row type: that table (a computed field or relationship). */
  row_argument: z.object({ schema: z.string(), name: z.string() }).nullable(),
  volatility: z.enum(['i', 's', 'v']),
});

const relationRow = z.object({
  oid: z.number(),
  schema: z.string(),
  name: z.string(),
  relkind: z.string(),
  /** Column names by attribute number (index 0 is attnum 1; dropped columns are null). */
  columns: z.array(z.string().nullable()),
});

const viewRow = z.object({ oid: z.number(), definition: z.string() });

const catalogSchema = z.object({
  columns: z.array(columnRow).nullish(),
  keys: z.array(keyRow).nullish(),
  foreign_keys: z.array(foreignKeyRow).nullish(),
  functions: z.array(functionRow).nullish(),
  relations: z.array(relationRow).nullish(),
  views: z.array(viewRow).nullish(),
  role_settings: z
    .array(z.object({ role: z.string(), settings: z.array(z.string()).nullable() }))
    .nullish(),
});

export type ColumnRow = z.infer<typeof columnRow>;
export type ForeignKeyRow = z.infer<typeof foreignKeyRow>;
export type FunctionRow = z.infer<typeof functionRow>;
export type RelationRow = z.infer<typeof relationRow>;
export type ViewRow = z.infer<typeof viewRow>;

export interface Catalog {
  columns: ColumnRow[];
  keys: z.infer<typeof keyRow>[];
  foreignKeys: ForeignKeyRow[];
  functions: FunctionRow[];
  relations: RelationRow[];
  views: ViewRow[];
  roleSettings: { role: string; settings: string[] | null }[];
}

const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast')`;

// The result is JSON text so PGlite and pg hand back the same shape. $1 is the exposed schemas.
const CATALOG_SQL = `
select json_build_object(
  'columns', (
    select json_agg(json_build_object(
      'schema', n.nspname,
      'table', c.relname,
      'relkind', c.relkind,
      'column', a.attname,
      'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
      'not_null', a.attnotnull,
      'has_default', a.atthasdef or a.attidentity <> '',
      'generated', a.attgenerated <> ''
    ) order by n.nspname, c.relname, a.attnum)
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'v', 'm', 'f') and not c.relispartition
  ),
  'keys', (
    select json_agg(json_build_object(
      'schema', n.nspname,
      'table', c.relname,
      'contype', con.contype,
      'columns', (
        select json_agg(a.attname order by k.ord)
        from unnest(con.conkey) with ordinality as k(attnum, ord)
        join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
      )
    ))
    from pg_catalog.pg_constraint con
    join pg_catalog.pg_class c on c.oid = con.conrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ${SYSTEM_SCHEMAS} and con.contype in ('p', 'u')
  ),
  'foreign_keys', (
    select json_agg(json_build_object(
      'schema', n1.nspname,
      'table', t1.relname,
      'foreign_schema', n2.nspname,
      'foreign_table', t2.relname,
      'constraint', con.conname,
      'columns', (
        select json_agg(json_build_array(a1.attname, a2.attname) order by k.ord)
        from unnest(con.conkey, con.confkey) with ordinality as k(col, ref, ord)
        join pg_catalog.pg_attribute a1 on a1.attrelid = con.conrelid and a1.attnum = k.col
        join pg_catalog.pg_attribute a2 on a2.attrelid = con.confrelid and a2.attnum = k.ref
      ),
      'one_to_one', exists (
        select 1 from pg_catalog.pg_constraint u
        where u.conrelid = con.conrelid and u.contype in ('p', 'u')
          and (select array_agg(x order by x) from unnest(u.conkey) as x)
            = (select array_agg(x order by x) from unnest(con.conkey) as x)
      )
    ) order by con.conrelid, con.conname)
    from pg_catalog.pg_constraint con
    join pg_catalog.pg_class t1 on t1.oid = con.conrelid
    join pg_catalog.pg_namespace n1 on n1.oid = t1.relnamespace
    join pg_catalog.pg_class t2 on t2.oid = con.confrelid
    join pg_catalog.pg_namespace n2 on n2.oid = t2.relnamespace
    where con.contype = 'f' and con.conparentid = 0
      and n1.nspname not in ${SYSTEM_SCHEMAS} and n2.nspname not in ${SYSTEM_SCHEMAS}
  ),
  -- Plain functions only (no aggregates, window functions or procedures), and none that only a
  -- trigger may call. Argument names and modes line up with proallargtypes when it is set (the
  -- function has OUT parameters), else with proargtypes.
  'functions', (
    select json_agg(json_build_object(
      'schema', n.nspname,
      'name', p.proname,
      'args', coalesce((
        select json_agg(json_build_object(
          'name', coalesce(p.proargnames[a.ord], ''),
          'type', pg_catalog.format_type(a.type_oid, null),
          'mode', coalesce(p.proargmodes[a.ord]::text, 'i')
        ) order by a.ord)
        from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(type_oid, ord)
      ), '[]'::json),
      'defaults', p.pronargdefaults,
      'returns_set', p.proretset,
      'rows', p.prorows,
      'return_kind', case
        when p.prorettype = 'pg_catalog.void'::pg_catalog.regtype then 'void'
        when t.typtype = 'c' or (p.prorettype = 'pg_catalog.record'::pg_catalog.regtype and p.proallargtypes is not null) then 'composite'
        else 'scalar'
      end,
      'return_type', pg_catalog.format_type(p.prorettype, null),
      'return_relation', (
        select json_build_object('schema', rn.nspname, 'name', rc.relname)
        from pg_catalog.pg_class rc join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
        where rc.oid = t.typrelid and rc.relkind in ('r', 'p', 'v', 'm', 'f')
      ),
      'return_columns', case
        when p.proallargtypes is not null and p.prorettype = 'pg_catalog.record'::pg_catalog.regtype then (
          select json_agg(json_build_object('name', p.proargnames[a.ord], 'type', pg_catalog.format_type(a.type_oid, null)) order by a.ord)
          from unnest(p.proallargtypes) with ordinality as a(type_oid, ord)
          where p.proargmodes[a.ord] in ('o', 'b', 't')
        )
        when t.typtype = 'c' then (
          select json_agg(json_build_object('name', ra.attname, 'type', pg_catalog.format_type(ra.atttypid, ra.atttypmod)) order by ra.attnum)
          from pg_catalog.pg_attribute ra
          where ra.attrelid = t.typrelid and ra.attnum > 0 and not ra.attisdropped
        )
      end,
      'row_argument', (
        select json_build_object('schema', an.nspname, 'name', ac.relname)
        from pg_catalog.pg_type at
        join pg_catalog.pg_class ac on ac.oid = at.typrelid and ac.relkind in ('r', 'p', 'v', 'm', 'f')
        join pg_catalog.pg_namespace an on an.oid = ac.relnamespace
        where p.pronargs = 1 and at.oid = p.proargtypes[0]
      ),
      'volatility', p.provolatile
    ) order by n.nspname, p.proname, p.oid)
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    join pg_catalog.pg_type t on t.oid = p.prorettype
    where n.nspname = any($1::text[]) and p.prokind = 'f'
      and p.prorettype not in ('pg_catalog.trigger'::pg_catalog.regtype, 'pg_catalog.event_trigger'::pg_catalog.regtype)
  ),
  'relations', (
    select json_agg(json_build_object(
      'oid', c.oid::bigint,
      'schema', n.nspname,
      'name', c.relname,
      'relkind', c.relkind,
      'columns', (
        select coalesce(json_agg(case when a.attisdropped then null else a.attname end order by a.attnum), '[]'::json)
        from pg_catalog.pg_attribute a where a.attrelid = c.oid and a.attnum > 0
      )
    ))
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ${SYSTEM_SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm', 'f')
  ),
  'views', (
    select json_agg(json_build_object('oid', c.oid::bigint, 'definition', r.ev_action::text))
    from pg_catalog.pg_rewrite r
    join pg_catalog.pg_class c on c.oid = r.ev_class
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('v', 'm') and r.rulename = '_RETURN' and n.nspname not in ${SYSTEM_SCHEMAS}
  ),
  'role_settings', (
    select json_agg(json_build_object('role', r.rolname, 'settings', s.setconfig) order by s.setdatabase)
    from pg_catalog.pg_db_role_setting s
    join pg_catalog.pg_roles r on r.oid = s.setrole
    where r.rolname in ('anon', 'authenticated', 'service_role', 'authenticator')
      and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
  )
)::text as catalog`;

/**
 * Reads the catalog with only pg_catalog on the search path, so every type name outside it comes
 * out schema-qualified and casts mean the same type whichever schema a request is for.
 */
export async function readCatalog(db: Db, schemas: string[]): Promise<Catalog> {
  const result = await db.transaction(async (tx) => {
    await tx.query(`select set_config('search_path', 'pg_catalog', true)`);
    return tx.query<{ catalog: string }>(CATALOG_SQL, [textArrayLiteral(schemas)]);
  });
  const parsed = catalogSchema.parse(JSON.parse(result.rows[0]?.catalog ?? '{}'));
  return {
    columns: parsed.columns ?? [],
    keys: parsed.keys ?? [],
    foreignKeys: parsed.foreign_keys ?? [],
    functions: parsed.functions ?? [],
    relations: parsed.relations ?? [],
    views: parsed.views ?? [],
    roleSettings: parsed.role_settings ?? [],
  };
}
