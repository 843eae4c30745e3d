/**
 * /rest/v1: the PostgREST subset that supabase-js produces, served from the local database.
 *
 * Each request runs in one transaction that first takes the caller's role and JWT claims
 * (`set_config('role', ...)`, `request.jwt.claims`, ...) and then runs one statement, so the
 * migrations' row-level-security policies decide what a caller sees and changes, exactly as on
 * hosted Supabase. Identifiers are checked against the schema cache, values are bound parameters.
 *
 * Served: GET/HEAD/POST/PATCH/DELETE on the tables and views of schema public; select with
 * columns, aliases, casts and JSON paths; every PostgREST filter operator, not., and/or trees;
 * order, limit/offset and Range; counts (exact, planned, estimated); vnd.pgrst.object (single),
 * stripped nulls; inserts and upserts (merge/ignore duplicates, on_conflict, columns=,
 * missing=default); return=minimal/representation/headers-only; max-affected; PostgREST's
 * error codes and statuses; /rpc function calls (see rpc.ts). Not served: embedded resources,
 * aggregates, PUT, CSV and the OpenAPI root; each answers with a PostgREST error rather than a
 * wrong result.
 */
import type { Db, LocalConfig, Queryable, RequestContext, Service } from '../contracts.ts';
import { z } from 'zod';
import {
  RestError,
  fromConnectionError,
  fromPgError,
  invalidBody,
  singularityError,
  tableNotFound,
} from './errors.ts';
import { isJsonObject, parseBody, type JsonObject } from './body.ts';
import { setRequestContext, type RestResponse } from './context.ts';
import { parseQuery, type ParsedQuery } from './params.ts';
import { serveRpc } from './rpc.ts';
import {
  authenticate,
  checkProfile,
  contentRange,
  negotiateMedia,
  parsePreferences,
  resolveRange,
  type AuthContext,
  type MediaChoice,
  type Preferences,
} from './request.ts';
import { SchemaCache, closestTable, type TableInfo } from './schema.ts';
import {
  SqlParams,
  UnknownIdentifier,
  limitOffsetSql,
  orderSql,
  quoteIdent,
  requireColumn,
  requireWritableColumn,
  selectListSql,
  tableRef,
  whereSql,
} from './sql.ts';

export interface RestService extends Service {
  /** Reads the catalog again, e.g. after a migration ran while the server was up. */
  reloadSchema(): Promise<void>;
}

/** One statement with its parameters, and how to turn its single result row into a response. */
interface Plan {
  sql: string;
  params: string[];
  finish: (row: ResultRow, tx: Queryable) => Promise<RestResponse>;
}

const countValue = z.union([
  z.number(),
  z.string().regex(/^\d+$/).transform(Number),
  z.bigint().transform(Number),
]);

const resultRowSchema = z.object({
  page_total: countValue,
  total: countValue.nullable().optional(),
  inserted: countValue.nullable().optional(),
  body: z.string().nullable(),
  location: z.string().nullable().optional(),
});
type ResultRow = z.infer<typeof resultRowSchema>;

const SOURCE = 'pgrst_source';

export async function createRestService(deps: {
  db: Db;
  config: LocalConfig;
}): Promise<RestService> {
  const cache = new SchemaCache(deps.db);
  await cache.reload();
  return {
    handle: (ctx) => handleRestRequest(deps, cache, ctx),
    async reloadSchema() {
      await cache.reload();
    },
  };
}

async function handleRestRequest(
  deps: { db: Db; config: LocalConfig },
  cache: SchemaCache,
  ctx: RequestContext,
): Promise<void> {
  let authed = false;
  try {
    const auth = await authenticate(
      ctx.req.headers,
      deps.config,
      ctx.url.searchParams.get('apikey'),
    );
    authed = auth.role !== 'anon';
    const response = await serve(deps.db, cache, ctx, auth);
    send(ctx, response);
  } catch (error) {
    send(ctx, errorResponse(error, authed));
  }
}

function errorResponse(error: unknown, authed: boolean): RestResponse {
  let restError: RestError | null = error instanceof RestError ? error : null;
  restError ??= error instanceof UnknownIdentifier ? error.restError : null;
  restError ??= fromConnectionError(error);
  restError ??= fromPgError(error, authed);
  if (!restError) {
    // Not the caller's fault and not PostgreSQL's answer: a fault of this service or its database.
    console.error('[rest] unexpected error:', error);
    restError = new RestError(500, {
      code: 'PGRSTX00',
      message: 'Internal error of the local REST service',
    });
  }
  return {
    status: restError.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...restError.headers },
    body: JSON.stringify(restError.body),
  };
}

function send(ctx: RequestContext, response: RestResponse): void {
  const { res } = ctx;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = ctx.req.method === 'HEAD' ? '' : response.body;
  res.writeHead(response.status, {
    ...response.headers,
    'Content-Length': String(Buffer.byteLength(response.body)),
  });
  res.end(body);
}

type Resource = { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

function invalidPath(): RestError {
  return new RestError(404, { code: 'PGRST125', message: 'Invalid path specified in request URL' });
}

/** `/<table>` or `/rpc/<function>`. */
function resourceOf(path: string): Resource {
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) {
    throw new RestError(404, { code: 'PGRST126', message: 'Root endpoint metadata is disabled' });
  }
  const rpc = segments[0] === 'rpc';
  if (segments.length !== (rpc ? 2 : 1)) throw invalidPath();
  let name: string;
  try {
    name = decodeURIComponent(segments[rpc ? 1 : 0] ?? '');
  } catch {
    throw invalidPath();
  }
  return { kind: rpc ? 'rpc' : 'table', name };
}

async function findTable(cache: SchemaCache, name: string): Promise<TableInfo> {
  let snapshot = await cache.get();
  if (!snapshot.tables.has(name) && (await cache.reloadAfterMiss(`table:${name}`)))
    snapshot = await cache.get();
  const table = snapshot.tables.get(name);
  if (!table) throw tableNotFound(name, closestTable(name, snapshot.tables.keys()));
  return table;
}

async function serve(
  db: Db,
  cache: SchemaCache,
  ctx: RequestContext,
  auth: AuthContext,
): Promise<RestResponse> {
  const method = (ctx.req.method ?? 'GET').toUpperCase();
  const resource = resourceOf(ctx.path);
  if (resource.kind === 'rpc') return serveRpc(db, cache, ctx, auth, resource.name);
  const { name } = resource;
  if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
    if (method === 'OPTIONS') {
      await findTable(cache, name);
      return { status: 200, headers: { Allow: 'OPTIONS,GET,HEAD,POST,PATCH,DELETE' }, body: '' };
    }
    throw new RestError(405, { code: 'PGRST117', message: `Unsupported HTTP method: ${method}` });
  }
  const profiled = checkProfile(ctx.req.headers, method);
  const query = parseQuery(ctx.url.searchParams);
  const prefs = parsePreferences(ctx.req.headers);
  const media = negotiateMedia(ctx.req.headers);
  const request: PlanRequest = { ctx, method, query, prefs, media, profiled };

  let table = await findTable(cache, name);
  let plan: Plan | null;
  try {
    plan = buildPlan(table, request);
  } catch (error) {
    // A column the cache does not know may be new: read the catalog once more before refusing.
    if (!(error instanceof UnknownIdentifier) || !(await cache.reloadAfterMiss(error.missingName)))
      throw error;
    table = await findTable(cache, name);
    plan = buildPlan(table, request);
  }
  const ready = plan;
  if (ready === null) return emptyMutationResponse(request);
  const roleSettings = (await cache.get()).roleSettings.get(auth.role) ?? [];
  try {
    return await db.transaction(async (tx) => {
      await setRequestContext(tx, auth, ctx, method, roleSettings);
      const result = await tx.query(ready.sql, ready.params);
      const row = resultRowSchema.parse(result.rows[0]);
      return ready.finish(row, tx);
    });
  } catch (error) {
    // PostgreSQL not knowing a column or table the cache knows means the cache is stale (a
    // column was dropped): read the catalog again so the next request is planned right.
    const code = fromPgError(error, false)?.body.code;
    if (code === '42703' || code === '42P01') await cache.reloadAfterMiss('stale:catalog');
    throw error;
  }
}

interface PlanRequest {
  ctx: RequestContext;
  method: string;
  query: ParsedQuery;
  prefs: Preferences;
  media: MediaChoice;
  profiled: boolean;
}

function buildPlan(table: TableInfo, request: PlanRequest): Plan | null {
  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return buildRead(table, request);
    case 'POST':
      return buildInsert(table, request);
    case 'PATCH':
      return buildUpdate(table, request);
    default:
      return buildDelete(table, request);
  }
}

function baseHeaders(request: PlanRequest, withBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (withBody) headers['Content-Type'] = request.media.contentType;
  if (request.prefs.applied.length > 0)
    headers['Preference-Applied'] = request.prefs.applied.join(', ');
  if (request.profiled) headers['Content-Profile'] = 'public';
  return headers;
}

/** The JSON of the rows in `relation`: an array, or one object for vnd.pgrst.object. */
function bodySql(media: MediaChoice, relation: string): string {
  const row = media.stripNulls ? `json_strip_nulls(row_to_json(_pgrst_t))` : `_pgrst_t`;
  if (media.shape === 'object')
    return `(SELECT coalesce((json_agg(${row}) -> 0)::text, 'null') FROM ${relation} _pgrst_t)`;
  return `(SELECT coalesce(json_agg(${row}), '[]')::text FROM ${relation} _pgrst_t)`;
}

// ---------------------------------------------------------------------------------------------
// GET / HEAD
// ---------------------------------------------------------------------------------------------

function buildRead(table: TableInfo, request: PlanRequest): Plan {
  const { query, prefs, media, ctx } = request;
  const params = new SqlParams();
  const from = tableRef(table);
  // Reads keep `*` a wildcard, so a column added since the cache was read still shows.
  const list = selectListSql(table, from, query.select, params, true);
  const where = whereSql(table, from, query.filters, query.logic, params);
  const order = orderSql(table, from, query.order, params);
  const range = resolveRange(ctx.req.headers, query.limit, query.offset);
  const limit = limitOffsetSql(range.limit, range.offset, params);
  const exactCount = prefs.count === 'exact' || prefs.count === 'estimated';
  const total = exactCount ? `(SELECT pg_catalog.count(*) FROM ${from}${where})` : 'NULL::bigint';
  const body = request.method === 'HEAD' ? 'NULL::text' : bodySql(media, SOURCE);
  const sql =
    `WITH ${SOURCE} AS (SELECT ${list} FROM ${from}${where}${order}${limit}) ` +
    `SELECT (SELECT pg_catalog.count(*) FROM ${SOURCE}) AS page_total, ${total} AS total, ${body} AS body`;
  const countSql = `SELECT 1 FROM ${from}${where}`;
  return {
    sql,
    params: params.values,
    async finish(row, tx) {
      let totalRows = row.total ?? null;
      if (prefs.count === 'planned') totalRows = await plannedRows(tx, countSql, params.values);
      if (media.shape === 'object' && row.page_total !== 1) throw singularityError(row.page_total);
      if (totalRows !== null && range.offset > totalRows) {
        throw new RestError(
          416,
          {
            code: 'PGRST103',
            message: 'Requested range not satisfiable',
            details: `An offset of ${range.offset} was requested, but there are only ${totalRows} rows.`,
          },
          { 'Content-Range': `*/${totalRows}` },
        );
      }
      const partial = totalRows !== null && row.page_total < totalRows;
      return {
        status: partial ? 206 : 200,
        headers: {
          ...baseHeaders(request, true),
          'Content-Range': contentRange(range.offset, row.page_total, totalRows),
        },
        body: row.body ?? '',
      };
    },
  };
}

const explainSchema = z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) }));

/** count=planned: the planner's estimate, as PostgREST reads it from EXPLAIN. */
async function plannedRows(tx: Queryable, sql: string, params: string[]): Promise<number> {
  const result = await tx.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = Object.values(result.rows[0] ?? {})[0];
  const plan = explainSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : raw);
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Request bodies
// ---------------------------------------------------------------------------------------------

/** The rows of a POST body and the columns they write (`columns=` or the keys of the rows). */
function insertRows(
  table: TableInfo,
  request: PlanRequest,
): { rows: JsonObject[]; columns: string[] } {
  const body = parseBody(request.ctx);
  let rows: JsonObject[];
  if (Array.isArray(body)) {
    if (!body.every(isJsonObject)) throw invalidBody('All object keys must match');
    rows = body;
  } else if (isJsonObject(body)) {
    rows = [body];
  } else {
    throw invalidBody('The request body must be a JSON object or an array of objects');
  }
  let columns: string[];
  if (request.query.columns !== null) {
    columns = [...new Set(request.query.columns)];
  } else {
    const first = Object.keys(rows[0] ?? {}).sort();
    const same = rows.every((row) => {
      const keys = Object.keys(row).sort();
      return keys.length === first.length && keys.every((key, index) => key === first[index]);
    });
    if (!same) throw invalidBody('All object keys must match');
    columns = Object.keys(rows[0] ?? {});
  }
  for (const column of columns) requireWritableColumn(table, column);
  return { rows, columns };
}

// ---------------------------------------------------------------------------------------------
// Mutations
// ---------------------------------------------------------------------------------------------

function returningSql(table: TableInfo, request: PlanRequest, withInserted: boolean): string {
  const from = tableRef(table);
  const representation = request.prefs.representation;
  if (representation === 'full') {
    // xmax = 0 marks rows this statement inserted (not updated by ON CONFLICT): 201 versus 200.
    const inserted =
      withInserted && table.kind === 'table' ? `, (${from}.xmax = 0) AS "pgrst_inserted"` : '';
    return ` RETURNING ${from}.*${inserted}`;
  }
  if (representation === 'headers-only' && table.primaryKey.length > 0) {
    return ` RETURNING ${table.primaryKey.map((column) => `${from}.${quoteIdent(column)}`).join(', ')}`;
  }
  // Returning no column keeps SELECT policies out of inserts that do not read back, as PostgREST.
  return ' RETURNING 1';
}

function mutationSql(
  table: TableInfo,
  request: PlanRequest,
  mutation: string,
  params: SqlParams,
  withInserted: boolean,
): string {
  const full = request.prefs.representation === 'full';
  const body = full
    ? bodySql(
        request.media,
        `(SELECT ${selectListSql(table, SOURCE, request.query.select, params)} FROM ${SOURCE})`,
      )
    : 'NULL::text';
  const inserted =
    full && withInserted && table.kind === 'table'
      ? `(SELECT pg_catalog.count(*) FROM ${SOURCE} WHERE "pgrst_inserted")`
      : 'NULL::bigint';
  const location =
    request.prefs.representation === 'headers-only' && table.primaryKey.length > 0
      ? `(SELECT row_to_json(_pgrst_l)::text FROM ${SOURCE} _pgrst_l LIMIT 1)`
      : 'NULL::text';
  return (
    `WITH ${SOURCE} AS (${mutation}${returningSql(table, request, withInserted)}) ` +
    `SELECT (SELECT pg_catalog.count(*) FROM ${SOURCE}) AS page_total, ${inserted} AS inserted, ` +
    `${body} AS body, ${location} AS location`
  );
}

function checkSingular(request: PlanRequest, rows: number): void {
  // With representation, vnd.pgrst.object applies to mutations too, and a wrong count rolls back.
  if (request.media.shape === 'object' && request.prefs.representation === 'full' && rows !== 1) {
    throw singularityError(rows);
  }
}

function checkMaxAffected(request: PlanRequest, rows: number): void {
  const { handling, maxAffected } = request.prefs;
  if (handling === 'strict' && maxAffected !== null && rows > maxAffected) {
    throw new RestError(400, {
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: `The query affects ${rows} rows`,
    });
  }
}

function locationHeader(table: TableInfo, json: string | null | undefined): Record<string, string> {
  if (!json) return {};
  const row = z.record(z.string(), z.unknown()).parse(JSON.parse(json));
  const query = new URLSearchParams();
  for (const column of table.primaryKey) {
    const value = row[column];
    query.append(
      column,
      value === null || value === undefined
        ? 'is.null'
        : `eq.${typeof value === 'string' ? value : JSON.stringify(value)}`,
    );
  }
  return { Location: `/${table.name}?${query.toString()}` };
}

function buildInsert(table: TableInfo, request: PlanRequest): Plan {
  const { rows, columns } = insertRows(table, request);
  const { prefs, query } = request;
  const params = new SqlParams();
  const from = tableRef(table);
  const target = columns.map(quoteIdent).join(', ');
  // The body goes to PostgreSQL as the client wrote it: re-serialising it in JavaScript would
  // round big integers and long decimals to doubles.
  const rawBody = params.add(request.ctx.body.toString('utf8'));
  const rowsJson = `(CASE WHEN json_typeof(${rawBody}::json) = 'array' THEN ${rawBody}::json ELSE json_build_array(${rawBody}::json) END)`;
  let insert: string;
  const missingSomewhere = rows.some((row) => columns.some((column) => !(column in row)));
  if (columns.length === 0) {
    // Rows without columns (`{}`) take every default.
    insert = `INSERT INTO ${from} SELECT FROM json_array_elements(${rowsJson})`;
  } else if (prefs.missing === 'default' && missingSomewhere) {
    const values = rows.map((row, index) => {
      const cells = columns.map((column) =>
        column in row
          ? `(json_populate_record(NULL::${from}, ${rowsJson} -> ${index})).${quoteIdent(column)}`
          : 'DEFAULT',
      );
      return `(${cells.join(', ')})`;
    });
    insert = `INSERT INTO ${from} (${target}) VALUES ${values.join(', ')}`;
  } else {
    insert =
      `INSERT INTO ${from} (${target}) SELECT ${target} ` +
      `FROM json_populate_recordset(NULL::${from}, ${rowsJson}) _pgrst_body`;
  }
  if (prefs.resolution !== null) {
    const conflict = query.onConflict ?? table.primaryKey;
    for (const column of conflict) requireColumn(table, column);
    if (conflict.length > 0) {
      const targetSql = conflict.map(quoteIdent).join(', ');
      if (prefs.resolution === 'ignore-duplicates' || columns.length === 0) {
        insert += ` ON CONFLICT (${targetSql}) DO NOTHING`;
      } else {
        const updates = columns.map(
          (column) => `${quoteIdent(column)} = EXCLUDED.${quoteIdent(column)}`,
        );
        insert += ` ON CONFLICT (${targetSql}) DO UPDATE SET ${updates.join(', ')}`;
      }
    }
  }
  const sql = mutationSql(table, request, insert, params, true);
  return {
    sql,
    params: params.values,
    async finish(row) {
      checkSingular(request, row.page_total);
      const counted =
        prefs.count === 'exact' || prefs.count === 'estimated' || prefs.count === 'planned';
      const headers = {
        ...baseHeaders(request, prefs.representation === 'full'),
        'Content-Range': contentRange(1, 0, counted ? row.page_total : null),
        ...(prefs.representation === 'headers-only' ? locationHeader(table, row.location) : {}),
      };
      const onlyUpdated =
        prefs.resolution === 'merge-duplicates' &&
        row.inserted !== null &&
        row.inserted !== undefined &&
        row.inserted <= 0;
      return {
        status: onlyUpdated ? 200 : 201,
        headers,
        body: prefs.representation === 'full' ? (row.body ?? '[]') : '',
      };
    },
  };
}

/** UPDATE/DELETE with limit: only the first rows of the filtered, ordered set (PostgREST's limited mutations). */
function limitedWhere(table: TableInfo, request: PlanRequest, params: SqlParams): string {
  const from = tableRef(table);
  const { query } = request;
  const where = whereSql(table, from, query.filters, query.logic, params);
  if (query.limit === null && query.offset === 0) return where;
  if (table.kind !== 'table') {
    throw new RestError(400, {
      code: 'PGRST127',
      message: 'Feature not implemented',
      details: 'limit and offset on updates and deletes need a table',
    });
  }
  const order = orderSql(table, from, query.order, params);
  const limit = limitOffsetSql(query.limit, query.offset, params);
  return ` WHERE ${from}.ctid = ANY(ARRAY(SELECT ${from}.ctid FROM ${from}${where}${order}${limit}))`;
}

function buildUpdate(table: TableInfo, request: PlanRequest): Plan | null {
  const body = parseBody(request.ctx);
  if (!isJsonObject(body)) {
    throw invalidBody('The request body of an update must be a JSON object');
  }
  const columns = request.query.columns ?? Object.keys(body);
  for (const column of columns) requireWritableColumn(table, column);
  // Validate the filters even when there is nothing to set, so a bad filter is still reported.
  const params = new SqlParams();
  const where = limitedWhere(table, request, params);
  if (columns.length === 0) return null;
  const from = tableRef(table);
  const sets = [...new Set(columns)].map(
    (column) => `${quoteIdent(column)} = _pgrst_body.${quoteIdent(column)}`,
  );
  const update =
    `UPDATE ${from} SET ${sets.join(', ')} ` +
    `FROM (SELECT * FROM json_populate_record(NULL::${from}, ${params.add(request.ctx.body.toString('utf8'))}::json)) _pgrst_body${where}`;
  const sql = mutationSql(table, request, update, params, false);
  return {
    sql,
    params: params.values,
    async finish(row) {
      checkSingular(request, row.page_total);
      checkMaxAffected(request, row.page_total);
      return mutationResponse(
        request,
        row,
        contentRange(0, row.page_total, countedTotal(request, row)),
      );
    },
  };
}

function buildDelete(table: TableInfo, request: PlanRequest): Plan {
  const params = new SqlParams();
  const where = limitedWhere(table, request, params);
  const sql = mutationSql(table, request, `DELETE FROM ${tableRef(table)}${where}`, params, false);
  return {
    sql,
    params: params.values,
    async finish(row) {
      checkSingular(request, row.page_total);
      checkMaxAffected(request, row.page_total);
      return mutationResponse(request, row, contentRange(1, 0, countedTotal(request, row)));
    },
  };
}

function countedTotal(request: PlanRequest, row: ResultRow): number | null {
  return request.prefs.count === null ? null : row.page_total;
}

function mutationResponse(request: PlanRequest, row: ResultRow, range: string): RestResponse {
  const full = request.prefs.representation === 'full';
  return {
    status: full ? 200 : 204,
    headers: { ...baseHeaders(request, full), 'Content-Range': range },
    body: full ? (row.body ?? '[]') : '',
  };
}

/** PATCH with an empty object changes nothing; PostgREST answers as for zero matching rows. */
function emptyMutationResponse(request: PlanRequest): RestResponse {
  checkSingular(request, 0);
  const full = request.prefs.representation === 'full';
  return {
    status: full ? 200 : 204,
    headers: { ...baseHeaders(request, full), 'Content-Range': '*/*' },
    body: full ? (request.media.shape === 'object' ? 'null' : '[]') : '',
  };
}
