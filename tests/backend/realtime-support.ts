/**
 * Helpers of the realtime suites: a supabase-js channel on one table that records what arrives
 * (its status callbacks and system messages too), waits for an event or proves none came, and
 * rows of the shopping list written through the REST API; the CLI's backend as a child process
 * (for `kill -9`, and for bench:realtime's measurements of the backend alone).
 */
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { TypedClient } from './support.ts';

export type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

export interface Watch {
  channel: RealtimeChannel;
  changes: Change[];
  statuses: { status: string; error?: Error }[];
  system: Record<string, unknown>[];
  /** Resolves when the channel reached `status` (rejects with the error of CHANNEL_ERROR). */
  reached(status: string, timeoutMs?: number): Promise<void>;
  /** The first change (from the n-th on) that matches. */
  next(match: (change: Change) => boolean, timeoutMs?: number): Promise<Change>;
  /** Waits `ms` and returns what matched meanwhile (expected: nothing). */
  quietFor(ms: number, match?: (change: Change) => boolean): Promise<Change[]>;
}

async function until<T>(probe: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export { until };

export function watch(
  client: TypedClient,
  options: { table?: string; filter?: string; event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE' } = {},
): Watch {
  const changes: Change[] = [];
  const statuses: Watch['statuses'] = [];
  const system: Record<string, unknown>[] = [];
  const channel = client
    .channel(`watch-${randomUUID()}`)
    .on(
      'postgres_changes',
      {
        event: options.event ?? '*',
        schema: 'public',
        table: options.table ?? 'shopping_list_items',
        ...(options.filter ? { filter: options.filter } : {}),
      },
      (change: Change) => changes.push(change),
    )
    .on('system', {}, (message: Record<string, unknown>) => system.push(message))
    .subscribe((status, error) => statuses.push({ status, error }));
  return {
    channel,
    changes,
    statuses,
    system,
    async reached(status, timeoutMs = 5000) {
      await until(
        () => {
          const failed = statuses.find((entry) => entry.status === 'CHANNEL_ERROR');
          if (failed && status !== 'CHANNEL_ERROR')
            throw failed.error ?? new Error('CHANNEL_ERROR');
          return statuses.some((entry) => entry.status === status) ? true : undefined;
        },
        timeoutMs,
        `channel status ${status}`,
      );
    },
    next(match, timeoutMs = 3000) {
      return until(() => changes.find(match), timeoutMs, 'a realtime change');
    },
    async quietFor(ms, match = () => true) {
      const before = changes.length;
      await new Promise((resolve) => setTimeout(resolve, ms));
      return changes.slice(before).filter(match);
    },
  };
}

/** A shopping-list row of `userId` inserted through `client` (the user's own, or the admin). */
export async function insertItem(
  client: TypedClient,
  userId: string,
  fields: { name?: string; price?: number } = {},
): Promise<{ id: string; item_key: string }> {
  const itemKey = `item-${randomUUID()}`;
  const { data, error } = await client
    .from('shopping_list_items')
    .insert({
      user_id: userId,
      week_start: '2026-11-23',
      item_key: itemKey,
      name: fields.name ?? 'Oat milk',
      amount: '1 l',
      price: fields.price ?? 1.5,
    })
    .select('id, item_key')
    .single();
  if (error) throw new Error(`insert failed: ${error.message}`);
  return data;
}

export function isRow(id: string): (change: Change) => boolean {
  return (change) =>
    (change.new as { id?: string }).id === id || (change.old as { id?: string }).id === id;
}

const cliPath = fileURLToPath(new URL('../../supabase/local/cli.ts', import.meta.url));

/** `cli.ts start` in a process of its own with `env`, once its API at `apiUrl` answers. */
export async function startBackendProcess(
  env: NodeJS.ProcessEnv,
  apiUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', cliPath, 'start'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`The backend exited with ${child.exitCode}`);
    const health = await fetch(`${apiUrl}/auth/v1/health`).catch(() => undefined);
    // Any answer from the gateway will do: 401 (no apikey) means it is serving.
    if (health) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('The backend did not answer within 90 s');
}

/** Stops a backend process with `signal` and waits for it to be gone. */
export async function stopBackendProcess(
  child: ChildProcess,
  signal: NodeJS.Signals,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
