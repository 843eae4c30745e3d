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
  tables: { table: string; onChange: (payload: RowPayload) => void }[];
  onSubscribed: () => void;
}

/** Subscribes; the function returned unsubscribes (also before the client was reached). */
export function subscribeRows(feed: RowFeed): () => void {
  let stopped = false;
  let release: (() => void) | null = null;
  void getSupabase()
    .then((client) => {
      if (stopped) return;
      const filter = `user_id=eq.${feed.userId}`;
      const channel = feed.tables.reduce(
        (subscribed, { table, onChange }) =>
          subscribed.on(
            'postgres_changes',
            { event: '*', schema: 'public', table, filter },
            onChange,
          ),
        client.channel(`${feed.name}:${feed.userId}`),
      );
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') feed.onSubscribed();
        else if (error)
          console.warn(`The live ${feed.name} is not connected`, status, error.message);
      });
      release = () => void client.removeChannel(channel);
    })
    .catch((error: unknown) => console.warn(`The live ${feed.name} could not start`, error));
  return () => {
    stopped = true;
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
