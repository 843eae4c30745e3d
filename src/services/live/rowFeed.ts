/**
 * A live feed of the household's rows: one Supabase Realtime channel with a `postgres_changes`
 * subscription per table, filtered to the household's rows (row-level security decides what
 * reaches this device, as it decides a select). The screens' feeds (listLive.ts, pantryLive.ts)
 * say what a change of each table does, and what to do when the channel is subscribed: the first
 * time and again after the connection dropped, when the screen reads itself again to catch up.
 */
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { getSupabase } from '../supabase.ts';

export type RowPayload = RealtimePostgresChangesPayload<Record<string, unknown>>;

export interface RowFeed {
  /** The channel's topic: one per screen and household. */
  name: string;
  userId: string;
  /** The column that holds `userId` (the household's rows: user_id, the default). */
  column?: string;
  tables: { table: string; onChange: (payload: RowPayload) => void }[];
  onSubscribed: () => void;
}

/** Waits before subscribing again after the server closed the channel: 5 s, then longer. */
const RESUBSCRIBE_MS = [5_000, 15_000, 60_000];

/**
 * Subscribes; the function returned unsubscribes (also before the client was reached). A dropped
 * connection is realtime-js's to mend (it rejoins by itself); a channel the server closed (its
 * token ran out while the phone slept, say) is subscribed again here, after a pause, with the
 * session's current token.
 */
export function subscribeRows(feed: RowFeed): () => void {
  let stopped = false;
  let release: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closures = 0;
  const subscribe = async () => {
    const client = await getSupabase();
    if (stopped) return;
    const filter = `${feed.column ?? 'user_id'}=eq.${feed.userId}`;
    const channel = feed.tables.reduce(
      (subscribed, { table, onChange }) =>
        subscribed.on(
          'postgres_changes',
          { event: '*', schema: 'public', table, filter },
          onChange,
        ),
      client.channel(`${feed.name}:${feed.userId}`),
    );
    release = () => void client.removeChannel(channel);
    let closed = false;
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        closures = 0;
        feed.onSubscribed();
      } else if (status === 'CLOSED' && !stopped && !closed) {
        closed = true;
        release?.();
        const wait = RESUBSCRIBE_MS[Math.min(closures, RESUBSCRIBE_MS.length - 1)];
        closures += 1;
        timer = setTimeout(() => void start(), wait);
      } else if (error) {
        console.warn(`The live ${feed.name} is not connected`, status, error.message);
      }
    });
  };
  const start = () =>
    subscribe().catch((error: unknown) =>
      console.warn(`The live ${feed.name} could not start`, error),
    );
  void start();
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    release?.();
  };
}

/**
 * Runs `read` one at a time: asked while a read runs, it reads once more after it (what the
 * request announced may have come after the running read began). A failed read is logged.
 */
export function oneReadAtATime(what: string, read: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    void read()
      .catch((error: unknown) => console.warn(`${what} failed`, error))
      .finally(() => {
        running = false;
        if (again) run();
      });
  };
  return run;
}
