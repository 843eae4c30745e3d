/**
 * Parsers for PostgREST's query-string language: `select`, horizontal filters (`col=op.value`),
 * `and`/`or` trees, `order`, `limit`/`offset`, `columns` and `on_conflict`. The grammar follows
 * PostgREST's documentation; the output is a plain tree that the SQL builder validates against
 * the schema cache, so nothing here ever becomes SQL text directly.
 */
import { RestError, queryParamError } from './errors.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  /** An integer operand indexes a JSON array instead of naming a key. */
  isIndex: boolean;
}

export interface Field {
  name: string;
  jsonPath: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: Field; alias: string | null; cast: string | null }
  | { kind: 'relation'; name: string };

export const SIMPLE_OPERATORS = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'] as const;
export const QUANT_OPERATORS = [
  'eq',
  'gte',
  'gt',
  'lte',
  'lt',
  'like',
  'ilike',
  'match',
  'imatch',
] as const;
export const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

export type SimpleOperator = (typeof SIMPLE_OPERATORS)[number];
export type QuantOperator = (typeof QUANT_OPERATORS)[number];
export type FtsOperator = (typeof FTS_OPERATORS)[number];
export type IsValue = (typeof IS_VALUES)[number];

export type Operation =
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; operator: FtsOperator; language: string | null; value: string }
  | { kind: 'simple'; operator: SimpleOperator; value: string }
  | { kind: 'quant'; operator: QuantOperator; quantifier: 'any' | 'all' | null; value: string };

export interface Filter {
  field: Field;
  negated: boolean;
  operation: Operation;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'expr'; negated: boolean; operator: 'and' | 'or'; children: LogicTree[] };

export interface OrderTerm {
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

export interface ParsedQuery {
  select: SelectItem[];
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  columns: string[] | null;
  onConflict: string[] | null;
}

/** Thrown inside the parsers; turned into PGRST100 with PostgREST's position-style message. */
class ParseFailure extends Error {
  readonly position: number;
  readonly details: string;

  constructor(position: number, details: string) {
    super(details);
    this.position = position;
    this.details = details;
  }
}

/** A cursor over one parameter value. */
class Cursor {
  readonly text: string;
  index = 0;

  constructor(text: string) {
    this.text = text;
  }

  get done(): boolean {
    return this.index >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text[this.index + offset] ?? '';
  }

  startsWith(token: string): boolean {
    return this.text.startsWith(token, this.index);
  }

  take(token: string): boolean {
    if (!this.startsWith(token)) return false;
    this.index += token.length;
    return true;
  }

  expect(token: string, what: string): void {
    if (!this.take(token)) this.fail(what);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.index += 1;
  }

  fail(expecting: string): never {
    const unexpected = this.done ? 'end of input' : JSON.stringify(this.peek());
    throw new ParseFailure(this.index, `unexpected ${unexpected} expecting ${expecting}`);
  }
}

function runParser<T>(label: string, input: string, parse: (cursor: Cursor) => T): T {
  const cursor = new Cursor(input);
  try {
    const result = parse(cursor);
    if (!cursor.done) cursor.fail('end of input');
    return result;
  } catch (error) {
    if (error instanceof ParseFailure) {
      throw queryParamError(
        `"failed to parse ${label} (${input})" (line 1, column ${error.position + 1})`,
        error.details,
      );
    }
    throw error;
  }
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

function parseQuoted(cursor: Cursor): string {
  cursor.expect('"', '"\\""');
  let value = '';
  for (;;) {
    if (cursor.done) cursor.fail('"\\"" closing the quoted value');
    const char = cursor.peek();
    if (char === '"') {
      cursor.index += 1;
      return value;
    }
    if (char === '\\') {
      cursor.index += 1;
      if (cursor.done) cursor.fail('an escaped character');
    }
    value += cursor.peek();
    cursor.index += 1;
  }
}

/** Identifier words joined by single dashes, where a dash never starts an arrow (`->`). */
function parseDashedWords(
  cursor: Cursor,
  isWordChar: (char: string) => boolean,
  what: string,
): string {
  let value = '';
  for (;;) {
    let word = '';
    while (!cursor.done && isWordChar(cursor.peek())) {
      word += cursor.peek();
      cursor.index += 1;
    }
    if (word === '') cursor.fail(what);
    value += word;
    if (cursor.peek() === '-' && cursor.peek(1) !== '>') {
      cursor.index += 1;
      value += '-';
      continue;
    }
    return value.trim();
  }
}

function parseFieldName(cursor: Cursor): string {
  if (cursor.peek() === '"') return parseQuoted(cursor);
  return parseDashedWords(
    cursor,
    (char) => IDENTIFIER_CHAR.test(char),
    'field name (* or [a..z0..9_$])',
  );
}

function atJsonOperandEnd(cursor: Cursor): boolean {
  return (
    cursor.done ||
    cursor.startsWith('->') ||
    cursor.startsWith('::') ||
    ['.', ','].includes(cursor.peek())
  );
}

function parseJsonPath(cursor: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    let arrow: JsonStep['arrow'];
    if (cursor.take('->>')) arrow = '->>';
    else if (cursor.take('->')) arrow = '->';
    else return steps;
    const start = cursor.index;
    const index = /^-?\d+/.exec(cursor.text.slice(cursor.index));
    if (index) {
      cursor.index += index[0].length;
      if (atJsonOperandEnd(cursor) || cursor.peek() === ')') {
        steps.push({ arrow, key: index[0], isIndex: true });
        continue;
      }
      cursor.index = start;
    }
    const key =
      cursor.peek() === '"'
        ? parseQuoted(cursor)
        : parseDashedWords(cursor, (char) => !'(-:.,>)'.includes(char), 'a JSON key');
    steps.push({ arrow, key, isIndex: false });
  }
}

function parseField(cursor: Cursor): Field {
  cursor.skipSpaces();
  const name = parseFieldName(cursor);
  const jsonPath = parseJsonPath(cursor);
  cursor.skipSpaces();
  return { name, jsonPath };
}

const CAST_NAME = /^[A-Za-z_][A-Za-z0-9_ ]*/;

/** Casts a select item may use: single words, or the SQL types whose names have spaces. */
const MULTI_WORD_TYPES = new Set([
  'double precision',
  'character varying',
  'bit varying',
  'timestamp with time zone',
  'timestamp without time zone',
  'time with time zone',
  'time without time zone',
]);

/** A type name that can only ever be a type name: one word, or a known multi-word type. */
function normalizeCast(raw: string): string | null {
  const normalized = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  return /^[a-z_][a-z0-9_]*$/.test(normalized) || MULTI_WORD_TYPES.has(normalized)
    ? normalized
    : null;
}

// ---------------------------------------------------------------------------------------------
// select
// ---------------------------------------------------------------------------------------------

function parseSelectItem(cursor: Cursor): SelectItem {
  cursor.skipSpaces();
  if (cursor.take('*')) {
    cursor.skipSpaces();
    return { kind: 'star' };
  }
  if (cursor.startsWith('...')) {
    cursor.index += 3;
    const name = parseFieldName(cursor);
    skipEmbedded(cursor);
    return { kind: 'relation', name };
  }
  let alias: string | null = null;
  const start = cursor.index;
  const first = parseFieldName(cursor);
  if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
    cursor.index += 1;
    alias = first;
  } else {
    cursor.index = start;
  }
  const nameStart = cursor.index;
  const name = parseFieldName(cursor);
  if (cursor.peek() === '(' || cursor.peek() === '!') {
    if (name === 'count' && cursor.startsWith('()')) {
      throw new RestError(400, {
        code: 'PGRST123',
        message: 'Use of aggregate functions is not allowed',
      });
    }
    skipEmbedded(cursor);
    return { kind: 'relation', name };
  }
  cursor.index = nameStart;
  const field = parseField(cursor);
  let cast: string | null = null;
  if (cursor.take('::')) {
    const match = CAST_NAME.exec(cursor.text.slice(cursor.index));
    cast = match ? normalizeCast(match[0]) : null;
    if (!match || cast === null) cursor.fail('a type name');
    cursor.index += match[0].length;
  }
  cursor.skipSpaces();
  if (!cursor.done && cursor.peek() !== ',') cursor.fail('"->", "::", "," or end of input');
  return { kind: 'field', field, alias, cast };
}

/** Skips an embedded resource `name!hint(...)`; the caller reports it as unsupported. */
function skipEmbedded(cursor: Cursor): void {
  while (cursor.peek() === '!') {
    cursor.index += 1;
    parseFieldName(cursor);
  }
  cursor.expect('(', '"("');
  let depth = 1;
  while (depth > 0) {
    if (cursor.done) cursor.fail('")"');
    const char = cursor.peek();
    if (char === '"') {
      parseQuoted(cursor);
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    cursor.index += 1;
  }
  cursor.skipSpaces();
}

export function parseSelect(input: string): SelectItem[] {
  return runParser('select parameter', input, (cursor) => {
    const items: SelectItem[] = [];
    if (cursor.done) return items;
    for (;;) {
      items.push(parseSelectItem(cursor));
      if (!cursor.take(',')) return items;
    }
  });
}

// ---------------------------------------------------------------------------------------------
// filters
// ---------------------------------------------------------------------------------------------

function isOneOf<T extends string>(values: readonly T[], candidate: string): candidate is T {
  return (values as readonly string[]).includes(candidate);
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

/** `key` of a filter parameter: one column, maybe with a JSON path; dots would mean embedding. */
export function parseFilterKey(input: string): { path: string[]; field: Field } {
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

// ---------------------------------------------------------------------------------------------
// order, columns, limit, offset
// ---------------------------------------------------------------------------------------------

export function parseOrder(input: string): OrderTerm[] {
  return runParser('order', input, (cursor) => {
    const terms: OrderTerm[] = [];
    for (;;) {
      const field = parseField(cursor);
      let direction: OrderTerm['direction'] = null;
      let nulls: OrderTerm['nulls'] = null;
      if (cursor.take('.asc')) direction = 'asc';
      else if (cursor.take('.desc')) direction = 'desc';
      if (cursor.take('.nullsfirst')) nulls = 'first';
      else if (cursor.take('.nullslast')) nulls = 'last';
      cursor.skipSpaces();
      terms.push({ field, direction, nulls });
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

const RESERVED = new Set(['select', 'columns', 'on_conflict', 'order', 'limit', 'offset']);

function notEmbedded(resource: string): RestError {
  return new RestError(400, {
    code: 'PGRST108',
    message: `'${resource}' is not an embedded resource in this request`,
    hint: `Verify that '${resource}' is included in the 'select' query parameter.`,
  });
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

/** Parses the whole query string of a table request. */
export function parseQuery(params: URLSearchParams): ParsedQuery {
  const query: ParsedQuery = {
    select: [{ kind: 'star' }],
    filters: [],
    logic: [],
    order: [],
    limit: null,
    offset: 0,
    columns: null,
    onConflict: null,
  };
  for (const [key, value] of params) {
    // The API key may travel in the URL (the server accepts it there); it is no filter.
    if (key === 'apikey') continue;
    if (nestingDepth(value) > MAX_QUERY_NESTING) {
      throw queryParamError(
        `"failed to parse ${key} (nesting deeper than ${MAX_QUERY_NESTING})"`,
        `Parameter values may nest parentheses and brackets at most ${MAX_QUERY_NESTING} deep`,
      );
    }
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'columns') query.columns = parseColumnList('columns parameter', value);
    else if (key === 'on_conflict')
      query.onConflict = parseColumnList('on_conflict parameter', value);
    else if (key === 'order') query.order.push(...parseOrder(value));
    else if (key === 'limit') query.limit = parseNonNegative('limit', value);
    else if (key === 'offset') query.offset = parseNonNegative('offset', value);
    else if (key === 'and' || key === 'or' || key === 'not.and' || key === 'not.or') {
      query.logic.push(parseLogicParam(key, value));
    } else {
      const last = key.split('.').at(-1) ?? key;
      if (RESERVED.has(last) || last === 'and' || last === 'or') {
        throw notEmbedded(key.split('.')[0] ?? key);
      }
      const { path, field } = parseFilterKey(key);
      if (path.length > 0) throw notEmbedded(path[0] ?? key);
      query.filters.push(parseFilterValue(field, value));
    }
  }
  return query;
}
