/// <reference types="node" />
/**
 * One account's list on two phones, against the real local backend (its CLI): a tick made on
 * one phone reaches the other's open list through the Realtime feed, and never another
 * account's; a change that waited on a phone and was made before the line's current state is
 * kept out by the server, and the phone that made it is told what the later change did.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import {
  anotherPhone,
  createPlanningUser,
  startCliBackend,
  stopCliBackend,
  type CliBackend,
  type SignedInUser,
  type TestSession,
} from './cliBackend.ts';
import type { ListItem, ListLiveEvent } from '../../machines/shoppingList/shoppingList.types.ts';
import type { StoredChange } from '../../machines/shoppingList/changeQueue.types.ts';
import { planTexts } from '../../machines/texts/plan.ts';
import { sendShoppingChange } from '../../src/device/listChanges.ts';
import { listLiveLogic } from '../../src/services/live/listLive.ts';

const session = vi.hoisted((): TestSession => ({ client: null, userId: null }));
vi.mock('../../src/services/supabase.ts', async () =>
  (await import('./cliBackend.ts')).supabaseFor(session),
);

const texts = planTexts.shopping;
const WEEK = '2026-11-23';
let backend: CliBackend;

beforeAll(async () => {
  backend = await startCliBackend('mealwise-live-list-');
}, 120_000);

afterAll(() => stopCliBackend(backend));

beforeEach(() => {
  session.client = null;
  session.userId = null;
});

/** Acts as `phone` from now on (the app's services take the signed-in client). */
function use(phone: SignedInUser): void {
  session.client = phone.client;
  session.userId = phone.id;
}

const line = (key: string, checked: boolean): ListItem => ({
  key,
  name: key,
  amount: '1 bag',
  price: 2,
  custom: false,
  checked,
  paid: null,
});

function change(phone: SignedInUser, body: StoredChange['body'], madeAt: Date): StoredChange {
  return {
    seq: 1,
    userId: phone.id,
    weekStart: WEEK,
    body,
    status: 'waiting',
    madeAt: madeAt.toISOString(),
  };
}

/** The live feed of `phone`'s list, run by a parent that records what it tells the list. */
async function openList(phone: SignedInUser) {
  use(phone);
  const heard: ListLiveEvent[] = [];
  let reads = 0;
  const feed = listLiveLogic(async (scope) => {
    reads += 1;
    return { weekStart: scope.weekStart, items: [], fromPlan: false };
  });
  const list = createActor(
    setup({ actors: { feed } }).createMachine({
      invoke: { src: 'feed', input: { userId: phone.id, weekStart: WEEK } },
      on: { '*': { actions: ({ event }) => heard.push(event as ListLiveEvent) } },
    }),
  );
  list.start();
  // Subscribed: the feed reads the list once to catch up.
  await vi.waitFor(() => expect(reads).toBeGreaterThan(0), { timeout: 10_000 });
  return { heard, stop: () => list.stop() };
}

describe('one list on two phones', () => {
  it("shows a tick made on one phone on the other's open list, and on no other account's", async () => {
    const phoneA = await createPlanningUser(backend, 'live-a');
    const phoneB = await anotherPhone(backend, phoneA);
    const stranger = await createPlanningUser(backend, 'live-c');
    const onB = await openList(phoneB);
    const onStranger = await openList(stranger);

    use(phoneA);
    const sent = await sendShoppingChange(
      change(phoneA, { kind: 'tick', item: line('rice', true) }, new Date()),
    );
    expect(sent).toEqual({ result: 'sent' });
    await vi.waitFor(
      () =>
        expect(onB.heard).toContainEqual({
          type: 'list.remote',
          change: { kind: 'line', week: WEEK, key: 'rice', checked: true, custom: null },
        }),
      { timeout: 5_000 },
    );
    // The stranger's feed heard nothing of it (a change of their own would have arrived by now).
    use(stranger);
    await sendShoppingChange(
      change(stranger, { kind: 'tick', item: line('oats', true) }, new Date()),
    );
    await vi.waitFor(() => expect(onStranger.heard.length).toBeGreaterThan(0), { timeout: 5_000 });
    expect(JSON.stringify(onStranger.heard)).not.toContain('rice');
    onB.stop();
    onStranger.stop();
  }, 60_000);
});

describe('two phones changing one line', () => {
  it('keeps out an untick made before the tick, and tells the phone that made it', async () => {
    const phoneA = await createPlanningUser(backend, 'conflict');
    const phoneB = await anotherPhone(backend, phoneA);
    const minuteAgo = new Date(Date.now() - 60_000);

    use(phoneA);
    const tick = change(phoneA, { kind: 'tick', item: line('milk', true) }, new Date());
    expect(await sendShoppingChange(tick)).toEqual({ result: 'sent' });
    // Phone B unticked it a minute ago, offline; its change arrives now.
    use(phoneB);
    const stale = change(phoneB, { kind: 'tick', item: line('milk', false) }, minuteAgo);
    expect(await sendShoppingChange(stale)).toEqual({
      result: 'overridden',
      reason: texts.overriddenTick(true),
    });
    const stored = await phoneA.client
      .from('shopping_list_items')
      .select('checked')
      .eq('item_key', 'milk')
      .single();
    expect(stored.data?.checked).toBe(true);
  }, 30_000);

  it('keeps the price marked later', async () => {
    const phoneA = await createPlanningUser(backend, 'paid');
    const phoneB = await anotherPhone(backend, phoneA);
    const paid = (phone: SignedInUser, dollars: number, madeAt: Date) =>
      change(
        phone,
        { kind: 'purchases', purchases: [{ item: line('eggs', true), paid: dollars }] },
        madeAt,
      );
    use(phoneA);
    expect(await sendShoppingChange(paid(phoneA, 4.5, new Date()))).toEqual({ result: 'sent' });
    use(phoneB);
    expect(await sendShoppingChange(paid(phoneB, 3.99, new Date(Date.now() - 60_000)))).toEqual({
      result: 'overridden',
      reason: texts.overriddenPaid(4.5),
    });
  }, 30_000);
});
