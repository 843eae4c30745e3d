/**
 * The `select` parameter: columns with aliases, casts and JSON paths, `*`, aggregates
 * (`count()`, `col.sum()`), and embedded resources `alias:name!hint!inner(...)` and spreads
 * `...name(...)`, nested to any depth, as PostgREST's grammar has them.
 */
import type { Cursor } from './parse-text.ts';
import { parseCast, parseField, parseFieldName, runParser } from './parse-text.ts';
import {
  AGGREGATES,
  type AggregateFunction,
  type JoinType,
  type SelectItem,
} from './query-types.ts';

/** `!hint` and `!inner`/`!left`, in either order, each at most once. */
function parseEmbedParams(cursor: Cursor): { hint: string | null; joinType: JoinType | null } {
  let hint: string | null = null;
  let joinType: JoinType | null = null;
  for (let taken = 0; taken < 2 && cursor.take('!'); taken += 1) {
    const start = cursor.index;
    const word = parseFieldName(cursor);
    const after = cursor.peek();
    if ((word === 'inner' || word === 'left') && (after === '(' || after === '!')) {
      joinType ??= word;
    } else if (hint === null) {
      hint = word;
    } else {
      cursor.index = start;
      cursor.fail('"(" or "!"');
    }
  }
  return { hint, joinType };
}

function parseAggregate(cursor: Cursor): AggregateFunction | null {
  for (const name of AGGREGATES) {
    if (cursor.startsWith(`.${name}()`)) {
      cursor.index += name.length + 3;
      return name;
    }
  }
  return null;
}

function atItemEnd(cursor: Cursor): boolean {
  return cursor.done || cursor.peek() === ',' || cursor.peek() === ')';
}

function parseItemList(cursor: Cursor, nested: boolean): SelectItem[] {
  const items: SelectItem[] = [];
  cursor.skipSpaces();
  if (cursor.done || (nested && cursor.peek() === ')')) return items;
  for (;;) {
    items.push(parseSelectItem(cursor));
    cursor.skipSpaces();
    if (!cursor.take(',')) return items;
  }
}

function parseEmbedBody(cursor: Cursor): SelectItem[] {
  cursor.expect('(', '"("');
  const items = parseItemList(cursor, true);
  cursor.expect(')', '"," or ")"');
  cursor.skipSpaces();
  return items;
}

function parseSelectItem(cursor: Cursor): SelectItem {
  cursor.skipSpaces();
  if (cursor.take('*')) {
    cursor.skipSpaces();
    if (!atItemEnd(cursor)) cursor.fail('"," or end of input');
    return { kind: 'star' };
  }
  if (cursor.take('...')) {
    const name = parseFieldName(cursor);
    const { hint, joinType } = parseEmbedParams(cursor);
    const select = parseEmbedBody(cursor);
    return { kind: 'embed', name, alias: null, hint, joinType, spread: true, select };
  }
  let alias: string | null = null;
  const start = cursor.index;
  const first = parseFieldName(cursor);
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.index += 1;
    alias = first;
    cursor.skipSpaces();
  } else {
    cursor.index = start;
  }
  if (cursor.take('count()')) {
    const aggregateCast = parseCast(cursor);
    cursor.skipSpaces();
    if (!atItemEnd(cursor)) cursor.fail('"," or end of input');
    return {
      kind: 'field',
      field: { name: '*', jsonPath: [] },
      alias,
      cast: null,
      aggregate: 'count',
      aggregateCast,
    };
  }
  const nameStart = cursor.index;
  const name = parseFieldName(cursor);
  if (cursor.peek() === '(' || cursor.peek() === '!') {
    const { hint, joinType } = parseEmbedParams(cursor);
    const select = parseEmbedBody(cursor);
    return { kind: 'embed', name, alias, hint, joinType, spread: false, select };
  }
  cursor.index = nameStart;
  const field = parseField(cursor);
  const cast = parseCast(cursor);
  const aggregate = parseAggregate(cursor);
  const aggregateCast = aggregate === null ? null : parseCast(cursor);
  cursor.skipSpaces();
  if (!atItemEnd(cursor)) cursor.fail('"->", "::", "," or end of input');
  if (aggregate === null) return { kind: 'field', field, alias, cast };
  return { kind: 'field', field, alias, cast, aggregate, aggregateCast };
}

export function parseSelect(input: string): SelectItem[] {
  return runParser('select parameter', input, (cursor) => {
    const items = parseItemList(cursor, false);
    if (!cursor.done) cursor.fail('"," or end of input');
    return items;
  });
}
