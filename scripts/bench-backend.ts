/**
 * `npm run bench:backend`: measures the local backend under concurrent load. It starts the
 * backend as its own process (so the load generator does not share its event loop), creates a
 * user, then with autocannon runs authenticated selects and upserts on food_preferences exactly as
 * supabase-js sends them, and an embedded select of a parent row with its 100 child rows
 * (bench-embedding.sql, one SQL statement per request), and prints requests per second and
 * p50/p99 latency.
 *
 * Environment: BENCH_CONNECTIONS (default 10), BENCH_DURATION seconds per run (default 10),
 * DATABASE_URL to measure a real PostgreSQL server instead of PGlite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import ws from 'ws';
import { z } from 'zod';
import { readLocalStatus } from '../supabase/local/cli.ts';

const settings = z
  .object({
    BENCH_CONNECTIONS: z.coerce.number().int().min(1).max(1000).default(10),
    BENCH_DURATION: z.coerce.number().int().min(1).max(600).default(10),
  })
  .parse({
    BENCH_CONNECTIONS: process.env.BENCH_CONNECTIONS || undefined,
    BENCH_DURATION: process.env.BENCH_DURATION || undefined,
  });

/** The parts of autocannon's API and result this script uses (the package ships no types). */
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram & { max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
interface AutocannonOptions {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
}
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;

const resultSchema = z.looseObject({
  requests: z.looseObject({
    average: z.number(),
    p50: z.number(),
    p99: z.number(),
    total: z.number(),
  }),
  latency: z.looseObject({
    average: z.number(),
    p50: z.number(),
    p99: z.number(),
    max: z.number(),
  }),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
  duration: z.number(),
});

const require = createRequire(import.meta.url);
const autocannonModule: unknown = require('autocannon');
if (typeof autocannonModule !== 'function')
  throw new Error('autocannon did not load as a function');
const autocannonFn = autocannonModule as (options: AutocannonOptions) => Promise<unknown>;
const autocannon: Autocannon = async (options) => resultSchema.parse(await autocannonFn(options));

const serverPath = fileURLToPath(new URL('./bench-backend-server.ts', import.meta.url));

/** Child rows under the one parent the embedded select reads. */
const EMBEDDED_CHILDREN = 100;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startBackend(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverPath], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Started the local backend')) {
    if (child.exitCode !== null) throw new Error(`The backend exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The backend did not start in 90 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

function report(name: string, result: AutocannonResult): void {
  const failures = result.non2xx + result.errors + result.timeouts;
  console.log(
    [
      `${name}:`,
      `  requests/s  ${result.requests.average.toFixed(1)} (total ${result.requests.total} in ${result.duration.toFixed(1)} s)`,
      `  latency     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, mean ${result.latency.average.toFixed(1)} ms, max ${result.latency.max} ms`,
      `  failures    ${failures} (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mealwise-bench-'));
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    SMTP_PORT: String(await freePort()),
    AUTO_CONFIRM: 'true',
  };
  const backend = await startBackend(env);
  try {
    const status = await readLocalStatus(dataDir, { env: { ...process.env, ...env } });
    console.log(
      `Backend: ${status.apiUrl} on ${status.dbKind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
    );
    console.log(
      `Load: ${settings.BENCH_CONNECTIONS} connections, ${settings.BENCH_DURATION} s per run\n`,
    );

    const clientOptions = {
      auth: { persistSession: false, autoRefreshToken: false },
      // Node 20 has no WebSocket of its own; ws's typings differ from the DOM-like ones.
      realtime: { transport: ws as unknown as WebSocketLikeConstructor },
    };
    const admin = createClient(status.apiUrl, status.serviceRoleKey, clientOptions);
    const email = `bench-${Date.now()}@example.com`;
    const password = `bench-${crypto.randomUUID()}`;
    const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error) throw new Error(`createUser: ${created.error.message}`);
    const client = createClient(status.apiUrl, status.anonKey, clientOptions);
    const signedIn = await client.auth.signInWithPassword({ email, password });
    if (signedIn.error || !signedIn.data.session)
      throw new Error(`sign in: ${signedIn.error?.message}`);
    const userId = signedIn.data.session.user.id;
    const seed = await client
      .from('food_preferences')
      .upsert({ id: userId, allergies: ['Peanuts'] });
    if (seed.error) throw new Error(`seed: ${seed.error.message}`);

    const headers = {
      apikey: status.anonKey,
      authorization: `Bearer ${signedIn.data.session.access_token}`,
      'x-client-info': 'bench-backend',
    };
    const common = { connections: settings.BENCH_CONNECTIONS, duration: settings.BENCH_DURATION };

    // What `.from('food_preferences').select('*').eq('id', userId).single()` sends.
    const select = await autocannon({
      ...common,
      url: `${status.apiUrl}/rest/v1/food_preferences?select=*&id=eq.${userId}`,
      method: 'GET',
      headers: { ...headers, accept: 'application/vnd.pgrst.object+json' },
    });
    report('Authenticated select (single row)', select);

    // What `.from('food_preferences').upsert(row).select()` sends.
    const upsert = await autocannon({
      ...common,
      url: `${status.apiUrl}/rest/v1/food_preferences?on_conflict=id&select=*`,
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        prefer: 'resolution=merge-duplicates,return=representation',
      },
      body: JSON.stringify({
        id: userId,
        dietary_restrictions: ['Vegetarian'],
        allergies: ['Peanuts', 'Sesame'],
        disliked_foods: 'olives',
        protein_goal: 'Use recommended amount',
        favorite_cuisines: ['Italian', 'Thai'],
      }),
    });
    console.log('');
    report('Authenticated upsert (merge-duplicates, return=representation)', upsert);

    const parent = await client
      .from('bench_parents')
      .insert({ name: 'Week' })
      .select('id')
      .single();
    if (parent.error) throw new Error(`seed parent: ${parent.error.message}`);
    const children = Array.from({ length: EMBEDDED_CHILDREN }, (_, index) => ({
      parent_id: parent.data.id,
      label: `child ${index + 1}`,
      amount: (index % 17) + 0.25,
    }));
    const seeded = await client.from('bench_children').insert(children);
    if (seeded.error) throw new Error(`seed children: ${seeded.error.message}`);

    // What `.from('bench_parents').select('id, name, bench_children(id, label, amount)')
    // .eq('id', id).single()` sends.
    const embedded = await autocannon({
      ...common,
      url: `${status.apiUrl}/rest/v1/bench_parents?select=id,name,bench_children(id,label,amount)&id=eq.${parent.data.id}`,
      method: 'GET',
      headers: { ...headers, accept: 'application/vnd.pgrst.object+json' },
    });
    console.log('');
    report(`Authenticated embedded select (1 parent with ${EMBEDDED_CHILDREN} children)`, embedded);
  } finally {
    backend.kill('SIGTERM');
    await new Promise((resolve) => backend.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
