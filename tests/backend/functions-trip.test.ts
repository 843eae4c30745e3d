/**
 * Planning ahead and shopping trips through generate-meal-plan: next week planned before it
 * starts (the server's date rules decide it); a bi-weekly shopper's two weeks are one trip, the
 * second planned on what the first buys on the trip's day, its perishables frozen on that day or
 * bought on a top-up, and both weeks safe to cook by the independent checker.
 */
import { checkFoodSafety } from '../../scripts/food-safety/check.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { WEEKDAYS, addDays, weekdayOf } from '../../supabase/functions/_shared/rules/week.ts';
import {
  generateMealPlanResponse,
  type GenerateMealPlanResponse,
} from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import { readFileSync } from 'node:fs';
import { body, storePreferences, usePlannerBackend } from './functions-planner-support.ts';
import { createSignedInUser, type SignedInUser } from './support.ts';

const planner = usePlannerBackend();
const today = () => new Date().toISOString().slice(0, 10);
const CSV = readFileSync(
  new URL('../../data/foodkeeper/foodkeeper-products.csv', import.meta.url),
  'utf8',
);

async function plan(ahead: number, who: SignedInUser = planner.person) {
  const { weekStart: _, ...rest } = body(who.user.id, { today: today(), ahead });
  const { data, error } = await who.client.functions.invoke('generate-meal-plan', { body: rest });
  if (error) throw error;
  return generateMealPlanResponse.parse(data) as GenerateMealPlanResponse;
}

async function shopEvery(frequency: string, who: SignedInUser = planner.person): Promise<void> {
  const { error } = await who.client
    .from('budget_settings')
    .update({ shopping_frequency: frequency })
    .eq('id', who.user.id);
  expect(error).toBeNull();
}

describe('planning ahead', () => {
  it('plans next week before it starts, as its own week', async () => {
    await shopEvery('Weekly');
    const now = await plan(0);
    const next = await plan(1);
    expect(next.weeklyPlan.weekStart).toBe(addDays(now.weeklyPlan.weekStart, 7));
    expect(next.weeklyPlan.trip).toBeUndefined();
    expect(next.weeklyPlan.kitchen?.shoppingDay).toBe(next.weeklyPlan.weekStart);
    // This week is untouched.
    const { data } = await planner.person.client
      .from('meal_plans')
      .select('week_start')
      .order('week_start');
    expect(data?.map((r) => r.week_start)).toEqual([
      now.weeklyPlan.weekStart,
      next.weeklyPlan.weekStart,
    ]);
  });

  it('replaces a week planned ahead when the start day moves: the new week stands alone', async () => {
    const shopper = await createSignedInUser(planner.backend);
    await storePreferences(shopper);
    const before = await plan(1, shopper);
    // The Meal Plan Start Day moves three days on: next week now starts on another day.
    const moved = WEEKDAYS[(WEEKDAYS.indexOf(weekdayOf(today())) + 3) % 7] as string;
    const { error } = await shopper.client
      .from('planning_preferences')
      .upsert({ id: shopper.user.id, meal_plan_start_day: moved });
    expect(error).toBeNull();
    const after = await plan(1, shopper);
    expect(after.weeklyPlan.weekStart).not.toBe(before.weeklyPlan.weekStart);
    const { data } = await shopper.client.from('meal_plans').select('week_start');
    // The week planned ahead had not started: it went; nothing overlaps the new one.
    expect(data?.map((r) => r.week_start)).toEqual([after.weeklyPlan.weekStart]);
  });

  it('refuses a week more than three ahead with a clear message', async () => {
    const { weekStart: _, ...rest } = body(planner.person.user.id, { today: today(), ahead: 4 });
    const { error } = await planner.person.client.functions.invoke('generate-meal-plan', {
      body: rest,
    });
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/ahead.*0 to 3 weeks/);
  });
});

describe('a bi-weekly trip', () => {
  it('plans two weeks as one trip: the second bought on the first week’s day, safe to cook', async () => {
    const shopper = await createSignedInUser(planner.backend);
    await storePreferences(shopper);
    await shopEvery('Bi-Weekly', shopper);
    const first = await plan(0, shopper);
    const second = await plan(1, shopper);
    const start = first.weeklyPlan.weekStart;
    expect(first.weeklyPlan.trip).toEqual({ start, weeks: 2 });
    expect(second.weeklyPlan.trip).toEqual({ start, weeks: 2 });
    expect(second.weeklyPlan.kitchen?.shoppingDay).toBe(start);
    // The second week is planned on what the first buys: a package the first opens and does not
    // finish (a staple bought whole) is at home for it, not bought again.
    const firstStaples = first.shoppingList.filter((i) => i.pantry && (i.packagesToBuy ?? 0) > 0);
    const reused = second.shoppingList.filter((i) =>
      firstStaples.some((s) => s.id === i.id && (i.fromPantry ?? 0) > 0),
    );
    if (firstStaples.some((s) => second.shoppingList.some((i) => i.id === s.id)))
      expect(reused.length).toBeGreaterThan(0);
    // Its till adds up and keeps its own budget.
    const sum = second.shoppingList.reduce((s, i) => s + Math.round(i.price * 100), 0);
    expect(sum).toBe(Math.round(second.weeklyPlan.totalCostValue * 100));
    expect(second.weeklyPlan.totalCostValue).toBeLessThanOrEqual(
      second.weeklyPlan.weeklyBudgetValue,
    );
    // Every meal of both weeks is safe: perishables of the second week are frozen on the trip's
    // day or bought on a top-up.
    const report = checkFoodSafety(
      [
        { plan: first.weeklyPlan, list: first.shoppingList },
        { plan: second.weeklyPlan, list: second.shoppingList },
      ],
      { foodkeeperCsv: CSV, recipes: productCatalogue().recipes },
    );
    expect(report.violations).toEqual([]);
    const later = second.shoppingList.filter((i) => i.freeze || i.topUps);
    expect(later.length).toBeGreaterThan(0);
    for (const item of second.shoppingList)
      for (const topUp of item.topUps ?? [])
        expect(topUp.on >= second.weeklyPlan.weekStart).toBe(true);
  });
});
