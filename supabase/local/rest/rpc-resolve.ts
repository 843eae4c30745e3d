/**
 * Which function an /rpc call means, as PostgREST resolves it: the arguments come from a JSON
 * object (their keys), a form, the query string, or a raw body; the function is the overload of
 * that name whose required parameters are all given and whose optional ones cover the rest, else
 * the one with a single unnamed json/jsonb (JSON body), text, xml or bytea parameter (raw body).
 * None is PGRST202 (404) and several are PGRST203 (300), with PostgREST's wording and hints.
 */
import type { RequestContext } from '../contracts.ts';
import { isJsonObject, parseBody } from './body.ts';
import { closestArguments, closestFunction } from './closest-name.ts';
import {
  RestError,
  ambiguousFunction,
  functionNotFound,
  invalidBody,
  type CallBody,
} from './errors.ts';
import type { ParsedQuery } from './query-types.ts';
import type { FunctionInfo, SchemaCache, SchemaSnapshot } from './schema-cache.ts';
import { relationKey } from './view-columns.ts';

/** The arguments of a call, the JSON body kept as text so numbers are not rounded. */
export type CallArguments =
  | { source: 'json'; keys: string[]; text: string }
  | { source: 'raw'; type: 'text' | 'xml' | 'bytea'; text: string; bytes: Buffer }
  | { source: 'values'; values: Map<string, string>; body: CallBody };

/** The content types PostgREST hands whole to a function's single unnamed parameter. */
const RAW_BODY_TYPES: Record<string, 'text' | 'xml' | 'bytea'> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
};

function valuesOf(pairs: Iterable<[string, string]>, body: CallBody): CallArguments {
  const values = new Map<string, string>();
  for (const [key, value] of pairs) {
    if (values.has(key)) {
      throw new RestError(400, {
        code: 'PGRST100',
        message: `"${key}" is given more than once`,
        details: 'Each argument of a function call may appear once',
      });
    }
    values.set(key, value);
  }
  return { source: 'values', values, body };
}

/** The arguments of a POST from its body, or of a GET/HEAD from the query string. */
export function callArguments(
  ctx: RequestContext,
  method: string,
  query: ParsedQuery,
): CallArguments {
  if (method !== 'POST') return valuesOf(query.arguments, 'query');
  const contentType =
    (ctx.req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const rawType = RAW_BODY_TYPES[contentType];
  if (rawType !== undefined) {
    return { source: 'raw', type: rawType, text: ctx.body.toString('utf8'), bytes: ctx.body };
  }
  if (contentType === 'application/x-www-form-urlencoded') {
    return valuesOf(new URLSearchParams(ctx.body.toString('utf8')), 'query');
  }
  const text = ctx.body.toString('utf8');
  // supabase-js sends {} for a call without arguments; an empty body means the same.
  if (text.trim() === '') return { source: 'json', keys: [], text: '{}' };
  const body = parseBody(ctx);
  return { source: 'json', keys: isJsonObject(body) ? Object.keys(body) : [], text };
}

function argumentNames(args: CallArguments): string[] {
  if (args.source === 'raw') return [];
  return (args.source === 'json' ? [...args.keys] : [...args.values.keys()]).sort();
}

function bodyKind(args: CallArguments): CallBody {
  if (args.source === 'raw') return args.type;
  return args.source === 'json' ? 'json' : args.body;
}

/**
 * PostgREST's rule: with only required parameters the names are exactly them; with only optional
 * ones any subset; with both, the required ones plus any of the optional ones.
 */
function matchesNames(fn: FunctionInfo, names: Set<string>, args: CallArguments): boolean {
  if (fn.params.length === 0) return names.size === 0 && args.source !== 'raw';
  const required = fn.params.filter((param) => !param.optional).map((param) => param.name);
  const optional = new Set(fn.params.filter((param) => param.optional).map((param) => param.name));
  const rest = [...names].filter((name) => !optional.has(name));
  return rest.length === required.length && required.every((name) => names.has(name));
}

/** A POST whose body goes whole to the single unnamed parameter of a matching type. */
function takesWholeBody(fn: FunctionInfo, args: CallArguments): boolean {
  const [only, ...others] = fn.params;
  if (!only || others.length > 0 || only.name !== '') return false;
  if (args.source === 'json') return only.type === 'json' || only.type === 'jsonb';
  return args.source === 'raw' && only.type === args.type;
}

function signature(fn: FunctionInfo): string {
  return `${fn.schema}.${fn.name}(${fn.params.map((param) => `${param.name} => ${param.type}`).join(', ')})`;
}

function parameterList(names: string[]): string {
  return `(${[...names].sort().join(', ')})`;
}

export interface ResolvedCall {
  fn: FunctionInfo;
  /** The single unnamed parameter takes the whole body (or the arguments as one JSON object). */
  positional: boolean;
}

function choose(overloads: FunctionInfo[], args: CallArguments): ResolvedCall | null {
  const names = new Set(argumentNames(args));
  const named = overloads.filter((fn) => matchesNames(fn, names, args));
  const whole = overloads.filter((fn) => !named.includes(fn) && takesWholeBody(fn, args));
  const [first, ...others] = named.length > 0 ? named : whole;
  if (!first) return null;
  if (others.length > 0) throw ambiguousFunction([first, ...others].map(signature));
  const [only] = first.params;
  return { fn: first, positional: first.params.length === 1 && only?.name === '' };
}

export async function resolveCall(
  cache: SchemaCache,
  schema: string,
  name: string,
  args: CallArguments,
): Promise<ResolvedCall> {
  const key = relationKey(schema, name);
  let snapshot = await cache.get();
  // A function created after the cache was read is found without a restart.
  if (!snapshot.functions.has(key) && (await cache.reloadAfterMiss(`function:${key}`)))
    snapshot = await cache.get();
  const found = choose(snapshot.functions.get(key) ?? [], args);
  if (found) return found;
  // The function may have been replaced with other parameters since the cache was read.
  const names = argumentNames(args);
  if (
    snapshot.functions.has(key) &&
    (await cache.reloadAfterMiss(`function:${key}(${names.join(',')})`))
  ) {
    snapshot = await cache.get();
    const again = choose(snapshot.functions.get(key) ?? [], args);
    if (again) return again;
  }
  throw notFound(snapshot, schema, name, args);
}

function notFound(
  snapshot: SchemaSnapshot,
  schema: string,
  name: string,
  args: CallArguments,
): RestError {
  if (args.source === 'json' && args.keys.length === 0 && !args.text.trim().startsWith('{')) {
    // A JSON body that is no object names no arguments: nothing but a json parameter takes it.
    return invalidBody('The body of a function call must be a JSON object of named arguments');
  }
  const names = argumentNames(args);
  const overloads = snapshot.functions.get(relationKey(schema, name)) ?? [];
  let hint: string | null;
  if (overloads.length === 0) {
    const inSchema = [...snapshot.functions.values()]
      .flat()
      .filter((fn) => fn.schema === schema)
      .map((fn) => fn.name);
    hint = closestFunction(name, new Set(inSchema));
  } else {
    const best = closestArguments(
      parameterList(names),
      overloads.map((fn) => parameterList(fn.params.map((param) => param.name))),
    );
    hint = best === null ? null : `${name}${best}`;
  }
  return functionNotFound(schema, name, names, bodyKind(args), hint);
}
