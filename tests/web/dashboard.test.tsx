import { screen } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { dashboardDataMachine } from '../../machines/dashboardData/dashboardData.machine.ts';
import type { DashboardRows } from '../../machines/dashboardData/dashboardData.types.ts';
import { DashboardView } from '../../src/pages/DashboardPage.tsx';
import { renderWithProviders } from './render.tsx';

function DashboardHarness({
  load,
  accountName,
}: {
  load: () => Promise<DashboardRows>;
  accountName: string | null;
}) {
  const actorRef = useActorRef(
    dashboardDataMachine.provide({
      actors: { loadDashboard: fromPromise<DashboardRows, { userId: string }>(() => load()) },
    }),
    { input: { userId: 'user-1', accountName } },
  );
  return <DashboardView actorRef={actorRef} accountName={accountName} />;
}

function renderDashboard(load: () => Promise<DashboardRows>, accountName: string | null = null) {
  const router = createMemoryRouter([
    { path: '*', element: <DashboardHarness load={load} accountName={accountName} /> },
  ]);
  renderWithProviders(<RouterProvider router={router} />);
}

const loadedRows: DashboardRows = {
  profile: { full_name: 'Grace Brewster Hopper' },
  mealFrequency: {
    weekly_budget: 'Custom Amount',
    custom_budget: 87.5,
    breakfasts_per_week: 3,
    lunch_per_week: 4,
    dinner_per_week: 6,
    snacks_per_week: 2,
  },
};

describe('dashboard', () => {
  it('greets by first name and shows the custom weekly budget and meal counts', async () => {
    renderDashboard(async () => loadedRows, 'Account Name');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Grace!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$87.50')).toBeInTheDocument();
    expect(
      screen.getByText('3 breakfasts, 4 lunches, 6 dinners and 2 snacks a week'),
    ).toBeInTheDocument();
  });

  it('has the four cards with their buttons', async () => {
    renderDashboard(async () => loadedRows);
    await screen.findByText('$87.50');
    const cards = [
      ['Meal Plan', 'VIEW MEAL PLAN', '/meal-plan'],
      ['Budget Overview', 'MANAGE BUDGET', '/budget-tracker'],
      ['Shopping List', 'VIEW SHOPPING LIST', '/shopping-list'],
      ['Edit Your Profile', 'UPDATE PROFILE', '/profile-review'],
    ] as const;
    for (const [title, button, href] of cards) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', href);
    }
  });

  it('links to the person’s own recipes below the cards', async () => {
    renderDashboard(async () => loadedRows);
    await screen.findByText('$87.50');
    expect(screen.getByRole('link', { name: 'MY RECIPES' })).toHaveAttribute('href', '/recipes');
  });

  it('shows a preset budget as stored', async () => {
    renderDashboard(async () => ({
      ...loadedRows,
      mealFrequency: { ...loadedRows.mealFrequency!, weekly_budget: '$75' },
    }));
    expect(await screen.findByText('$75')).toBeInTheDocument();
  });

  it("falls back silently to the defaults: '$100', 5, 5, 7 and 10 meals, 'User'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderDashboard(async () => {
      throw new Error('offline');
    });
    expect(await screen.findByText('$100')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, User!' })).toBeInTheDocument();
    expect(
      screen.getByText('5 breakfasts, 5 lunches, 7 dinners and 10 snacks a week'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('uses the defaults for a person with no rows yet, greeting with the account name', async () => {
    renderDashboard(async () => ({ profile: null, mealFrequency: null }), 'Ada Lovelace');
    expect(await screen.findByText('$100')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
  });

  it('is busy while loading', async () => {
    let resolve: (rows: DashboardRows) => void = () => {};
    renderDashboard(() => new Promise((done) => (resolve = done)), 'Ada Lovelace');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(screen.queryByText('$100')).not.toBeInTheDocument();
    resolve(loadedRows);
    expect(await screen.findByText('$87.50')).toBeInTheDocument();
  });
});
