/**
 * This device's copy of the current week (the stored plan and its list), so the plan pages open
 * without a connection. Read for the same person and a date in that week only, and checked with
 * the stored plan's own schema: a copy written by another version, or damaged, is ignored.
 */
import { z } from '../services/zod.ts';
import { storedPlanSchema, type StoredPlan } from '../../machines/planShared/plan.types.ts';
import { inWeek } from '../../machines/planShared/week.ts';
import { checkedLocal, localKeys, writeLocal } from '../services/localStore.ts';

const cachedPlanSchema = z.object({ userId: z.string(), stored: storedPlanSchema });

const cachedPlanCopy = checkedLocal(localKeys.mealPlan, cachedPlanSchema);

export function readCachedPlan(userId: string, today: string): StoredPlan | null {
  const cached = cachedPlanCopy();
  if (!cached || cached.userId !== userId) return null;
  return inWeek(cached.stored.plan.weekStart, today) ? cached.stored : null;
}

/** Checks this device's copy of the week now, so the page's first render only reads it. */
export function checkCachedPlanAhead(): void {
  cachedPlanCopy();
}

/** A failure to cache is only logged (spec section 8): the database holds the plan. */
export function cachePlan(userId: string, stored: StoredPlan): void {
  try {
    writeLocal(localKeys.mealPlan, JSON.stringify({ userId, stored }));
  } catch (error) {
    console.warn('Caching the meal plan failed', error);
  }
}
