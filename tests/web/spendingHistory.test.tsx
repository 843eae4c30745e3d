/**
 * The signed-in budget tracker's Spending History with its live service modules replaced (no
 * backend): the weeks' table beside the chart with the overview's figures for this week, each
 * week's till and spend against its budget (a week over budget marked, its overs in red), the
 * section breakdown for a picked week, the CSV button, stored rows that cannot be used, and a
 * failed load with its retry.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BudgetData } from '../../machines/budgetTracker/budgetTracker.types.ts';
import { buildHistory, type HistoryRows } from '../../machines/spendingHistory/history.ts';
import type { HistoryData } from '../../machines/spendingHistory/history.types.ts';
import { renderApp } from './render.tsx';
import { testUser } from './session.ts';

const api = vi.hoisted(() => ({
  loadBudget: vi.fn<() => Promise<BudgetData>>(),
  loadHistory: vi.fn<() => Promise<HistoryData>>(),
  exportCsv: vi.fn<(input: { data: HistoryData; today: string }) => Promise<void>>(),
}));

vi.mock('../../src/services/live/budgetActors.ts', async () => {
  const { fromPromise } = await import('xstate');
  return { liveBudgetActors: { loadBudget: fromPromise(() => api.loadBudget()) } };
});
vi.mock('../../src/services/live/historyActors.ts', async () => {
  const { fromPromise } = await import('xstate');
  return {
    liveHistoryActors: {
      loadHistory: fromPromise(() => api.loadHistory()),
      exportCsv: fromPromise<void, { data: HistoryData; today: string }>(({ input }) =>
        api.exportCsv(input),
      ),
    },
  };
});

const signedIn = { session: { user: testUser() } };

const rows: HistoryRows = {
  today: '2026-11-24',
  profileBudget: 100,
  plans: [
    { week_start: '2026-11-16', plan_week_start: '2026-11-16', budget: 75, total: 61.4 },
    { week_start: '2026-11-23', plan_week_start: '2026-11-23', budget: 100, total: 70.1 },
  ],
  ownItems: [{ week_start: '2026-11-23', item_key: 'custom-1', price: 4.99 }],
  purchases: [
    {
      week_start: '2026-11-16',
      item_key: 'spinach',
      name: 'Spinach',
      amount_paid: 3.5,
      purchased_at: '2026-11-17T10:00:00Z',
    },
    {
      week_start: '2026-11-23',
      item_key: 'chicken_breast',
      name: 'Chicken breast',
      amount_paid: 9.99,
      purchased_at: '2026-11-23T10:00:00Z',
    },
    {
      week_start: '2026-11-23',
      item_key: 'custom-1',
      name: 'Coffee',
      amount_paid: 5.25,
      purchased_at: '2026-11-23T10:00:00Z',
    },
  ],
  sectionOf: (key) =>
    key === 'spinach' ? 'produce' : key === 'chicken_breast' ? 'meat-fish' : undefined,
  dateOf: (timestamp) => timestamp.slice(0, 10),
};

const thisWeek: BudgetData = {
  weeklyBudget: 100,
  spent: 15.24,
  planned: 75.09,
  weekStart: '2026-11-23',
  days: [],
  changes: [],
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api.loadBudget.mockReset().mockResolvedValue(thisWeek);
  api.loadHistory.mockReset();
  api.exportCsv.mockReset().mockResolvedValue();
});

describe('/budget-tracker spending history', () => {
  it("lists every planned week, newest first, with this week's figures as in the overview", async () => {
    api.loadHistory.mockResolvedValue(buildHistory(rows));
    renderApp('/budget-tracker', signedIn);
    const history = await screen.findByRole('region', { name: 'Spending History' });
    const table = await within(history).findByRole('table', {
      name: 'Budget, cost at the till and spending by week, newest first',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week', 'Budget', 'At the till', 'Spent']);
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(lines).toEqual([
      'Nov 23this week$100.00$75.09$24.91 under$15.24$84.76 under',
      'Nov 16$75.00$61.40$13.60 under$3.50$71.50 under',
    ]);
    expect(within(table).queryByText('Over budget')).not.toBeInTheDocument();
    // The overview says the same for this week.
    expect(screen.getByLabelText('Weekly Budget: $100.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Planned: $75.09')).toBeInTheDocument();
    expect(screen.getByLabelText('Spent: $15.24')).toBeInTheDocument();
    expect(
      await within(history).findByRole('img', {
        name: 'Chart of 2 weeks: budget, at the till and spent',
      }),
    ).toBeInTheDocument();
  });

  it('marks a week over budget at a glance, with how far over in red', async () => {
    api.loadHistory.mockResolvedValue(
      buildHistory({
        ...rows,
        plans: [
          // Its till passed its $75 budget; this week's spend passed the $100 budget.
          { week_start: '2026-11-16', plan_week_start: '2026-11-16', budget: 75, total: 96.2 },
          rows.plans[1],
        ],
        purchases: [
          ...rows.purchases,
          {
            week_start: '2026-11-23',
            item_key: 'salmon',
            name: 'Salmon',
            amount_paid: 95,
            purchased_at: '2026-11-24T10:00:00Z',
          },
        ],
      }),
    );
    renderApp('/budget-tracker', signedIn);
    const history = await screen.findByRole('region', { name: 'Spending History' });
    const table = await within(history).findByRole('table', {
      name: 'Budget, cost at the till and spending by week, newest first',
    });
    const thisWeek = within(table).getByRole('row', { name: /^Nov 23/ });
    const lastWeek = within(table).getByRole('row', { name: /^Nov 16/ });
    expect(lastWeek).toHaveTextContent('Nov 16Over budget$75.00$96.20$21.20 over$3.50$71.50 under');
    expect(thisWeek).toHaveTextContent(
      'Nov 23this weekOver budget$100.00$75.09$24.91 under$110.24$10.24 over',
    );
    const red = 'var(--mantine-color-red-9)';
    expect(within(lastWeek).getByText('$21.20 over')).toHaveStyle({ color: red });
    expect(within(lastWeek).getByText('$96.20')).toHaveStyle({ color: red });
    expect(within(lastWeek).getByText('$71.50 under')).not.toHaveStyle({
      color: red,
    });
    expect(within(thisWeek).getByText('$10.24 over')).toHaveStyle({ color: red });
    expect(
      await within(history).findByRole('img', {
        name: 'Chart of 2 weeks: budget, at the till and spent; 2 weeks over budget',
      }),
    ).toBeInTheDocument();
    expect(within(history).getByText("Red bars went over their week's budget.")).toBeVisible();
  });

  it('breaks a picked week down by store section and downloads the purchases', async () => {
    const data = buildHistory(rows);
    api.loadHistory.mockResolvedValue(data);
    renderApp('/budget-tracker', signedIn);
    const breakdown = await screen.findByRole('region', { name: 'Spending by Store Section' });
    const table = within(breakdown).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SectionItemsSpent', 'Meat and fish1$9.99', 'Your own items1$5.25', 'Total2$15.24']);
    await userEvent.selectOptions(
      within(breakdown).getByRole('combobox', { name: 'Week' }),
      'Week of Nov 16',
    );
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SectionItemsSpent', 'Produce1$3.50', 'Total1$3.50']);
    await userEvent.click(screen.getByRole('button', { name: 'DOWNLOAD PURCHASES (CSV)' }));
    await vi.waitFor(() =>
      expect(api.exportCsv).toHaveBeenCalledWith({ data, today: expect.any(String) }),
    );
  });

  it('names stored rows it had to leave out and still shows the rest', async () => {
    api.loadHistory.mockResolvedValue(
      buildHistory({
        ...rows,
        plans: [...rows.plans, { week_start: '2026-11-09', plan: 'broken' }],
        purchases: [
          ...rows.purchases,
          {
            week_start: '2026-11-16',
            item_key: 'rice',
            name: 'Rice',
            amount_paid: -2,
            purchased_at: '2026-11-17T10:00:00Z',
          },
        ],
      }),
    );
    renderApp('/budget-tracker', signedIn);
    expect(await screen.findByText('Some stored data could not be used')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The plan stored for the week of 2026-11-09 could not be read, so that week is left out.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'A purchase of Rice (week of 2026-11-16) has an amount that cannot be right (negative or not a number), so it is left out.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Nov 16/ })).toHaveTextContent('$3.50');
  });

  it('says when the history could not be loaded and loads it again on Try again', async () => {
    api.loadHistory
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(buildHistory(rows));
    renderApp('/budget-tracker', signedIn);
    expect(
      await screen.findByText('Your spending history could not be loaded.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', {
        name: 'Budget, cost at the till and spending by week, newest first',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your spending history could not be loaded.')).toBeNull();
  });

  it('says there is no history before the first plan', async () => {
    api.loadHistory.mockResolvedValue(buildHistory({ ...rows, plans: [], purchases: [] }));
    renderApp('/budget-tracker', signedIn);
    expect(
      await screen.findByText(
        'No planned weeks yet: your history starts with your first meal plan.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nothing marked bought yet: mark items bought on the shopping list.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DOWNLOAD PURCHASES (CSV)' })).toBeDisabled();
  });
});
