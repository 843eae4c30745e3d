/**
 * Traces the columns of views back to the table columns they show, so relationships and primary
 * keys of tables carry over to views over them (as PostgREST does). A view's stored definition
 * (pg_rewrite.ev_action, PostgreSQL's node-tree text) lists its output columns as TARGETENTRY
 * nodes whose `resorigtbl`/`resorigcol` name the table column a plain column reference comes
 * from; views over views are followed down to the tables.
 */
import type { RelationRow, ViewRow } from './schema-catalog.ts';

export interface ColumnOrigin {
  schema: string;
  table: string;
  column: string;
}

/** A view, and its column names mapped to the base table columns they show. */
export interface ViewOrigins {
  schema: string;
  name: string;
  columns: Map<string, ColumnOrigin>;
}

export function relationKey(schema: string, name: string): string {
  return JSON.stringify([schema, name]);
}

interface TargetEntry {
  name: string;
  originTable: number;
  originColumn: number;
}

/** The text of a node-tree token: backslash escapes removed, `<>` (null) as ''. */
function unescapeToken(token: string): string {
  if (token === '<>') return '';
  return token.replace(/\\(.)/g, '$1');
}

/**
 * The top-level query's target list. Depth counts braces and parentheses outside escapes, so
 * nested queries (subqueries, CTEs) are skipped and only the view's own output columns are read.
 */
export function topLevelTargets(definition: string): TargetEntry[] {
  const listStart = findAtDepth(definition, ':targetList', 2);
  if (listStart === -1) return [];
  const entries: TargetEntry[] = [];
  let depth = 2;
  let current: Map<string, string> | null = null;
  let index = listStart + ':targetList'.length;
  while (index < definition.length) {
    const char = definition[index];
    if (char === '\\') {
      index += 2;
      continue;
    }
    if (char === '(' || char === '{') {
      depth += 1;
      if (char === '{' && depth === 4 && definition.startsWith('{TARGETENTRY', index)) {
        current = new Map();
      }
    } else if (char === ')' || char === '}') {
      depth -= 1;
      if (depth === 3 && current) {
        const entry = toTargetEntry(current);
        if (entry) entries.push(entry);
        current = null;
      }
      if (depth < 3) break;
    } else if (char === ':' && depth === 4 && current) {
      const match = /^:(\w+) ((?:\\.|[^\s(){}\\])+)/.exec(definition.slice(index, index + 400));
      if (match?.[1] && match[2] !== undefined) {
        current.set(match[1], unescapeToken(match[2]));
        index += match[0].length;
        continue;
      }
    }
    index += 1;
  }
  return entries;
}

function toTargetEntry(fields: Map<string, string>): TargetEntry | null {
  if (fields.get('resjunk') === 'true') return null;
  const name = fields.get('resname') ?? '';
  const originTable = Number(fields.get('resorigtbl') ?? '0');
  const originColumn = Number(fields.get('resorigcol') ?? '0');
  if (name === '' || !originTable || !originColumn) return null;
  return { name, originTable, originColumn };
}

/** Index of `token` where it occurs at nesting `depth`, or -1. */
function findAtDepth(text: string, token: string, depth: number): number {
  let current = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      index += 1;
    } else if (char === '(' || char === '{') {
      current += 1;
    } else if (char === ')' || char === '}') {
      current -= 1;
    } else if (current === depth && char === ':' && text.startsWith(token, index)) {
      const after = text[index + token.length];
      if (after === ' ') return index;
    }
  }
  return -1;
}

/** Maps every view's columns to base-table columns, following views over views. */
export function viewColumnOrigins(relations: RelationRow[], views: ViewRow[]): ViewOrigins[] {
  const byOid = new Map(relations.map((relation) => [relation.oid, relation]));
  const targets = new Map(views.map((view) => [view.oid, topLevelTargets(view.definition)]));
  const resolved = new Map<number, Map<string, ColumnOrigin>>();

  const resolve = (oid: number, seen: Set<number>): Map<string, ColumnOrigin> => {
    const known = resolved.get(oid);
    if (known) return known;
    const origins = new Map<string, ColumnOrigin>();
    for (const entry of targets.get(oid) ?? []) {
      const source = byOid.get(entry.originTable);
      const sourceColumn = source?.columns[entry.originColumn - 1];
      if (!source || !sourceColumn) continue;
      if (targets.has(source.oid)) {
        if (seen.has(source.oid)) continue;
        const deeper = resolve(source.oid, new Set([...seen, source.oid])).get(sourceColumn);
        if (deeper) origins.set(entry.name, deeper);
      } else {
        origins.set(entry.name, {
          schema: source.schema,
          table: source.name,
          column: sourceColumn,
        });
      }
    }
    resolved.set(oid, origins);
    return origins;
  };

  return views.flatMap((view) => {
    const relation = byOid.get(view.oid);
    if (!relation) return [];
    const columns = resolve(view.oid, new Set([view.oid]));
    return [{ schema: relation.schema, name: relation.name, columns }];
  });
}
