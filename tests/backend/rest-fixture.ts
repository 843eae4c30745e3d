/**
 * Test backends with the REST fixture schema (fixtures/sql/embedding.sql) on PGlite or a throwaway
 * PostgreSQL, clients that know nothing of the app's types, raw REST calls, and a count of the SQL
 * statements the REST service runs per request.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import ws from 'ws';
import type { Queryable } from '../../supabase/local/contracts.ts';
import {
  startPostgresCluster,
  startTestBackend,
  type DbKind,
  type PostgresCluster,
  type TestBackend,
  type TestBackendOptions,
} from './support.ts';

export interface FixtureBackend {
  backend: TestBackend;
  close(): Promise<void>;
}

/**
 * The mailbox's SMTP port is picked free before the backend binds it, so another suite starting
 * at the same moment can take it first: such a start is tried again on a new port.
 */
async function startWithFreshPorts(
  options: () => Promise<TestBackendOptions>,
): Promise<TestBackend> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startTestBackend(await options());
    } catch (error) {
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!taken || attempt === 3) throw error;
    }
  }
}

export async function startFixtureBackend(
  kind: DbKind,
  options: TestBackendOptions = {},
): Promise<FixtureBackend> {
  const cluster: PostgresCluster | undefined =
    kind === 'postgres' ? await startPostgresCluster() : undefined;
  const fixtures = ['embedding', ...(options.fixtures ?? [])];
  let backend: TestBackend;
  try {
    // Each attempt gets a database of its own: a failed start has applied the fixtures already.
    backend = await startWithFreshPorts(async () =>
      cluster
        ? {
            ...options,
            fixtures,
            dbKind: 'postgres',
            connectionString: await cluster.createDatabase(),
          }
        : { inMemory: true, ...options, fixtures },
    );
  } catch (error) {
    await cluster?.stop();
    throw error;
  }
  return {
    backend,
    async close() {
      await backend.close();
      await cluster?.stop();
    },
  };
}

/** A client without the app's Database type, to reach the fixture's tables and functions. */
export function fixtureClient(backend: TestBackend, accessToken?: string): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
  });
}

export interface RawReply {
  status: number;
  headers: Headers;
  text: string;
}

/** A request to /rest/v1 with the anon key (and a token when given), answered as text. */
export async function restCall(
  backend: TestBackend,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<RawReply> {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.anonKey);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  const response = await fetch(`${backend.url}/rest/v1${path}`, { ...init, headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/**
 * Counts the statements every transaction of the backend runs from now on: the services share
 * the backend's database object, so wrapping its transaction method sees each of their queries.
 */
export function countStatements(backend: TestBackend): { count(): number; reset(): void } {
  let statements = 0;
  const { db } = backend;
  const transaction = db.transaction.bind(db);
  db.transaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> =>
    transaction((tx) =>
      fn({
        query<R>(sql: string, params?: unknown[]) {
          statements += 1;
          return tx.query<R>(sql, params);
        },
        exec(sql: string) {
          statements += 1;
          return tx.exec(sql);
        },
      }),
    );
  return {
    count: () => statements,
    reset() {
      statements = 0;
    },
  };
}
