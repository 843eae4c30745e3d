/**
 * The building blocks of PostgREST's query-string grammar shared by every parameter: a cursor over
 * one value, field names (quoted or dashed words), JSON paths (`->`, `->>`), type names for casts,
 * and the PGRST100 error carrying the position of the fault.
 */
import { queryParamError } from './errors.ts';
import type { Field, JsonStep } from './query-types.ts';

/** Thrown inside the parsers; turned into PGRST100 with PostgREST's position-style message. */
export class ParseFailure extends Error {
  readonly position: number;
  readonly details: string;

  constructor(position: number, details: string) {
    super(details);
    this.position = position;
    this.details = details;
  }
}

/** A cursor over one parameter value. */
export class Cursor {
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

export function runParser<T>(label: string, input: string, parse: (cursor: Cursor) => T): T {
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

export function parseQuoted(cursor: Cursor): string {
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

export function parseFieldName(cursor: Cursor): string {
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

export function parseJsonPath(cursor: Cursor): JsonStep[] {
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

export function parseField(cursor: Cursor): Field {
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

/** `::type` at the cursor, if there is one. */
export function parseCast(cursor: Cursor): string | null {
  if (!cursor.take('::')) return null;
  const match = CAST_NAME.exec(cursor.text.slice(cursor.index));
  const cast = match ? normalizeCast(match[0]) : null;
  if (!match || cast === null) cursor.fail('a type name');
  cursor.index += match[0].length;
  return cast;
}
