/**
 * The read plan of a request: a tree with the requested resource at its root and one node per
 * embedded resource, each with its relationship to its parent, its own columns, filters, order and
 * paging (parameters prefixed with an embed path land on that node), capped at max_rows as
 * PostgREST caps every level of a read.
 */
import { RestError, notEmbedded } from './errors.ts';
import { findRelationship } from './relationship-lookup.ts';
import { isToOne, type Relationship } from './relationships.ts';
import type { SchemaSnapshot, TableInfo } from './schema-cache.ts';
import { quoteIdent, tableRef, wholeRowSql } from './sql.ts';
import type {
  EmbedPath,
  Filter,
  JoinType,
  LogicTree,
  OrderTerm,
  ParsedQuery,
  SelectItem,
} from './query-types.ts';
import { relationKey } from './view-columns.ts';

export type FieldItem = Exclude<SelectItem, { kind: 'embed' }>;

export interface ReadNode {
  table: TableInfo;
  /** The relation's quoted name in the statement, which columns are qualified with. */
  qualifier: string;
  /** What this level reads from: a table with its alias, a CTE, or a function call. */
  from: string;
  /** The name relationships of embedded resources are looked up from. */
  relationName: string;
  fields: FieldItem[];
  embeds: EmbedNode[];
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  depth: number;
  /** `*` stays a wildcard, so columns added since the cache was read still show; else expanded. */
  starAsWildcard: boolean;
}

export interface EmbedNode extends ReadNode {
  /** The name the select used (a table, a column, a constraint, a function) and its alias. */
  name: string;
  alias: string | null;
  joinType: JoinType | null;
  spread: boolean;
  relationship: Relationship;
  toOne: boolean;
  /** The quoted alias of the lateral join that holds this resource's rows. */
  joinAlias: string;
  /** The quoted alias of the junction table of a many-to-many relationship. */
  junction: string | null;
}

/** Where the root of a read comes from. */
export interface RootSource {
  table: TableInfo;
  qualifier: string;
  from: string;
  relationName: string;
  starAsWildcard: boolean;
}

export interface PlanOptions {
  snapshot: SchemaSnapshot;
  /** The request's schema: embedded resources are found in it. */
  schema: string;
  /** Rows per level at most (max_rows); null for mutations, whose results are not capped. */
  maxRows: number | null;
  /** Whether root-level filters and order belong to the read (not to a mutation). */
  rootParameters: boolean;
  /** The root's rows: limit/offset and the Range header, resolved by the caller. */
  rootRange: { limit: number | null; offset: number };
  /** Aggregate functions in select are allowed (pgrst.db_aggregates_enabled). */
  aggregates: boolean;
}

function aggregatesRefused(): RestError {
  return new RestError(400, {
    code: 'PGRST123',
    message: 'Use of aggregate functions is not allowed',
  });
}

function notImplemented(what: string): RestError {
  return new RestError(400, {
    code: 'PGRST127',
    message: 'Feature not implemented',
    details: `${what} are not served by the local backend`,
  });
}

function childFrom(
  rel: Relationship,
  table: TableInfo,
  alias: string,
  parent: { table: TableInfo; qualifier: string },
): string {
  if (rel.kind === 'computed') {
    const row = wholeRowSql(parent.table, parent.qualifier);
    return `${tableRef(rel.function)}(${row}) AS ${quoteIdent(alias)}`;
  }
  const own = `${tableRef(table)} AS ${quoteIdent(alias)}`;
  if (rel.kind === 'many-to-many')
    return `${own}, ${tableRef(rel.junction)} AS ${quoteIdent(`${alias}_junction`)}`;
  return own;
}

function buildNode(
  base: Omit<ReadNode, 'fields' | 'embeds'>,
  items: SelectItem[],
  options: PlanOptions,
  spread = false,
): { fields: FieldItem[]; embeds: EmbedNode[] } {
  const fields: FieldItem[] = [];
  const embeds: EmbedNode[] = [];
  for (const item of items) {
    if (item.kind !== 'embed') {
      if (item.kind === 'field' && item.aggregate) {
        if (!options.aggregates) throw aggregatesRefused();
        // PostgREST moves such aggregates up to the parent's rows; that is not served here.
        if (spread) throw notImplemented('Aggregates inside spread embedded resources');
      }
      fields.push(item);
      continue;
    }
    const rel = findRelationship(
      options.snapshot,
      options.schema,
      base.relationName,
      item.name,
      item.hint,
    );
    const table = options.snapshot.tables.get(
      relationKey(rel.foreignTable.schema, rel.foreignTable.name),
    );
    if (!table)
      throw new Error(`Relationship to a table missing from the cache: ${rel.foreignTable.name}`);
    const depth = base.depth + 1;
    const alias = `${table.name}_${depth}`;
    // Two embeds of one name without aliases clash here, and PostgreSQL says so (42712), as
    // with PostgREST.
    const joinAlias = `${base.relationName}_${item.alias ?? item.name}_${depth}`;
    const childBase: Omit<ReadNode, 'fields' | 'embeds'> = {
      table,
      qualifier: quoteIdent(alias),
      from: childFrom(rel, table, alias, base),
      relationName: table.name,
      filters: [],
      logic: [],
      order: [],
      limit: null,
      offset: 0,
      depth,
      starAsWildcard: true,
    };
    const child = buildNode(childBase, item.select, options, item.spread);
    embeds.push({
      ...childBase,
      ...child,
      name: item.name,
      alias: item.alias,
      joinType: item.joinType,
      spread: item.spread,
      relationship: rel,
      toOne: isToOne(rel),
      joinAlias: quoteIdent(joinAlias),
      junction: rel.kind === 'many-to-many' ? quoteIdent(`${alias}_junction`) : null,
    });
  }
  return { fields, embeds };
}

/** The node a parameter's embed path leads to; PGRST108 when the select does not embed it. */
function nodeAt(root: ReadNode, path: EmbedPath): ReadNode {
  let node = root;
  for (const name of path) {
    const next = node.embeds.find((embed) => embed.name === name || embed.alias === name);
    if (!next) throw notEmbedded(name);
    node = next;
  }
  return node;
}

function checkRelatedOrder(node: ReadNode): void {
  for (const term of node.order) {
    if (term.relation === null) continue;
    const embed = node.embeds.find(
      (candidate) => (candidate.alias ?? candidate.name) === term.relation,
    );
    if (!embed) throw notEmbedded(term.relation);
    if (!embed.toOne) {
      throw new RestError(400, {
        code: 'PGRST118',
        message: `A related order on '${embed.alias ?? embed.name}' is not possible`,
        details: `'${node.table.name}' and '${embed.alias ?? embed.name}' do not form a many-to-one or one-to-one relationship`,
      });
    }
  }
}

function capRows(node: ReadNode, maxRows: number | null): void {
  if (maxRows !== null) node.limit = Math.min(node.limit ?? maxRows, maxRows);
  for (const embed of node.embeds) capRows(embed, maxRows);
}

export function planRead(source: RootSource, query: ParsedQuery, options: PlanOptions): ReadNode {
  const base: Omit<ReadNode, 'fields' | 'embeds'> = {
    ...source,
    filters: [],
    logic: [],
    order: [],
    limit: null,
    offset: 0,
    depth: 0,
  };
  const root: ReadNode = { ...base, ...buildNode(base, query.select, options) };
  const applies = (path: EmbedPath) => path.length > 0 || options.rootParameters;
  for (const { path, filter } of query.filters)
    if (applies(path)) nodeAt(root, path).filters.push(filter);
  for (const { path, tree } of query.logic) if (applies(path)) nodeAt(root, path).logic.push(tree);
  for (const { path, terms } of query.order)
    if (applies(path)) nodeAt(root, path).order.push(...terms);
  root.limit = options.rootRange.limit;
  root.offset = options.rootRange.offset;
  for (const paging of query.paging) {
    if (paging.path.length === 0) continue;
    const node = nodeAt(root, paging.path);
    node.limit = paging.limit;
    node.offset = paging.offset;
  }
  const check = (node: ReadNode): void => {
    checkRelatedOrder(node);
    node.embeds.forEach(check);
  };
  check(root);
  capRows(root, options.maxRows);
  return root;
}
