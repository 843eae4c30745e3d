/**
 * The SQL of a read plan: one statement for the whole tree. Each embedded resource is a lateral
 * subquery joined to its parent row (aggregated with json_agg for to-many, one row for to-one),
 * so a parent with any number of children costs one statement and every embedded row is read as
 * the caller, under the same row-level security as the parent. Also the count statement, which
 * follows only the filters and the inner joins that decide which root rows there are.
 */
import type { EmbedNode, FieldItem, ReadNode } from './read-plan.ts';
import type { Filter, OrderTerm } from './query-types.ts';
import {
  conditionsSql,
  fieldOutputName,
  fieldSql,
  limitOffsetSql,
  orderSql,
  quoteIdent,
  type FilterScope,
  type SqlParams,
} from './sql.ts';

function embedName(embed: EmbedNode): string {
  return embed.alias ?? embed.name;
}

function hasAggregates(node: ReadNode): boolean {
  return node.fields.some((item) => item.kind === 'field' && item.aggregate !== undefined);
}

/** `*` stays a wildcard unless the source has extra columns or the rows are grouped. */
function keepsWildcard(node: ReadNode): boolean {
  return node.starAsWildcard && !hasAggregates(node);
}

function fieldName(item: Extract<FieldItem, { kind: 'field' }>): string {
  return item.alias ?? item.aggregate ?? fieldOutputName(item.field);
}

/**
 * The output column names of a node; '*' where a wildcard stays, unless `named` asks for names
 * (a spread resource's columns are selected one by one by its parent, which may group by them).
 */
function outputNames(node: ReadNode, named = false): string[] {
  const names: string[] = [];
  for (const item of node.fields) {
    if (item.kind === 'star') {
      if (keepsWildcard(node) && !named) names.push('*');
      else names.push(...node.table.columns.map((column) => column.name));
    } else {
      names.push(fieldName(item));
    }
  }
  for (const embed of node.embeds) {
    if (embed.spread) names.push(...outputNames(embed, true));
    else if (hasOutput(embed)) names.push(embedName(embed));
  }
  return names;
}

/** `messages()` embeds nothing (it only joins, e.g. to filter with !inner). */
function hasOutput(node: ReadNode): boolean {
  return node.fields.length > 0 || node.embeds.some((embed) => embed.spread || hasOutput(embed));
}

interface SelectPart {
  sql: string;
  name: string | null;
  aggregated: boolean;
}

/** The node's own columns: expressions with their output names, aggregated or not. */
function fieldSelects(node: ReadNode, params: SqlParams): SelectPart[] {
  const parts: SelectPart[] = [];
  for (const item of node.fields) {
    if (item.kind === 'star') {
      if (keepsWildcard(node))
        parts.push({ sql: `${node.qualifier}.*`, name: null, aggregated: false });
      else
        parts.push(
          ...node.table.columns.map((column) => ({
            sql: `${node.qualifier}.${quoteIdent(column.name)}`,
            name: column.name,
            aggregated: false,
          })),
        );
      continue;
    }
    const star = item.aggregate === 'count' && item.field.name === '*';
    let expression = star ? '*' : fieldSql(node.table, node.qualifier, item.field, params).sql;
    // The parser lets through only one-word or known multi-word type names: never SQL.
    if (item.cast !== null) expression = `CAST(${expression} AS ${item.cast})`;
    if (item.aggregate !== undefined) {
      expression = `${item.aggregate.toUpperCase()}(${expression})`;
      if (item.aggregateCast) expression = `CAST(${expression} AS ${item.aggregateCast})`;
    }
    parts.push({
      sql: expression,
      name: fieldName(item),
      aggregated: item.aggregate !== undefined,
    });
  }
  return parts;
}

function selectSql(part: SelectPart): string {
  return part.name === null ? part.sql : `${part.sql} AS ${quoteIdent(part.name)}`;
}

function embedSelects(embed: EmbedNode): SelectPart[] {
  const from = embed.joinAlias;
  if (embed.spread) {
    return outputNames(embed, true).map((name) =>
      name === '*'
        ? { sql: `${from}.*`, name: null, aggregated: false }
        : { sql: `${from}.${quoteIdent(name)}`, name, aggregated: false },
    );
  }
  if (!hasOutput(embed)) return [];
  const name = embedName(embed);
  const sql = embed.toOne ? `row_to_json(${from}.*)::jsonb` : `COALESCE(${from}.${from}, '[]')`;
  return [{ sql, name, aggregated: false }];
}

/** How an embedded resource's rows meet its parent's row. */
function joinConditions(embed: EmbedNode, parent: ReadNode): string[] {
  const rel = embed.relationship;
  const child = embed.qualifier;
  if (rel.kind === 'computed') return [];
  if (rel.kind === 'many-to-many') {
    const junction = embed.junction ?? '';
    return [
      ...rel.targetColumns.map(
        ([own, via]) => `${child}.${quoteIdent(own)} = ${junction}.${quoteIdent(via)}`,
      ),
      ...rel.sourceColumns.map(
        ([own, via]) => `${junction}.${quoteIdent(via)} = ${parent.qualifier}.${quoteIdent(own)}`,
      ),
    ];
  }
  return rel.columns.map(
    ([own, foreign]) => `${child}.${quoteIdent(foreign)} = ${parent.qualifier}.${quoteIdent(own)}`,
  );
}

function findEmbed(node: ReadNode, name: string): EmbedNode | undefined {
  return node.embeds.find((embed) => embedName(embed) === name || embed.name === name);
}

/** `messages=is.null` / `messages=not.is.null` on an embedded resource: whether it has rows. */
function nullEmbedFilter(node: ReadNode, filter: Filter): EmbedNode | null {
  if (filter.field.jsonPath.length > 0) return null;
  if (filter.operation.kind !== 'is' || filter.operation.value !== 'null') return null;
  return findEmbed(node, filter.field.name) ?? null;
}

function scopeOf(node: ReadNode, params: SqlParams, test: FilterScope['embedTest']): FilterScope {
  return { table: node.table, qualifier: node.qualifier, params, embedTest: test };
}

function relatedOrder(node: ReadNode, params: SqlParams) {
  return (term: OrderTerm): string => {
    const embed = findEmbed(node, term.relation ?? '');
    if (!embed)
      throw new Error(`Related order on a resource that is not embedded: ${term.relation}`);
    return fieldSql(embed.table, embed.joinAlias, term.field, params).sql;
  };
}

function joinSql(embed: EmbedNode, parent: ReadNode, params: SqlParams): string {
  const alias = embed.joinAlias;
  const join = embed.joinType === 'inner' ? 'INNER JOIN LATERAL' : 'LEFT JOIN LATERAL';
  const rows = nodeSql(embed, params, joinConditions(embed, parent));
  if (embed.toOne) return ` ${join} (${rows}) AS ${alias} ON TRUE`;
  const columns = [`json_agg(${alias})::jsonb AS ${alias}`];
  if (embed.spread) {
    for (const name of outputNames(embed, true)) {
      const column = quoteIdent(name);
      if (name !== '*')
        columns.push(`COALESCE(json_agg(${alias}.${column}), '[]')::jsonb AS ${column}`);
    }
  }
  const condition = embed.joinType === 'inner' ? `${alias} IS NOT NULL` : 'TRUE';
  return ` ${join} (SELECT ${columns.join(', ')} FROM (${rows}) AS ${alias}) AS ${alias} ON ${condition}`;
}

/** The rows of one level: its columns, its embedded resources' JSON, its filters and paging. */
export function nodeSql(node: ReadNode, params: SqlParams, joinWith: string[] = []): string {
  const parts = [...fieldSelects(node, params), ...node.embeds.flatMap(embedSelects)];
  let selects = parts.map(selectSql);
  // A level that selects nothing still has rows (to count, to inner-join): PostgREST reads all.
  if (selects.length === 0 && node.depth > 0) selects = [`${node.qualifier}.*`];
  // With aggregates, the other columns group the rows, as PostgREST groups them.
  const groups = parts.some((part) => part.aggregated)
    ? parts.filter((part) => !part.aggregated).map((part) => part.sql)
    : [];
  const group = groups.length > 0 ? ` GROUP BY ${groups.join(', ')}` : '';
  const joins = node.embeds.map((embed) => joinSql(embed, node, params)).join('');
  const embedTest = (filter: Filter): string | null => {
    const embed = nullEmbedFilter(node, filter);
    if (!embed) return null;
    return `${embed.joinAlias} IS ${filter.negated ? '' : 'NOT '}DISTINCT FROM NULL`;
  };
  const conditions = [
    ...joinWith,
    ...conditionsSql(scopeOf(node, params, embedTest), node.filters, node.logic),
  ];
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
  const order = orderSql(
    node.table,
    node.qualifier,
    node.order,
    params,
    relatedOrder(node, params),
  );
  const limit = limitOffsetSql(node.limit, node.offset, params);
  return `SELECT ${selects.join(', ')} FROM ${node.from}${joins}${where}${group}${order}${limit}`;
}

/**
 * `SELECT 1` for every row of the level that the filters keep, with inner-joined resources and
 * null tests on embedded resources as EXISTS, so counting builds no JSON.
 */
export function countSql(node: ReadNode, params: SqlParams, joinWith: string[] = []): string {
  const exists = (embed: EmbedNode): string =>
    `EXISTS (${countSql(embed, params, joinConditions(embed, node))})`;
  const embedTest = (filter: Filter): string | null => {
    const embed = nullEmbedFilter(node, filter);
    if (!embed) return null;
    return `${filter.negated ? '' : 'NOT '}${exists(embed)}`;
  };
  const conditions = [
    ...joinWith,
    ...conditionsSql(scopeOf(node, params, embedTest), node.filters, node.logic),
    ...node.embeds.filter((embed) => embed.joinType === 'inner').map(exists),
  ];
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
  return `SELECT 1 FROM ${node.from}${where}`;
}
