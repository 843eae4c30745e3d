import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render.tsx';

describe('demo meal plan', () => {
  it('shows the sample week of Apr 8 - 14, 2025 signed out, with GET STARTED to sign-up', async () => {
    const { router } = renderApp('/demo/meal-plan');
    expect(await screen.findByRole('heading', { name: 'SAMPLE MEAL PLAN' })).toBeInTheDocument();
    expect(screen.getByText('Apr 8 - 14, 2025')).toBeInTheDocument();
    const monday = await screen.findByRole('article', { name: 'Monday' });
    expect(within(monday).getByText('Chicken Quinoa Bowl')).toBeInTheDocument();
    expect(within(monday).getByText('Estimated Daily Cost')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'GET STARTED' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it('opens the demo day from a card', async () => {
    const { router } = renderApp('/demo/meal-plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Daily Plan: Monday' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/meal-plan-day/monday'));
  });
});

describe('demo day', () => {
  it("shows Monday's sample meal under the Demo Mode banner", async () => {
    renderApp('/demo/meal-plan-day/monday');
    expect(await screen.findByText('Demo Mode')).toBeInTheDocument();
    expect(await screen.findByText('Protein Oatmeal with Berries')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monday Meal Plan' })).toBeInTheDocument();
    expect(screen.getByText('100g')).toBeInTheDocument();
  });

  it("says Tuesday has no sample meals and invites the visitor to sign up", async () => {
    renderApp('/demo/meal-plan-day/tuesday');
    expect(await screen.findByText('No sample meals for this day')).toBeInTheDocument();
  });

  it('shows the other days empty with the defaults', async () => {
    renderApp('/demo/meal-plan-day/friday');
    expect(await screen.findByText('No meals planned for this day')).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
  });

  it('refuses to replace the sample meal with the Account Required notice', async () => {
    renderApp('/demo/meal-plan-day/monday');
    await userEvent.click(await screen.findByRole('button', { name: 'Show details of Protein Oatmeal with Berries' }));
    await userEvent.click(screen.getByRole('button', { name: 'REPLACE Protein Oatmeal with Berries' }));
    expect(await screen.findByText('Account Required')).toBeInTheDocument();
  });
});
