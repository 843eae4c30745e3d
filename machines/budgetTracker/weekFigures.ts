/**
 * A week's three figures as the budget tracker works them out: its budget, what it is planned
 * to cost and what was spent. The tracker's overview and the spending history read every week
 * through these, so the current week's numbers agree wherever they show.
 */
import {
  DEFAULT_TRACKER_BUDGET,
  weeklyBudgetAmount,
} from '../../supabase/functions/_shared/rules/budget.ts';

const cents = (dollars: number) => Math.round(dollars * 100);

/** The profile's weekly budget (the custom-amount rule), or the tracker's default (150). */
export function trackerWeeklyBudget(
  row: { weekly_budget: string | null; custom_budget: number | null } | null,
): number {
  return weeklyBudgetAmount(row?.weekly_budget, row?.custom_budget, DEFAULT_TRACKER_BUDGET);
}

/**
 * What a week is planned to cost: the plan's bill (its meals, whole packages) and the person's
 * own list items; the week's change log nets to it. Added in cents, so it is exact.
 */
export function plannedCost(planTotal: number, ownItemPrices: readonly number[]): number {
  return (cents(planTotal) + ownItemPrices.reduce((sum, price) => sum + cents(price), 0)) / 100;
}

/** What was spent: the amounts paid, added in cents. */
export function spentTotal(amountsPaid: readonly number[]): number {
  return amountsPaid.reduce((sum, paid) => sum + cents(paid), 0) / 100;
}
