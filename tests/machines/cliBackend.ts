/// <reference types="node" />
/**
 * The local backend as its own process (its CLI, on a fresh data dir and free ports), for the
 * jsdom-project tests that drive the app's live services against it: PGlite cannot load in
 * jsdom. Also makes supabase-js clients and confirmed, signed-in users on it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import ws from 'ws';
import { z } from 'zod';
import type { AppSupabaseClient } from '../../src/services/supabase.ts';
import type { Database } from '../../supabase/types/database.ts';

const statusSchema = z.object({
  apiUrl: z.string(),
  anonKey: z.string(),
  serviceRoleKey: z.string(),
});

export interface CliBackend {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  process: ChildProcess;
  dataDir: string;
}

export interface SignedInUser {
  id: string;
  client: AppSupabaseClient;
  /** How to sign in again (another phone of the same account). */
  email: string;
  password: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the backend CLI with auto-confirmed sign-ups and waits until it answers. */
export async function startCliBackend(dataDirPrefix: string): Promise<CliBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const port = await freePort();
  // Two free ports asked one after the other can be the same one: the backend needs both.
  let smtpPort = await freePort();
  while (smtpPort === port) smtpPort = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    AUTO_CONFIRM: 'true',
  };
  const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
  const child = spawn(tsx, ['supabase/local/cli.ts', 'start'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The backend exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The backend did not start within 90 s');
    const healthy = await fetch(`http://127.0.0.1:${port}/auth/v1/health`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const status = spawnSync(tsx, ['supabase/local/cli.ts', 'status', '--json'], {
    env,
    encoding: 'utf8',
  });
  return { ...statusSchema.parse(JSON.parse(status.stdout)), process: child, dataDir };
}

export function stopCliBackend(backend: CliBackend | undefined): void {
  if (!backend) return;
  backend.process.kill('SIGTERM');
  rmSync(backend.dataDir, { recursive: true, force: true });
}

export function makeClient(backend: CliBackend, key: string): AppSupabaseClient {
  return createClient<Database>(backend.apiUrl, key, {
    // Realtime through Node's `ws`: jsdom's WebSocket hands Node objects events of its own kind.
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      // One storage key per client: several signed-in people share this test's window.
      storageKey: `test-${randomUUID()}`,
    },
  });
}

/** A confirmed user made with the admin API, signed in with the password grant. */
export async function createSignedInUser(
  backend: CliBackend,
  options: { emailPrefix: string; fullName?: string },
): Promise<SignedInUser> {
  const email = `${options.emailPrefix}-${randomUUID()}@example.com`;
  const password = `pw-${randomUUID()}`;
  const created = await makeClient(backend, backend.serviceRoleKey).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    ...(options.fullName ? { user_metadata: { full_name: options.fullName } } : {}),
  });
  if (created.error) throw created.error;
  const client = makeClient(backend, backend.anonKey);
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error || !signedIn.data.user) throw signedIn.error ?? new Error('no user');
  return { id: signedIn.data.user.id, client, email, password };
}

/** The same account signed in on another phone: a client of its own. */
export async function anotherPhone(backend: CliBackend, user: SignedInUser): Promise<SignedInUser> {
  const client = makeClient(backend, backend.anonKey);
  const signedIn = await client.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  if (signedIn.error) throw signedIn.error;
  return { ...user, client };
}

/**
 * A confirmed, signed-in user whose profile the planner fills a week from: 3 breakfasts,
 * 4 lunches and 5 dinners on a $100 budget (12 meals).
 */
export async function createPlanningUser(
  backend: CliBackend,
  emailPrefix: string,
): Promise<SignedInUser> {
  const user = await createSignedInUser(backend, { emailPrefix });
  const { error } = await user.client.from('meal_frequency').upsert({
    id: user.id,
    weekly_budget: '$100',
    breakfasts_per_week: 3,
    lunch_per_week: 4,
    dinner_per_week: 5,
    snacks_per_week: 0,
  });
  if (error) throw error;
  return user;
}

/**
 * Whom the app's live services act for in a test that mocks src/services/supabase.ts with
 * `supabaseFor`: the client they get, and whose session this browser keeps.
 */
export interface TestSession {
  client: AppSupabaseClient | null;
  userId: string | null;
}

/** src/services/supabase.ts for the live services under test: the session's client and user. */
export function supabaseFor(session: TestSession) {
  return {
    getSupabase: async () => {
      if (!session.client) throw new Error('No signed-in client in this test');
      return session.client;
    },
    storedSessionUser: () => (session.userId ? { id: session.userId } : null),
  };
}

/** A user the planner can fill a week for (createPlanningUser), signed in as `session`. */
export async function signInPlanningUser(
  backend: CliBackend,
  emailPrefix: string,
  session: TestSession,
): Promise<SignedInUser> {
  const user = await createPlanningUser(backend, emailPrefix);
  session.client = user.client;
  session.userId = user.id;
  return user;
}
