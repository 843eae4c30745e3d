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

  it('says Tuesday has no sample meals and invites the visitor to sign up', async () => {
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
    await userEvent.click(
      await screen.findByRole('button', { name: 'Show details of Protein Oatmeal with Berries' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'REPLACE Protein Oatmeal with Berries' }),
    );
    expect(await screen.findByText('Account Required')).toBeInTheDocument();
  });
});

describe('demo shopping list', () => {
  it('lists the 14 sample ingredients and counts the selected ones', async () => {
    renderApp('/demo/shopping-list');
    const list = await screen.findByRole('list', { name: 'SHOPPING LIST' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(14);
    const view = screen.getByRole('button', { name: 'View List (0)' });
    expect(view).toBeDisabled();
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Eggs' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Salmon fillets' }));
    expect(screen.getByRole('button', { name: 'View List (2)' })).toBeEnabled();
  });

  it('offers sign-up in the View List dialog and refuses print and share with Account Required', async () => {
    renderApp('/demo/shopping-list');
    const list = await screen.findByRole('list', { name: 'SHOPPING LIST' });
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Eggs' }));
    await userEvent.click(screen.getByRole('button', { name: 'View List (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'View Shopping List' });
    expect(
      within(dialog).getByRole('button', { name: 'SIGN UP TO USE THIS FEATURE' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Estimated Total: $3.49')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'PRINT LIST' }));
    expect(
      await screen.findByText('Create an account to print your shopping lists!'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'SHARE' }));
    expect(
      await screen.findByText('Create an account to share your shopping lists!'),
    ).toBeInTheDocument();
  });

  it('refuses to save a custom item with Account Required', async () => {
    renderApp('/demo/shopping-list');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Custom Item' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Item name/ }), 'Tea');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Create an account to save your custom shopping list items!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Tea' })).not.toBeInTheDocument();
  });
});

describe('demo budget tracker', () => {
  it('shows the sample budget with $39.23 spent and the sign-up call to action', async () => {
    renderApp('/demo/budget-tracker');
    expect(await screen.findByText('Weekly Budget Overview')).toBeInTheDocument();
    expect(screen.getByLabelText('Spent: $39.23')).toBeInTheDocument();
    expect(screen.getByLabelText('Weekly Budget: $150.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Remaining: $110.77')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SIGN UP FREE' })).toBeInTheDocument();
    const saving = screen.getByText('-$1.35');
    const cost = screen.getByText('+$4.99');
    expect(saving.closest('td')).toHaveStyle({ color: 'var(--mantine-color-leaf-9)' });
    expect(cost.closest('td')).toHaveStyle({ color: 'var(--mantine-color-red-9)' });
  });
});
