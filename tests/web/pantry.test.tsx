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
import type {
  PantryItem,
  PantryResponse,
} from '../../supabase/functions/_shared/schemas/pantry.ts';
import type { PantryInput, SaveEditInput } from '../../machines/pantry/pantry.types.ts';
import type { SaveStaplesInput, StaplesScope } from '../../machines/staples/staples.types.ts';
import { emptyOnboardingData } from '../../machines/onboarding/onboardingData.ts';
import { localKeys } from '../../src/services/localStore.ts';
import { renderApp } from './render.tsx';
import { testUser } from './session.ts';

const api = vi.hoisted(() => ({
  loadPantry: vi.fn<(input: PantryInput) => Promise<PantryResponse>>(),
  saveEdit: vi.fn<(input: SaveEditInput) => Promise<PantryResponse>>(),
  loadStaples: vi.fn<(input: StaplesScope) => Promise<PantryResponse>>(),
  saveStaples: vi.fn<(input: SaveStaplesInput) => Promise<PantryResponse>>(),
}));

vi.mock('../../src/services/live/pantryActors.ts', async () => {
  const { fromPromise } = await import('xstate');
  return {
    livePantryActors: {
      loadPantry: fromPromise<PantryResponse, PantryInput>(({ input }) => api.loadPantry(input)),
      saveEdit: fromPromise<PantryResponse, SaveEditInput>(({ input }) => api.saveEdit(input)),
    },
  };
});
vi.mock('../../src/services/live/staplesActors.ts', async () => {
  const { fromPromise } = await import('xstate');
  return {
    liveStaplesActors: {
      loadStaples: fromPromise<PantryResponse, StaplesScope>(({ input }) => api.loadStaples(input)),
      saveStaples: fromPromise<PantryResponse, SaveStaplesInput>(({ input }) =>
        api.saveStaples(input),
      ),
    },
  };
});

const signedIn = { session: { user: testUser() } };

const rice: PantryItem = {
  food: 'brown_rice',
  name: 'Brown rice',
  grams: 453.6,
  amount: '1 lb (454 g)',
  section: 'pantry',
  since: '2026-11-20',
  useBy: null,
  keeps: 'Keeps for months',
  shelfLifeSource: 'Estimate: Dry, canned and jarred food in the cupboard, 365 days.',
  fromPurchases: true,
};
const spinach: PantryItem = {
  food: 'spinach',
  name: 'Spinach',
  grams: 200,
  amount: '200 g',
  section: 'produce',
  since: '2026-11-22',
  useBy: '2026-11-28',
  keeps: 'Use by Sat, Nov 28',
  shelfLifeSource: 'Estimate: Fresh vegetables and fruit, 7 days.',
  fromPurchases: false,
};
const foods: PantryResponse['foods'] = [
  {
    key: 'brown_rice',
    name: 'Brown rice',
    section: 'pantry',
    packageLabel: '2 lb bag',
    packageGrams: 907.2,
  },
  {
    key: 'spinach',
    name: 'Spinach',
    section: 'produce',
    packageLabel: '10 oz bag',
    packageGrams: 283.5,
  },
];
function pantry(items: PantryItem[], spoiled: PantryResponse['spoiled'] = []): PantryResponse {
  return { asOf: '2026-11-24', items, foods, spoiled, staples: [], staplesAnswered: null };
}

/** A staple said to be at home, as the pantry function lists it: no amount, no date. */
const oliveOil: PantryItem = {
  food: 'olive_oil',
  name: 'Olive oil',
  grams: 0,
  amount: 'Some at home',
  section: 'pantry',
  since: '2026-11-21',
  useBy: null,
  keeps: 'You said you have some',
  shelfLifeSource: 'USDA FSIS FoodKeeper: Oils, olive: pantry 6 months.',
  fromPurchases: false,
  athome: true,
};
const staples: PantryResponse['staples'] = [
  { food: 'olive_oil', name: 'Olive oil', group: 'oils-vinegar', athome: false },
  { food: 'cider_vinegar', name: 'Cider vinegar', group: 'oils-vinegar', athome: false },
  { food: 'black_pepper', name: 'Black pepper', group: 'salt-spices', athome: false },
  { food: 'salt', name: 'Salt', group: 'salt-spices', athome: false },
  { food: 'flour', name: 'Flour', group: 'baking', athome: false },
  { food: 'soy_sauce', name: 'Soy sauce', group: 'sauces', athome: false },
];
const checklist = (athome: readonly string[]): PantryResponse['staples'] =>
  staples.map((staple) => ({ ...staple, athome: athome.includes(staple.food) }));
function withStaples(
  items: PantryItem[],
  athome: readonly string[],
  staplesAnswered: string | null,
): PantryResponse {
  return { ...pantry(items), staples: checklist(athome), staplesAnswered };
}

const labelOf = (box: HTMLElement) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '';

/** The ticked boxes of the staples checklist, by name. */
function tickedStaples(): string[] {
  const section = screen.getByRole('region', { name: 'Staples at home' });
  return within(section)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map(labelOf);
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api.loadPantry.mockReset().mockResolvedValue(pantry([rice, spinach]));
  api.saveEdit.mockReset();
  api.loadStaples.mockReset();
  api.saveStaples.mockReset();
});

/** The items of a store section, by the text each shows. */
function sectionItems(section: string): string[] {
  const list = screen.getByRole('list', { name: section });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

async function openPantry() {
  const result = renderApp('/pantry', signedIn);
  await screen.findByRole('list', { name: 'What you have at home' });
  return result;
}

async function addFood(food: string, amount: string, unit: string) {
  const picker = screen.getByRole('combobox', { name: 'Food' });
  await userEvent.clear(picker);
  await userEvent.type(picker, food.slice(0, 4));
  await userEvent.click(await screen.findByRole('option', { name: food }));
  const amountField = screen.getAllByRole('textbox', { name: 'Amount' })[0] as HTMLElement;
  await userEvent.clear(amountField);
  if (amount !== '') await userEvent.type(amountField, amount);
  await userEvent.selectOptions(
    screen.getAllByRole('combobox', { name: 'Unit' })[0] as HTMLElement,
    unit,
  );
  await userEvent.click(screen.getByRole('button', { name: 'ADD TO PANTRY' }));
}

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
