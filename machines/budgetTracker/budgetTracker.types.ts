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
  remaining: number;
  /** 0 to 100, for the progress bar. */
  percentSpent: number;
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
