/**
 * The budget tracker's spending history (signed in): the weeks' chart and table, the spend of
 * one week by store section, the purchases' CSV file, and what the section says when stored
 * rows cannot be read. The store sections' names are the shopping list's
 * (planTexts.shopping.sections).
 */
import { planTexts } from './plan.ts';
import { dollars } from '../../supabase/functions/_shared/rules/money.ts';

/** 'Nov 16' for 2026-11-16 (a calendar date, read without a time zone). */
export function shortWeekLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export const historyTexts = {
  title: 'Spending History',
  intro:
    'Every week you planned: its budget, what its plan costs at the till and what you spent, and whether each went over.',
  noWeeks: 'No planned weeks yet: your history starts with your first meal plan.',
  loading: 'Loading your spending history...',
  loadFailed: 'Your spending history could not be loaded.',
  retry: 'Try again',
  chartLabel: (count: number, over: number) => {
    const weeks = count === 1 ? 'Chart of one week' : `Chart of ${count} weeks`;
    const past = over === 0 ? '' : `; ${over === 1 ? '1 week' : `${over} weeks`} over budget`;
    return `${weeks}: budget, at the till and spent${past}`;
  },
  chartOverNote: "Red bars went over their week's budget.",
  chartLimit: (shown: number, all: number) =>
    `The chart shows the last ${shown} of your ${all} weeks; the table lists them all.`,
  tableCaption: 'Budget, cost at the till and spending by week, newest first',
  week: 'Week',
  budget: 'Budget',
  planned: 'At the till',
  spent: 'Spent',
  thisWeek: 'this week',
  overBudget: 'Over budget',
  over: (amount: number) => `${dollars(amount)} over`,
  under: (amount: number) => `${dollars(amount)} under`,
  weekOf: (isoDate: string) => `Week of ${shortWeekLabel(isoDate)}`,
  money: dollars,
  plannedNote:
    "At the till is what the week's plan costs at the checkout (whole packages, staples too unless you have them at home) with your own list items, as on the shopping list. Over and under compare each figure with the week's budget; past weeks show the budget their plan was made for.",
  bySection: 'Spending by Store Section',
  pickWeek: 'Week',
  noPurchases: 'Nothing marked bought yet: mark items bought on the shopping list.',
  section: 'Section',
  items: 'Items',
  amount: 'Spent',
  total: 'Total',
  sectionLine: (section: string, amount: number, count: number) =>
    `${section}: ${dollars(amount)} (${count === 1 ? '1 item' : `${count} items`})`,
  sections: planTexts.shopping.sections,
  exportCsv: 'DOWNLOAD PURCHASES (CSV)',
  exportNote: 'Every purchase of every week, one line each, for a spreadsheet.',
  exportFailed: 'The purchases file could not be made. Please try again.',
  csvHeader: ['Week start', 'Date purchased', 'Item', 'Section', 'Amount paid'] as const,
  csvFileName: (today: string) => `mealwise-purchases-${today}.csv`,
  problemsTitle: 'Some stored data could not be used',
  badPlan: (weekStart: string) =>
    `The plan stored for the week of ${weekStart} could not be read, so that week is left out.`,
  badPurchase: (name: string, weekStart: string) =>
    `A purchase of ${name} (week of ${weekStart}) has an amount that cannot be right (negative or not a number), so it is left out.`,
  badOwnItem: (weekStart: string) =>
    `One of your own list items for the week of ${weekStart} has a price that cannot be right, so it is left out of that week's planned cost.`,
  unreadableRow: (what: string) => `A stored ${what} could not be read, so it is left out.`,
} as const;
