/**
 * The whole query string of a request, sorted as PostgREST sorts it: `select`, filters, `and`/`or`
 * trees, `order`, `limit`/`offset` (each maybe prefixed with an embed path such as
 * `messages.order`), `columns` and `on_conflict`; for GET of a function, the parameters that are
 * no filters are its arguments.
 */
import { RestError, queryParamError } from './errors.ts';
import {
  isFilterValue,
  parseColumnList,
  parseFilterKey,
  parseFilterValue,
  parseLogicParam,
  parseOrder,
} from './parse-filter.ts';
import { parseSelect } from './parse-select.ts';
import { runParser, parseFieldName } from './parse-text.ts';
import type { EmbedPath, ParsedQuery } from './query-types.ts';

export { parseFilterKey, parseFilterValue, parseLogicParam, parseOrder, parseSelect };
export type * from './query-types.ts';

function parseNonNegative(name: string, value: string): number {
  if (!/^\d{1,15}$/.test(value.trim())) {
    if (/^-\d+$/.test(value.trim())) {
      throw new RestError(416, {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: 'Limit should be greater than or equal to zero.',
      });
    }
    throw queryParamError(
      `"failed to parse ${name} (${value})" (line 1, column 1)`,
      'expecting a non-negative integer',
    );
  }
  return Number(value.trim());
}

/**
 * Logic trees and JSON values nest; past this depth a value is refused before any parser or the
 * database recurses into it (deep nesting can exhaust the stack, and PGlite then stalls).
 */
export const MAX_QUERY_NESTING = 100;

function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const char of text) {
    if (char === '(' || char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if ((char === ')' || char === ']' || char === '}') && depth > 0) depth -= 1;
  }
  return deepest;
}

/** The embed path before the last word of a key, e.g. `["messages"]` for `messages.order`. */
function pathOf(key: string): EmbedPath {
  return runParser('tree path', key, (cursor) => {
    const names: string[] = [];
    for (;;) {
      names.push(parseFieldName(cursor));
      if (!cursor.take('.')) return names.slice(0, -1);
    }
  });
}

/** `messages.not.or` → path ["messages"], operator `not.or`. */
function logicKey(key: string): { path: EmbedPath; operator: string } | null {
  const words = key.split('.');
  const last = words.at(-1);
  if (last !== 'and' && last !== 'or') return null;
  const negated = words.at(-2) === 'not';
  const path = pathOf(
    words
      .slice(0, negated ? -2 : -1)
      .concat(last)
      .join('.'),
  );
  return { path, operator: negated ? `not.${last}` : last };
}

const PAGING = new Set(['limit', 'offset']);

/** Parses the whole query string; `rpcRead` makes non-filter parameters function arguments. */
export function parseQuery(params: URLSearchParams, rpcRead = false): ParsedQuery {
  const query: ParsedQuery = {
    select: [{ kind: 'star' }],
    filters: [],
    logic: [],
    order: [],
    paging: [],
    columns: null,
    onConflict: null,
    arguments: [],
  };
  const paging = new Map<string, { path: EmbedPath; limit: number | null; offset: number }>();
  for (const [key, value] of params) {
    // The API key may travel in the URL (the server accepts it there); it is no filter.
    if (key === 'apikey') continue;
    if (nestingDepth(value) > MAX_QUERY_NESTING) {
      throw queryParamError(
        `"failed to parse ${key} (nesting deeper than ${MAX_QUERY_NESTING})"`,
        `Parameter values may nest parentheses and brackets at most ${MAX_QUERY_NESTING} deep`,
      );
    }
    const last = key.split('.').at(-1) ?? key;
    const logic = logicKey(key);
    if (key === 'select') {
      query.select = parseSelect(value);
    } else if (key === 'columns') {
      query.columns = parseColumnList('columns parameter', value);
    } else if (key === 'on_conflict') {
      query.onConflict = parseColumnList('on_conflict parameter', value);
    } else if (logic) {
      query.logic.push({ path: logic.path, tree: parseLogicParam(logic.operator, value) });
    } else if (last === 'order') {
      query.order.push({ path: pathOf(key), terms: parseOrder(value) });
    } else if (PAGING.has(last)) {
      const path = pathOf(key);
      const entry = paging.get(JSON.stringify(path)) ?? { path, limit: null, offset: 0 };
      if (last === 'limit') entry.limit = parseNonNegative('limit', value);
      else entry.offset = parseNonNegative('offset', value);
      paging.set(JSON.stringify(path), entry);
    } else {
      const { path, field } = parseFilterKey(key);
      if (rpcRead && path.length === 0 && field.jsonPath.length === 0 && !isFilterValue(value)) {
        query.arguments.push([field.name, value]);
      } else {
        query.filters.push({ path, filter: parseFilterValue(field, value) });
      }
    }
  }
  query.paging = [...paging.values()];
  return query;
}
