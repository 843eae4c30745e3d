/**
 * The budget tracker's overview: its titles and labels (planTexts.budget) and what it says when
 * the spend passes the budget: the percent as it is (178 %, not capped at 100) and the amount
 * over, never a negative amount as if it were left.
 */
import { planTexts } from './plan.ts';
import { dollars } from '../../supabase/functions/_shared/rules/money.ts';

/** An amount over the budget, written without its sign. */
const dollarsOver = (amount: number) => dollars(Math.abs(amount));

export const budgetTexts = {
  ...planTexts.budget,
  /** The overview's fourth figure when the spend is past the budget (in place of Remaining). */
  over: 'Over budget',
  overBy: (amount: number) => `${dollarsOver(amount)} over budget`,
  /** The progress bar's name: the percent and, past the budget, the amount over. */
  spentLabel: (percent: number, overBy: number) =>
    overBy > 0
      ? `${percent}% of your budget spent, ${dollarsOver(overBy)} over budget`
      : `${percent}% of your budget spent`,
} as const;
