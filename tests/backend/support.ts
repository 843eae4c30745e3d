/**
 * Test helpers for the local backend: start one on a fresh data dir (or in memory) and a free
 * port, make confirmed users with signed-in supabase-js clients, and start a throwaway PostgreSQL
 * cluster so the same suites run against a real server.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createClient, type User } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import pg from 'pg';
import ws from 'ws';
import type { Db, LocalConfig } from '../../supabase/local/contracts.ts';
import { loadConfig, MEMORY_DATA_DIR } from '../../supabase/local/config.ts';
import type { DbOptions } from '../../supabase/local/db.ts';
import { startLocalBackend, type ServiceFactories } from '../../supabase/local/server.ts';
import type { Database } from '../../supabase/types/database.ts';

export type DbKind = 'pglite' | 'postgres';
export type TypedClient = ReturnType<typeof makeClient>;

export interface TestBackendOptions {
  /** Signup returns a session at once, without an email. Default true (tests rarely need email). */
  autoConfirm?: boolean;
  /** Default 'pglite'. For 'postgres' give connectionString (see startPostgresCluster). */
  dbKind?: DbKind;
  connectionString?: string;
  /** Reuse a data dir (restart tests); default a fresh temp dir, or memory when inMemory. */
  dataDir?: string;
  /** PGlite in memory: fastest, for tests that need no restart. */
  inMemory?: boolean;
  functionsDir?: string;
  migrationsDir?: string;
  /** Fixture schemas from tests/backend/fixtures/sql/<name>.sql, applied after the migrations. */
  fixtures?: string[];
  factories?: ServiceFactories;
  overrides?: Partial<LocalConfig>;
}

export interface TestBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  config: LocalConfig;
  db: Db;
  dataDir: string;
  /** A fresh anon client, without a persisted session. */
  anonClient(): TypedClient;
  /** A client with the service-role key, for supabase.auth.admin. */
  adminClient(): TypedClient;
  close(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
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

export function makeTempDir(prefix = 'mealwise-backend-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** supabase-js as the app uses it, minus session persistence (tests run in Node). */
export function makeClient(url: string, key: string, accessToken?: string) {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // ws is what the realtime client needs in Node 20; its typings differ from the DOM-like ones.
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
  });
}

export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const ownsDataDir = options.dataDir === undefined && !options.inMemory;
  const dataDir = options.inMemory ? MEMORY_DATA_DIR : (options.dataDir ?? makeTempDir());
  const dbKind = options.dbKind ?? 'pglite';
  let db: DbOptions;
  if (dbKind === 'postgres') {
    if (!options.connectionString) throw new Error('dbKind postgres needs a connectionString');
    db = { kind: 'postgres', connectionString: options.connectionString };
  } else {
    db = { kind: 'pglite', dataDir: options.inMemory ? MEMORY_DATA_DIR : join(dataDir, 'pglite') };
  }
  const config = await loadConfig({
    // The test process's own environment must not leak into the backend under test.
    env: {},
    overrides: {
      host: '127.0.0.1',
      port: 0,
      dataDir,
      autoConfirm: options.autoConfirm ?? true,
      smtp: {
        host: '127.0.0.1',
        port: await freePort(),
        secure: false,
        from: 'Mealwise <no-reply@mealwise.local>',
      },
      ...(options.functionsDir ? { functionsDir: options.functionsDir } : {}),
      ...options.overrides,
    },
  });
  const backend = await startLocalBackend({
    config,
    db,
    migrationsDir: options.migrationsDir,
    fixtureSql: (options.fixtures ?? []).map((name) =>
      readFileSync(new URL(`./fixtures/sql/${name}.sql`, import.meta.url), 'utf8'),
    ),
    factories: options.factories,
  });
  return {
    url: backend.url,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    config,
    db: backend.db,
    dataDir,
    anonClient: () => makeClient(backend.url, config.anonKey),
    adminClient: () => makeClient(backend.url, config.serviceRoleKey),
    async close() {
      await backend.close();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SignedInUser {
  user: User;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** An anon-key client signed in as this user. */
  client: TypedClient;
}

/** Creates a confirmed user with the admin API and signs them in with the password grant. */
export async function createSignedInUser(
  target: { url: string; anonKey: string; serviceRoleKey: string },
  fields: { email?: string; password?: string; fullName?: string } = {},
): Promise<SignedInUser> {
  const email = fields.email ?? `user-${randomUUID()}@example.com`;
  const password = fields.password ?? `pw-${randomUUID()}`;
  const admin = makeClient(target.url, target.serviceRoleKey);
  const created = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: fields.fullName ?? 'Test Person' },
  });
  if (created.error) throw new Error(`admin.createUser failed: ${created.error.message}`);
  const client = makeClient(target.url, target.anonKey);
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error || !signedIn.data.session) {
    throw new Error(`signInWithPassword failed: ${signedIn.error?.message ?? 'no session'}`);
  }
  return {
    user: signedIn.data.session.user,
    email,
    password,
    accessToken: signedIn.data.session.access_token,
    refreshToken: signedIn.data.session.refresh_token,
    client,
  };
}

// ------------------------------------------------------------------------------------------------
// A throwaway PostgreSQL cluster
// ------------------------------------------------------------------------------------------------

export interface PostgresCluster {
  /** postgres://... of the cluster's default database. */
  connectionString: string;
  port: number;
  /** Creates an empty database and returns its connection string. */
  createDatabase(name?: string): Promise<string>;
  stop(): Promise<void>;
}

export type PostgresAvailability =
  { available: true; binDir: string } | { available: false; reason: string };

const POSTGRES_BIN_DIRS = [
  '/usr/lib/postgresql/15/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/17/bin',
];

/** Whether a PostgreSQL 15+ server can be started here; the reason is printed when not. */
export function postgresAvailability(): PostgresAvailability {
  const binDir = [process.env.PG_BIN_DIR, ...POSTGRES_BIN_DIRS].find(
    (dir): dir is string =>
      dir !== undefined && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
  );
  if (!binDir) {
    return {
      available: false,
      reason: `no PostgreSQL server binaries (looked in ${POSTGRES_BIN_DIRS.join(', ')})`,
    };
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return {
      available: false,
      reason: 'running as root and there is no postgres OS user to run the server',
    };
  }
  return { available: true, binDir };
}

/** Runs a PostgreSQL binary, as the postgres OS user when we are root (the server refuses root). */
function runPg(binDir: string, tool: string, args: string[]): void {
  const command = join(binDir, tool);
  if (process.getuid?.() === 0) {
    execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  } else {
    execFileSync(command, args, { stdio: 'pipe' });
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const availability = postgresAvailability();
  if (!availability.available) throw new Error(`PostgreSQL unavailable: ${availability.reason}`);
  const { binDir } = availability;
  const root = makeTempDir('mealwise-pg-');
  const dataDir = join(root, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(root, uid, gid);
  }
  runPg(binDir, 'initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--locale=C',
  ]);
  const port = await freePort();
  // fsync off: the cluster is thrown away, and what the tests kill is the backend, not PostgreSQL.
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  runPg(binDir, 'pg_ctl', [
    '-D',
    dataDir,
    '-o',
    serverOptions,
    '-l',
    join(root, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
  const connectionString = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    connectionString,
    port,
    async createDatabase(name = `test_${randomUUID().replace(/-/g, '')}`) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        runPg(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Runs a suite for each database kind available here. PostgreSQL is skipped with a printed reason
 * when its binaries are missing (REQUIRE_POSTGRES=1 turns that into a failure, for CI).
 */
export function forEachDbKind(): { kind: DbKind; skipReason?: string }[] {
  const availability = postgresAvailability();
  if (!availability.available) {
    if (process.env.REQUIRE_POSTGRES === '1')
      throw new Error(`REQUIRE_POSTGRES=1 but ${availability.reason}`);
    console.warn(`[backend tests] skipping the PostgreSQL runs: ${availability.reason}`);
    return [{ kind: 'pglite' }, { kind: 'postgres', skipReason: availability.reason }];
  }
  return [{ kind: 'pglite' }, { kind: 'postgres' }];
}

/**
 * A backend on the given database kind for one suite: in memory on PGlite, or on a fresh
 * database of a PostgreSQL cluster started for it. `close` stops both.
 */
export async function startBackendOn(
  kind: DbKind,
  options: Omit<TestBackendOptions, 'dbKind' | 'connectionString' | 'inMemory'> = {},
): Promise<{ backend: TestBackend; close: () => Promise<void> }> {
  let cluster: PostgresCluster | undefined;
  let connectionString: string | undefined;
  if (kind === 'postgres') {
    cluster = await startPostgresCluster();
    connectionString = await cluster.createDatabase();
  }
  const backend = await startTestBackend({
    ...(connectionString ? { dbKind: 'postgres' as const, connectionString } : { inMemory: true }),
    ...options,
  });
  return {
    backend,
    close: async () => {
      await backend.close();
      await cluster?.stop();
    },
  };
}

/**
 * Runs `suite` on each database kind inside `<title> on <kind>`, against a backend started for it
 * by startBackendOn (stopped after it); `prepare` adds what the suite needs (people, rows). The
 * context's fields are there once the suite's first beforeAll has run.
 */
export function describeOnEachKind<T extends object>(
  title: string,
  prepare: (backend: TestBackend) => Promise<T>,
  suite: (context: T & { backend: TestBackend }, kind: DbKind) => void,
): void {
  for (const { kind, skipReason } of forEachDbKind()) {
    describe.skipIf(skipReason !== undefined)(`${title} on ${kind}`, () => {
      const context = {} as T & { backend: TestBackend };
      let close: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const started = await startBackendOn(kind);
        close = started.close;
        Object.assign(context, { backend: started.backend }, await prepare(started.backend));
      });
      afterAll(async () => {
        await close?.();
      });
      suite(context, kind);
    });
  }
}
