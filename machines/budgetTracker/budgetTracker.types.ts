import type { ChangeLogEntry, Day } from '../planShared/plan.types.ts';

export interface BudgetData {
  weeklyBudget: number;
  /** What was marked bought this week, in dollars. */
  spent: number;
  /**
   * What the week is planned to cost: its meals' bill and the person's own items (null without
   * a plan). The change log's lines add up to it.
   */
  planned?: number | null;
  weekStart: string;
  /** The current week's days with meals (empty without a plan). */
  days: Pick<Day, 'day' | 'date' | 'meals' | 'dailyCost'>[];
  changes: ChangeLogEntry[];
}

export interface BudgetSummary {
  weeklyBudget: number;
  /** null without a plan. */
  planned: number | null;
  spent: number;
  /** What is left of the budget; 0 once the spend is past it (never negative). */
  remaining: number;
  /** How far the spend is past the budget; 0 within it. */
  overBy: number;
  /** The spend as a percent of the budget, as it is (178 past the budget). */
  percentSpent: number;
  /** The progress bar's value: percentSpent up to 100 (full past the budget). */
  barPercent: number;
}

export interface BudgetTrackerInput {
  userId: string | null;
  today: string;
}

export interface BudgetTrackerContext {
  userId: string | null;
  today: string;
  data: BudgetData;
}

export type BudgetTrackerEvent = { type: 'budget.reload' };
