/**
 * The change feed: installs the capture triggers (capture.sql), LISTENs for the ids of committed
 * changes, reads each change and hands it to the subscribers whose bindings take it, whose
 * filters it passes and whose user may select the row. Changes are handled one at a time in the
 * order their transactions committed.
 */
import { readFileSync } from 'node:fs';
import type { Db, JwtClaims } from '../contracts.ts';
import { quoteIdent } from '../rest/sql.ts';
import { bindingTakes, type Binding, type ChangeType, type Filter } from './bindings.ts';

const captureSql = readFileSync(new URL('./capture.sql', import.meta.url), 'utf8');

export const NOTIFY_CHANNEL = 'realtime_local';
/** Captured changes are kept this long (a backend sharing the database may still read them). */
const KEEP_CHANGES = '5 minutes';
const CLEANUP_EVERY_MS = 60_000;
/** Hosted Realtime's default max_record_bytes: a larger record goes out with its long values cut. */
const MAX_RECORD_BYTES = 1024 * 1024;
const LONG_VALUE = 64;

export interface SubscriberAuth {
  role: string;
  claims: JwtClaims;
  /** Seconds since the epoch. */
  exp: number;
}

export interface Subscriber {
  readonly bindings: Binding[];
  readonly auth: SubscriberAuth;
  /** Its token ran out: it is told, and closed. */
  expire(): void;
  deliver(payload: Record<string, unknown>): void;
}

interface ChangeRow {
  id: number | string;
  schema_name: string;
  table_name: string;
  change_type: ChangeType;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: string;
  replica_identity: string;
  columns: { name: string; type: string }[];
  primary_key: string[];
}

/** Creates the capture schema and a trigger on each published table. */
export async function installCapture(db: Db): Promise<void> {
  await db.exec(captureSql);
  await db.query('select realtime_local.sync_triggers()');
}

const CHANGES_SQL = `
select c.id, c.schema_name, c.table_name, c.change_type, c.record, c.old_record,
       to_char(c.captured_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp,
       cl.relreplident::text as replica_identity,
       coalesce((select jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
                   from pg_attribute a join pg_type t on t.oid = a.atttypid
                  where a.attrelid = cl.oid and a.attnum > 0 and not a.attisdropped), '[]'::jsonb) as columns,
       coalesce((select jsonb_agg(a.attname)
                   from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
                  where i.indrelid = cl.oid and i.indisprimary), '[]'::jsonb) as primary_key
  from realtime_local.changes c
  join pg_namespace n on n.nspname = c.schema_name
  join pg_class cl on cl.relnamespace = n.oid and cl.relname = c.table_name
 where c.id = any ($1::bigint[])`;

/** A record too big to send keeps its short values, as hosted Realtime's 413 does. */
function bounded(record: Record<string, unknown>): {
  record: Record<string, unknown>;
  cut: boolean;
} {
  if (Buffer.byteLength(JSON.stringify(record)) <= MAX_RECORD_BYTES) return { record, cut: false };
  const kept = Object.entries(record).filter(
    ([, value]) => value === null || JSON.stringify(value).length <= LONG_VALUE,
  );
  return { record: Object.fromEntries(kept), cut: true };
}

/** What realtime-js reads as `payload.data`; old_record follows the table's replica identity. */
function changeData(change: ChangeRow): Record<string, unknown> {
  const data: Record<string, unknown> = {
    schema: change.schema_name,
    table: change.table_name,
    commit_timestamp: change.commit_timestamp,
    type: change.change_type,
    columns: change.columns,
    errors: null,
  };
  let cut = false;
  if (change.record) {
    const sent = bounded(change.record);
    data.record = sent.record;
    cut = sent.cut;
  }
  const full = change.replica_identity === 'f';
  if (change.old_record && (full || change.change_type === 'DELETE')) {
    const old = full
      ? change.old_record
      : Object.fromEntries(change.primary_key.map((key) => [key, change.old_record?.[key]]));
    const sent = bounded(old);
    data.old_record = sent.record;
    cut ||= sent.cut;
  }
  if (cut) data.errors = ['Error 413: Payload Too Large'];
  return data;
}

interface Candidate {
  subscriber: Subscriber;
  bindings: Binding[];
  group: number;
}

/** Subscribers grouped by identical role and claims, filters by identical text: one check each. */
function groupCandidates(candidates: Candidate[], keyOf: Map<Filter, number>) {
  const groups = new Map<string, { key: number; role: string; claims: JwtClaims }>();
  const filters = new Map<string, { key: number; column: string; op: string; values: string[] }>();
  for (const candidate of candidates) {
    const id = `${candidate.subscriber.auth.role}\u0000${JSON.stringify(candidate.subscriber.auth.claims)}`;
    let group = groups.get(id);
    if (!group) {
      group = {
        key: groups.size,
        role: candidate.subscriber.auth.role,
        claims: candidate.subscriber.auth.claims,
      };
      groups.set(id, group);
    }
    candidate.group = group.key;
    for (const binding of candidate.bindings) {
      if (!binding.filter) continue;
      const text = JSON.stringify(binding.filter);
      let filter = filters.get(text);
      if (!filter) {
        filter = { key: filters.size, ...binding.filter };
        filters.set(text, filter);
      }
      keyOf.set(binding.filter, filter.key);
    }
  }
  return { groups: [...groups.values()], filters: [...filters.values()] };
}

async function deliverChange(
  db: Db,
  change: ChangeRow,
  subscribers: Iterable<Subscriber>,
): Promise<void> {
  const now = Date.now() / 1000;
  const target = { schema: change.schema_name, table: change.table_name, type: change.change_type };
  const candidates: Candidate[] = [];
  for (const subscriber of subscribers) {
    // Checked at every delivery: an expired token receives nothing more.
    if (subscriber.auth.exp <= now) {
      subscriber.expire();
      continue;
    }
    const bindings = subscriber.bindings.filter((binding) => bindingTakes(binding, target));
    if (bindings.length > 0) candidates.push({ subscriber, bindings, group: -1 });
  }
  if (candidates.length === 0) return;
  const filterKeys = new Map<Filter, number>();
  const { groups, filters } = groupCandidates(candidates, filterKeys);
  const row = change.change_type === 'DELETE' ? change.old_record : change.record;
  const { rows } = await db.query<{ result: { groups: number[]; filters: number[] } }>(
    'select realtime_local.evaluate($1::regclass, $2::jsonb, $3::jsonb, $4::jsonb) as result',
    [
      `${quoteIdent(change.schema_name)}.${quoteIdent(change.table_name)}`,
      JSON.stringify(row),
      JSON.stringify(groups),
      JSON.stringify(filters),
    ],
  );
  const visible = new Set(rows[0]?.result.groups ?? []);
  const passing = new Set(rows[0]?.result.filters ?? []);
  const data = changeData(change);
  for (const { subscriber, bindings, group } of candidates) {
    if (!visible.has(group)) continue;
    const ids = bindings
      .filter((binding) => !binding.filter || passing.has(filterKeys.get(binding.filter) ?? -1))
      .map((binding) => binding.id);
    if (ids.length > 0) subscriber.deliver({ ids, data });
  }
}

export interface ChangeFeed {
  close(): Promise<void>;
}

/** Starts listening; `subscribers()` gives the joined channels at the time of each change. */
export async function startChangeFeed(
  db: Db,
  subscribers: () => Iterable<Subscriber>,
): Promise<ChangeFeed> {
  await installCapture(db);
  const pending: string[] = [];
  let draining: Promise<void> | undefined;
  let closed = false;

  async function drain(): Promise<void> {
    while (pending.length > 0 && !closed) {
      const ids = pending.splice(0, pending.length);
      const { rows } = await db.query<ChangeRow>(CHANGES_SQL, [ids]);
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      // Notification order is commit order; ids are not.
      for (const id of ids) {
        const change = byId.get(id);
        if (change && !closed) await deliverChange(db, change, subscribers());
      }
    }
  }

  function kick(): void {
    draining ??= drain()
      .catch((error: unknown) => console.error('[realtime] delivering changes failed:', error))
      .finally(() => {
        draining = undefined;
        if (pending.length > 0 && !closed) kick();
      });
  }

  const unlisten = await db.listen(NOTIFY_CHANNEL, (payload) => {
    if (/^\d+$/.test(payload)) {
      pending.push(payload);
      kick();
    }
  });
  const cleanup = setInterval(() => {
    db.query(
      `delete from realtime_local.changes where captured_at < now() - interval '${KEEP_CHANGES}'`,
    ).catch((error: unknown) => console.error('[realtime] cleaning up changes failed:', error));
  }, CLEANUP_EVERY_MS);
  cleanup.unref();

  return {
    async close() {
      closed = true;
      clearInterval(cleanup);
      await unlisten();
      await draining;
    },
  };
}
