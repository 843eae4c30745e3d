/**
 * The budget tracker's overview: its titles and labels (planTexts.budget) and what it says when
 * the spend passes the budget: the percent as it is (178 %, not capped at 100) and the amount
 * over, never a negative amount as if it were left.
 */
import { planTexts } from './plan.ts';

const dollars = (amount: number) => `$${Math.abs(amount).toFixed(2)}`;

export const budgetTexts = {
  ...planTexts.budget,
  /** The overview's fourth figure when the spend is past the budget (in place of Remaining). */
  over: 'Over budget',
  overBy: (amount: number) => `${dollars(amount)} over budget`,
  /** The progress bar's name: the percent and, past the budget, the amount over. */
  spentLabel: (percent: number, overBy: number) =>
    overBy > 0
      ? `${percent}% of your budget spent, ${dollars(overBy)} over budget`
      : `${percent}% of your budget spent`,
} as const;
