/**
 * This device's copy of what the dashboard last showed (its rows, for one person on one date),
 * so a returning person sees it at once while the fresh rows load. It is read only for the same
 * person on the same date (today's meals change with the date), and checked with zod like the
 * rows that arrive: a copy written by another version, or damaged, is ignored.
 */
import { z } from '../services/zod.ts';
import type { DashboardRows } from '../../machines/dashboardData/dashboardData.types.ts';
import { checkedLocal, localKeys, writeLocal } from '../services/localStore.ts';
import { dashboardMealFrequency, profileRow } from '../services/onboardingApi.ts';

const cachedDashboardSchema = z.object({
  userId: z.string(),
  today: z.string(),
  rows: z.object({
    profile: profileRow.nullable(),
    mealFrequency: dashboardMealFrequency.nullable(),
    week: z
      .object({
        today: z.string(),
        todayMeals: z.array(z.object({ type: z.string(), name: z.string() })),
        totalCost: z.string(),
        weeklyBudget: z.string(),
      })
      .nullable()
      .optional(),
  }),
});

const cachedDashboardCopy = checkedLocal(localKeys.dashboard, cachedDashboardSchema);

export function readCachedDashboard(userId: string, today: string): DashboardRows | null {
  const cached = cachedDashboardCopy();
  return cached && cached.userId === userId && cached.today === today ? cached.rows : null;
}

/** Checks this device's copy of the dashboard now, so the page's first render only reads it. */
export function checkCachedDashboardAhead(): void {
  cachedDashboardCopy();
}

/** A failure to cache is only logged: the database holds the rows. */
export function cacheDashboard(userId: string, today: string, rows: DashboardRows): void {
  try {
    writeLocal(localKeys.dashboard, JSON.stringify({ userId, today, rows }));
  } catch (error) {
    console.warn('Caching the dashboard failed', error);
  }
}
