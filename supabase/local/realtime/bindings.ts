/**
 * A join's postgres_changes bindings, checked against the supabase_realtime publication, and the
 * changes each binding takes. Filters follow hosted Realtime: one `column=op.value` per binding,
 * op one of eq, neq, lt, lte, gt, gte, or in with `in.(a,b,c)`; the comparison itself runs in
 * the database with the column's type (realtime_local.evaluate).
 */
import type { Db } from '../contracts.ts';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';
export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface Filter {
  column: string;
  op: FilterOp;
  values: string[];
}

/** What the client asked for, echoed in the join reply so realtime-js can match its bindings. */
export interface RequestedBinding {
  event: string;
  schema: string;
  table?: string;
  filter?: string;
}

export interface Binding {
  id: number;
  requested: RequestedBinding;
  event: ChangeType | '*';
  schema: string;
  /** Undefined: every published table of the schema. */
  table?: string;
  filter?: Filter;
}

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);
const OPS = new Set<string>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);
const FILTER = /^([^=]+)=([a-z]+)\.(.*)$/s;

/** Parses `column=op.value`; a message saying what is wrong when it is not one. */
export function parseFilter(text: string): Filter | string {
  const match = FILTER.exec(text);
  if (!match?.[1] || !match[2] || match[3] === undefined) {
    return `Error parsing \`filter\` params: ${text}`;
  }
  const [, column, op, value] = match;
  if (!OPS.has(op)) return `Error parsing \`filter\` params: unknown operator ${op}`;
  if (op !== 'in') return { column, op: op as FilterOp, values: [value] };
  const list = /^\((.*)\)$/s.exec(value);
  if (!list?.[1]) return `Error parsing \`filter\` params: in needs a list like in.(a,b)`;
  const values = list[1].split(',').map((item) => item.trim().replace(/^"(.*)"$/s, '$1'));
  return { column, op: 'in', values };
}

export interface PublishedTable {
  schema: string;
  table: string;
  columns: string[];
}

/** The tables of the supabase_realtime publication and their columns. */
export async function publishedTables(db: Db): Promise<PublishedTable[]> {
  const { rows } = await db.query<{ schemaname: string; tablename: string; columns: string[] }>(
    `select p.schemaname, p.tablename,
            array(select a.attname::text from pg_attribute a
                   where a.attrelid = format('%I.%I', p.schemaname, p.tablename)::regclass
                     and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns
       from pg_publication_tables p
      where p.pubname = 'supabase_realtime'`,
  );
  return rows.map((row) => ({
    schema: row.schemaname,
    table: row.tablename,
    columns: row.columns,
  }));
}

function unavailable(requested: RequestedBinding): string {
  return (
    'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for ' +
    `the given connect parameters: [event: ${requested.event}, schema: ${requested.schema}, ` +
    `table: ${requested.table ?? '*'}, filters: [${requested.filter ?? ''}]]`
  );
}

/**
 * The bindings of a join, or the error message that refuses it: an unknown event, a table that
 * is not published, an unparsable filter or one on a column the table lacks.
 */
export function resolveBindings(
  requested: RequestedBinding[],
  tables: PublishedTable[],
  nextId: () => number,
): Binding[] | string {
  const bindings: Binding[] = [];
  for (const entry of requested) {
    const event = entry.event.toUpperCase();
    if (!EVENTS.has(event)) return `Invalid postgres_changes event: ${entry.event}`;
    const table = entry.table === '*' ? undefined : entry.table;
    const matching = tables.filter(
      (t) => (entry.schema === '*' || t.schema === entry.schema) && (!table || t.table === table),
    );
    if (matching.length === 0) return unavailable(entry);
    let filter: Filter | undefined;
    if (entry.filter) {
      const parsed = parseFilter(entry.filter);
      if (typeof parsed === 'string') return parsed;
      if (!matching.every((t) => t.columns.includes(parsed.column))) return unavailable(entry);
      filter = parsed;
    }
    bindings.push({
      id: nextId(),
      requested: entry,
      event: event as Binding['event'],
      schema: entry.schema,
      table,
      filter,
    });
  }
  return bindings;
}

export function bindingTakes(
  binding: Binding,
  change: { schema: string; table: string; type: ChangeType },
): boolean {
  return (
    (binding.event === '*' || binding.event === change.type) &&
    (binding.schema === '*' || binding.schema === change.schema) &&
    (binding.table === undefined || binding.table === change.table)
  );
}
