/**
 * Two phones ticking one list (supabase/migrations/20261128030000_list_conflicts.sql): the change
 * made later wins, whichever reaches the server last; a change made before the line's current
 * state leaves it as it is, and the write answers with the line as stored; a device clock ahead
 * of the server's cannot claim the future; a writer that does not say when made its change now.
 * The same for a price paid.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import ws from 'ws';
import { createSignedInUser, startTestBackend, type TestBackend } from './support.ts';

let backend: TestBackend;
let db: SupabaseClient;
let userId: string;
const week = '2026-11-23';

beforeAll(async () => {
  backend = await startTestBackend({ inMemory: true });
  const owner = await createSignedInUser(backend);
  userId = owner.user.id;
  db = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
    global: { headers: { Authorization: `Bearer ${owner.accessToken}` } },
  });
});

afterAll(async () => {
  await backend?.close();
});

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

async function tick(key: string, checked: boolean, madeAt?: string) {
  const { data, error } = await db
    .from('shopping_list_items')
    .upsert(
      {
        user_id: userId,
        week_start: week,
        item_key: key,
        name: key,
        amount: '1',
        price: 1,
        custom: false,
        checked,
        ...(madeAt === undefined ? {} : { changed_at: madeAt }),
      },
      { onConflict: 'user_id,week_start,item_key' },
    )
    .select('checked, changed_at')
    .single();
  expect(error).toBeNull();
  return data as { checked: boolean; changed_at: string };
}

describe('a list line two phones change', () => {
  it('takes the change made later, in whatever order they arrive', async () => {
    await tick('milk', true, ago(60));
    // An untick made 30 s ago, after the tick: it wins.
    expect((await tick('milk', false, ago(30))).checked).toBe(false);
    // A tick made 45 s ago reaches the server last (it waited offline): made before the untick,
    // it is kept out, and the answer is the line as stored.
    const late = await tick('milk', true, ago(45));
    expect(late.checked).toBe(false);
    expect(Date.parse(late.changed_at)).toBeGreaterThan(Date.now() - 31_000);
  });

  it('never loses a tick to an untick made before it', async () => {
    await tick('eggs', true, ago(10));
    const stale = await tick('eggs', false, ago(20));
    expect(stale.checked).toBe(true);
  });

  it('bounds a device clock that runs ahead by the server clock', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const ahead = await tick('bread', true, future);
    expect(Date.parse(ahead.changed_at)).toBeLessThanOrEqual(Date.now() + 1_000);
    // So a change made a moment later on another phone still wins.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await tick('bread', false, new Date().toISOString())).checked).toBe(false);
  });

  it('takes a write that does not say when as made now', async () => {
    await tick('rice', true, ago(5));
    expect((await tick('rice', false)).checked).toBe(false);
  });
});

describe('a price paid marked on two phones', () => {
  async function pay(key: string, paid: number, madeAt: string) {
    const { data, error } = await db
      .from('purchases')
      .upsert(
        {
          user_id: userId,
          week_start: week,
          item_key: key,
          name: key,
          amount_paid: paid,
          purchased_at: madeAt,
        },
        { onConflict: 'user_id,week_start,item_key' },
      )
      .select('amount_paid, purchased_at')
      .single();
    expect(error).toBeNull();
    return data as { amount_paid: number; purchased_at: string };
  }

  it('keeps the price marked later', async () => {
    await pay('apples', 3.5, ago(30));
    expect(Number((await pay('apples', 4.25, ago(60))).amount_paid)).toBe(3.5);
    expect(Number((await pay('apples', 4.25, ago(10))).amount_paid)).toBe(4.25);
  });
});
