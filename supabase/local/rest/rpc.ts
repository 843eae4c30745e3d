/**
 * /rest/v1/rpc/<function>: calls a function of an exposed schema the way PostgREST does, which is
 * what supabase-js `client.rpc(name, args)` expects.
 *
 * - The function is resolved from its arguments (rpc-resolve.ts); a POST of a volatile function
 *   runs read-write, anything else read-only (a write there is 25006, 405).
 * - It runs in one transaction as the request's role with its JWT claims, like table requests,
 *   so row-level security applies and the function's writes commit or roll back together.
 * - Its result is read like a table: select (with embedded resources when it returns a table's
 *   rows, and computed fields), filters, order, limit/offset, Range, counts and max_rows.
 * - The answer: 204 for a void function, the JSON value for a scalar, an object for a single
 *   composite row, an array for a set; vnd.pgrst.object, CSV, and max-affected as PostgREST.
 */
import type { RequestContext } from '../contracts.ts';
import {
  apiSettings,
  runAsRequest,
  requestSettings,
  type RestDeps,
  type RestResponse,
} from './context.ts';
import { RestError, fromPgError, singularityError } from './errors.ts';
import { parseQuery } from './params.ts';
import { rootPaging } from './query-types.ts';
import { checkOffset } from './read.ts';
import { planRead } from './read-plan.ts';
import { countSql, nodeSql } from './read-sql.ts';
import {
  chooseSchema,
  contentRange,
  negotiateMedia,
  parsePreferences,
  resolveRange,
  type AuthContext,
} from './request.ts';
import {
  callArguments,
  resolveCall,
  type CallArguments,
  type ResolvedCall,
} from './rpc-resolve.ts';
import type { FunctionInfo, TableInfo } from './schema-cache.ts';
import { SqlParams, quoteIdent, tableRef } from './sql.ts';
import { SOURCE, bodySql, resultRowSchema, sourceRoot, type PlanRequest } from './statement.ts';
import { relationKey } from './view-columns.ts';

/** The function's rows after select, filters, order and paging. */
const RESULT = 'pgrst_result';

function argumentSql(param: FunctionInfo['params'][number], value: string): string {
  return `${param.variadic ? 'VARIADIC ' : ''}${quoteIdent(param.name)} := ${value}`;
}

/**
 * The function's rows. Named JSON arguments go through json_to_record with each parameter's own
 * type, so PostgreSQL converts (and refuses) values exactly as PostgREST has it do; query-string
 * and form arguments are cast from text; a positional call gets the body whole.
 */
function callSql(call: ResolvedCall, args: CallArguments, params: SqlParams): string {
  const { fn } = call;
  let from = '';
  let callArgs: string[];
  if (call.positional) {
    const type = fn.params[0]?.type ?? 'text';
    let body: string;
    if (args.source === 'raw') body = type === 'bytea' ? args.bytes.toString('hex') : args.text;
    else if (args.source === 'json') body = args.text;
    else body = JSON.stringify(Object.fromEntries(args.values));
    callArgs = [
      type === 'bytea' && args.source === 'raw'
        ? `decode(${params.add(body)}, 'hex')`
        : `${params.add(body)}::${type}`,
    ];
  } else if (args.source === 'json') {
    const given = fn.params.filter((param) => args.keys.includes(param.name));
    if (given.length > 0) {
      const columns = given.map((param) => `${quoteIdent(param.name)} ${param.type}`).join(', ');
      from = `json_to_record(${params.add(args.text)}::json) AS pgrst_args(${columns}), LATERAL `;
    }
    callArgs = given.map((param) => argumentSql(param, `pgrst_args.${quoteIdent(param.name)}`));
  } else {
    const values = args.source === 'values' ? args.values : new Map<string, string>();
    callArgs = fn.params
      .filter((param) => values.has(param.name))
      .map((param) =>
        argumentSql(param, `${params.add(values.get(param.name) ?? '')}::${param.type}`),
      );
  }
  const invocation = `${tableRef(fn)}(${callArgs.join(', ')})`;
  return fn.returns === 'composite'
    ? `SELECT pgrst_call.* FROM ${from}${invocation} AS pgrst_call`
    : `SELECT pgrst_call.pgrst_scalar FROM ${from}(SELECT ${invocation} AS pgrst_scalar) AS pgrst_call`;
}

/** What the function's rows are read as: its table, or the columns it declares. */
function resultTable(fn: FunctionInfo, request: PlanRequest): TableInfo {
  if (fn.returnTable) {
    const table = request.snapshot.tables.get(
      relationKey(fn.returnTable.schema, fn.returnTable.name),
    );
    if (table) return table;
  }
  const columns =
    fn.returns === 'composite'
      ? fn.returnColumns
      : [
          {
            name: 'pgrst_scalar',
            type: fn.returnType,
            nullable: true,
            hasDefault: false,
            generated: false,
          },
        ];
  return {
    schema: fn.schema,
    name: fn.name,
    kind: 'view',
    columns,
    columnsByName: new Map(columns.map((column) => [column.name, column])),
    primaryKey: [],
    uniqueKeys: [],
    computedFields: new Map(),
  };
}

export async function serveRpc(
  deps: RestDeps,
  ctx: RequestContext,
  auth: AuthContext,
  name: string,
): Promise<RestResponse> {
  const { cache, db } = deps;
  const method = (ctx.req.method ?? 'GET').toUpperCase();
  const schema = chooseSchema(ctx.req.headers, method, cache.schemas);
  if (method === 'OPTIONS') {
    const overloads = (await cache.get()).functions.get(relationKey(schema.schema, name)) ?? [];
    const readable = overloads.length > 0 && overloads.every((fn) => fn.volatility !== 'volatile');
    return {
      status: 200,
      headers: { Allow: readable ? 'OPTIONS,GET,HEAD,POST' : 'OPTIONS,POST' },
      body: '',
    };
  }
  if (!['POST', 'GET', 'HEAD'].includes(method)) {
    throw new RestError(405, {
      code: 'PGRST101',
      message: `Cannot use the ${method} method on RPC`,
    });
  }
  const query = parseQuery(ctx.url.searchParams, method !== 'POST');
  const prefs = parsePreferences(ctx.req.headers);
  const media = negotiateMedia(ctx.req.headers);
  const args = callArguments(ctx, method, query);
  const call = await resolveCall(cache, schema.schema, name, args);
  const { fn } = call;
  const snapshot = await cache.get();
  const { maxRows } = apiSettings(deps.config);
  const request: PlanRequest = { ctx, method, query, prefs, media, schema, snapshot, maxRows };
  const strict = prefs.handling === 'strict' && prefs.maxAffected !== null;
  if (strict && !fn.returnsSet) {
    throw new RestError(400, {
      code: 'PGRST128',
      message:
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    });
  }
  const table = resultTable(fn, request);
  const scalar = fn.returns !== 'composite';
  const paging = rootPaging(query);
  const range = resolveRange(ctx.req.headers, paging.limit, paging.offset);
  const root = planRead(
    sourceRoot(table, true),
    scalar ? { ...query, select: [{ kind: 'star' }] } : query,
    {
      snapshot,
      schema: schema.schema,
      maxRows,
      rootParameters: true,
      rootRange: range,
      aggregates: snapshot.aggregatesEnabled,
    },
  );
  const params = new SqlParams();
  const source = callSql(call, args, params);
  const rows = nodeSql(root, params);
  const total =
    prefs.count === null
      ? 'NULL::bigint'
      : `(SELECT pg_catalog.count(*) FROM (${countSql(root, params)}) _pgrst_c)`;
  const single = !fn.returnsSet || media.shape === 'object';
  const shaped = single && media.shape !== 'csv' ? { ...media, shape: 'object' as const } : media;
  const body =
    method === 'HEAD' || fn.returns === 'void'
      ? 'NULL::text'
      : bodySql(shaped, RESULT, scalar ? 'pgrst_scalar' : null);
  const sql =
    `WITH ${SOURCE} AS (${source}), ${RESULT} AS (${rows}) ` +
    `SELECT (SELECT pg_catalog.count(*) FROM ${RESULT}) AS page_total, ${total} AS total, ${body} AS body`;
  const readOnly = method !== 'POST' || fn.volatility !== 'volatile';
  const settings = requestSettings(deps.config, snapshot, { auth, ctx, method }, schema.schema);
  try {
    const run = { end: snapshot.transactionEnd, prefs, readOnly, settings };
    return await runAsRequest(db, run, sql, params.values, (result) => {
      const row = resultRowSchema.parse(result.rows[0]);
      // A set asked for as one object must hold exactly one row; throwing rolls the call back.
      if (fn.returnsSet && media.shape === 'object' && row.page_total !== 1)
        throw singularityError(row.page_total);
      if (strict && prefs.maxAffected !== null && row.page_total > prefs.maxAffected) {
        throw new RestError(400, {
          code: 'PGRST124',
          message: 'Query result exceeds max-affected preference constraint',
          details: `The query affects ${row.page_total} rows`,
        });
      }
      const totalRows = row.total ?? null;
      checkOffset(range.offset, totalRows);
      const headers: Record<string, string> = {
        'Content-Range': contentRange(range.offset, row.page_total, totalRows),
      };
      const applied = [
        ...(prefs.count === null ? [] : [`count=${prefs.count}`]),
        ...(strict ? [`handling=strict`, `max-affected=${prefs.maxAffected}`] : []),
      ];
      if (applied.length > 0) headers['Preference-Applied'] = applied.join(', ');
      if (schema.negotiated) headers['Content-Profile'] = schema.schema;
      if (fn.returns === 'void') return { status: 204, headers, body: '' };
      headers['Content-Type'] = media.contentType;
      const partial = totalRows !== null && row.page_total < totalRows;
      return {
        status: partial ? 206 : 200,
        headers,
        body: method === 'HEAD' ? '' : (row.body ?? 'null'),
      };
    });
  } catch (error) {
    // PostgreSQL not knowing a function the cache knows means it was dropped or replaced:
    // read the catalog again so the next call is planned right.
    if (fromPgError(error, false)?.body.code === '42883')
      await cache.reloadAfterMiss('stale:functions');
    throw error;
  }
}
