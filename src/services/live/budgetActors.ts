/**
 * The live actor set of the budget tracker (mirrors src/demo/demoActors.ts): the weekly budget
 * (the profile's, with the custom-amount rule), what the week's plan and the person's own items
 * come to, what was bought, the week's meals and its change log.
 */
import { z } from '../zod.ts';
import { fromPromise } from 'xstate';
import type { BudgetData } from '../../../machines/budgetTracker/budgetTracker.types.ts';
import type { ChangeLogEntry } from '../../../machines/planShared/plan.types.ts';
import {
  plannedCost,
  spentTotal,
  trackerWeeklyBudget,
} from '../../../machines/budgetTracker/weekFigures.ts';
import { getSupabase } from '../supabase.ts';
import { failIf, money, readPlanRow, requireUser } from './plans.ts';

const changeRow = z.object({
  created_at: z.string(),
  change: z.string(),
  price_difference: money,
});
const purchaseRow = z.object({ amount_paid: money });
const customRow = z.object({ price: money });

export async function loadBudget(request: {
  userId: string | null;
  today: string;
}): Promise<BudgetData> {
  const userId = requireUser(request.userId);
  const client = await getSupabase();
  const [frequency, stored] = await Promise.all([
    client
      .from('meal_frequency')
      .select('weekly_budget, custom_budget')
      .eq('id', userId)
      .maybeSingle(),
    readPlanRow(client, userId, request.today),
  ]);
  failIf('Reading the budget', frequency.error);
  const budgetRow = z
    .object({ weekly_budget: z.string().nullable(), custom_budget: money.nullable() })
    .nullable()
    .parse(frequency.data);
  const weekStart = stored?.plan.weekStart ?? request.today;
  const [bought, custom, changes] = await Promise.all([
    client
      .from('purchases')
      .select('amount_paid')
      .eq('user_id', userId)
      .eq('week_start', weekStart),
    client
      .from('shopping_list_items')
      .select('price')
      .eq('user_id', userId)
      .eq('week_start', weekStart)
      .eq('custom', true),
    client
      .from('budget_changes')
      .select('created_at, change, price_difference')
      .eq('user_id', userId)
      .eq('week_start', weekStart)
      .order('created_at', { ascending: false })
      .limit(200),
  ]);
  failIf('Reading the purchases', bought.error);
  failIf('Reading your own items', custom.error);
  failIf('Reading the change log', changes.error);
  const paid = z
    .array(purchaseRow)
    .parse(bought.data ?? [])
    .map((row) => row.amount_paid);
  const ownItems = z
    .array(customRow)
    .parse(custom.data ?? [])
    .map((row) => row.price);
  const log: ChangeLogEntry[] = z
    .array(changeRow)
    .parse(changes.data ?? [])
    .map((row) => ({
      date: row.created_at,
      change: row.change,
      priceDifference: row.price_difference,
    }));
  return {
    weeklyBudget: trackerWeeklyBudget(budgetRow),
    spent: spentTotal(paid),
    // The week's bill (the plan's) and the person's own items: what the change log nets to.
    planned: stored ? plannedCost(stored.plan.totalCostValue, ownItems) : null,
    weekStart,
    days: stored ? stored.plan.days.filter((day) => day.meals.length > 0) : [],
    changes: log,
  };
}

export const liveBudgetActors = {
  loadBudget: fromPromise<BudgetData, { userId: string | null; today: string }>(({ input }) =>
    loadBudget(input),
  ),
};
