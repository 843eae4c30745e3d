/**
 * Filters (`col=op.value`, with `not.` and quantifiers), `and`/`or` trees, `order` terms (also on
 * embedded to-one resources, `client(name).desc`), filter keys with embed paths
 * (`messages.id`), and column lists, as PostgREST's grammar has them.
 */
import {
  Cursor,
  ParseFailure,
  parseField,
  parseFieldName,
  parseQuoted,
  runParser,
} from './parse-text.ts';
import {
  FTS_OPERATORS,
  IS_VALUES,
  QUANT_OPERATORS,
  SIMPLE_OPERATORS,
  type EmbedPath,
  type Field,
  type Filter,
  type LogicTree,
  type OrderTerm,
} from './query-types.ts';

function isOneOf<T extends string>(values: readonly T[], candidate: string): candidate is T {
  return (values as readonly string[]).includes(candidate);
}

function readUntil(cursor: Cursor, stops: string): string {
  let value = '';
  while (!cursor.done && !stops.includes(cursor.peek())) {
    value += cursor.peek();
    cursor.index += 1;
  }
  return value;
}

/**
 * A quoted element, when the text at the cursor is one and `endsHere` accepts what follows it;
 * otherwise null with the cursor unmoved, so the caller reads the quotes as plain characters
 * (PostgREST's parser backtracks the same way).
 */
function tryQuoted(cursor: Cursor, endsHere: (next: string) => boolean): string | null {
  if (cursor.peek() !== '"') return null;
  const start = cursor.index;
  try {
    const quoted = parseQuoted(cursor);
    if (endsHere(cursor.peek())) return quoted;
  } catch (error) {
    if (!(error instanceof ParseFailure)) throw error;
  }
  cursor.index = start;
  return null;
}

function parseListValue(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect('(', '"("');
  cursor.skipSpaces();
  const values: string[] = [];
  for (;;) {
    const quoted = tryQuoted(cursor, (next) => next === ',' || next === ')');
    values.push(quoted ?? readUntil(cursor, ',)'));
    if (cursor.take(',')) continue;
    cursor.expect(')', '"," or ")"');
    cursor.skipSpaces();
    return values;
  }
}

/** A value inside and/or trees ends at `,` or `)` unless quoted or a `{...}` array literal. */
function parseLogicValue(cursor: Cursor): string {
  const quoted = tryQuoted(cursor, (next) => next === '' || next === ',' || next === ')');
  if (quoted !== null) return quoted;
  if (cursor.peek() === '{') {
    const close = cursor.text.indexOf('}', cursor.index);
    const inner = close === -1 ? '' : cursor.text.slice(cursor.index + 1, close);
    if (close !== -1 && !inner.includes('{')) {
      const value = cursor.text.slice(cursor.index, close + 1);
      cursor.index = close + 1;
      return value;
    }
  }
  return readUntil(cursor, ',)');
}

function readOperatorName(cursor: Cursor): string {
  const match = /^[a-z_]+/.exec(cursor.text.slice(cursor.index));
  return match ? match[0] : '';
}

function parseOperation(
  cursor: Cursor,
  readValue: (cursor: Cursor) => string,
): Omit<Filter, 'field'> {
  const expecting = 'operator (eq, gt, ...)';
  let negated = false;
  if (cursor.startsWith('not.')) {
    negated = true;
    cursor.index += 4;
  }
  const name = readOperatorName(cursor);
  if (name === '') cursor.fail(expecting);
  const afterName = cursor.index + name.length;
  if (name === 'in') {
    cursor.index = afterName;
    cursor.expect('.', 'delimiter (.)');
    return { negated, operation: { kind: 'in', values: parseListValue(cursor) } };
  }
  if (name === 'is') {
    cursor.index = afterName;
    cursor.expect('.', 'delimiter (.)');
    // PostgREST reads these words case-insensitively (is.NULL, is.True).
    const value = /^[a-zA-Z_]+/.exec(cursor.text.slice(cursor.index))?.[0].toLowerCase() ?? '';
    if (!isOneOf(IS_VALUES, value)) cursor.fail('isVal: (null, not_null, true, false, unknown)');
    cursor.index += value.length;
    return { negated, operation: { kind: 'is', value } };
  }
  if (name === 'isdistinct') {
    cursor.index = afterName;
    cursor.expect('.', 'delimiter (.)');
    return { negated, operation: { kind: 'isdistinct', value: readValue(cursor) } };
  }
  if (isOneOf(FTS_OPERATORS, name)) {
    cursor.index = afterName;
    let language: string | null = null;
    if (cursor.take('(')) {
      language = readUntil(cursor, ')');
      if (!/^[A-Za-z0-9_ $]+$/.test(language)) cursor.fail('a text search configuration');
      cursor.expect(')', '")"');
    }
    cursor.expect('.', 'delimiter (.)');
    return {
      negated,
      operation: { kind: 'fts', operator: name, language, value: readValue(cursor) },
    };
  }
  if (isOneOf(SIMPLE_OPERATORS, name)) {
    cursor.index = afterName;
    cursor.expect('.', 'delimiter (.)');
    return { negated, operation: { kind: 'simple', operator: name, value: readValue(cursor) } };
  }
  if (isOneOf(QUANT_OPERATORS, name)) {
    cursor.index = afterName;
    let quantifier: 'any' | 'all' | null = null;
    if (cursor.take('(any)')) quantifier = 'any';
    else if (cursor.take('(all)')) quantifier = 'all';
    cursor.expect('.', 'delimiter (.)');
    return {
      negated,
      operation: { kind: 'quant', operator: name, quantifier, value: readValue(cursor) },
    };
  }
  return cursor.fail(expecting);
}

function readRest(cursor: Cursor): string {
  const value = cursor.text.slice(cursor.index);
  cursor.index = cursor.text.length;
  return value;
}

export function parseFilterValue(field: Field, input: string): Filter {
  const parsed = runParser('filter', input, (cursor) => parseOperation(cursor, readRest));
  return { field, ...parsed };
}

/** The key of a filter, order or paging parameter: embed path names, then one column. */
export function parseFilterKey(input: string): { path: EmbedPath; field: Field } {
  return runParser('tree path', input, (cursor) => {
    const path: string[] = [];
    for (;;) {
      const start = cursor.index;
      const name = parseFieldName(cursor);
      if (cursor.peek() === '.') {
        cursor.index += 1;
        path.push(name);
        continue;
      }
      cursor.index = start;
      return { path, field: parseField(cursor) };
    }
  });
}

function parseLogicTree(cursor: Cursor): LogicTree {
  cursor.skipSpaces();
  const start = cursor.index;
  let negated = false;
  if (cursor.take('not.')) negated = true;
  for (const operator of ['and', 'or'] as const) {
    if (cursor.startsWith(`${operator}(`)) {
      cursor.index += operator.length + 1;
      const children: LogicTree[] = [];
      for (;;) {
        children.push(parseLogicTree(cursor));
        cursor.skipSpaces();
        if (cursor.take(',')) continue;
        cursor.expect(')', '"," or ")"');
        cursor.skipSpaces();
        return { kind: 'expr', negated, operator, children };
      }
    }
  }
  cursor.index = start;
  const field = parseField(cursor);
  cursor.expect('.', 'delimiter (.)');
  const operation = parseOperation(cursor, parseLogicValue);
  return { kind: 'filter', filter: { field, ...operation } };
}

/** `or=(a.eq.1,b.gt.2)` arrives as key `or` (maybe `not.or`) and value `(...)`. */
export function parseLogicParam(key: string, value: string): LogicTree {
  const negated = key.startsWith('not.');
  const operator = negated ? key.slice(4) : key;
  return runParser('logic tree', `${negated ? 'not.' : ''}${operator}${value}`, parseLogicTree);
}

function parseOrderTerm(cursor: Cursor): OrderTerm {
  cursor.skipSpaces();
  const start = cursor.index;
  let relation: string | null = null;
  const name = parseFieldName(cursor);
  if (cursor.peek() === '(') {
    relation = name;
    cursor.index += 1;
  } else {
    cursor.index = start;
  }
  const field = parseField(cursor);
  if (relation !== null) cursor.expect(')', '")"');
  let direction: OrderTerm['direction'] = null;
  let nulls: OrderTerm['nulls'] = null;
  if (cursor.take('.asc')) direction = 'asc';
  else if (cursor.take('.desc')) direction = 'desc';
  if (cursor.take('.nullsfirst')) nulls = 'first';
  else if (cursor.take('.nullslast')) nulls = 'last';
  cursor.skipSpaces();
  return { relation, field, direction, nulls };
}

export function parseOrder(input: string): OrderTerm[] {
  return runParser('order', input, (cursor) => {
    const terms: OrderTerm[] = [];
    for (;;) {
      terms.push(parseOrderTerm(cursor));
      if (cursor.take(',')) continue;
      if (!cursor.done)
        cursor.fail('"asc", "desc", "nullsfirst", "nullslast", "," or end of input');
      return terms;
    }
  });
}

export function parseColumnList(label: string, input: string): string[] {
  return runParser(label, input, (cursor) => {
    const names: string[] = [];
    for (;;) {
      cursor.skipSpaces();
      names.push(parseFieldName(cursor));
      cursor.skipSpaces();
      if (!cursor.take(',')) return names;
    }
  });
}

/** Whether a filter value parses as an operation (for /rpc GET, where others are arguments). */
export function isFilterValue(input: string): boolean {
  const cursor = new Cursor(input);
  try {
    parseOperation(cursor, readRest);
    return cursor.done;
  } catch (error) {
    if (error instanceof ParseFailure) return false;
    throw error;
  }
}
