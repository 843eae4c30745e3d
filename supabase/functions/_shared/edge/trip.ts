/**
 * Shopping trips: how often a person shops (the profile's Shopping Frequency) shapes what a week
 * buys on which day. Weekly: each week is its own trip. Bi-Weekly: one main trip for two weeks;
 * Monthly: one for four. A week belongs to the trip of an earlier stored week that covers it, or
 * starts a trip of its own (a frequency changed mid-trip applies from the next trip). A later week
 * of a trip is planned on what the earlier weeks of the trip buy (their lists, as if bought on
 * the trip's day), and its perishables are frozen on the trip's day or bought on a top-up
 * (planner/kitchen.ts).
 */
import type { PantryEntry } from '../pantry/stock.ts';
import { addDays } from '../rules/week.ts';
import { shoppingItemSchema, weeklyPlanSchema } from '../schemas/meal-plan.ts';
import type { ShoppingItem } from '../schemas/meal-plan.ts';
import { z } from 'zod';
import type { DbClient } from './http.ts';

export interface Trip {
  /** The trip's shopping day: the first day of its first week. */
  start: string;
  weeks: number;
}

/** Weeks a trip covers at this shopping frequency. */
export function tripWeeksOf(frequency: string | null | undefined): number {
  if (frequency === 'Monthly') return 4;
  if (frequency === 'Bi-Weekly') return 2;
  return 1;
}

const rowSchema = z.object({
  week_start: z.string(),
  plan: z.unknown(),
  shopping_list: z.unknown(),
});

interface StoredWeek {
  weekStart: string;
  trip?: Trip;
  list: ShoppingItem[];
}

/** The caller's stored weeks that start in the three weeks before `weekStart`. */
async function weeksBefore(client: DbClient, userId: string, weekStart: string) {
  const { data, error } = await client
    .from('meal_plans')
    .select('week_start, plan, shopping_list')
    .eq('user_id', userId)
    .gte('week_start', addDays(weekStart, -21))
    .lt('week_start', weekStart)
    .order('week_start');
  if (error) throw new Error(`Reading the weeks before failed: ${error.message}`);
  const weeks: StoredWeek[] = [];
  for (const row of z.array(rowSchema).parse(data ?? [])) {
    const plan = weeklyPlanSchema.safeParse(row.plan);
    const list = z.array(shoppingItemSchema).safeParse(row.shopping_list);
    if (!plan.success || !list.success) continue;
    weeks.push({
      weekStart: plan.data.weekStart,
      ...(plan.data.trip ? { trip: plan.data.trip } : {}),
      list: list.data,
    });
  }
  return weeks;
}

/**
 * The trip the week is bought on, and the purchases the trip's earlier weeks make (their lists'
 * packages on the trip's day, top-ups on their day) that the pantry does not hold yet, as ledger
 * rows: the week is planned on them.
 */
export async function tripOf(
  client: DbClient,
  userId: string,
  weekStart: string,
  frequency: string | null | undefined,
): Promise<{ trip?: Trip; planned: PantryEntry[] }> {
  const weeks = tripWeeksOf(frequency);
  if (weeks === 1) return { planned: [] };
  const before = await weeksBefore(client, userId, weekStart);
  const covering = before
    .map((w) => w.trip)
    .find(
      (t): t is Trip =>
        t !== undefined && t.start < weekStart && weekStart < addDays(t.start, 7 * t.weeks),
    );
  if (!covering) return { trip: { start: weekStart, weeks }, planned: [] };
  const earlier = before.filter((w) => w.trip?.start === covering.start && w.weekStart < weekStart);
  return { trip: covering, planned: earlier.flatMap((w) => plannedPurchases(w, covering.start)) };
}

/** A stored week's purchases as its list plans them: what the pantry counts once bought. */
function plannedPurchases(week: StoredWeek, tripStart: string): PantryEntry[] {
  return week.list.flatMap((item) => {
    if (item.atHome || !item.packageGrams || !(item.packagesToBuy ?? 0)) return [];
    const later = item.topUps ?? [];
    const onTrip = (item.packagesToBuy ?? 0) - later.reduce((s, t) => s + t.packages, 0);
    const row = (packages: number, onDate: string): PantryEntry => ({
      food: item.id,
      kind: 'bought',
      grams: packages * (item.packageGrams as number),
      onDate,
      weekStart: week.weekStart,
      createdAt: `${onDate}T00:00:00Z`,
    });
    return [
      ...(onTrip > 0 ? [row(onTrip, tripStart)] : []),
      ...later.map((t) => row(t.packages, t.on)),
    ];
  });
}
