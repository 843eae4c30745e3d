/**
 * The shopping list kept on this device is read through its schema: a list the app kept reads
 * back as it was, with its changes applied; a copy another version wrote differently, or a
 * damaged one, reads as nothing (the page then reads the list afresh); a change waiting in the
 * queue is checked the same way.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { storedChangeSchema } from '../../machines/shoppingList/changeQueue.types.ts';
import { sampleIngredients } from '../../machines/shoppingList/sampleIngredients.ts';
import type { ShoppingListLoad } from '../../machines/shoppingList/shoppingList.types.ts';
import { cacheChange, cacheList, readCachedList } from '../../src/device/keptList.ts';
import { localKeys } from '../../src/services/localStore.ts';

const WEEK = '2026-11-23';
const sample = (): ShoppingListLoad => ({
  weekStart: WEEK,
  items: sampleIngredients(),
  fromPlan: false,
  totals: null,
});

describe('the kept shopping list', () => {
  beforeEach(() => localStorage.clear());

  it('reads back as it was kept, for its person and week only', () => {
    const [first] = sampleIngredients();
    const tripLine = {
      ...first!,
      key: `${first!.key}@2026-11-30`,
      itemKey: first!.key,
      week: '2026-11-30',
      freeze: { grams: 300, meals: ['2026-12-04-dinner'] },
      topUps: [{ on: '2026-11-27', packages: 1 }],
    };
    const load = { ...sample(), items: [...sample().items, tripLine], weeks: [WEEK, '2026-11-30'] };
    cacheList('ada', load);
    expect(readCachedList('ada', '2026-11-25')).toEqual(load);
    expect(readCachedList('bo', '2026-11-25')).toBeNull();
    expect(readCachedList('ada', '2026-12-01')).toBeNull();
  });

  it('keeps a change made on this device', () => {
    cacheList('ada', sample());
    const [eggs] = sampleIngredients();
    cacheChange('ada', WEEK, { kind: 'tick', item: { ...eggs!, checked: true } });
    expect(readCachedList('ada', WEEK)?.items[0]?.checked).toBe(true);
  });

  it('reads a damaged copy, or one of another shape, as nothing', () => {
    const damaged = sample();
    localStorage.setItem(
      localKeys.shoppingList,
      JSON.stringify({
        userId: 'ada',
        load: { ...damaged, items: [{ ...damaged.items[0], price: '8.99' }] },
      }),
    );
    expect(readCachedList('ada', WEEK)).toBeNull();
    localStorage.setItem(
      localKeys.shoppingList,
      JSON.stringify({ userId: 'ada', load: { ...damaged, items: [{ name: 'Eggs' }] } }),
    );
    expect(readCachedList('ada', WEEK)).toBeNull();
  });

  it('checks a waiting change by its schema', () => {
    const [eggs] = sampleIngredients();
    const change = {
      seq: 1,
      userId: 'ada',
      weekStart: WEEK,
      body: { kind: 'purchases', purchases: [{ item: eggs, paid: 3.49 }] },
      status: 'waiting',
      madeAt: '2026-11-25T10:00:00.000Z',
    };
    expect(storedChangeSchema.safeParse(change).success).toBe(true);
    expect(storedChangeSchema.safeParse({ ...change, body: { kind: 'tick' } }).success).toBe(false);
    expect(storedChangeSchema.safeParse({ ...change, status: 'sent' }).success).toBe(false);
  });
});
