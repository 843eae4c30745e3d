/**
 * `npm run bench:realtime`: the local backend's Realtime under 50 subscribed supabase-js clients.
 * The backend runs as its own process (PGlite; `--postgres` starts a throwaway PostgreSQL
 * cluster for it), 10 users each have 5 clients (a household's phones, say) subscribed to their
 * own shopping-list rows with `user_id=eq.<id>`, and the users tick rows through the REST API in
 * turn. For each change the script measures, at every client of its user, the time from the
 * write's response (the change is committed by then) to the event's arrival, and from the write's
 * request as an upper bound; it prints p50 and p95, the verdict against p95 < 200 ms, events lost
 * or misdelivered (expected 0), and the backend's resident memory per connection.
 *
 * Environment: BENCH_CHANGES (default 300), BENCH_INTERVAL_MS between writes (default 20).
 */
import { readFileSync, rmSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import ws from 'ws';
import { z } from 'zod';
import { readLocalStatus } from '../supabase/local/cli.ts';
import type { Database } from '../supabase/types/database.ts';
import { startBackendProcess, stopBackendProcess } from '../tests/backend/realtime-support.ts';
import { freePort, makeTempDir, startPostgresCluster } from '../tests/backend/support.ts';

const settings = z
  .object({
    BENCH_CHANGES: z.coerce.number().int().min(10).max(100_000).default(300),
    BENCH_INTERVAL_MS: z.coerce.number().int().min(0).max(10_000).default(20),
  })
  .parse({
    BENCH_CHANGES: process.env.BENCH_CHANGES || undefined,
    BENCH_INTERVAL_MS: process.env.BENCH_INTERVAL_MS || undefined,
  });
const USERS = 10;
const CLIENTS_PER_USER = 5;
const TARGET_P95_MS = 200;
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: ws as unknown as WebSocketLikeConstructor },
};
type Client = ReturnType<typeof createClient<Database>>;

/** The process's resident set size in bytes (Linux). */
function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match?.[1] ? Number(match[1]) * 1024 : Number.NaN;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

interface User {
  id: string;
  client: Client;
  rowId: string;
}

async function createUser(url: string, anonKey: string, admin: Client, n: number): Promise<User> {
  const email = `bench-realtime-${n}-${Date.now()}@example.com`;
  const password = `pw-${crypto.randomUUID()}`;
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw new Error(`createUser: ${created.error.message}`);
  const client = createClient<Database>(url, anonKey, clientOptions);
  const signedIn = await client.auth.signInWithPassword({ email, password });
  const session = signedIn.data.session;
  if (!session) throw new Error(`sign in: ${signedIn.error?.message}`);
  const row = await client
    .from('shopping_list_items')
    .insert({
      user_id: session.user.id,
      week_start: '2026-11-23',
      item_key: 'bench',
      name: 'bench-0',
    })
    .select('id')
    .single();
  if (row.error) throw new Error(`seed row: ${row.error.message}`);
  return { id: session.user.id, client, rowId: row.data.id };
}

/** Arrival times of each change (by its sequence number) at each subscribed client. */
interface Tally {
  arrivals: Map<number, number[]>;
  misdelivered: number;
}

async function subscribe(
  url: string,
  anonKey: string,
  user: User,
  token: string,
  tally: Tally,
): Promise<Client> {
  const client = createClient<Database>(url, anonKey, clientOptions);
  await client.realtime.setAuth(token);
  await new Promise<void>((resolve, reject) => {
    client
      .channel(`bench-${crypto.randomUUID()}`)
      .on(
        'postgres_changes',
        {
          event: 'UPDATE',
          schema: 'public',
          table: 'shopping_list_items',
          filter: `user_id=eq.${user.id}`,
        },
        (change) => {
          const now = performance.now();
          const row = change.new as { user_id?: string; name?: string };
          if (row.user_id !== user.id) tally.misdelivered += 1;
          const seq = Number(row.name?.replace('bench-', ''));
          const list = tally.arrivals.get(seq) ?? [];
          list.push(now);
          tally.arrivals.set(seq, list);
        },
      )
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status !== 'CLOSED') reject(error ?? new Error(status));
      });
  });
  return client;
}

interface Write {
  requested: number;
  answered: number;
}

/** Ticks the users' rows in turn through the REST API, one write every interval. */
async function writeChanges(users: User[]): Promise<Map<number, Write>> {
  const writes = new Map<number, Write>();
  const inFlight: Promise<void>[] = [];
  for (let seq = 1; seq <= settings.BENCH_CHANGES; seq += 1) {
    const user = users[seq % users.length] as User;
    const requested = performance.now();
    inFlight.push(
      (async () => {
        const { error } = await user.client
          .from('shopping_list_items')
          .update({ name: `bench-${seq}`, checked: seq % 2 === 0 })
          .eq('id', user.rowId);
        if (error) throw new Error(`write ${seq}: ${error.message}`);
        writes.set(seq, { requested, answered: performance.now() });
      })(),
    );
    await new Promise((resolve) => setTimeout(resolve, settings.BENCH_INTERVAL_MS));
  }
  await Promise.all(inFlight);
  return writes;
}

function summarize(writes: Map<number, Write>, tally: Tally): void {
  const fromResponse: number[] = [];
  const fromRequest: number[] = [];
  let early = 0;
  let missing = 0;
  for (const [seq, write] of writes) {
    const arrivals = tally.arrivals.get(seq) ?? [];
    missing += Math.max(0, CLIENTS_PER_USER - arrivals.length);
    for (const arrived of arrivals) {
      if (arrived < write.answered) early += 1;
      fromResponse.push(Math.max(0, arrived - write.answered));
      fromRequest.push(arrived - write.requested);
    }
  }
  fromResponse.sort((x, y) => x - y);
  fromRequest.sort((x, y) => x - y);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const p95 = percentile(fromResponse, 95);
  console.log(
    [
      `Deliveries: ${fromResponse.length} of ${writes.size * CLIENTS_PER_USER} expected, ${missing} missing, ${tally.misdelivered} to a client of another user`,
      `From the write's response: p50 ${ms(percentile(fromResponse, 50))}, p95 ${ms(p95)}, max ${ms(fromResponse.at(-1) ?? Number.NaN)} (${early} arrived before the response, counted as 0)`,
      `From the write's request:  p50 ${ms(percentile(fromRequest, 50))}, p95 ${ms(percentile(fromRequest, 95))}`,
      `Verdict: p95 ${ms(p95)} ${p95 < TARGET_P95_MS ? '<' : '>='} ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS && missing === 0 && tally.misdelivered === 0 ? 'MEETS' : 'MISSES'} the target`,
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const usePostgres = process.argv.includes('--postgres');
  const cluster = usePostgres ? await startPostgresCluster() : undefined;
  const dataDir = makeTempDir('mealwise-bench-realtime-');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    PORT: String(port),
    SMTP_PORT: String(await freePort()),
    AUTO_CONFIRM: 'true',
    ...(cluster ? { DATABASE_URL: await cluster.createDatabase() } : {}),
  };
  const backend = await startBackendProcess(env, `http://127.0.0.1:${port}`);
  const clients: Client[] = [];
  try {
    const status = await readLocalStatus(dataDir, { env: { ...process.env, ...env } });
    const pid = backend.pid as number;
    console.log(
      `Backend: ${status.apiUrl} on ${status.dbKind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
    );
    console.log(
      `Load: ${USERS} users x ${CLIENTS_PER_USER} clients = ${USERS * CLIENTS_PER_USER} sockets, ` +
        `${settings.BENCH_CHANGES} changes, one every ${settings.BENCH_INTERVAL_MS} ms\n`,
    );
    const admin = createClient<Database>(status.apiUrl, status.serviceRoleKey, clientOptions);
    const users: User[] = [];
    for (let n = 0; n < USERS; n += 1) {
      users.push(await createUser(status.apiUrl, status.anonKey, admin, n));
    }
    const rssBefore = residentBytes(pid);
    const tally: Tally = { arrivals: new Map(), misdelivered: 0 };
    for (const user of users) {
      const { data } = await user.client.auth.getSession();
      const token = data.session?.access_token ?? '';
      for (let c = 0; c < CLIENTS_PER_USER; c += 1) {
        clients.push(await subscribe(status.apiUrl, status.anonKey, user, token, tally));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rssSubscribed = residentBytes(pid);
    const writes = await writeChanges(users);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    summarize(writes, tally);
    const perConnection = (rssSubscribed - rssBefore) / clients.length;
    console.log(
      `Memory: backend RSS ${(rssBefore / 2 ** 20).toFixed(1)} MiB before the sockets, ` +
        `${(rssSubscribed / 2 ** 20).toFixed(1)} MiB with ${clients.length} subscribed: ` +
        `${(perConnection / 1024).toFixed(1)} KiB per connection (RSS delta / connections)`,
    );
  } finally {
    for (const client of clients) await client.removeAllChannels();
    await stopBackendProcess(backend, 'SIGTERM');
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
