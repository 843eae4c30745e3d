/**
 * The staples at home on the signed-in /pantry screen, on the real machine with the live actors
 * replaced (no backend): a staple at home (no amount, no date) used up; the staples checklist
 * (by group, its two quick answers, save, a failed save tried again) and its answer replacing
 * the list.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './pantryApi.ts';
import {
  labelOf,
  oliveOil,
  openPantry,
  resetPantryApi,
  rice,
  sectionItems,
  tickedStaples,
  withStaples,
} from './pantryFixtures.ts';
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

describe('/pantry staples at home', () => {
  it('shows a staple said to be at home without amount or date, and marks it used up', async () => {
    api.loadPantry.mockResolvedValue(withStaples([rice, oliveOil], ['olive_oil'], '2026-11-21'));
    api.saveEdit.mockResolvedValue(withStaples([rice], [], '2026-11-21'));
    await openPantry();
    expect(sectionItems('Pantry')).toEqual([
      'Brown riceFrom purchases1 lb (454 g) · Since Nov 20Keeps for monthsEstimate: Dry, canned and jarred food in the cupboard, 365 days.Change',
      'Olive oilStapleSome at homeUsed up',
    ]);
    expect(screen.queryByRole('button', { name: 'Change Olive oil' })).not.toBeInTheDocument();
    expect(tickedStaples()).toEqual(['Olive oil']);
    await userEvent.click(screen.getByRole('button', { name: 'Mark Olive oil used up' }));
    expect(api.saveEdit).toHaveBeenCalledWith(
      expect.objectContaining({
        edit: { action: 'set', food: 'olive_oil', grams: 0, reason: 'used' },
      }),
    );
    expect(await screen.findByText('Saved: marking Olive oil used up')).toBeInTheDocument();
    expect(sectionItems('Pantry')).toHaveLength(1);
    // The checklist hears of it: olive oil is no longer ticked.
    expect(tickedStaples()).toEqual([]);
  });

  it('asks which staples are at home by group, ticks them all or none, and saves the ticks', async () => {
    api.loadPantry.mockResolvedValue(withStaples([rice], [], null));
    api.saveStaples.mockResolvedValue(
      withStaples(
        [rice, oliveOil, { ...oliveOil, food: 'salt', name: 'Salt' }],
        ['olive_oil', 'salt'],
        '2026-11-24',
      ),
    );
    await openPantry();
    const section = screen.getByRole('region', { name: 'Staples at home' });
    expect(
      within(section).getByText(
        'You have not told us which staples you have, so your plans buy every staple they use, whole.',
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(/Weeks not over yet are priced again with your answer/),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(/the meal plan page offers to plan the week again/),
    ).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('group')
        .map((group) => [
          group.querySelector('legend')?.textContent,
          within(group).getAllByRole('checkbox').map(labelOf),
        ]),
    ).toEqual([
      ['Oils and vinegar', ['Olive oil', 'Cider vinegar']],
      ['Salt, spices and garlic', ['Black pepper', 'Salt']],
      ['Baking', ['Flour']],
      ['Sauces', ['Soy sauce']],
    ]);
    expect(tickedStaples()).toEqual([]);
    await userEvent.click(within(section).getByRole('button', { name: 'I have most of these' }));
    expect(tickedStaples()).toHaveLength(6);
    expect(within(section).getByText('6 of 6 ticked')).toBeInTheDocument();
    await userEvent.click(
      within(section).getByRole('button', { name: "I'm starting from scratch" }),
    );
    expect(tickedStaples()).toEqual([]);
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Salt' }));
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Olive oil' }));
    expect(within(section).getByText('Not saved yet.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'SAVE STAPLES' }));
    // Sent in the checklist's order, whatever the order they were ticked in.
    expect(api.saveStaples).toHaveBeenCalledWith({
      userId: testUser().id,
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      have: ['olive_oil', 'salt'],
    });
    expect(
      await within(section).findByText('Saved. Weeks not over yet are priced with these staples.'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(
        'You told us which staples you have on Nov 24: your plans use those and buy the others whole.',
      ),
    ).toBeInTheDocument();
    // The answer replaces the screen's list: the staples at home show in it.
    expect(sectionItems('Pantry').map((line) => line.split('Staple')[0])).toEqual([
      'Brown riceFrom purchases1 lb (454 g) · Since Nov 20Keeps for monthsEstimate: Dry, canned and jarred food in the cupboard, 365 days.Change',
      'Olive oil',
      'Salt',
    ]);
    expect(tickedStaples()).toEqual(['Olive oil', 'Salt']);
    // The pantry was read once: the checklist started from the pantry's own answer.
    expect(api.loadPantry).toHaveBeenCalledTimes(1);
    expect(api.loadStaples).not.toHaveBeenCalled();
  });

  it('keeps the ticks when saving fails, says why, and saves them on Try again', async () => {
    api.loadPantry.mockResolvedValue(withStaples([rice], [], null));
    api.saveStaples
      .mockRejectedValueOnce(new Error('The pantry could not be reached. Check your connection.'))
      .mockResolvedValue(withStaples([rice], [], '2026-11-24'));
    await openPantry();
    const section = screen.getByRole('region', { name: 'Staples at home' });
    await userEvent.click(
      within(section).getByRole('button', { name: "I'm starting from scratch" }),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'SAVE STAPLES' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Your staples are not saved yet');
    expect(alert).toHaveTextContent('The pantry could not be reached. Check your connection.');
    await userEvent.click(within(alert).getByRole('button', { name: 'TRY AGAIN' }));
    expect(
      await within(section).findByText('Saved. Weeks not over yet are priced with these staples.'),
    ).toBeInTheDocument();
    expect(api.saveStaples).toHaveBeenCalledTimes(2);
    expect(api.saveStaples.mock.calls.map(([input]) => input.have)).toEqual([[], []]);
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });
});
