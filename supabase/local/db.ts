/**
 * The database behind the local backend: PGlite (Postgres compiled to WASM) persisted to a data
 * directory by default, or a real PostgreSQL server through a `pg` pool. Both implement `Db`, and
 * both return rows in the same shapes (int8 as number, numeric as string, json parsed,
 * timestamptz as Date), so the services never need to know which one they run on.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db, QueryResult, Queryable } from './contracts.ts';

export type DbOptions =
  | {
      kind: 'pglite';
      /** A directory on disk, or 'memory://' for a throwaway in-memory database (fast tests). */
      dataDir: string;
    }
  | { kind: 'postgres'; connectionString: string; maxConnections?: number };

export async function openDb(options: DbOptions): Promise<Db> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir)
    : openPostgres(options.connectionString, options.maxConnections ?? 10);
}

/**
 * A FIFO mutex. PGlite has one session: a transaction opened by one request must not see the
 * statements of another, so every statement and every transaction takes its turn.
 */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  async run<T>(fn: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    await previous;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

/** The process exists (EPERM: it does, but belongs to someone else). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no postmaster to keep a second process out of its files, and two writers would
 * corrupt them: a lock file with the owner's pid does. A lock left by a killed process is stale
 * and taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && processAlive(owner)) {
        throw new Error(
          `The database in ${dataDir} is in use by process ${owner}; stop it first or use another DATA_DIR`,
          {
            cause: error,
          },
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the database in ${dataDir}`);
}

async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  let unlock = (): void => undefined;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  try {
    return await createPgliteDb(dataDir, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

async function createPgliteDb(dataDir: string, unlock: () => void): Promise<Db> {
  // relaxedDurability stays off: a write is acknowledged only after PGlite has handed it to the
  // file system, so killing the process cannot lose an acknowledged write.
  const pglite = await PGlite.create({ dataDir, relaxedDurability: false });
  const mutex = new Mutex();
  let closed = false;

  async function runQuery<T>(
    target: Pick<PGlite, 'query'>,
    sql: string,
    params?: unknown[],
  ): Promise<QueryResult<T>> {
    const result = await target.query<T>(sql, params ?? []);
    return { rows: result.rows, affectedRows: result.affectedRows };
  }

  return {
    kind: 'pglite',
    query<T = Record<string, unknown>>(sql: string, params?: unknown[]) {
      return mutex.run(() => runQuery<T>(pglite, sql, params));
    },
    exec(sql: string) {
      return mutex.run(async () => {
        await pglite.exec(sql);
      });
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return mutex.run(() =>
        pglite.transaction(async (tx) => {
          const queryable: Queryable = {
            query: <R = Record<string, unknown>>(sql: string, params?: unknown[]) =>
              runQuery<R>(tx, sql, params),
            exec: async (sql: string) => {
              await tx.exec(sql);
            },
          };
          return fn(queryable);
        }),
      );
    },
    async listen(channel: string, onNotify: (payload: string) => void) {
      const stop = await mutex.run(() => pglite.listen(channel, onNotify));
      return () => (closed ? Promise.resolve() : mutex.run(stop));
    },
    async close() {
      if (closed) return;
      closed = true;
      // Waits for statements already queued so closing never cuts a write in half.
      await mutex.run(() => pglite.close());
      unlock();
    },
  };
}

/** Parses int8 (count(*), bigint columns) to a number like PGlite does, when it fits exactly. */
function parseInt8(value: string): number | string {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : value;
}

function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === pg.types.builtins.INT8) return parseInt8;
      return format === 'binary'
        ? pg.types.getTypeParser(oid, 'binary')
        : pg.types.getTypeParser(oid, 'text');
    }) as pg.CustomTypesConfig['getTypeParser'],
  };
}

async function openPostgres(connectionString: string, maxConnections: number): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: maxConnections, types: pgTypes() });
  // An idle client that loses its server connection emits 'error'; without a listener that would
  // crash the process instead of just failing the next query.
  pool.on('error', (error) => {
    console.error('[db] idle PostgreSQL client error:', error.message);
  });
  // Fails fast with a clear error when the server is not reachable.
  const probe = await pool.connect();
  probe.release();
  let closed = false;

  async function runQuery<T>(
    target: pg.Pool | pg.PoolClient,
    sql: string,
    params?: unknown[],
  ): Promise<QueryResult<T>> {
    const result = await target.query(sql, params ?? []);
    return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
  }

  async function execute(target: pg.Pool | pg.PoolClient, sql: string): Promise<void> {
    // Without parameters pg uses the simple query protocol, which allows several statements.
    await target.query(sql);
  }

  return {
    kind: 'postgres',
    query<T = Record<string, unknown>>(sql: string, params?: unknown[]) {
      return runQuery<T>(pool, sql, params);
    },
    exec(sql: string) {
      return execute(pool, sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const queryable: Queryable = {
          query: <R = Record<string, unknown>>(sql: string, params?: unknown[]) =>
            runQuery<R>(client, sql, params),
          exec: (sql: string) => execute(client, sql),
        };
        const result = await fn(queryable);
        await client.query('commit');
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch {
          // The connection itself failed: drop it from the pool rather than reuse it.
          broken = true;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    listen(channel: string, onNotify: (payload: string) => void) {
      return listenPostgres(connectionString, channel, onNotify);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** How long a lost LISTEN connection waits before connecting again. */
const RELISTEN_DELAY_MS = 500;

/**
 * LISTEN needs a session of its own (a pooled connection goes back to the pool), kept open and
 * opened again when the server drops it. Notifications sent while it was away are lost, as on
 * any LISTEN connection.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  function reconnectLater(): void {
    if (stopped) return;
    retry = setTimeout(() => void connect().catch(reconnectLater), RELISTEN_DELAY_MS);
  }
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.error('[db] LISTEN connection lost:', error.message);
      void next.end().catch(() => undefined);
      if (client === next) {
        client = undefined;
        reconnectLater();
      }
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  }
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
