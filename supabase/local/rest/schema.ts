/**
 * The schema cache: tables and columns of schema `public` read from the catalog, with their
 * types, primary keys and unique constraints, and the functions /rpc may call with their
 * parameters. Every identifier in a request is checked against it before any SQL is built, so
 * only names that exist reach the database, always quoted.
 */
import { z } from 'zod';
import type { Queryable } from '../contracts.ts';

export interface ColumnInfo {
  name: string;
  /** format_type() of the column, e.g. `uuid`, `text[]`, `numeric(10,2)`: used in casts. */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  /** Generated columns cannot be written. */
  generated: boolean;
}

export interface TableInfo {
  name: string;
  kind: 'table' | 'view';
  columns: ColumnInfo[];
  columnsByName: Map<string, ColumnInfo>;
  primaryKey: string[];
  uniqueKeys: string[][];
}

export interface FunctionParam {
  /** '' for an unnamed parameter. */
  name: string;
  /** format_type() of the parameter, e.g. `date`, `jsonb`, `text[]`: used in casts. */
  type: string;
  /** A parameter with a default may be left out of a call. */
  optional: boolean;
  variadic: boolean;
}

export interface FunctionInfo {
  name: string;
  /** The input parameters (IN, INOUT, VARIADIC), in declaration order. */
  params: FunctionParam[];
  /** What the call returns: nothing, one value per row, or rows of a composite type. */
  returns: 'void' | 'scalar' | 'composite';
  returnsSet: boolean;
  volatility: 'immutable' | 'stable' | 'volatile';
}

export interface SchemaSnapshot {
  tables: Map<string, TableInfo>;
  /** Functions of schema public by name; overloads share a name. */
  functions: Map<string, FunctionInfo[]>;
  /** Per API role, the settings `ALTER ROLE ... SET` gave it that requests apply (as PostgREST). */
  roleSettings: Map<string, [string, string][]>;
  loadedAt: number;
}

/**
 * Role settings a request applies with set_config(..., true). Hosted Supabase gives anon and
 * authenticated a statement_timeout this way; the list stays to settings any role may change.
 */
const APPLIED_ROLE_SETTINGS = new Set([
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
]);

const catalogSchema = z.object({
  columns: z
    .array(
      z.object({
        table_name: z.string(),
        relkind: z.string(),
        column_name: z.string(),
        data_type: z.string(),
        not_null: z.boolean(),
        has_default: z.boolean(),
        generated: z.boolean(),
      }),
    )
    .nullable(),
  keys: z
    .array(z.object({ table_name: z.string(), contype: z.string(), columns: z.array(z.string()) }))
    .nullable(),
  role_settings: z
    .array(z.object({ role: z.string(), settings: z.array(z.string()).nullable() }))
    .nullable(),
  functions: z
    .array(
      z.object({
        name: z.string(),
        args: z.array(z.object({ name: z.string(), type: z.string(), mode: z.string() })),
        defaults: z.number().int().nonnegative(),
        returns_set: z.boolean(),
        return_kind: z.enum(['void', 'scalar', 'composite']),
        volatility: z.enum(['i', 's', 'v']),
      }),
    )
    .nullable(),
});

// One round trip; the result is JSON text so PGlite and pg hand back the same shape.
const CATALOG_SQL = `
select json_build_object(
  'columns', (
    select json_agg(json_build_object(
      'table_name', c.relname,
      'relkind', c.relkind,
      'column_name', a.attname,
      'data_type', pg_catalog.format_type(a.atttypid, a.atttypmod),
      'not_null', a.attnotnull,
      'has_default', a.atthasdef or a.attidentity <> '',
      'generated', a.attgenerated <> ''
    ) order by c.relname, a.attnum)
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
  ),
  'keys', (
    select json_agg(json_build_object(
      'table_name', c.relname,
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
    where n.nspname = 'public' and con.contype in ('p', 'u')
  ),
  'role_settings', (
    select json_agg(json_build_object('role', r.rolname, 'settings', s.setconfig) order by s.setdatabase)
    from pg_catalog.pg_db_role_setting s
    join pg_catalog.pg_roles r on r.oid = s.setrole
    where r.rolname in ('anon', 'authenticated', 'service_role')
      and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
  ),
  -- Plain functions only (no aggregates, window functions or procedures), and none that only a
  -- trigger may call. Argument names and modes line up with proallargtypes when it is set (the
  -- function has OUT parameters), else with proargtypes.
  'functions', (
    select json_agg(json_build_object(
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
      'return_kind', case
        when p.prorettype = 'pg_catalog.void'::pg_catalog.regtype then 'void'
        when t.typtype = 'c' or (p.prorettype = 'pg_catalog.record'::pg_catalog.regtype and p.proallargtypes is not null) then 'composite'
        else 'scalar'
      end,
      'volatility', p.provolatile
    ) order by p.proname, p.oid)
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    join pg_catalog.pg_type t on t.oid = p.prorettype
    where n.nspname = 'public' and p.prokind = 'f'
      and p.prorettype not in ('pg_catalog.trigger'::pg_catalog.regtype, 'pg_catalog.event_trigger'::pg_catalog.regtype)
  )
)::text as catalog`;

export async function loadSchema(db: Queryable): Promise<SchemaSnapshot> {
  const result = await db.query<{ catalog: string }>(CATALOG_SQL);
  const raw = result.rows[0]?.catalog;
  const catalog = catalogSchema.parse(
    JSON.parse(raw ?? '{"columns":null,"keys":null,"role_settings":null,"functions":null}'),
  );
  const tables = new Map<string, TableInfo>();
  for (const row of catalog.columns ?? []) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = {
        name: row.table_name,
        kind: row.relkind === 'r' || row.relkind === 'p' ? 'table' : 'view',
        columns: [],
        columnsByName: new Map(),
        primaryKey: [],
        uniqueKeys: [],
      };
      tables.set(row.table_name, table);
    }
    const column: ColumnInfo = {
      name: row.column_name,
      type: row.data_type,
      nullable: !row.not_null,
      hasDefault: row.has_default,
      generated: row.generated,
    };
    table.columns.push(column);
    table.columnsByName.set(column.name, column);
  }
  for (const key of catalog.keys ?? []) {
    const table = tables.get(key.table_name);
    if (!table) continue;
    if (key.contype === 'p') table.primaryKey = key.columns;
    else table.uniqueKeys.push(key.columns);
  }
  const roleSettings = new Map<string, [string, string][]>();
  // Database-specific settings come last (ordered by setdatabase), so they win as in PostgreSQL.
  for (const entry of catalog.role_settings ?? []) {
    const settings = new Map(roleSettings.get(entry.role) ?? []);
    for (const setting of entry.settings ?? []) {
      const separator = setting.indexOf('=');
      const name = setting.slice(0, separator);
      if (separator > 0 && APPLIED_ROLE_SETTINGS.has(name))
        settings.set(name, setting.slice(separator + 1));
    }
    roleSettings.set(entry.role, [...settings]);
  }
  return {
    tables,
    roleSettings,
    functions: functionsByName(catalog.functions ?? []),
    loadedAt: Date.now(),
  };
}

const VOLATILITY = { i: 'immutable', s: 'stable', v: 'volatile' } as const;

function functionsByName(
  rows: NonNullable<z.infer<typeof catalogSchema>['functions']>,
): Map<string, FunctionInfo[]> {
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of rows) {
    // IN (i), INOUT (b) and VARIADIC (v) parameters are the call's inputs; OUT (o) and TABLE (t) are its result.
    const inputs = row.args.filter(
      (arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v',
    );
    // The defaults belong to the last inputs.
    const firstOptional = inputs.length - row.defaults;
    const info: FunctionInfo = {
      name: row.name,
      params: inputs.map((arg, index) => ({
        name: arg.name,
        type: arg.type,
        optional: index >= firstOptional,
        variadic: arg.mode === 'v',
      })),
      returns: row.return_kind,
      returnsSet: row.returns_set,
      volatility: VOLATILITY[row.volatility],
    };
    functions.set(row.name, [...(functions.get(row.name) ?? []), info]);
  }
  return functions;
}

/** A name that was missing may trigger a reload at most this often... */
const MISS_RELOAD_INTERVAL_MS = 1000;
/** ...and all misses together at most this many times a second. */
const MAX_MISS_RELOADS_PER_SECOND = 20;
const MAX_REMEMBERED_MISSES = 1000;

/**
 * Cached catalog. A miss (unknown table or column) reloads it, so tables and columns created
 * after the service started are found without a restart; the limits keep junk names from making
 * every request re-read the catalog.
 */
export class SchemaCache {
  #db: Queryable;
  #snapshot: SchemaSnapshot | null = null;
  #loading: Promise<SchemaSnapshot> | null = null;
  #missReloads = new Map<string, number>();
  #windowStart = 0;
  #windowReloads = 0;

  constructor(db: Queryable) {
    this.#db = db;
  }

  async get(): Promise<SchemaSnapshot> {
    if (this.#snapshot) return this.#snapshot;
    return this.reload();
  }

  /** Reads the catalog again (PostgREST's "reload schema"). */
  reload(): Promise<SchemaSnapshot> {
    if (!this.#loading) {
      this.#loading = loadSchema(this.#db)
        .then((snapshot) => {
          this.#snapshot = snapshot;
          return snapshot;
        })
        .finally(() => {
          this.#loading = null;
        });
    }
    return this.#loading;
  }

  /** Reloads after a miss of `name` unless the limits say it is too soon; returns whether it reloaded. */
  async reloadAfterMiss(name: string): Promise<boolean> {
    const now = Date.now();
    const last = this.#missReloads.get(name);
    if (last !== undefined && now - last < MISS_RELOAD_INTERVAL_MS) return false;
    if (now - this.#windowStart >= 1000) {
      this.#windowStart = now;
      this.#windowReloads = 0;
    }
    if (this.#windowReloads >= MAX_MISS_RELOADS_PER_SECOND) return false;
    this.#windowReloads += 1;
    if (this.#missReloads.size >= MAX_REMEMBERED_MISSES) this.#missReloads.clear();
    this.#missReloads.set(name, now);
    await this.reload();
    return true;
  }
}

/** The closest table name, for PostgREST's "Perhaps you meant" hint; null when none is close. */
export function closestTable(name: string, tables: Iterable<string>): string | null {
  return closestName(name, tables, 0.75);
}

/** The closest function name, for PostgREST's "Perhaps you meant to call" hint. */
export function closestFunction(name: string, functions: Iterable<string>): string | null {
  return closestName(name, functions, 0.75);
}

/** The closest argument list among several, e.g. `(a, b)`, for the hint on unmatched arguments. */
export function closestArguments(given: string, candidates: Iterable<string>): string | null {
  return closestName(given, candidates, 0.33);
}

/** The closest column name, for PostgreSQL's hint on an unknown column. */
export function closestColumn(name: string, columns: Iterable<string>): string | null {
  return closestName(name, columns, 0.5);
}

function closestName(name: string, candidates: Iterable<string>, minimum: number): string | null {
  let best: string | null = null;
  let bestScore = 0;
  for (const candidate of candidates) {
    const score = similarity(name.toLowerCase(), candidate.toLowerCase());
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return bestScore >= minimum ? best : null;
}

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - levenshtein(a, b) / longest;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
