/**
 * This device's copy of the week's shopping list, so it opens without a connection: read for the
 * same person and a date in its week only, and checked with the list's own schema
 * (machines/shoppingList/shoppingList.types.ts); a copy written by another version, or damaged,
 * is ignored. A change made on this device is applied to the copy at once.
 */
import { z } from '../services/zod.ts';
import { inWeek } from '../../machines/planShared/week.ts';
import {
  shoppingListLoadSchema,
  type ShoppingListLoad,
} from '../../machines/shoppingList/shoppingList.types.ts';
import { checkedLocal, localKeys, writeLocal } from '../services/localStore.ts';
import type { ChangeBody } from '../../machines/shoppingList/changeQueue.types.ts';
import { applyChange } from './listChanges.ts';

const cachedListSchema = z.object({ userId: z.string(), load: shoppingListLoadSchema });

const cachedListCopy = checkedLocal(localKeys.shoppingList, cachedListSchema);

export function readCachedList(userId: string, today: string): ShoppingListLoad | null {
  const cached = cachedListCopy();
  if (!cached || cached.userId !== userId) return null;
  return inWeek(cached.load.weekStart, today) ? cached.load : null;
}

/** Checks this device's copy of the list now, so the page's first render only reads it. */
export function checkCachedListAhead(): void {
  cachedListCopy();
}

export function cacheList(userId: string, load: ShoppingListLoad): void {
  writeLocal(localKeys.shoppingList, JSON.stringify({ userId, load }));
}

/** Keeps this device's copy in step with a change made on it. */
export function cacheChange(
  userId: string,
  weekStart: string,
  body: ChangeBody,
  changeWeek = weekStart,
): void {
  const cached = readCachedList(userId, weekStart);
  if (cached && cached.weekStart === weekStart) {
    cacheList(userId, { ...cached, items: applyChange(cached.items, body, weekStart, changeWeek) });
  }
}
