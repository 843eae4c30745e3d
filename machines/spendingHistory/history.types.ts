import type { ListSection } from '../shoppingList/sections.ts';

/** One planned week of the history, in dollars. */
export interface HistoryWeek {
  weekStart: string;
  /** The week the budget tracker's overview shows. */
  current: boolean;
  budget: number;
  /** What the week costs at the till: the plan's bill (whole packages, staples too unless at
   *  home) and the person's own list items (plannedCost). */
  planned: number;
  /** What was marked bought for the week (spentTotal). */
  spent: number;
}

/** One purchase, as the breakdown and the CSV file read it. */
export interface HistoryPurchase {
  weekStart: string;
  /** The person's calendar date it was marked bought (YYYY-MM-DD; '' when unreadable). */
  purchasedOn: string;
  item: string;
  section: ListSection;
  amountPaid: number;
}

/** One store section's spend in a week. */
export interface SectionSpend {
  section: ListSection;
  amount: number;
  count: number;
}

export interface HistoryData {
  /** The planned weeks, oldest first. */
  weeks: HistoryWeek[];
  /** Every usable purchase, by week, date and item. */
  purchases: HistoryPurchase[];
  /** What could not be used, in words for the person. */
  problems: string[];
}
