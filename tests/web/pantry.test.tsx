/**
 * The signed-in /pantry screen on the real machine, with the live actors replaced (no
 * backend): items by store section with their amount, since, keeps line and its source; what
 * went off; an empty pantry; add, correction, used up and thrown away through the forms and the
 * item's dialog; messages for bad amounts before anything is sent; a failing save shown, kept
 * and retried (by hand and on its own); a failed load; a staple at home (no amount, no date)
 * used up; the staples checklist (by group, its two quick answers, save, a failed save tried
 * again) and its answer replacing the list; and the links that lead here.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyOnboardingData } from '../../machines/onboarding/onboardingData.ts';
import { localKeys } from '../../src/services/localStore.ts';
import { api } from './pantryApi.ts';
import {
  addFood,
  openPantry,
  pantry,
  resetPantryApi,
  rice,
  sectionItems,
  signedIn,
  spinach,
} from './pantryFixtures.ts';
import { renderApp } from './render.tsx';
import { testUser } from './session.ts';

vi.mock('../../src/services/live/pantryActors.ts', () =>
  import('./pantryApi.ts').then((m) => m.pantryActorsModule),
);
vi.mock('../../src/services/live/staplesActors.ts', () =>
  import('./pantryApi.ts').then((m) => m.staplesActorsModule),
);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetPantryApi();
});

describe('/pantry', () => {
  it('shows what is at home by store section, with amount, since, keeps and its source', async () => {
    api.loadPantry.mockResolvedValue(
      pantry([rice, spinach], [{ name: 'Milk', amount: '946 g', on: '2026-11-23' }]),
    );
    await openPantry();
    expect(api.loadPantry).toHaveBeenCalledWith({
      userId: testUser().id,
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['Produce', 'Pantry', 'Staples at home']);
    expect(sectionItems('Produce')).toEqual([
      'Spinach200 g · Since Nov 22Use by Sat, Nov 28Estimate: Fresh vegetables and fruit, 7 days.Change',
    ]);
    expect(sectionItems('Pantry')).toEqual([
      'Brown riceFrom purchases1 lb (454 g) · Since Nov 20Keeps for monthsEstimate: Dry, canned and jarred food in the cupboard, 365 days.Change',
    ]);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Gone off in the last week');
    expect(notice).toHaveTextContent('Milk, 946 g (Nov 23)');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Gone off in the last week')).not.toBeInTheDocument();
  });

  it('says what fills an empty pantry', async () => {
    api.loadPantry.mockResolvedValue(pantry([]));
    renderApp('/pantry', signedIn);
    expect(await screen.findByText('Your pantry is empty.')).toBeInTheDocument();
    expect(screen.getByText(/mark items bought on the shopping list/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO PANTRY' })).toBeEnabled();
  });

  it('adds 2 lb of a food and shows the pantry the server answers with', async () => {
    api.saveEdit.mockResolvedValue(
      pantry([{ ...rice, grams: 1360.8, amount: '3 lb (1361 g)' }, spinach]),
    );
    await openPantry();
    await addFood('Brown rice', '2', 'lb');
    expect(api.saveEdit).toHaveBeenCalledWith(
      expect.objectContaining({ edit: { action: 'add', food: 'brown_rice', grams: 907.18 } }),
    );
    expect(await screen.findByText('3 lb (1361 g)')).toBeInTheDocument();
    expect(await screen.findByText('Saved: adding 2 lb of Brown rice')).toBeInTheDocument();
    // A fresh form for the next food.
    expect(screen.getAllByRole('textbox', { name: 'Amount' })[0]).toHaveValue('');
  });

  it('says what is wrong with an amount before sending anything', async () => {
    await openPantry();
    await userEvent.click(screen.getByRole('button', { name: 'ADD TO PANTRY' }));
    expect(screen.getByText('Choose a food from the list')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();
    await addFood('Spinach', '-3', 'oz');
    expect(screen.getByText('Amount must not be negative')).toBeInTheDocument();
    await addFood('Spinach', 'a bag', 'oz');
    expect(screen.getByText('Amount must be a number, like 2 or 1.5')).toBeInTheDocument();
    await addFood('Spinach', '0', 'g');
    expect(screen.getByText('Amount must be more than 0')).toBeInTheDocument();
    await addFood('Spinach', '120', 'lb');
    expect(screen.getByText('Amount must be at most 50 kg of one food')).toBeInTheDocument();
    expect(api.saveEdit).not.toHaveBeenCalled();
  }, 30_000);

  it("corrects an item's amount in its dialog", async () => {
    api.saveEdit.mockResolvedValue(pantry([rice, { ...spinach, grams: 141.75, amount: '142 g' }]));
    await openPantry();
    await userEvent.click(screen.getByRole('button', { name: 'Change Spinach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spinach' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('7.05');
    expect(within(dialog).getByRole('combobox', { name: 'Unit' })).toHaveValue('oz');
    await userEvent.clear(amount);
    await userEvent.click(within(dialog).getByRole('button', { name: 'SAVE AMOUNT' }));
    expect(within(dialog).getByText('Enter an amount')).toBeInTheDocument();
    await userEvent.type(amount, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'SAVE AMOUNT' }));
    expect(api.saveEdit).toHaveBeenCalledWith(
      expect.objectContaining({
        edit: { action: 'set', food: 'spinach', grams: 141.75, reason: 'correction' },
      }),
    );
    expect(await screen.findByText('142 g')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['USED UP', 'used', 'Saved: marking Brown rice used up'],
    ['THROWN AWAY', 'discarded', 'Saved: marking Brown rice thrown away'],
  ] as const)('marks an item %s', async (button, reason, saved) => {
    api.saveEdit.mockResolvedValue(pantry([spinach]));
    await openPantry();
    await userEvent.click(screen.getByRole('button', { name: 'Change Brown rice' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Brown rice' })).getByRole('button', {
        name: button,
      }),
    );
    expect(api.saveEdit).toHaveBeenCalledWith(
      expect.objectContaining({ edit: { action: 'set', food: 'brown_rice', grams: 0, reason } }),
    );
    expect(await screen.findByText(saved)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pantry' })).not.toBeInTheDocument();
  });

  it('shows a failing save with why, keeps the list as it was, and saves it on Try again', async () => {
    api.saveEdit.mockRejectedValue(
      new Error('The pantry could not be read or saved; please try again'),
    );
    await openPantry();
    await userEvent.click(screen.getByRole('button', { name: 'Change Brown rice' }));
    await userEvent.click(await screen.findByRole('button', { name: 'USED UP' }));
    const title = await screen.findByText('Your change is not saved yet');
    const alert = title.closest<HTMLElement>('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Marking Brown rice used up');
    expect(alert).toHaveTextContent('The pantry could not be read or saved; please try again');
    expect(alert).toHaveTextContent(/Trying again in a moment \(attempt [12] of 3 failed\)\./);
    expect(sectionItems('Pantry')[0]).toContain('Brown rice');
    expect(screen.getByRole('button', { name: 'Change Spinach' })).toBeDisabled();
    api.saveEdit.mockResolvedValue(pantry([spinach]));
    await userEvent.click(within(alert).getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByText('Saved: marking Brown rice used up')).toBeInTheDocument();
    expect(api.saveEdit.mock.calls.every(([input]) => input.edit.food === 'brown_rice')).toBe(true);
    expect(screen.queryByRole('list', { name: 'Pantry' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your change is not saved yet')).not.toBeInTheDocument();
  });

  it('tries a failed save again on its own', async () => {
    api.saveEdit
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValue(pantry([rice]));
    await openPantry();
    await userEvent.click(screen.getByRole('button', { name: 'Change Spinach' }));
    await userEvent.click(await screen.findByRole('button', { name: 'THROWN AWAY' }));
    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
    expect(
      await screen.findByText('Saved: marking Spinach thrown away', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(api.saveEdit).toHaveBeenCalledTimes(2);
    expect(api.saveEdit.mock.calls[1]?.[0]).toEqual(api.saveEdit.mock.calls[0]?.[0]);
  });

  it('says the pantry could not be loaded and loads it on Try again', async () => {
    api.loadPantry.mockRejectedValueOnce(new Error('offline'));
    renderApp('/pantry', signedIn);
    expect(await screen.findByText('Your pantry could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Produce' })).toBeInTheDocument();
  });
});

describe('links to the pantry', () => {
  it('leads from the shopping list to the pantry', async () => {
    const { router } = renderApp('/shopping-list', signedIn);
    await userEvent.click(await screen.findByRole('link', { name: 'YOUR PANTRY' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pantry'));
    expect(await screen.findByRole('heading', { level: 1, name: 'PANTRY' })).toBeInTheDocument();
  });

  it('is on the profile summary once the profile is complete, not before', async () => {
    window.localStorage.setItem(
      localKeys.onboardingData,
      JSON.stringify(emptyOnboardingData('Ada Lovelace')),
    );
    const first = renderApp('/profile-review', signedIn);
    await screen.findByRole('heading', { level: 1, name: 'YOUR PROFILE SUMMARY' });
    expect(screen.getByRole('link', { name: 'YOUR PANTRY' })).toHaveAttribute('href', '/pantry');
    first.unmount();
    renderApp('/profile-review', { session: { user: testUser(), onboardingComplete: false } });
    await screen.findByRole('heading', { level: 1, name: 'YOUR PROFILE SUMMARY' });
    expect(screen.queryByRole('link', { name: 'YOUR PANTRY' })).not.toBeInTheDocument();
  });
});
