/**
 * The signed-in budget tracker's Weekly Budget Overview with its live service modules replaced
 * (no backend): past the budget it shows the real percent (178 %, not 100), a full red bar named
 * with the percent and the amount over, and the amount over in red in place of Remaining; under
 * the budget it keeps Remaining.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BudgetData } from '../../machines/budgetTracker/budgetTracker.types.ts';
import type { HistoryData } from '../../machines/spendingHistory/history.types.ts';
import { renderApp } from './render.tsx';
import { testUser } from './session.ts';

const api = vi.hoisted(() => ({ loadBudget: vi.fn<() => Promise<BudgetData>>() }));

vi.mock('../../src/services/live/budgetActors.ts', async () => {
  const { fromPromise } = await import('xstate');
  return { liveBudgetActors: { loadBudget: fromPromise(() => api.loadBudget()) } };
});
vi.mock('../../src/services/live/historyActors.ts', async () => {
  const { fromPromise } = await import('xstate');
  const none: HistoryData = { weeks: [], purchases: [], problems: [] };
  return {
    liveHistoryActors: {
      loadHistory: fromPromise(async () => none),
      exportCsv: fromPromise(async () => {}),
    },
  };
});

const signedIn = { session: { user: testUser() } };

function week(weeklyBudget: number, spent: number, planned: number | null = null): BudgetData {
  return { weeklyBudget, spent, planned, weekStart: '2026-11-23', days: [], changes: [] };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api.loadBudget.mockReset();
});

describe('/budget-tracker overview', () => {
  it('shows 178 % spent, a full red bar and the amount over budget in red', async () => {
    api.loadBudget.mockResolvedValue(week(75, 133.5, 96.2));
    renderApp('/budget-tracker', signedIn);
    const bar = await screen.findByRole('progressbar', {
      name: '178% of your budget spent, $58.50 over budget',
    });
    // Full, red, and read as the real figure (not the bar's 100 %).
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '178% of your budget spent');
    expect(bar).toHaveStyle({
      '--progress-section-color': 'var(--mantine-color-red-filled)',
    });
    expect(screen.getByText('178% of your budget spent')).toBeInTheDocument();
    expect(screen.getByText('$58.50 over budget')).toHaveStyle({
      color: 'var(--mantine-color-red-9)',
    });
    expect(screen.getByLabelText('Over budget: $58.50')).toHaveStyle({
      color: 'var(--mantine-color-red-9)',
    });
    expect(screen.getByLabelText('Spent: $133.50')).toBeInTheDocument();
    // Nothing is left, and no negative amount reads as if it were.
    expect(screen.queryByText('Remaining')).not.toBeInTheDocument();
    expect(screen.queryByText(/-\$/)).not.toBeInTheDocument();
  });

  it('keeps Remaining while the spend is within the budget', async () => {
    api.loadBudget.mockResolvedValue(week(100, 39.23));
    renderApp('/budget-tracker', signedIn);
    expect(
      await screen.findByRole('progressbar', { name: '39.2% of your budget spent' }),
    ).toHaveAttribute('aria-valuenow', '39.2');
    expect(screen.getByLabelText('Remaining: $60.77')).toBeInTheDocument();
    expect(screen.queryByText(/over budget/i)).not.toBeInTheDocument();
  });
});
