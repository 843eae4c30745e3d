/**
 * /rest/v1/rpc/<function>: calls a function of schema public the way PostgREST does, which is
 * what supabase-js `client.rpc(name, args)` expects.
 *
 * - POST takes a JSON object of named arguments (or, for a function with one unnamed json/jsonb
 *   parameter, any JSON); GET and HEAD take them from the query string.
 * - The function is chosen from the schema cache by name and argument names: every required
 *   parameter named, optional ones (with defaults) may be left out, no unknown name. No match is
 *   PGRST202 (404) with PostgREST's wording and hint; several are PGRST203 (300).
 * - It runs in one transaction as the request's role with its JWT claims, like table requests,
 *   so row-level security applies and the function's writes commit or roll back together. GET,
 *   HEAD and calls of stable or immutable functions run read-only: a write there is 25006 (405).
 * - The answer: 204 for a void function, the JSON value for a scalar, an object for a single
 *   composite row, an array for a set; Prefer count and vnd.pgrst.object work as on tables.
 *
 * Not served: filters, select, order and limits on the function's result (PGRST127), and
 * form-encoded or raw text/binary bodies.
 */
import type { Db, RequestContext } from '../contracts.ts';
import { z } from 'zod';
import { isJsonObject, parseBody } from './body.ts';
import { setRequestContext, type RestResponse } from './context.ts';
import {
  RestError,
  ambiguousFunction,
  fromPgError,
  functionNotFound,
  invalidBody,
  rawBodyFunctionNotFound,
  singularityError,
} from './errors.ts';
import {
  checkProfile,
  contentRange,
  negotiateMedia,
  parsePreferences,
  type AuthContext,
  type MediaChoice,
  type Preferences,
} from './request.ts';
import {
  type SchemaCache,
  closestArguments,
  closestFunction,
  type FunctionInfo,
  type FunctionParam,
} from './schema.ts';
import { SqlParams, quoteIdent } from './sql.ts';

/** Query parameters PostgREST reads as select, filters or paging of a function's result. */
const RESULT_PARAMS = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'and',
  'or',
  'not',
  'columns',
  'on_conflict',
]);

const countValue = z.union([
  z.number(),
  z.string().regex(/^\d+$/).transform(Number),
  z.bigint().transform(Number),
]);
const resultRowSchema = z.object({
  page_total: countValue,
  body: z.string().nullable(),
});

/** The arguments of a call: from a JSON body (kept as its text, so numbers are not rounded) or the query string. */
type CallArguments =
  | { source: 'json'; keys: string[]; text: string; isObject: boolean }
  | { source: 'query'; values: Map<string, string> };

interface Call {
  fn: FunctionInfo;
  /** The single unnamed json/jsonb parameter takes the whole body. */
  wholeBody: boolean;
}

export async function serveRpc(
  db: Db,
  cache: SchemaCache,
  ctx: RequestContext,
  auth: AuthContext,
  name: string,
): Promise<RestResponse> {
  const method = (ctx.req.method ?? 'GET').toUpperCase();
  if (method === 'OPTIONS') return rpcOptions(cache, name);
  if (!['POST', 'GET', 'HEAD'].includes(method)) {
    throw new RestError(405, {
      code: 'PGRST101',
      message: `Cannot use the ${method} method on RPC`,
    });
  }
  const profiled = checkProfile(ctx.req.headers, method);
  const prefs = parsePreferences(ctx.req.headers);
  const media = negotiateMedia(ctx.req.headers);
  const args = method === 'POST' ? bodyArguments(ctx, name) : queryArguments(ctx.url.searchParams);
  const call = await findCall(cache, name, args);
  const params = new SqlParams();
  const sql = callSql(call, args, params, media, method === 'HEAD');
  const readOnly = method !== 'POST' || call.fn.volatility !== 'volatile';
  const roleSettings = (await cache.get()).roleSettings.get(auth.role) ?? [];
  try {
    return await db.transaction(async (tx) => {
      // First statement of the transaction, as PostgreSQL requires for its access mode.
      if (readOnly) await tx.query('set transaction read only');
      await setRequestContext(tx, auth, ctx, method, roleSettings);
      const result = await tx.query(sql, params.values);
      const row = resultRowSchema.parse(result.rows[0]);
      return callResponse(call.fn, row, { method, prefs, media, profiled });
    });
  } catch (error) {
    // PostgreSQL not knowing a function the cache knows means it was dropped or replaced:
    // read the catalog again so the next call is planned right.
    if (fromPgError(error, false)?.body.code === '42883')
      await cache.reloadAfterMiss('stale:functions');
    throw error;
  }
}

async function rpcOptions(cache: SchemaCache, name: string): Promise<RestResponse> {
  const overloads = await overloadsOf(cache, name);
  if (overloads.length === 0)
    throw functionNotFound(name, [], false, await suggestFunction(cache, name));
  const readable = overloads.every((fn) => fn.volatility !== 'volatile');
  return {
    status: 200,
    headers: { Allow: readable ? 'OPTIONS,GET,HEAD,POST' : 'OPTIONS,POST' },
    body: '',
  };
}

/** The content types PostgREST hands whole to a single unnamed parameter of this type. */
const RAW_BODY_TYPES: Record<string, 'text' | 'xml' | 'bytea'> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
};

function bodyArguments(ctx: RequestContext, name: string): CallArguments {
  if ([...ctx.url.searchParams.keys()].some((key) => key !== 'apikey'))
    throw resultParamsNotServed();
  const contentType =
    (ctx.req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const rawType = RAW_BODY_TYPES[contentType];
  if (rawType !== undefined) throw rawBodyFunctionNotFound(name, rawType);
  const text = ctx.body.toString('utf8');
  // supabase-js sends {} for a call without arguments; an empty body means the same.
  if (text.trim() === '') return { source: 'json', keys: [], text: '{}', isObject: true };
  const body = parseBody(ctx);
  return isJsonObject(body)
    ? { source: 'json', keys: Object.keys(body), text, isObject: true }
    : { source: 'json', keys: [], text, isObject: false };
}

function queryArguments(search: URLSearchParams): CallArguments {
  const values = new Map<string, string>();
  for (const [key, value] of search) {
    // The gateway's key, not an argument (table requests skip it the same way).
    if (key === 'apikey') continue;
    if (RESULT_PARAMS.has(key)) throw resultParamsNotServed();
    if (values.has(key)) {
      throw new RestError(400, {
        code: 'PGRST100',
        message: `"${key}" is given more than once`,
        details: 'Each argument of a function call may appear once in the query string',
      });
    }
    values.set(key, value);
  }
  return { source: 'query', values };
}

function resultParamsNotServed(): RestError {
  return new RestError(400, {
    code: 'PGRST127',
    message: 'Feature not implemented',
    details: 'The local backend does not filter, select, order or page the results of /rpc calls',
  });
}

function argumentNames(args: CallArguments): string[] {
  return (args.source === 'json' ? [...args.keys] : [...args.values.keys()]).sort();
}

async function overloadsOf(cache: SchemaCache, name: string): Promise<FunctionInfo[]> {
  let snapshot = await cache.get();
  // A function created after the cache was read is found without a restart.
  if (!snapshot.functions.has(name) && (await cache.reloadAfterMiss(`function:${name}`)))
    snapshot = await cache.get();
  return snapshot.functions.get(name) ?? [];
}

async function suggestFunction(cache: SchemaCache, name: string): Promise<string | null> {
  return closestFunction(name, (await cache.get()).functions.keys());
}

/** PostgREST's rule: all required parameters named, any of the optional ones, nothing else. */
function matchesNames(fn: FunctionInfo, names: Set<string>): boolean {
  if (fn.params.some((param) => param.name === '')) return false;
  const known = new Set(fn.params.map((param) => param.name));
  return (
    fn.params.every((param) => param.optional || names.has(param.name)) &&
    [...names].every((name) => known.has(name))
  );
}

function takesWholeBody(fn: FunctionInfo): boolean {
  const [only] = fn.params;
  return (
    fn.params.length === 1 &&
    only !== undefined &&
    only.name === '' &&
    (only.type === 'json' || only.type === 'jsonb')
  );
}

async function findCall(cache: SchemaCache, name: string, args: CallArguments): Promise<Call> {
  const names = argumentNames(args);
  const overloads = await overloadsOf(cache, name);
  const found = matchCall(overloads, args, names);
  if (found) return found;
  // The function may have been replaced with other parameters since the cache was read.
  if (
    overloads.length > 0 &&
    (await cache.reloadAfterMiss(`function:${name}(${names.join(',')})`))
  ) {
    const again = matchCall((await cache.get()).functions.get(name) ?? [], args, names);
    if (again) return again;
  }
  if (args.source === 'json' && !args.isObject) {
    throw invalidBody('The body of a function call must be a JSON object of named arguments');
  }
  const hint =
    overloads.length === 0
      ? await suggestFunction(cache, name)
      : suggestArguments(name, names, overloads);
  throw functionNotFound(name, names, args.source === 'json', hint);
}

/** The overload these arguments call: by names first, else one taking the whole JSON body. */
function matchCall(overloads: FunctionInfo[], args: CallArguments, names: string[]): Call | null {
  const nameSet = new Set(names);
  const named =
    args.source === 'json' && !args.isObject
      ? []
      : overloads.filter((fn) => matchesNames(fn, nameSet));
  if (named.length > 1) throw ambiguousFunction(named.map(signature));
  const [match] = named;
  if (match) return { fn: match, wholeBody: false };
  const wholeBody = args.source === 'json' ? overloads.filter(takesWholeBody) : [];
  if (wholeBody.length > 1) throw ambiguousFunction(wholeBody.map(signature));
  const [fallback] = wholeBody;
  return fallback ? { fn: fallback, wholeBody: true } : null;
}

function parameterList(names: string[]): string {
  return `(${[...names].sort().join(', ')})`;
}

function suggestArguments(name: string, given: string[], overloads: FunctionInfo[]): string | null {
  const best = closestArguments(
    parameterList(given),
    overloads.map((fn) => parameterList(fn.params.map((param) => param.name))),
  );
  return best === null ? null : `${name}${best}`;
}

function signature(fn: FunctionInfo): string {
  return `public.${fn.name}(${fn.params.map((param) => `${param.name} => ${param.type}`).join(', ')})`;
}

// ---------------------------------------------------------------------------------------------
// The statement
// ---------------------------------------------------------------------------------------------

const SOURCE = 'pgrst_source';

function argumentSql(param: FunctionParam, value: string): string {
  return `${param.variadic ? 'VARIADIC ' : ''}${quoteIdent(param.name)} := ${value}`;
}

/**
 * The function's rows as `pgrst_source`, then their count and JSON in one row. Named JSON
 * arguments go through json_to_record with each parameter's own type, so PostgreSQL converts
 * (and refuses) values exactly as PostgREST has it do; query-string arguments are cast from text.
 */
function callSql(
  call: Call,
  args: CallArguments,
  params: SqlParams,
  media: MediaChoice,
  head: boolean,
): string {
  const { fn } = call;
  const target = `"public".${quoteIdent(fn.name)}`;
  let from = '';
  let callArgs: string[];
  if (call.wholeBody && args.source === 'json') {
    callArgs = [`${params.add(args.text)}::${fn.params[0]?.type ?? 'json'}`];
  } else if (args.source === 'json') {
    const given = fn.params.filter((param) => args.keys.includes(param.name));
    if (given.length > 0) {
      const columns = given.map((param) => `${quoteIdent(param.name)} ${param.type}`).join(', ');
      from = `json_to_record(${params.add(args.text)}::json) AS pgrst_args(${columns}), LATERAL `;
    }
    callArgs = given.map((param) => argumentSql(param, `pgrst_args.${quoteIdent(param.name)}`));
  } else {
    callArgs = fn.params
      .filter((param) => args.values.has(param.name))
      .map((param) =>
        argumentSql(param, `${params.add(args.values.get(param.name) ?? '')}::${param.type}`),
      );
  }
  const invocation = `${target}(${callArgs.join(', ')})`;
  const source =
    fn.returns === 'composite'
      ? `SELECT pgrst_call.* FROM ${from}${invocation} AS pgrst_call`
      : `SELECT pgrst_call.pgrst_scalar FROM ${from}(SELECT ${invocation} AS pgrst_scalar) AS pgrst_call`;
  const body = head || fn.returns === 'void' ? 'NULL::text' : resultJsonSql(fn, media);
  return `WITH ${SOURCE} AS (${source}) SELECT (SELECT pg_catalog.count(*) FROM ${SOURCE}) AS page_total, ${body} AS body`;
}

function resultJsonSql(fn: FunctionInfo, media: MediaChoice): string {
  let element: string;
  if (fn.returns === 'scalar') element = '_pgrst_t.pgrst_scalar';
  else element = media.stripNulls ? 'json_strip_nulls(row_to_json(_pgrst_t))' : '_pgrst_t';
  const single = !fn.returnsSet || media.shape === 'object';
  const json = single
    ? `coalesce(json_agg(${element}) -> 0, 'null')`
    : `coalesce(json_agg(${element}), '[]')`;
  return `(SELECT ${json}::text FROM ${SOURCE} _pgrst_t)`;
}

// ---------------------------------------------------------------------------------------------
// The response
// ---------------------------------------------------------------------------------------------

function callResponse(
  fn: FunctionInfo,
  row: z.infer<typeof resultRowSchema>,
  request: { method: string; prefs: Preferences; media: MediaChoice; profiled: boolean },
): RestResponse {
  const { prefs, media } = request;
  // A set asked for as one object must hold exactly one row; throwing rolls the call back.
  if (fn.returnsSet && media.shape === 'object' && row.page_total !== 1)
    throw singularityError(row.page_total);
  const counted = prefs.count !== null;
  const headers: Record<string, string> = {
    'Content-Range': contentRange(0, row.page_total, counted ? row.page_total : null),
  };
  if (prefs.count !== null) headers['Preference-Applied'] = `count=${prefs.count}`;
  if (request.profiled) headers['Content-Profile'] = 'public';
  if (fn.returns === 'void') return { status: 204, headers, body: '' };
  headers['Content-Type'] = media.contentType;
  return { status: 200, headers, body: request.method === 'HEAD' ? '' : (row.body ?? 'null') };
}
