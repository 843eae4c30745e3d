/**
 * Builds the SQL of one REST request from the parsed query and the schema cache. Identifiers
 * reach SQL only after they were found in the cache, and then always double-quoted; every value
 * from the request is a bound parameter ($n) cast to the column's catalog type, so a filter
 * value can never change the statement's shape.
 */
import { RestError, columnNotInCache, undefinedColumn } from './errors.ts';
import type {
  Field,
  Filter,
  LogicTree,
  OrderTerm,
  SelectItem,
  QuantOperator,
  SimpleOperator,
} from './params.ts';
import { closestColumn, type ColumnInfo, type TableInfo } from './schema.ts';

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

export function tableRef(table: TableInfo): string {
  return `"public".${quoteIdent(table.name)}`;
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

export function requireColumn(table: TableInfo, name: string): ColumnInfo {
  const column = table.columnsByName.get(name);
  if (!column) {
    const suggestion = closestColumn(name, table.columnsByName.keys());
    throw new UnknownIdentifier(
      undefinedColumn(table.name, name, suggestion),
      `column:${table.name}.${name}`,
    );
  }
  return column;
}

/** Columns named by a body or by `columns=`: PostgREST answers PGRST204 for unknown ones. */
export function requireWritableColumn(table: TableInfo, name: string): ColumnInfo {
  const column = table.columnsByName.get(name);
  if (!column)
    throw new UnknownIdentifier(columnNotInCache(table.name, name), `column:${table.name}.${name}`);
  return column;
}

interface FieldSql {
  sql: string;
  /** The SQL type a compared value is cast to. */
  type: string;
  /** The output name when the select item has no alias: the column or the last JSON key. */
  defaultName: string;
}

function isJsonType(type: string): boolean {
  return type === 'json' || type === 'jsonb';
}

function fieldSql(table: TableInfo, qualifier: string, field: Field, params: SqlParams): FieldSql {
  const column = requireColumn(table, field.name);
  let sql = `${qualifier}.${quoteIdent(column.name)}`;
  let type = column.type;
  let defaultName = column.name;
  for (const step of field.jsonPath) {
    const operand = step.isIndex
      ? `${params.add(step.key)}::integer`
      : `${params.add(step.key)}::text`;
    sql = `(${sql} ${step.arrow} ${operand})`;
    type = step.arrow === '->>' ? 'text' : isJsonType(column.type) ? column.type : 'jsonb';
    if (!step.isIndex) defaultName = step.key;
  }
  return { sql, type, defaultName };
}

export function noRelationship(table: TableInfo, name: string): RestError {
  return new RestError(400, {
    code: 'PGRST200',
    message: `Could not find a relationship between '${table.name}' and '${name}' in the schema cache`,
    details: `Searched for a foreign key relationship between '${table.name}' and '${name}' in the schema 'public', but no matches were found.`,
  });
}

/**
 * The select list: `expr AS "name"` for each item. `*` is expanded from the cache where the
 * source carries extra columns (mutations), and stays a wildcard otherwise.
 */
export function selectListSql(
  table: TableInfo,
  qualifier: string,
  items: SelectItem[],
  params: SqlParams,
  starAsWildcard = false,
): string {
  const parts: string[] = [];
  for (const item of items) {
    if (item.kind === 'star' && starAsWildcard) {
      parts.push(`${qualifier}.*`);
    } else if (item.kind === 'star') {
      for (const column of table.columns) {
        parts.push(`${qualifier}.${quoteIdent(column.name)} AS ${quoteIdent(column.name)}`);
      }
    } else if (item.kind === 'relation') {
      throw noRelationship(table, item.name);
    } else {
      const field = fieldSql(table, qualifier, item.field, params);
      // The parser lets through only one-word or known multi-word type names: never SQL.
      const expression = item.cast === null ? field.sql : `CAST(${field.sql} AS ${item.cast})`;
      parts.push(`${expression} AS ${quoteIdent(item.alias ?? field.defaultName)}`);
    }
  }
  // PostgREST answers an empty select list with empty objects.
  return parts.length > 0 ? parts.join(', ') : '';
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

function operationSql(
  table: TableInfo,
  qualifier: string,
  filter: Filter,
  params: SqlParams,
): string {
  const field = fieldSql(table, qualifier, filter.field, params);
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

export function filterSql(
  table: TableInfo,
  qualifier: string,
  filter: Filter,
  params: SqlParams,
): string {
  const sql = operationSql(table, qualifier, filter, params);
  return filter.negated ? `NOT (${sql})` : sql;
}

export function logicSql(
  table: TableInfo,
  qualifier: string,
  tree: LogicTree,
  params: SqlParams,
): string {
  if (tree.kind === 'filter') return filterSql(table, qualifier, tree.filter, params);
  const joiner = tree.operator === 'and' ? ' AND ' : ' OR ';
  const sql = `(${tree.children.map((child) => logicSql(table, qualifier, child, params)).join(joiner)})`;
  return tree.negated ? `NOT ${sql}` : sql;
}

export function whereSql(
  table: TableInfo,
  qualifier: string,
  filters: Filter[],
  logic: LogicTree[],
  params: SqlParams,
): string {
  const conditions = [
    ...filters.map((filter) => filterSql(table, qualifier, filter, params)),
    ...logic.map((tree) => logicSql(table, qualifier, tree, params)),
  ];
  return conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
}

export function orderSql(
  table: TableInfo,
  qualifier: string,
  terms: OrderTerm[],
  params: SqlParams,
): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    const field = fieldSql(table, qualifier, term.field, params);
    const direction = term.direction === null ? '' : term.direction === 'asc' ? ' ASC' : ' DESC';
    const nulls =
      term.nulls === null ? '' : term.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
    return `${field.sql}${direction}${nulls}`;
  });
  return ` ORDER BY ${parts.join(', ')}`;
}

export function limitOffsetSql(limit: number | null, offset: number, params: SqlParams): string {
  const limitSql = limit === null ? '' : ` LIMIT ${params.add(String(limit))}::bigint`;
  const offsetSql = offset === 0 ? '' : ` OFFSET ${params.add(String(offset))}::bigint`;
  return `${limitSql}${offsetSql}`;
}
