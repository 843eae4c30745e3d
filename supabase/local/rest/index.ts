/**
 * /rest/v1: the PostgREST subset that supabase-js produces, served from the local database.
 *
 * Each request runs in one transaction that first takes the caller's role and JWT claims
 * (`set_config('role', ...)`, `request.jwt.claims`, ...) and then runs one statement, so the
 * migrations' row-level-security policies decide what a caller sees and changes, exactly as on
 * hosted Supabase. Identifiers are checked against the schema cache, values are bound parameters.
 *
 * Served: GET/HEAD/POST/PATCH/DELETE on the tables and views of the schemas [api] exposes
 * (chosen with Accept-Profile/Content-Profile); select with columns, computed fields, aliases,
 * casts, JSON paths and embedded resources (read-plan.ts); every PostgREST filter operator, not.,
 * and/or trees; order, limit/offset and Range, also on embedded resources; max_rows; counts;
 * JSON arrays, single objects, stripped nulls and CSV; inserts, upserts, updates and deletes with
 * their PostgREST preferences; /rpc function calls (rpc.ts). supabase/local/README.md lists what
 * is not served; each of those answers with a PostgREST error rather than a wrong result.
 */
import type { Db, LocalConfig, RequestContext, Service } from '../contracts.ts';
import { closestTable } from './closest-name.ts';
import {
  apiSettings,
  runAsRequest,
  requestSettings,
  type RestDeps,
  type RestResponse,
} from './context.ts';
import { RestError, fromConnectionError, fromPgError, tableNotFound } from './errors.ts';
import { buildDelete, buildInsert, buildUpdate, emptyMutationResponse } from './mutations.ts';
import { parseQuery } from './params.ts';
import { buildRead } from './read.ts';
import {
  authenticate,
  chooseSchema,
  negotiateMedia,
  parsePreferences,
  type AuthContext,
} from './request.ts';
import { serveRpc } from './rpc.ts';
import { SchemaCache, type TableInfo } from './schema-cache.ts';
import { UnknownIdentifier } from './sql.ts';
import { resultRowSchema, type PlanRequest, type Statement } from './statement.ts';
import { relationKey } from './view-columns.ts';

export interface RestService extends Service {
  /** Reads the catalog again, e.g. after a migration ran while the server was up. */
  reloadSchema(): Promise<void>;
}

export async function createRestService(deps: {
  db: Db;
  config: LocalConfig;
}): Promise<RestService> {
  const api = apiSettings(deps.config);
  const cache = new SchemaCache(deps.db, api.schemas);
  await cache.reload();
  const service: RestDeps = { ...deps, cache };
  return {
    handle: (ctx) => handleRestRequest(service, ctx),
    async reloadSchema() {
      await cache.reload();
    },
  };
}

async function handleRestRequest(deps: RestDeps, ctx: RequestContext): Promise<void> {
  let authed = false;
  try {
    const auth = await authenticate(
      ctx.req.headers,
      deps.config,
      ctx.url.searchParams.get('apikey'),
    );
    authed = auth.role !== 'anon';
    const response = await serve(deps, ctx, auth);
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

async function findTable(cache: SchemaCache, schema: string, name: string): Promise<TableInfo> {
  let snapshot = await cache.get();
  const key = relationKey(schema, name);
  if (!snapshot.tables.has(key) && (await cache.reloadAfterMiss(`table:${key}`)))
    snapshot = await cache.get();
  const table = snapshot.tables.get(key);
  if (!table) {
    const names = [...snapshot.tables.values()]
      .filter((candidate) => candidate.schema === schema)
      .map((candidate) => candidate.name);
    throw tableNotFound(schema, name, closestTable(name, names));
  }
  return table;
}

async function serve(
  deps: RestDeps,
  ctx: RequestContext,
  auth: AuthContext,
): Promise<RestResponse> {
  const { db, cache } = deps;
  const method = (ctx.req.method ?? 'GET').toUpperCase();
  const resource = resourceOf(ctx.path);
  if (resource.kind === 'rpc') return serveRpc(deps, ctx, auth, resource.name);
  const { name } = resource;
  const schema = chooseSchema(ctx.req.headers, method, cache.schemas);
  if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
    if (method === 'OPTIONS') {
      await findTable(cache, schema.schema, name);
      return { status: 200, headers: { Allow: 'OPTIONS,GET,HEAD,POST,PATCH,DELETE' }, body: '' };
    }
    throw new RestError(405, { code: 'PGRST117', message: `Unsupported HTTP method: ${method}` });
  }
  const query = parseQuery(ctx.url.searchParams);
  const prefs = parsePreferences(ctx.req.headers);
  const media = negotiateMedia(ctx.req.headers);
  const api = apiSettings(deps.config);
  const plan = async (): Promise<{ request: PlanRequest; statement: Statement | null }> => {
    const table = await findTable(cache, schema.schema, name);
    const snapshot = await cache.get();
    const request = { ctx, method, query, prefs, media, schema, snapshot, maxRows: api.maxRows };
    return { request, statement: buildStatement(table, request) };
  };
  let planned: Awaited<ReturnType<typeof plan>>;
  try {
    planned = await plan();
  } catch (error) {
    // A column or relationship the cache does not know may be new: read the catalog once more.
    if (!(await reloadsAfter(cache, error))) throw error;
    planned = await plan();
  }
  const { request, statement } = planned;
  if (statement === null) return emptyMutationResponse(request);
  const settings = requestSettings(
    deps.config,
    request.snapshot,
    { auth, ctx, method },
    schema.schema,
  );
  try {
    return await runAsRequest(
      db,
      { end: request.snapshot.transactionEnd, prefs, readOnly: false, settings },
      statement.sql,
      statement.params,
      (result, tx) => statement.finish(resultRowSchema.parse(result.rows[0]), tx),
    );
  } catch (error) {
    // PostgreSQL not knowing a column or table the cache knows means the cache is stale (a
    // column was dropped): read the catalog again so the next request is planned right.
    const code = fromPgError(error, false)?.body.code;
    if (code === '42703' || code === '42P01') await cache.reloadAfterMiss('stale:catalog');
    throw error;
  }
}

/** After an unknown column or relationship, whether the catalog was read again (rate-limited). */
async function reloadsAfter(cache: SchemaCache, error: unknown): Promise<boolean> {
  if (error instanceof UnknownIdentifier) return cache.reloadAfterMiss(error.missingName);
  if (error instanceof RestError && error.body.code === 'PGRST200')
    return cache.reloadAfterMiss(`relationship:${error.body.message}`);
  return false;
}

function buildStatement(table: TableInfo, request: PlanRequest): Statement | null {
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
