/**
 * The schema cache: the tables, views, functions and relationships of the exposed schemas, read
 * from the catalog (schema-catalog.ts). Every identifier in a request is checked against it
 * before any SQL is built, so only names that exist reach the database, always quoted.
 */
import type { Db } from '../contracts.ts';
import { detectRelationships, type Relationship } from './relationships.ts';
import { readCatalog, type Catalog, type FunctionRow } from './schema-catalog.ts';
import { relationKey, viewColumnOrigins, type ViewOrigins } from './view-columns.ts';

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
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: ColumnInfo[];
  columnsByName: Map<string, ColumnInfo>;
  /** A view's primary key is the one of its table, when the view shows all of its columns. */
  primaryKey: string[];
  uniqueKeys: string[][];
  /** Functions taking this table's row and returning a single value, selectable as columns. */
  computedFields: Map<string, FunctionInfo>;
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
  schema: string;
  name: string;
  /** The input parameters (IN, INOUT, VARIADIC), in declaration order. */
  params: FunctionParam[];
  /** What the call returns: nothing, one value per row, or rows of a composite type. */
  returns: 'void' | 'scalar' | 'composite';
  returnsSet: boolean;
  /** Declared to return one row at most (not a set, or ROWS 1). */
  returnsSingleRow: boolean;
  returnType: string;
  /** The table or view whose rows it returns: its relationships apply to the result. */
  returnTable: { schema: string; name: string } | null;
  /** The columns of a composite result. */
  returnColumns: ColumnInfo[];
  volatility: 'immutable' | 'stable' | 'volatile';
}

export interface SchemaSnapshot {
  /** The exposed schemas, the default first. */
  schemas: string[];
  /** Tables and views by relationKey(schema, name). */
  tables: Map<string, TableInfo>;
  /** Functions by relationKey(schema, name); overloads share a key. */
  functions: Map<string, FunctionInfo[]>;
  /** Relationships by relationKey of the table they start from. */
  relationships: Map<string, Relationship[]>;
  /** Per API role, the settings `ALTER ROLE ... SET` gave it that requests apply (as PostgREST). */
  roleSettings: Map<string, [string, string][]>;
  /**
   * Aggregates in select are allowed: `alter role authenticator set pgrst.db_aggregates_enabled
   * = 'true'`, PostgREST's in-database configuration, which hosted Supabase reads too.
   */
  aggregatesEnabled: boolean;
  /** How transactions end (pgrst.db_tx_end): hosted Supabase commits and allows no override. */
  transactionEnd: TransactionEnd;
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

/** PostgREST settings read from the authenticator role (its in-database configuration). */
const PGRST_SETTINGS = new Set(['pgrst.db_aggregates_enabled', 'pgrst.db_tx_end']);

const TX_ENDS = ['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'] as const;
export type TransactionEnd = (typeof TX_ENDS)[number];

const VOLATILITY = { i: 'immutable', s: 'stable', v: 'volatile' } as const;

function toFunctionInfo(row: FunctionRow): FunctionInfo {
  // IN (i), INOUT (b) and VARIADIC (v) parameters are the call's inputs; OUT (o) and TABLE (t) are its result.
  const inputs = row.args.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
  // The defaults belong to the last inputs.
  const firstOptional = inputs.length - row.defaults;
  return {
    schema: row.schema,
    name: row.name,
    params: inputs.map((arg, index) => ({
      name: arg.name,
      type: arg.type,
      optional: index >= firstOptional,
      variadic: arg.mode === 'v',
    })),
    returns: row.return_kind,
    returnsSet: row.returns_set,
    returnsSingleRow: !row.returns_set || row.rows === 1,
    returnType: row.return_type,
    returnTable: row.return_relation,
    returnColumns: (row.return_columns ?? []).map((column) => ({
      name: column.name,
      type: column.type,
      nullable: true,
      hasDefault: false,
      generated: false,
    })),
    volatility: VOLATILITY[row.volatility],
  };
}

/** Types whose single unnamed parameter takes a request body whole. */
const BODY_PARAMETER_TYPES = new Set(['bytea', 'json', 'jsonb', 'text', 'xml']);

/**
 * Whether /rpc can call it, by PostgREST's rule: every parameter named, or a single unnamed one
 * that takes a whole body. Others (say, `f(integer)`) are not in the API at all.
 */
function callable(fn: FunctionInfo): boolean {
  const unnamed = fn.params.filter((param) => param.name === '');
  if (unnamed.length === 0) return true;
  return unnamed.length === 1 && BODY_PARAMETER_TYPES.has(unnamed[0]?.type ?? '');
}

function buildTables(catalog: Catalog): Map<string, TableInfo> {
  const tables = new Map<string, TableInfo>();
  for (const row of catalog.columns) {
    const key = relationKey(row.schema, row.table);
    let table = tables.get(key);
    if (!table) {
      table = {
        schema: row.schema,
        name: row.table,
        kind: row.relkind === 'r' || row.relkind === 'p' ? 'table' : 'view',
        columns: [],
        columnsByName: new Map(),
        primaryKey: [],
        uniqueKeys: [],
        computedFields: new Map(),
      };
      tables.set(key, table);
    }
    const column: ColumnInfo = {
      name: row.column,
      type: row.type,
      nullable: !row.not_null,
      hasDefault: row.has_default,
      generated: row.generated,
    };
    table.columns.push(column);
    table.columnsByName.set(column.name, column);
  }
  return tables;
}

/** Primary keys of every table (any schema: views may show tables of other schemas), then views. */
function primaryKeys(
  catalog: Catalog,
  tables: Map<string, TableInfo>,
  views: ViewOrigins[],
): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const key of catalog.keys) {
    const table = tables.get(relationKey(key.schema, key.table));
    if (key.contype === 'p') keys.set(relationKey(key.schema, key.table), key.columns);
    else table?.uniqueKeys.push(key.columns);
  }
  for (const view of views) {
    const shown = [...view.columns];
    const bases = new Set(shown.map(([, origin]) => relationKey(origin.schema, origin.table)));
    for (const base of bases) {
      const baseKey = keys.get(base) ?? [];
      const viewKey = baseKey.map(
        (column) =>
          shown.find(
            ([, origin]) =>
              relationKey(origin.schema, origin.table) === base && origin.column === column,
          )?.[0],
      );
      const complete = viewKey.filter((column): column is string => column !== undefined);
      if (baseKey.length > 0 && complete.length === baseKey.length) {
        keys.set(relationKey(view.schema, view.name), complete);
        break;
      }
    }
  }
  for (const [key, table] of tables) table.primaryKey = keys.get(key) ?? [];
  return keys;
}

function roleSettingsOf(catalog: Catalog): Map<string, [string, string][]> {
  const roleSettings = new Map<string, [string, string][]>();
  // Database-specific settings come last (ordered by setdatabase), so they win as in PostgreSQL.
  for (const entry of catalog.roleSettings) {
    const settings = new Map(roleSettings.get(entry.role) ?? []);
    const applied = entry.role === 'authenticator' ? PGRST_SETTINGS : APPLIED_ROLE_SETTINGS;
    for (const setting of entry.settings ?? []) {
      const separator = setting.indexOf('=');
      const name = setting.slice(0, separator);
      if (separator > 0 && applied.has(name)) settings.set(name, setting.slice(separator + 1));
    }
    roleSettings.set(entry.role, [...settings]);
  }
  return roleSettings;
}

export async function loadSchema(db: Db, schemas: string[]): Promise<SchemaSnapshot> {
  const catalog = await readCatalog(db, schemas);
  const tables = buildTables(catalog);
  const views = viewColumnOrigins(catalog.relations, catalog.views);
  const keys = primaryKeys(catalog, tables, views);
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of catalog.functions) {
    const info = toFunctionInfo(row);
    const key = relationKey(row.schema, row.name);
    if (callable(info)) functions.set(key, [...(functions.get(key) ?? []), info]);
    // A function of one table's row returning one plain value reads as a column of that table.
    const owner =
      row.row_argument && tables.get(relationKey(row.row_argument.schema, row.row_argument.name));
    if (
      owner &&
      !row.returns_set &&
      row.return_kind === 'scalar' &&
      !owner.columnsByName.has(row.name)
    )
      owner.computedFields.set(row.name, info);
  }
  const relationships = detectRelationships({
    foreignKeys: catalog.foreignKeys,
    functions: catalog.functions,
    views,
    primaryKeys: keys,
    isView: (schema, name) => tables.get(relationKey(schema, name))?.kind === 'view',
    exposed: new Set(schemas),
  });
  const roleSettings = roleSettingsOf(catalog);
  const pgrst = new Map(roleSettings.get('authenticator') ?? []);
  return {
    schemas,
    tables,
    functions,
    relationships,
    roleSettings,
    aggregatesEnabled: ['true', 'on', '1', 'yes'].includes(
      (pgrst.get('pgrst.db_aggregates_enabled') ?? '').toLowerCase(),
    ),
    transactionEnd:
      TX_ENDS.find((end) => end === pgrst.get('pgrst.db_tx_end')?.toLowerCase()) ?? 'commit',
    loadedAt: Date.now(),
  };
}

/** A name that was missing may trigger a reload at most this often... */
const MISS_RELOAD_INTERVAL_MS = 1000;
/** ...and all misses together at most this many times a second. */
const MAX_MISS_RELOADS_PER_SECOND = 20;
const MAX_REMEMBERED_MISSES = 1000;

/**
 * Cached catalog. A miss (unknown table, column, function or relationship) reloads it, so objects
 * created after the service started are found without a restart; the limits keep junk names from
 * making every request re-read the catalog.
 */
export class SchemaCache {
  readonly schemas: string[];
  #db: Db;
  #snapshot: SchemaSnapshot | null = null;
  #loading: Promise<SchemaSnapshot> | null = null;
  #missReloads = new Map<string, number>();
  #windowStart = 0;
  #windowReloads = 0;

  constructor(db: Db, schemas: string[]) {
    this.#db = db;
    this.schemas = schemas;
  }

  async get(): Promise<SchemaSnapshot> {
    if (this.#snapshot) return this.#snapshot;
    return this.reload();
  }

  /** Reads the catalog again (PostgREST's "reload schema"). */
  reload(): Promise<SchemaSnapshot> {
    if (!this.#loading) {
      this.#loading = loadSchema(this.#db, this.schemas)
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
