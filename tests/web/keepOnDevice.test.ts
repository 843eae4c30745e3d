/**
 * The week and list kept for the store leave nothing of a person who signed out while they were
 * read, and only what was theirs: someone who signed in meanwhile keeps their copies.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../src/services/localStore.ts';
import { isoDateOf } from '../../machines/planShared/week.ts';
import type * as Plans from '../../src/services/live/plans.ts';

const session = vi.hoisted(() => ({ userId: null as string | null }));
vi.mock('../../src/services/supabase.ts', () => ({
  storedSessionUser: () => (session.userId ? { id: session.userId } : null),
  getSupabase: () => Promise.reject(new Error('not in this test')),
}));
/** What each read does besides keeping its copy: the test's interleaving. */
const reads = vi.hoisted(() => ({ week: () => {}, list: () => {} }));
// The reads keep real copies of this week (the copies' own writers), as the live ones do.
vi.mock('../../src/services/live/plans.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Plans>();
  const { planForThisWeek } = await import('./planFixtures.ts');
  const { cachePlan } = await import('../../src/device/keptWeek.ts');
  return {
    ...actual,
    loadWeek: async ({ userId }: { userId: string }) => {
      cachePlan(userId, planForThisWeek());
      reads.week();
    },
  };
});
vi.mock('../../src/services/live/shoppingListActors.ts', async () => {
  const { cacheList } = await import('../../src/device/keptList.ts');
  return {
    loadShoppingList: async ({ userId, weekStart }: { userId: string; weekStart: string }) => {
      cacheList(userId, { weekStart, fromPlan: true, items: [], totals: null });
      reads.list();
    },
  };
});

const { keepWeekOnDevice } = await import('../../src/device/keepOnDevice.ts');
const { cachePlan } = await import('../../src/device/keptWeek.ts');
const { planForThisWeek } = await import('./planFixtures.ts');

const TODAY = isoDateOf(new Date());

const keptFor = (key: string) =>
  (JSON.parse(localStorage.getItem(key) ?? 'null') as { userId: string } | null)?.userId ?? null;

describe('keeping the week for the store across a sign-out', () => {
  beforeEach(() => {
    localStorage.clear();
    session.userId = 'ada';
    reads.week = () => {};
    reads.list = () => {};
  });

  it('keeps both copies while the person is signed in', async () => {
    await keepWeekOnDevice('ada', TODAY);
    expect(keptFor(localKeys.mealPlan)).toBe('ada');
    expect(keptFor(localKeys.shoppingList)).toBe('ada');
  });

  it('removes what a read kept after the person signed out', async () => {
    reads.week = () => {
      session.userId = null;
    };
    await keepWeekOnDevice('ada', TODAY);
    expect(localStorage.getItem(localKeys.mealPlan)).toBeNull();
    expect(localStorage.getItem(localKeys.shoppingList)).toBeNull();
  });

  it('leaves the copies of someone who signed in meanwhile', async () => {
    reads.list = () => {
      // Ada signed out and Bo signed in; Bo's plan page kept Bo's week.
      session.userId = 'bo';
      cachePlan('bo', planForThisWeek());
    };
    await keepWeekOnDevice('ada', TODAY);
    expect(keptFor(localKeys.mealPlan)).toBe('bo');
    expect(localStorage.getItem(localKeys.shoppingList)).toBeNull();
  });
});
