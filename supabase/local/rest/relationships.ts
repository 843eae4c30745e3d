/**
 * Relationships between the exposed tables and views, detected from the database as PostgREST 12
 * and 13 detect them: each foreign key is a many-to-one from its table (one-to-one when its
 * columns are also a primary or unique key) and the reverse one-to-many; a table whose primary
 * key holds the columns of two foreign keys joins their targets many-to-many; views whose
 * columns show a key's columns take part as their tables do; and a function taking one table's
 * row and returning another's rows is a computed relationship.
 */
import type { ForeignKeyRow, FunctionRow } from './schema-catalog.ts';
import { relationKey, type ViewOrigins } from './view-columns.ts';

export interface RelationRef {
  schema: string;
  name: string;
  isView: boolean;
}

interface RelationshipBase {
  /** Where the embedding starts (the parent in the request). */
  table: RelationRef;
  /** What is embedded. */
  foreignTable: RelationRef;
  isSelf: boolean;
}

export interface ForeignKeyRelationship extends RelationshipBase {
  kind: 'foreign-key';
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one';
  constraint: string;
  /** (column of table, column of foreignTable) pairs. */
  columns: [string, string][];
}

export interface ManyToManyRelationship extends RelationshipBase {
  kind: 'many-to-many';
  junction: { schema: string; name: string };
  constraint1: string;
  constraint2: string;
  /** (column of table, column of the junction) pairs. */
  sourceColumns: [string, string][];
  /** (column of foreignTable, column of the junction) pairs. */
  targetColumns: [string, string][];
}

export interface ComputedRelationship extends RelationshipBase {
  kind: 'computed';
  function: { schema: string; name: string };
  toOne: boolean;
}

export type Relationship = ForeignKeyRelationship | ManyToManyRelationship | ComputedRelationship;

export function isToOne(relationship: Relationship): boolean {
  if (relationship.kind === 'computed') return relationship.toOne;
  if (relationship.kind === 'many-to-many') return false;
  return relationship.cardinality !== 'one-to-many';
}

interface Inputs {
  foreignKeys: ForeignKeyRow[];
  functions: FunctionRow[];
  views: ViewOrigins[];
  /** Primary key columns per relation key (tables, and views whose columns show them). */
  primaryKeys: Map<string, string[]>;
  isView: (schema: string, name: string) => boolean;
  exposed: Set<string>;
}

type ManyToOne = ForeignKeyRelationship & { cardinality: 'many-to-one' | 'one-to-one' };

/**
 * The view columns showing each of `columns` of table (`schema`, `table`): every combination
 * when a column shows up more than once, none when one of them is missing.
 */
function viewColumnsFor(
  origins: Map<string, { schema: string; table: string; column: string }>,
  schema: string,
  table: string,
  columns: string[],
): string[][] {
  let combinations: string[][] = [[]];
  for (const column of columns) {
    const matching = [...origins]
      .filter(
        ([, origin]) =>
          origin.schema === schema && origin.table === table && origin.column === column,
      )
      .map(([viewColumn]) => viewColumn);
    combinations = combinations.flatMap((prefix) => matching.map((match) => [...prefix, match]));
  }
  return combinations;
}

function viewRelationships(rel: ManyToOne, inputs: Inputs): ManyToOne[] {
  const found: ManyToOne[] = [];
  const ownColumns = rel.columns.map(([column]) => column);
  const foreignColumns = rel.columns.map(([, column]) => column);
  const views = inputs.views.map((view) => ({
    ref: { schema: view.schema, name: view.name, isView: true },
    origins: view.columns,
  }));
  const sides = views.flatMap((view) => [
    ...viewColumnsFor(view.origins, rel.table.schema, rel.table.name, ownColumns).map((cols) => ({
      side: 'own' as const,
      view: view.ref,
      cols,
    })),
    ...viewColumnsFor(
      view.origins,
      rel.foreignTable.schema,
      rel.foreignTable.name,
      foreignColumns,
    ).map((cols) => ({ side: 'foreign' as const, view: view.ref, cols })),
  ]);
  const own = sides.filter((side) => side.side === 'own');
  const foreign = sides.filter((side) => side.side === 'foreign');
  const make = (table: RelationRef, foreignTable: RelationRef, columns: [string, string][]) => ({
    ...rel,
    table,
    foreignTable,
    columns,
    isSelf: table.schema === foreignTable.schema && table.name === foreignTable.name,
  });
  for (const view of own) {
    found.push(make(view.view, rel.foreignTable, zip(view.cols, foreignColumns)));
  }
  for (const view of foreign) {
    found.push(make(rel.table, view.view, zip(ownColumns, view.cols)));
  }
  for (const left of own) {
    for (const right of foreign)
      found.push(make(left.view, right.view, zip(left.cols, right.cols)));
  }
  return found;
}

function zip(a: string[], b: string[]): [string, string][] {
  return a.map((value, index) => [value, b[index] ?? '']);
}

function manyToMany(
  rels: ManyToOne[],
  primaryKeys: Map<string, string[]>,
): ManyToManyRelationship[] {
  const found: ManyToManyRelationship[] = [];
  const candidates = rels.filter((rel) => rel.cardinality === 'many-to-one');
  for (const first of candidates) {
    for (const second of candidates) {
      if (first.constraint === second.constraint) continue;
      if (first.table.schema !== second.table.schema || first.table.name !== second.table.name)
        continue;
      const key = new Set(primaryKeys.get(relationKey(first.table.schema, first.table.name)) ?? []);
      const junctionColumns = [...first.columns, ...second.columns].map(([column]) => column);
      if (!junctionColumns.every((column) => key.has(column))) continue;
      const table = first.foreignTable;
      const foreignTable = second.foreignTable;
      found.push({
        kind: 'many-to-many',
        table,
        foreignTable,
        isSelf: table.schema === foreignTable.schema && table.name === foreignTable.name,
        junction: { schema: first.table.schema, name: first.table.name },
        constraint1: first.constraint,
        constraint2: second.constraint,
        sourceColumns: first.columns.map(([junction, own]) => [own, junction]),
        targetColumns: second.columns.map(([junction, foreign]) => [foreign, junction]),
      });
    }
  }
  return found;
}

function computedRelationships(inputs: Inputs): ComputedRelationship[] {
  return inputs.functions.flatMap((fn): ComputedRelationship[] => {
    if (!fn.row_argument || !fn.return_relation) return [];
    const table = {
      ...fn.row_argument,
      isView: inputs.isView(fn.row_argument.schema, fn.row_argument.name),
    };
    const foreign = fn.return_relation;
    return [
      {
        kind: 'computed',
        table,
        foreignTable: { ...foreign, isView: inputs.isView(foreign.schema, foreign.name) },
        isSelf: table.schema === foreign.schema && table.name === foreign.name,
        function: { schema: fn.schema, name: fn.name },
        toOne: !fn.returns_set || fn.rows === 1,
      },
    ];
  });
}

/** Every relationship, by the relation key of the table it starts from. */
export function detectRelationships(inputs: Inputs): Map<string, Relationship[]> {
  const manyToOne: ManyToOne[] = inputs.foreignKeys.map((key) => ({
    kind: 'foreign-key',
    table: { schema: key.schema, name: key.table, isView: false },
    foreignTable: { schema: key.foreign_schema, name: key.foreign_table, isView: false },
    isSelf: key.schema === key.foreign_schema && key.table === key.foreign_table,
    cardinality: key.one_to_one ? 'one-to-one' : 'many-to-one',
    constraint: key.constraint,
    columns: key.columns,
  }));
  const withViews = [...manyToOne, ...manyToOne.flatMap((rel) => viewRelationships(rel, inputs))];
  const inverse: ForeignKeyRelationship[] = withViews.map((rel) => ({
    ...rel,
    table: rel.foreignTable,
    foreignTable: rel.table,
    cardinality: rel.cardinality === 'one-to-one' ? 'one-to-one' : 'one-to-many',
    columns: rel.columns.map(([own, foreign]) => [foreign, own]),
  }));
  const all: Relationship[] = [
    ...withViews,
    ...inverse,
    ...manyToMany(withViews, inputs.primaryKeys),
  ].filter(
    (rel) =>
      inputs.exposed.has(rel.table.schema) &&
      inputs.exposed.has(rel.foreignTable.schema) &&
      (rel.kind !== 'many-to-many' || inputs.exposed.has(rel.junction.schema)),
  );
  // Computed relationships come first: a lookup by name prefers them, as PostgREST does.
  const computed = computedRelationships(inputs).filter((rel) =>
    inputs.exposed.has(rel.table.schema),
  );
  const byTable = new Map<string, Relationship[]>();
  for (const rel of [...computed, ...all]) {
    const key = relationKey(rel.table.schema, rel.table.name);
    byTable.set(key, [...(byTable.get(key) ?? []), rel]);
  }
  return byTable;
}
