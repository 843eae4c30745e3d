/**
 * The spending history from the rows the database holds, worked out without any I/O: one line
 * per planned week (its budget, its cost at the till (the plan's bill, whole packages, and the
 * person's own items) and its spend, through the budget tracker's own weekFigures, so the
 * current week agrees with the overview; each against the budget), every purchase with its store
 * section (as the shopping list places it), and what could not be used. Each stored row is
 * checked on its own: a malformed plan or a negative amount is left out and named, never a
 * crash and never a silent change to the figures.
 */
import { z } from 'zod';
import type { StoreSection } from '../../supabase/functions/_shared/catalogue/sections.ts';
import { addDays } from '../planShared/week.ts';
import { LIST_SECTIONS, sectionOfItem, type ListSection } from '../shoppingList/sections.ts';
import { historyTexts } from '../texts/history.ts';
import { plannedCost, spentTotal } from '../budgetTracker/weekFigures.ts';
import type { HistoryData, HistoryPurchase, HistoryWeek, SectionSpend } from './history.types.ts';

/** What the live actor read, as it came (each row is checked here). */
export interface HistoryRows {
  /** The person's date (their time zone), YYYY-MM-DD. */
  today: string;
  /** The tracker's weekly budget (the profile's, trackerWeeklyBudget). */
  profileBudget: number;
  /** meal_plans: week_start with the plan's own weekStart, weeklyBudgetValue, totalCostValue. */
  plans: readonly unknown[];
  /** shopping_list_items with custom = true: week_start, item_key, price. */
  ownItems: readonly unknown[];
  /** purchases: week_start, item_key, name, amount_paid, purchased_at. */
  purchases: readonly unknown[];
  /** The catalogue's store section of a food key. */
  sectionOf: (foodKey: string) => StoreSection | undefined;
  /** The person's calendar date of a stored moment (YYYY-MM-DD), or null when unreadable. */
  dateOf: (timestamp: string) => string | null;
}

/**
 * The columns the live actor selects (PostgREST syntax), beside the schemas that check them: of a
 * plan only its own week, budget and bill (JSON paths), not its meals.
 */
export const HISTORY_COLUMNS = {
  plans:
    'week_start, plan_week_start:plan->>weekStart, budget:plan->weeklyBudgetValue, total:plan->totalCostValue',
  ownItems: 'week_start, item_key, price',
  purchases: 'week_start, item_key, name, amount_paid, purchased_at',
} as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** numeric columns arrive as numbers or as text, depending on the server. */
const amount = z.union([z.number(), z.string().trim().min(1).transform(Number)]);

const planRow = z.object({
  week_start: isoDate,
  plan_week_start: isoDate,
  budget: z.number().nonnegative(),
  total: z.number().nonnegative(),
});
const ownItemRow = z.object({ week_start: isoDate, item_key: z.string(), price: amount });
const purchaseRow = z.object({
  week_start: isoDate,
  item_key: z.string(),
  name: z.string(),
  amount_paid: amount,
  purchased_at: z.string(),
});

const usable = (value: number) => Number.isFinite(value) && value >= 0;

function weekOfRow(row: unknown): string {
  const parsed = z.object({ week_start: z.string() }).safeParse(row);
  return parsed.success ? parsed.data.week_start : '?';
}

/** The week the tracker shows: the latest planned week that holds today (readPlanRow's rule). */
export function currentWeekOf(weekStarts: readonly string[], today: string): string | null {
  const from = addDays(today, -6);
  const holding = weekStarts.filter((start) => start >= from && start <= today).sort();
  return holding.at(-1) ?? null;
}

/**
 * A week's budget: the current week's is the tracker's (the profile's, as the overview shows);
 * an earlier week's is the one its plan was made for, or the profile's when it has none.
 */
export function weekBudget(current: boolean, planBudget: number, profileBudget: number): number {
  if (current || !(planBudget > 0)) return profileBudget;
  return planBudget;
}

/** A stored row as its schema reads it, or null with the row named among the problems. */
function readRow<T>(
  schema: z.ZodType<T>,
  raw: unknown,
  what: string,
  problems: string[],
): T | null {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  problems.push(historyTexts.unreadableRow(what));
  return null;
}

export function buildHistory(rows: HistoryRows): HistoryData {
  const problems: string[] = [];
  const owned = new Map<string, number[]>();
  const ownKeys = new Set<string>();
  for (const raw of rows.ownItems) {
    const row = readRow(ownItemRow, raw, 'list item', problems);
    if (row === null) continue;
    ownKeys.add(`${row.week_start}|${row.item_key}`);
    if (!usable(row.price)) {
      problems.push(historyTexts.badOwnItem(row.week_start));
      continue;
    }
    owned.set(row.week_start, [...(owned.get(row.week_start) ?? []), row.price]);
  }

  const purchases: HistoryPurchase[] = [];
  for (const raw of rows.purchases) {
    const row = readRow(purchaseRow, raw, 'purchase', problems);
    if (row === null) continue;
    if (!usable(row.amount_paid)) {
      problems.push(historyTexts.badPurchase(row.name, row.week_start));
      continue;
    }
    const custom = ownKeys.has(`${row.week_start}|${row.item_key}`);
    const section = rows.sectionOf(row.item_key);
    purchases.push({
      weekStart: row.week_start,
      purchasedOn: rows.dateOf(row.purchased_at) ?? '',
      item: row.name,
      section: sectionOfItem({ custom, ...(section === undefined ? {} : { section }) }),
      amountPaid: Math.round(row.amount_paid * 100) / 100,
    });
  }
  purchases.sort(
    (a, b) =>
      a.weekStart.localeCompare(b.weekStart) ||
      a.purchasedOn.localeCompare(b.purchasedOn) ||
      a.item.localeCompare(b.item),
  );

  const plans: z.infer<typeof planRow>[] = [];
  for (const raw of rows.plans) {
    const parsed = planRow.safeParse(raw);
    if (!parsed.success || parsed.data.plan_week_start !== parsed.data.week_start) {
      problems.push(historyTexts.badPlan(weekOfRow(raw)));
      continue;
    }
    plans.push(parsed.data);
  }
  const current = currentWeekOf(
    plans.map((plan) => plan.week_start),
    rows.today,
  );
  const weeks: HistoryWeek[] = plans
    .map((plan) => {
      const isCurrent = plan.week_start === current;
      return {
        weekStart: plan.week_start,
        current: isCurrent,
        budget: weekBudget(isCurrent, plan.budget, rows.profileBudget),
        planned: plannedCost(plan.total, owned.get(plan.week_start) ?? []),
        spent: spentTotal(
          purchases.filter((p) => p.weekStart === plan.week_start).map((p) => p.amountPaid),
        ),
      };
    })
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  return { weeks, purchases, problems };
}

/** How one of a week's figures stands against its budget: by how much it is over or under. */
export interface BudgetStanding {
  over: boolean;
  /** The difference in dollars, never negative (0 is exactly on budget, not over). */
  amount: number;
}

export function budgetStanding(figure: number, budget: number): BudgetStanding {
  const difference = Math.round(figure * 100) - Math.round(budget * 100);
  return { over: difference > 0, amount: Math.abs(difference) / 100 };
}

/** The week's till or its spend passed its budget. */
export function isOverBudget(week: Pick<HistoryWeek, 'budget' | 'planned' | 'spent'>): boolean {
  return (
    budgetStanding(week.planned, week.budget).over || budgetStanding(week.spent, week.budget).over
  );
}

/** The weeks with something bought, newest first (the breakdown's week picker). */
export function weeksWithPurchases(purchases: readonly HistoryPurchase[]): string[] {
  return [...new Set(purchases.map((purchase) => purchase.weekStart))].sort().reverse();
}

/** The week the breakdown opens on: the current week when it has purchases, else the newest. */
export function defaultBreakdownWeek(data: HistoryData): string | null {
  const weeks = weeksWithPurchases(data.purchases);
  const current = data.weeks.find((week) => week.current)?.weekStart;
  return current !== undefined && weeks.includes(current) ? current : (weeks[0] ?? null);
}

/** One week's spend by store section, in store order (own items last); empty sections left out. */
export function sectionBreakdown(
  purchases: readonly HistoryPurchase[],
  weekStart: string,
): SectionSpend[] {
  const inWeek = purchases.filter((purchase) => purchase.weekStart === weekStart);
  return LIST_SECTIONS.map((section: ListSection) => {
    const bought = inWeek.filter((purchase) => purchase.section === section);
    return {
      section,
      amount: spentTotal(bought.map((purchase) => purchase.amountPaid)),
      count: bought.length,
    };
  }).filter((line) => line.count > 0);
}
