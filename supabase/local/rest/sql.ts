/**
 * The SQL pieces every REST statement shares: quoting, parameters, columns and computed fields with
 * JSON paths, filters, logic trees, order and paging. Identifiers reach SQL only after they were
 * found in the schema cache, and then always double-quoted; every value from the request is a
 * bound parameter ($n) cast to the column's catalog type, so a filter value can never change the
 * statement's shape.
 */
import type { RestError } from './errors.ts';
import { columnNotInCache, undefinedColumn } from './errors.ts';
import type {
  Field,
  Filter,
  LogicTree,
  OrderTerm,
  QuantOperator,
  SimpleOperator,
} from './query-types.ts';
import { closestColumn } from './closest-name.ts';
import type { ColumnInfo, TableInfo } from './schema-cache.ts';

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The statement's parameters; every value is sent as text and cast in SQL. */
export class SqlParams {
  readonly values: string[] = [];

  add(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function tableRef(table: { schema: string; name: string }): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

/** Raised when an identifier is unknown, so the caller can reload the cache once and retry. */
export class UnknownIdentifier extends Error {
  readonly restError: RestError;
  /** `column:table.column`, to rate-limit reloads per missing name. */
  readonly missingName: string;

  constructor(restError: RestError, missingName: string) {
    super(restError.message);
    this.name = 'UnknownIdentifier';
    this.restError = restError;
    this.missingName = missingName;
  }
}

/**
 * The column, or what PostgreSQL answers for a missing one, naming the relation as the statement
 * does (`messages_1` for an embedded resource), so the message matches PostgREST's.
 */
export function requireColumn(table: TableInfo, name: string, shownAs = table.name): ColumnInfo {
  const column = table.columnsByName.get(name);
  if (!column) {
    const suggestion = closestColumn(name, table.columnsByName.keys());
    throw new UnknownIdentifier(
      undefinedColumn(shownAs, name, suggestion),
      `column:${table.schema}.${table.name}.${name}`,
    );
  }
  return column;
}

/** The relation name in a qualifier: `"public"."t"` is t, `"t_1"` is t_1. */
function shownName(qualifier: string): string {
  const last = /"((?:[^"]|"")*)"$/.exec(qualifier)?.[1];
  return last === undefined ? qualifier : last.replaceAll('""', '"');
}

/** Columns named by a body or by `columns=`: PostgREST answers PGRST204 for unknown ones. */
export function requireWritableColumn(table: TableInfo, name: string): ColumnInfo {
  const column = table.columnsByName.get(name);
  if (!column)
    throw new UnknownIdentifier(columnNotInCache(table.name, name), `column:${table.name}.${name}`);
  return column;
}

export interface FieldSql {
  sql: string;
  /** The SQL type a compared value is cast to. */
  type: string;
  /** The output name when the select item has no alias: the column or the last JSON key. */
  defaultName: string;
}

export function isJsonType(type: string): boolean {
  return type === 'json' || type === 'jsonb';
}

/**
 * The row of `table` under `qualifier` as a value of the table's row type, whatever the source
 * (the table, a CTE of mutated rows, a function's result), so functions of the row resolve.
 */
export function wholeRowSql(table: TableInfo, qualifier: string): string {
  const columns = table.columns.map((column) => `${qualifier}.${quoteIdent(column.name)}`);
  return `ROW(${columns.join(', ')})::${tableRef(table)}`;
}

/** The name a selected field has in the output without an alias: its last JSON key or itself. */
export function fieldOutputName(field: Field): string {
  const keys = field.jsonPath.filter((step) => !step.isIndex);
  return keys.at(-1)?.key ?? field.name;
}

/**
 * A column, or a computed field (a function of the row, called on the qualifier's whole row),
 * followed by its JSON path; values of other types are turned into jsonb first, as PostgREST does.
 */
export function fieldSql(
  table: TableInfo,
  qualifier: string,
  field: Field,
  params: SqlParams,
): FieldSql {
  const computed = table.columnsByName.has(field.name)
    ? undefined
    : table.computedFields.get(field.name);
  // `messages(count)`: PostgreSQL reads `messages_1.count` as count(messages_1), the number of
  // rows, and PostgREST passes the name through; so does this service when no column has it.
  if (field.name === 'count' && !computed && !table.columnsByName.has('count'))
    return { sql: `${qualifier}."count"`, type: 'bigint', defaultName: 'count' };
  const column = computed ? null : requireColumn(table, field.name, shownName(qualifier));
  let sql = computed
    ? `${tableRef(computed)}(${wholeRowSql(table, qualifier)})`
    : `${qualifier}.${quoteIdent(field.name)}`;
  const baseType = computed ? computed.returnType : (column?.type ?? 'text');
  let type = baseType;
  if (field.jsonPath.length > 0 && !isJsonType(baseType)) sql = `to_jsonb(${sql})`;
  for (const step of field.jsonPath) {
    const operand = step.isIndex
      ? `${params.add(step.key)}::integer`
      : `${params.add(step.key)}::text`;
    sql = `(${sql} ${step.arrow} ${operand})`;
    type = step.arrow === '->>' ? 'text' : isJsonType(baseType) ? baseType : 'jsonb';
  }
  return { sql, type, defaultName: fieldOutputName(field) };
}

const SIMPLE_SQL: Record<SimpleOperator, string> = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const QUANT_SQL: Record<QuantOperator, string> = {
  eq: '=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
};

const FTS_FUNCTIONS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;

/** A PostgreSQL array literal of text elements, every element quoted and escaped. */
export function textArrayLiteral(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}

/** Where filters are read: the relation, the SQL name it has in the statement, the parameters. */
export interface FilterScope {
  table: TableInfo;
  qualifier: string;
  params: SqlParams;
  /** A filter naming an embedded resource (`messages=not.is.null`) tests whether it has rows. */
  embedTest?: (filter: Filter) => string | null;
}

function operationSql(scope: FilterScope, filter: Filter): string {
  const { params } = scope;
  const field = fieldSql(scope.table, scope.qualifier, filter.field, params);
  const operation = filter.operation;
  switch (operation.kind) {
    case 'in': {
      const list = params.add(textArrayLiteral(operation.values));
      return `${field.sql} IN (SELECT _pgrst_v::${field.type} FROM unnest(${list}::text[]) AS _pgrst_u(_pgrst_v))`;
    }
    case 'is': {
      const tests = {
        null: 'NULL',
        not_null: 'NOT NULL',
        true: 'TRUE',
        false: 'FALSE',
        unknown: 'UNKNOWN',
      };
      return `${field.sql} IS ${tests[operation.value]}`;
    }
    case 'isdistinct':
      return `${field.sql} IS DISTINCT FROM ${params.add(operation.value)}::${field.type}`;
    case 'fts': {
      const language =
        operation.language === null ? null : `${params.add(operation.language)}::regconfig`;
      const query = `${FTS_FUNCTIONS[operation.operator]}(${language === null ? '' : `${language}, `}${params.add(operation.value)}::text)`;
      const vector =
        field.type === 'tsvector'
          ? field.sql
          : `to_tsvector(${language === null ? '' : `${language}, `}${field.sql})`;
      return `${vector} @@ ${query}`;
    }
    case 'simple':
      return `${field.sql} ${SIMPLE_SQL[operation.operator]} ${params.add(operation.value)}::${field.type}`;
    case 'quant': {
      const textual = ['like', 'ilike', 'match', 'imatch'].includes(operation.operator);
      // PostgREST lets `*` stand for `%` in like patterns, which keeps URLs free of `%` escapes.
      const value =
        operation.operator === 'like' || operation.operator === 'ilike'
          ? operation.value.replaceAll('*', '%')
          : operation.value;
      const valueType = textual ? 'text' : field.type;
      const operator = QUANT_SQL[operation.operator];
      if (operation.quantifier === null)
        return `${field.sql} ${operator} ${params.add(value)}::${valueType}`;
      const quantifier = operation.quantifier === 'any' ? 'ANY' : 'ALL';
      return `${field.sql} ${operator} ${quantifier}(${params.add(value)}::${valueType}[])`;
    }
  }
}

export function filterSql(scope: FilterScope, filter: Filter): string {
  const embedded = scope.embedTest?.(filter);
  if (embedded) return embedded;
  const sql = operationSql(scope, filter);
  return filter.negated ? `NOT (${sql})` : sql;
}

export function logicSql(scope: FilterScope, tree: LogicTree): string {
  if (tree.kind === 'filter') return filterSql(scope, tree.filter);
  const joiner = tree.operator === 'and' ? ' AND ' : ' OR ';
  const sql = `(${tree.children.map((child) => logicSql(scope, child)).join(joiner)})`;
  return tree.negated ? `NOT ${sql}` : sql;
}

/** The conditions of the filters and logic trees, to be joined with AND. */
export function conditionsSql(scope: FilterScope, filters: Filter[], logic: LogicTree[]): string[] {
  return [
    ...filters.map((filter) => filterSql(scope, filter)),
    ...logic.map((tree) => logicSql(scope, tree)),
  ];
}

export function whereSql(scope: FilterScope, filters: Filter[], logic: LogicTree[]): string {
  const conditions = conditionsSql(scope, filters, logic);
  return conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
}
/** `ORDER BY`; a term on an embedded to-one resource is resolved by `related` to its SQL. */
export function orderSql(
  table: TableInfo,
  qualifier: string,
  terms: OrderTerm[],
  params: SqlParams,
  related: (term: OrderTerm) => string = () => {
    throw new Error('A related order needs the embedded resources');
  },
): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    const expression =
      term.relation === null ? fieldSql(table, qualifier, term.field, params).sql : related(term);
    const direction = term.direction === null ? '' : term.direction === 'asc' ? ' ASC' : ' DESC';
    const nulls =
      term.nulls === null ? '' : term.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
    return `${expression}${direction}${nulls}`;
  });
  return ` ORDER BY ${parts.join(', ')}`;
}

export function limitOffsetSql(limit: number | null, offset: number, params: SqlParams): string {
  const limitSql = limit === null ? '' : ` LIMIT ${params.add(String(limit))}::bigint`;
  const offsetSql = offset === 0 ? '' : ` OFFSET ${params.add(String(offset))}::bigint`;
  return `${limitSql}${offsetSql}`;
}
