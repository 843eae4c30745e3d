/**
 * The live actor set of the spending history: every planned week of the person (only the
 * plan's week, budget and bill are read, not its meals), their own list items' prices, their
 * purchases and their weekly budget, all under row-level security as the person; the rows are
 * checked and worked out by machines/spendingHistory/history.ts. The CSV file is made by
 * purchasesCsv and offered for download.
 */
import { z } from '../zod.ts';
import { fromPromise } from 'xstate';
import type { HistoryData } from '../../../machines/spendingHistory/history.types.ts';
import type { SpendingHistoryInput } from '../../../machines/spendingHistory/spendingHistory.types.ts';
import { buildHistory, HISTORY_COLUMNS } from '../../../machines/spendingHistory/history.ts';
import { purchasesCsv } from '../../../machines/spendingHistory/purchasesCsv.ts';
import { trackerWeeklyBudget } from '../../../machines/budgetTracker/weekFigures.ts';
import { isoDateOf } from '../../../machines/planShared/week.ts';
import { historyTexts } from '../../../machines/texts/history.ts';
import { downloadText } from '../download.ts';
import { getSupabase } from '../supabase.ts';
import { failIf, money, requireUser } from './plans.ts';

/** Rows a request returns at most (hosted Supabase's default max-rows is 1000). */
const PAGE = 1000;

type Page = { data: unknown[] | null; error: Parameters<typeof failIf>[1] };

/** Every row of a query, a page at a time. */
async function readAll(what: string, page: (from: number, to: number) => PromiseLike<Page>) {
  const rows: unknown[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await page(from, from + PAGE - 1);
    failIf(what, error);
    rows.push(...(data ?? []));
    if ((data ?? []).length < PAGE) return rows;
  }
}

/** The person's calendar date of a stored moment. */
function localDateOf(timestamp: string): string | null {
  const moment = new Date(timestamp);
  return Number.isNaN(moment.getTime()) ? null : isoDateOf(moment);
}

export async function loadHistory(request: SpendingHistoryInput): Promise<HistoryData> {
  const userId = requireUser(request.userId);
  const client = await getSupabase();
  const [frequency, plans, ownItems, purchases, sections] = await Promise.all([
    client
      .from('meal_frequency')
      .select('weekly_budget, custom_budget')
      .eq('id', userId)
      .maybeSingle(),
    readAll('Reading the planned weeks', (from, to) =>
      client
        .from('meal_plans')
        .select(HISTORY_COLUMNS.plans)
        .eq('user_id', userId)
        .order('week_start', { ascending: true })
        .range(from, to),
    ),
    readAll('Reading your own items', (from, to) =>
      client
        .from('shopping_list_items')
        .select(HISTORY_COLUMNS.ownItems)
        .eq('user_id', userId)
        .eq('custom', true)
        .order('week_start', { ascending: true })
        .order('item_key', { ascending: true })
        .range(from, to),
    ),
    readAll('Reading the purchases', (from, to) =>
      client
        .from('purchases')
        .select(HISTORY_COLUMNS.purchases)
        .eq('user_id', userId)
        .order('week_start', { ascending: true })
        .order('item_key', { ascending: true })
        .range(from, to),
    ),
    import('./foodSections.ts'),
  ]);
  failIf('Reading the budget', frequency.error);
  const budgetRow = z
    .object({ weekly_budget: z.string().nullable(), custom_budget: money.nullable() })
    .nullable()
    .parse(frequency.data);
  return buildHistory({
    today: request.today,
    profileBudget: trackerWeeklyBudget(budgetRow),
    plans,
    ownItems,
    purchases,
    sectionOf: (key) => sections.sectionsByFood().get(key),
    dateOf: localDateOf,
  });
}

export async function exportPurchases(input: { data: HistoryData; today: string }): Promise<void> {
  downloadText(
    historyTexts.csvFileName(input.today),
    purchasesCsv(input.data.purchases),
    'text/csv;charset=utf-8',
  );
}

export const liveHistoryActors = {
  loadHistory: fromPromise<HistoryData, SpendingHistoryInput>(({ input }) => loadHistory(input)),
  exportCsv: fromPromise<void, { data: HistoryData; today: string }>(({ input }) =>
    exportPurchases(input),
  ),
};
