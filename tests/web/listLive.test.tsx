/**
 * The shopping list, live: a change made on another phone (as the Realtime feed reports a list
 * row) is read into what the list applies, and applied to the right week's line (a trip's list
 * holds several weeks'); a custom item added elsewhere joins the list; a line's row removed
 * (the week re-planned) unticks it. The list machine takes the feed's changes once the list is
 * on screen, and a list the feed read again, even after its own read failed. A change the server
 * kept out because a later one was made elsewhere is listed as overridden until dismissed. The
 * pantry takes the pantry its feed read again.
 */
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { shoppingListMachine } from '../../machines/shoppingList/shoppingList.machine.ts';
import { applyRemote } from '../../machines/shoppingList/remote.ts';
import type {
  ListItem,
  ListLiveEvent,
  ListScope,
  SaveCustomItemInput,
  ShoppingListLoad,
} from '../../machines/shoppingList/shoppingList.types.ts';
import { planTexts } from '../../machines/texts/plan.ts';
import { theme } from '../../src/app/theme.ts';
import { OfflineStatus } from '../../src/components/plan/OfflineStatus.tsx';
import { changeQueueLogic } from '../../src/device/changeQueueActor.ts';
import { ChangeQueue } from '../../src/device/changeQueue.ts';
import { memoryChangeStore } from '../../src/device/changeStore.ts';
import { lineChange, paidChange } from '../../src/services/live/listLive.ts';
import { subscribeRows } from '../../src/services/live/rowFeed.ts';
import { pantryMachine } from '../../machines/pantry/pantry.machine.ts';
import type { PantryEvent, PantryInput } from '../../machines/pantry/pantry.types.ts';
import type { PantryResponse } from '../../supabase/functions/_shared/schemas/pantry.ts';

/** A client whose channels the test answers for (the feed's subscription, subscribeRows). */
const realtime = vi.hoisted(() => ({
  channels: [] as { status: (status: string) => void; removed: boolean }[],
}));
vi.mock('../../src/services/supabase.ts', () => ({
  getSupabase: async () => {
    const client = {
      channel: () => {
        const entry = { status: (_: string) => {}, removed: false };
        realtime.channels.push(entry);
        const channel = {
          on: () => channel,
          subscribe: (callback: (status: string) => void) => {
            entry.status = callback;
            return channel;
          },
        };
        return channel;
      },
      removeChannel: async (_: unknown) => {
        const entry = realtime.channels.at(-1);
        if (entry) entry.removed = true;
      },
    };
    return client;
  },
}));

const texts = planTexts.shopping;
const WEEK = '2026-11-23';
const LATER = '2026-11-30';
const item = (key: string, extra: Partial<ListItem> = {}): ListItem => ({
  key,
  name: key,
  amount: '1 bag',
  price: 2,
  custom: false,
  checked: false,
  paid: null,
  ...extra,
});

type Payload = RealtimePostgresChangesPayload<Record<string, unknown>>;
const payload = (
  eventType: 'INSERT' | 'UPDATE' | 'DELETE',
  table: string,
  row: Record<string, unknown>,
): Payload =>
  ({
    schema: 'public',
    table,
    commit_timestamp: new Date().toISOString(),
    eventType,
    new: eventType === 'DELETE' ? {} : row,
    old: eventType === 'DELETE' ? row : {},
    errors: [],
  }) as unknown as Payload;

const row = (key: string, checked: boolean, extra: Record<string, unknown> = {}) => ({
  user_id: 'u1',
  week_start: WEEK,
  item_key: key,
  name: key,
  amount: '1 bag',
  price: '2.00',
  custom: false,
  checked,
  ...extra,
});

describe('a change made on another phone', () => {
  it('is read from the row the feed sends, and a row it cannot read is not', () => {
    expect(lineChange(payload('UPDATE', 'shopping_list_items', row('rice', true)))).toEqual({
      kind: 'line',
      week: WEEK,
      key: 'rice',
      checked: true,
      custom: null,
    });
    expect(
      lineChange(
        payload('INSERT', 'shopping_list_items', row('custom-1', false, { custom: true })),
      ),
    ).toMatchObject({ custom: { name: 'custom-1', amount: '1 bag', price: 2 } });
    expect(lineChange(payload('DELETE', 'shopping_list_items', row('rice', true)))).toEqual({
      kind: 'lineRemoved',
      week: WEEK,
      key: 'rice',
    });
    const bought = { user_id: 'u1', week_start: WEEK, item_key: 'rice', amount_paid: '3.49' };
    expect(paidChange(payload('INSERT', 'purchases', bought))).toEqual({
      kind: 'paid',
      week: WEEK,
      key: 'rice',
      paid: 3.49,
    });
    expect(paidChange(payload('DELETE', 'purchases', bought))).toMatchObject({ paid: null });
    expect(lineChange(payload('UPDATE', 'shopping_list_items', { item_key: 'x' }))).toBeNull();
  });

  it("is applied to its week's line only", () => {
    const items = [item('rice'), item('rice@later', { week: LATER, itemKey: 'rice' })];
    const here = { kind: 'line' as const, week: WEEK, key: 'rice', checked: true, custom: null };
    expect(applyRemote(items, WEEK, here).map((line) => line.checked)).toEqual([true, false]);
    const there = { ...here, week: LATER };
    expect(applyRemote(items, WEEK, there).map((line) => line.checked)).toEqual([false, true]);
    const paid = { kind: 'paid' as const, week: LATER, key: 'rice', paid: 4.1 };
    expect(applyRemote(items, WEEK, paid).map((line) => line.paid)).toEqual([null, 4.1]);
  });

  it("adds a custom item to this week's list, once, and removes it with its row", () => {
    const added = {
      kind: 'line' as const,
      week: WEEK,
      key: 'custom-7',
      checked: false,
      custom: { name: 'Candles', amount: '2', price: 3 },
    };
    const once = applyRemote([item('rice')], WEEK, added);
    expect(once.map((line) => line.key)).toEqual(['rice', 'custom-7']);
    expect(once[1]).toMatchObject({ name: 'Candles', custom: true, paid: null });
    expect(applyRemote(once, WEEK, added)).toHaveLength(2);
    // Another week's custom item is not on this list.
    expect(applyRemote([item('rice')], WEEK, { ...added, week: LATER })).toHaveLength(1);
    const removed = { kind: 'lineRemoved' as const, week: WEEK, key: 'custom-7' };
    expect(applyRemote(once, WEEK, removed).map((line) => line.key)).toEqual(['rice']);
  });

  it('unticks a planned line whose row was removed (the week was planned again)', () => {
    const removed = { kind: 'lineRemoved' as const, week: WEEK, key: 'rice' };
    expect(applyRemote([item('rice', { checked: true })], WEEK, removed)[0]?.checked).toBe(false);
  });
});

/** The list machine with a live feed the test speaks for, and a read the test controls. */
function liveList(read: () => Promise<ShoppingListLoad>) {
  let feed: ((event: ListLiveEvent) => void) | null = null;
  const actor = createActor(
    shoppingListMachine.provide({
      actors: {
        loadList: fromPromise<ShoppingListLoad, ListScope>(read),
        listLive: fromCallback<EventObject, ListScope>(({ sendBack }) => {
          feed = sendBack;
        }),
      },
    }),
    { input: { userId: 'u1', today: WEEK } },
  );
  actor.start();
  const send = (event: ListLiveEvent) => {
    if (!feed) throw new Error('the live feed did not start');
    feed(event);
  };
  return { actor, send };
}

const load = (items: ListItem[]): ShoppingListLoad => ({ weekStart: WEEK, items, fromPlan: true });

describe('the list machine, live', () => {
  it('takes a tick made elsewhere once the list is on screen', async () => {
    let finish: (loaded: ShoppingListLoad) => void = () => {};
    const { actor, send } = liveList(() => new Promise((resolve) => (finish = resolve)));
    const tick = { kind: 'line' as const, week: WEEK, key: 'rice', checked: true, custom: null };
    // Before the list is read there is nothing to apply it to: the read brings it.
    send({ type: 'list.remote', change: tick });
    finish(load([item('rice'), item('oats')]));
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(actor.getSnapshot().context.items.map((line) => line.checked)).toEqual([false, false]);
    send({ type: 'list.remote', change: tick });
    expect(actor.getSnapshot().context.items.find((line) => line.key === 'rice')?.checked).toBe(
      true,
    );
    send({ type: 'list.loaded', loaded: load([item('rice'), item('oats', { checked: true })]) });
    const ticked = actor.getSnapshot().context.items.filter((line) => line.checked);
    expect(ticked.map((line) => line.key)).toEqual(['oats']);
    actor.stop();
  });

  it('shows a custom item added here once, when the feed brings it before the save answers', async () => {
    let feed: ((event: ListLiveEvent) => void) | null = null;
    const candles = item('custom-1', { name: 'Candles', custom: true });
    const actor = createActor(
      shoppingListMachine.provide({
        actors: {
          loadList: fromPromise<ShoppingListLoad, ListScope>(async () => load([item('rice')])),
          listLive: fromCallback<EventObject, ListScope>(({ sendBack }) => {
            feed = sendBack;
          }),
          saveCustomItem: fromPromise<ListItem, SaveCustomItemInput>(async () => {
            // The row's insert reaches this phone's feed before the save's answer.
            feed?.({
              type: 'list.remote',
              change: {
                kind: 'line',
                week: WEEK,
                key: 'custom-1',
                checked: false,
                custom: { name: 'Candles', amount: '1 bag', price: 2 },
              },
            });
            return candles;
          }),
        },
      }),
      { input: { userId: 'u1', today: WEEK } },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'add.open' });
    actor.send({ type: 'item.add', name: 'Candles', amount: '1 bag', price: '2' });
    await waitFor(actor, (s) => s.matches('browsing'));
    const keys = actor.getSnapshot().context.items.map((line) => line.key);
    expect(keys.filter((key) => key === 'custom-1')).toHaveLength(1);
    actor.stop();
  });

  it('shows the list the feed read after its own read failed', async () => {
    const { actor, send } = liveList(() => Promise.reject(new Error('offline')));
    await waitFor(actor, (s) => s.matches('loadFailed'));
    send({ type: 'list.loaded', loaded: load([item('rice', { checked: true })]) });
    expect(actor.getSnapshot().matches('browsing')).toBe(true);
    expect(actor.getSnapshot().context.items[0]?.checked).toBe(true);
    actor.stop();
  });
});

describe('a change overridden by a later one made elsewhere', () => {
  it('is listed with what the later change did, until dismissed', async () => {
    const queue = new ChangeQueue(memoryChangeStore(), async (change) =>
      change.body.kind === 'tick' && change.body.item.key === 'milk'
        ? { result: 'overridden', reason: texts.overriddenTick(true) }
        : { result: 'sent' },
    );
    const actor = createActor(
      shoppingListMachine.provide({
        actors: {
          changeQueue: changeQueueLogic(() => queue),
          loadList: fromPromise<ShoppingListLoad, ListScope>(() => new Promise(() => {})),
        },
      }),
      { input: { userId: 'u1', today: WEEK } },
    );
    actor.start();
    render(
      <MantineProvider theme={theme} env="test">
        <OfflineStatus actorRef={actor} />
      </MantineProvider>,
    );
    const scope = { userId: 'u1', weekStart: WEEK };
    await act(() => queue.submit(scope, { kind: 'tick', item: item('bread') }, false));
    expect(await act(() => queue.submit(scope, { kind: 'tick', item: item('milk') }, false))).toBe(
      'overridden',
    );
    expect(await screen.findByText(texts.overriddenTitle)).toBeTruthy();
    expect(
      screen.getByText(`${texts.refusedTick('milk', false)}: ${texts.overriddenTick(true)}`),
    ).toBeTruthy();
    expect(screen.queryByText(texts.refusedTitle)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: texts.dismiss }));
    await waitFor(actor, (s) => s.context.queue.overridden.length === 0);
    actor.stop();
  });
});

describe('the pantry, live', () => {
  it('takes the pantry read again after a change made on another phone', async () => {
    const pantry = (grams: number): PantryResponse => ({
      asOf: WEEK,
      items: [
        {
          food: 'brown_rice',
          name: 'Brown rice',
          grams,
          amount: `${grams} g`,
          section: 'pantry',
          since: WEEK,
          useBy: null,
          keeps: 'Keeps for months',
          shelfLifeSource: 'Estimate: dry food, 365 days.',
          fromPurchases: true,
        },
      ],
      foods: [],
      spoiled: [],
      staples: [],
      staplesAnswered: null,
    });
    let feed: ((event: PantryEvent) => void) | null = null;
    const actor = createActor(
      pantryMachine.provide({
        actors: {
          loadPantry: fromPromise<PantryResponse, PantryInput>(async () => pantry(900)),
          pantryLive: fromCallback<EventObject, PantryInput>(({ sendBack }) => {
            feed = sendBack;
          }),
        },
      }),
      { input: { userId: 'u1', today: WEEK } },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(feed).not.toBeNull();
    feed!({ type: 'pantry.changed', answer: pantry(450) });
    expect(actor.getSnapshot().context.data?.items[0]?.grams).toBe(450);
    actor.stop();
  });
});

describe('the feed subscription', () => {
  it('subscribes again, after a pause, when the server closed the channel', async () => {
    vi.useFakeTimers();
    try {
      let subscribed = 0;
      const stop = subscribeRows({
        name: 'list',
        userId: 'u1',
        tables: [{ table: 'shopping_list_items', onChange: () => {} }],
        onSubscribed: () => (subscribed += 1),
      });
      await vi.waitFor(() => expect(realtime.channels).toHaveLength(1));
      realtime.channels[0]!.status('SUBSCRIBED');
      expect(subscribed).toBe(1);
      // The token ran out while the phone slept: the server closed the channel.
      realtime.channels[0]!.status('CLOSED');
      realtime.channels[0]!.status('CLOSED');
      expect(realtime.channels[0]!.removed).toBe(true);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(realtime.channels).toHaveLength(2);
      realtime.channels[1]!.status('SUBSCRIBED');
      expect(subscribed).toBe(2);
      stop();
      // Closed because the page left: not subscribed again.
      realtime.channels[1]!.status('CLOSED');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(realtime.channels).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
