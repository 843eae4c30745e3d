/// <reference types="node" />
/**
 * The week and its shopping list kept on this device for the store, against the real local
 * backend (its CLI, as in planChange.backend.test.ts): whichever page was opened, the week and
 * its list are kept once the app has started; after an edit of the week the list kept is the
 * new one; without a connection the copies kept earlier stay.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  signInPlanningUser,
  startCliBackend,
  stopCliBackend,
  type CliBackend,
  type SignedInUser,
  type TestSession,
} from './cliBackend.ts';
import type { StoredPlan } from '../../machines/planShared/plan.types.ts';
import { isoDateOf } from '../../machines/planShared/week.ts';
import { generateWeek } from '../../src/services/live/mealPlanActors.ts';
import { editPlan } from '../../src/services/live/dayPlanActors.ts';
import { readCachedPlan } from '../../src/device/keptWeek.ts';
import { readCachedList } from '../../src/device/keptList.ts';
import { keepWeekOnDevice } from '../../src/device/keepOnDevice.ts';

const session = vi.hoisted((): TestSession => ({ client: null, userId: null }));
vi.mock('../../src/services/supabase.ts', async () =>
  (await import('./cliBackend.ts')).supabaseFor(session),
);

let backend: CliBackend;
const TODAY = isoDateOf(new Date());

function signIn(): Promise<SignedInUser> {
  return signInPlanningUser(backend, 'keep', session);
}

/** The list kept on this device, as item key and price, for comparing with a week's list. */
function keptList(userId: string): string[] | null {
  const kept = readCachedList(userId, TODAY);
  return kept ? kept.items.map((item) => `${item.key} ${item.price}`).sort() : null;
}

function listOf(stored: StoredPlan): string[] {
  return stored.shoppingList.map((item) => `${item.id} ${item.price}`).sort();
}

beforeAll(async () => {
  backend = await startCliBackend('mealwise-keep-on-device-');
}, 120_000);

afterAll(() => stopCliBackend(backend));

beforeEach(() => {
  session.client = null;
  session.userId = null;
  window.localStorage.clear();
});

describe('the week and its list kept on this device', () => {
  it("keeps the week and its list, with another device's ticks, when nothing was kept here", async () => {
    const user = await signIn();
    const week = await generateWeek({ userId: user.id, today: TODAY });
    const [first] = week.shoppingList;
    if (!first) throw new Error('the generated week has no shopping list');
    // Ticked on another device.
    const { error } = await user.client.from('shopping_list_items').insert({
      user_id: user.id,
      week_start: week.plan.weekStart,
      item_key: first.id,
      name: first.name,
      amount: first.amount,
      price: first.price,
      checked: true,
    });
    if (error) throw error;
    window.localStorage.clear();

    await keepWeekOnDevice(user.id, TODAY);
    expect(readCachedPlan(user.id, TODAY)).toEqual(week);
    expect(keptList(user.id)).toEqual(listOf(week));
    const kept = readCachedList(user.id, TODAY);
    expect(kept?.items.find((item) => item.key === first.id)?.checked).toBe(true);
    expect(kept?.items.filter((item) => item.checked)).toHaveLength(1);
  }, 60_000);

  it('keeps the new list after the week is planned and after each edit', async () => {
    const user = await signIn();
    const week = await generateWeek({ userId: user.id, today: TODAY });
    await vi.waitFor(() => expect(keptList(user.id)).toEqual(listOf(week)), { timeout: 15_000 });
    // A meal with a food of its own: removing it takes that line off the list (a meal whose foods
    // others share too leaves the same whole packages to buy).
    const meal = week.plan.days
      .flatMap((day) => day.meals)
      .find((m) =>
        week.shoppingList.some((item) => item.mealIds.length === 1 && item.mealIds[0] === m.id),
      );
    if (!meal) throw new Error('the generated week has no meal with a food of its own');
    const after = await editPlan({
      userId: user.id,
      stored: week,
      edit: { kind: 'remove', mealId: meal.id },
    });
    expect(listOf(after)).not.toEqual(listOf(week));
    await vi.waitFor(() => expect(keptList(user.id)).toEqual(listOf(after)), { timeout: 15_000 });
  }, 90_000);

  it('leaves nothing of a person behind when they signed out while their week was read', async () => {
    const user = await signIn();
    await generateWeek({ userId: user.id, today: TODAY });
    await vi.waitFor(() => expect(keptList(user.id)).not.toBeNull(), { timeout: 15_000 });
    window.localStorage.clear();
    // Signed out: this browser keeps no session of theirs, though the read had its token.
    session.userId = null;
    await keepWeekOnDevice(user.id, TODAY);
    expect(window.localStorage.getItem('mealwise.currentMealPlan')).toBeNull();
    expect(window.localStorage.getItem('mealwise.shoppingList')).toBeNull();
  }, 60_000);

  it('leaves what was kept as it is without a connection', async () => {
    const user = await signIn();
    const week = await generateWeek({ userId: user.id, today: TODAY });
    await vi.waitFor(() => expect(keptList(user.id)).toEqual(listOf(week)), { timeout: 15_000 });
    session.client = null;
    await keepWeekOnDevice(user.id, TODAY);
    expect(readCachedPlan(user.id, TODAY)).toEqual(week);
    expect(keptList(user.id)).toEqual(listOf(week));
  }, 60_000);
});
