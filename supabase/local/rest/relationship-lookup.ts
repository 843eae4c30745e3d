/**
 * Which relationship an embedded resource means, by PostgREST's rules: the target names a table or
 * view, a foreign key constraint, a foreign key column or a computed relationship function, and a
 * hint (`!name`) narrows it to a constraint, a column on either side or a junction table. None is
 * PGRST200 and several are PGRST201, with PostgREST's details and hints.
 */
import { closestName } from './closest-name.ts';
import { RestError } from './errors.ts';
import type { ForeignKeyRelationship, Relationship } from './relationships.ts';
import type { SchemaSnapshot } from './schema-cache.ts';
import { relationKey } from './view-columns.ts';

function singleColumn(rel: ForeignKeyRelationship, side: 0 | 1): string | null {
  const [only, ...rest] = rel.columns;
  return only && rest.length === 0 ? only[side] : null;
}

function matches(rel: Relationship, target: string, hint: string | null): boolean {
  if (rel.kind === 'computed') return target === rel.function.name;
  const isTarget = target === rel.foreignTable.name;
  const fk = rel.kind === 'foreign-key' ? rel : null;
  if (rel.isSelf && fk) {
    // One key, two directions: the table's name is the one-to-many, the column the many-to-one.
    if (hint === null) {
      return (
        (isTarget && fk.cardinality === 'one-to-many') ||
        (singleColumn(fk, 0) === target && fk.cardinality === 'many-to-one')
      );
    }
    return isTarget && fk.cardinality === 'one-to-many' && singleColumn(fk, 1) === hint;
  }
  if (hint === null) {
    return (
      isTarget ||
      (fk !== null &&
        !rel.foreignTable.isView &&
        (fk.constraint === target || singleColumn(fk, 0) === target))
    );
  }
  if (!isTarget) return false;
  if (rel.kind === 'many-to-many') return rel.junction.name === hint;
  return (
    fk !== null &&
    (fk.constraint === hint || singleColumn(fk, 0) === hint || singleColumn(fk, 1) === hint)
  );
}

function describeColumns(columns: string[]): string {
  return `(${columns.join(', ')})`;
}

function detail(rel: Relationship): Record<string, string> {
  const embedding = `${rel.table.name} with ${rel.foreignTable.name}`;
  if (rel.kind === 'many-to-many') {
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship: `${rel.junction.name} using ${rel.constraint1}${describeColumns(rel.sourceColumns.map(([, junction]) => junction))} and ${rel.constraint2}${describeColumns(rel.targetColumns.map(([, junction]) => junction))}`,
    };
  }
  if (rel.kind === 'computed') return { embedding };
  return {
    cardinality: rel.cardinality,
    embedding,
    relationship: `${rel.constraint} using ${rel.table.name}${describeColumns(rel.columns.map(([own]) => own))} and ${rel.foreignTable.name}${describeColumns(rel.columns.map(([, foreign]) => foreign))}`,
  };
}

function hintName(rel: Relationship): string {
  if (rel.kind === 'many-to-many') return `'${rel.foreignTable.name}!${rel.junction.name}'`;
  if (rel.kind === 'computed') return `'${rel.function.name}'`;
  return `'${rel.foreignTable.name}!${rel.constraint}'`;
}

function noRelationship(
  snapshot: SchemaSnapshot,
  schema: string,
  origin: string,
  target: string,
  hint: string | null,
): RestError {
  const known = snapshot.relationships.get(relationKey(schema, origin));
  let suggestion: string | null = null;
  if (known) {
    const children = known.map((rel) => rel.foreignTable.name).filter((name) => name !== target);
    const close = closestName(target, new Set(children), 0.5);
    if (close && !known.some((rel) => rel.foreignTable.name === target))
      suggestion = `Perhaps you meant '${close}' instead of '${target}'.`;
  } else {
    const parents = [...snapshot.relationships.values()]
      .flat()
      .filter((rel) => rel.table.schema === schema)
      .map((rel) => rel.table.name);
    const close = closestName(origin, new Set(parents), 0.5);
    if (close) suggestion = `Perhaps you meant '${close}' instead of '${origin}'.`;
  }
  return new RestError(400, {
    code: 'PGRST200',
    message: `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    details: `Searched for a foreign key relationship between '${origin}' and '${target}'${hint === null ? '' : ` using the hint '${hint}'`} in the schema '${schema}', but no matches were found.`,
    hint: suggestion,
  });
}

/** The one relationship from `origin` (a table or view of `schema`) that `target!hint` means. */
export function findRelationship(
  snapshot: SchemaSnapshot,
  schema: string,
  origin: string,
  target: string,
  hint: string | null,
): Relationship {
  const candidates = (snapshot.relationships.get(relationKey(schema, origin)) ?? []).filter(
    (rel) => rel.foreignTable.schema === schema && matches(rel, target, hint),
  );
  // A computed relationship named like a table stands in for the detected ones, as in PostgREST.
  const computed = candidates.filter((rel) => rel.kind === 'computed');
  const found = computed.length > 0 ? computed : candidates;
  const [only, ...others] = found;
  if (!only) throw noRelationship(snapshot, schema, origin, target, hint);
  if (others.length === 0) return only;
  throw new RestError(300, {
    code: 'PGRST201',
    message: `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    details: found.map(detail),
    hint: `Try changing '${target}' to one of the following: ${found.map(hintName).join(', ')}. Find the desired relationship in the 'details' key.`,
  });
}
