/**
 * The Household section and its member dialog on the real household machine, with the members
 * kept in memory (householdStore.tsx): the empty state, adding someone, the dialog's messages,
 * a failed save that keeps what was typed, edit and remove, an unreadable row, the limit; and the
 * wizard's step 1 offering Add someone without leaving the step.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { describe, expect, it, vi } from 'vitest';
import {
  emptyOnboardingData,
  type OnboardingData,
} from '../../machines/onboarding/onboardingData.ts';
import { onboardingWizardMachine } from '../../machines/onboardingWizard/onboardingWizard.machine.ts';
import type { ViewEffect } from '../../machines/shared/effects.ts';
import {
  HouseholdDialogs,
  HouseholdSection,
} from '../../src/components/household/HouseholdSection.tsx';
import { WizardView } from '../../src/components/onboarding/WizardView.tsx';
import { MemoryHousehold, memberRow, useMemoryHousehold } from './householdStore.tsx';
import { renderWithProviders } from './render.tsx';

function SectionHarness({ store, effects }: { store: MemoryHousehold; effects: ViewEffect[] }) {
  const actorRef = useMemoryHousehold(store, effects);
  return (
    <>
      <HouseholdSection actorRef={actorRef} variant="profile" />
      <HouseholdDialogs actorRef={actorRef} />
    </>
  );
}

function renderSection(store = new MemoryHousehold()) {
  const effects: ViewEffect[] = [];
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<SectionHarness store={store} effects={effects} />);
  return { store, effects, user };
}

type User = ReturnType<typeof userEvent.setup>;

/** Fills the open dialog for Leo, 6, who eats lunch at school and is allergic to peanuts. */
async function fillLeo(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Name', { exact: false }), 'Leo');
  await user.type(within(dialog).getByLabelText('Age (years)', { exact: false }), '6');
  await user.selectOptions(within(dialog).getByLabelText('Sex', { exact: false }), 'Male');
  await user.selectOptions(
    within(dialog).getByLabelText('Activity level', { exact: false }),
    'Very Active',
  );
  await user.click(
    within(within(dialog).getByRole('group', { name: 'Allergies' })).getByRole('checkbox', {
      name: 'Peanuts',
    }),
  );
  await user.click(
    within(within(dialog).getByRole('group', { name: /Meals eaten at home/ })).getByRole(
      'checkbox',
      { name: 'Lunch' },
    ),
  );
}

const section = () => screen.getByRole('region', { name: 'Household' });

describe('household section', () => {
  it('says the plan is for you alone, then adds someone through the dialog', async () => {
    const { store, effects, user } = renderSection();
    expect(await within(section()).findByText('The plan is for you alone.')).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Add someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add someone' });
    const meals = within(dialog).getByRole('group', { name: /Meals eaten at home/ });
    for (const meal of ['Breakfast', 'Lunch', 'Dinner', 'Snacks'])
      expect(within(meals).getByRole('checkbox', { name: meal })).toBeChecked();
    expect(within(dialog).getByText(/school lunches/)).toBeInTheDocument();
    await fillLeo(user, dialog);
    // Blank height and weight: the dialog says which reference values stand in for them.
    expect(
      within(dialog).getByText(
        'Leo uses the reference height and weight for ages 4-8 (115 cm, 20 kg).',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add to household' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = within(section()).getByRole('list', { name: 'People in your household' });
    expect(within(list).getByText('Leo, 6 years, Male')).toBeInTheDocument();
    expect(list).toHaveTextContent('Meals at home: Breakfast, Dinner, Snacks');
    expect(list).toHaveTextContent('Allergies: Peanuts');
    expect(list).toHaveTextContent('Dietary restrictions: None');
    expect(list).toHaveTextContent(
      'Leo uses the reference height and weight for ages 4-8 (115 cm, 20 kg).',
    );
    expect(store.rows).toEqual([
      expect.objectContaining({
        name: 'Leo',
        age: 6,
        position: 0,
        allergies: ['Peanuts'],
        meals_at_home: ['BREAKFAST', 'DINNER', 'SNACK'],
        height_feet: null,
        weight: null,
      }),
    ]);
    expect(effects).toContainEqual({
      type: 'effect.toast',
      tone: 'success',
      message: 'Leo was added to your household',
    });
  });

  it('shows the rules messages under the fields and saves nothing', async () => {
    const { store, user } = renderSection();
    await user.click(await within(section()).findByRole('button', { name: 'Add someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add someone' });
    const meals = within(dialog).getByRole('group', { name: /Meals eaten at home/ });
    for (const meal of ['Breakfast', 'Lunch', 'Dinner', 'Snacks'])
      await user.click(within(meals).getByRole('checkbox', { name: meal }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to household' }));
    for (const message of [
      'Enter a name.',
      'Enter an age in years.',
      'Choose a sex.',
      'Choose an activity level.',
      'Choose at least one meal they eat at home.',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name', { exact: false })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Typing in a field clears its message.
    await user.type(within(dialog).getByLabelText('Name', { exact: false }), 'Ana');
    expect(within(dialog).queryByText('Enter a name.')).not.toBeInTheDocument();
    expect(store.saves).toEqual([]);
  });

  it('keeps what was typed when the save fails, says so, and saves on the next try', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = new MemoryHousehold();
    store.failNextSave = new Error('Failed to fetch.');
    const { user } = renderSection(store);
    await user.click(await within(section()).findByRole('button', { name: 'Add someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add someone' });
    await fillLeo(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add to household' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to fetch. What you typed is still here: try again, or cancel.',
    );
    expect(within(dialog).getByLabelText('Name', { exact: false })).toHaveValue('Leo');
    expect(within(dialog).getByLabelText('Age (years)', { exact: false })).toHaveValue('6');
    expect(
      within(within(dialog).getByRole('group', { name: 'Allergies' })).getByRole('checkbox', {
        name: 'Peanuts',
      }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add to household' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.rows).toHaveLength(1);
  });

  it('edits and removes a member', async () => {
    const { store, user } = renderSection(
      new MemoryHousehold([memberRow('a', 0), memberRow('b', 1, { name: 'Mia', age: 10 })]),
    );
    await user.click(await within(section()).findByRole('button', { name: 'Edit Mia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mia' });
    const age = within(dialog).getByLabelText('Age (years)', { exact: false });
    expect(age).toHaveValue('10');
    await user.clear(age);
    await user.type(age, '11');
    await user.selectOptions(within(dialog).getByLabelText('Height (feet)'), '4');
    await user.selectOptions(within(dialog).getByLabelText('Height (inches)'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(section()).getByText('Mia, 11 years, Male')).toBeInTheDocument();
    // Height given, weight blank: only the weight is the reference's.
    expect(
      within(section()).getByText('Mia uses the reference weight for boys 9-13 (36 kg).'),
    ).toBeInTheDocument();
    expect(store.rows[1]).toMatchObject({ age: 11, height_feet: 4, height_inches: 9 });

    await user.click(within(section()).getByRole('button', { name: 'Remove Leo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Leo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(section()).queryByText('Leo, 6 years, Male')).toBeNull());
    expect(store.rows.map((row) => row.id)).toEqual(['b']);
    // Leo's buttons are gone: keyboard focus goes back to Add someone, not to the page.
    await waitFor(() =>
      expect(within(section()).getByRole('button', { name: 'Add someone' })).toHaveFocus(),
    );
  });

  it('shows a stored row it cannot read, with a way to remove it', async () => {
    const { store, user } = renderSection(
      new MemoryHousehold([memberRow('bad', 0, { name: 'Sam', allergies: ['Kiwi'] })]),
    );
    const alert = await within(section()).findByText(/^Sam: .* Remove them and add them again\.$/);
    expect(alert).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Remove Sam' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Sam?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await within(section()).findByText('The plan is for you alone.')).toBeInTheDocument();
    expect(store.rows).toEqual([]);
  });

  it('refuses a ninth person with the limit message, without opening the dialog', async () => {
    const rows = Array.from({ length: 8 }, (_, index) =>
      memberRow(`m${index}`, index, { name: `Kid ${index + 1}` }),
    );
    const { store, user } = renderSection(new MemoryHousehold(rows));
    expect(await within(section()).findByText(/8 people besides you/)).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Add someone' }));
    expect(within(section()).getByRole('alert')).toHaveTextContent(
      'A household has at most 8 people besides you. Remove someone to add another.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.saves).toEqual([]);
  });
});

function WizardHarness({ store, stored }: { store: MemoryHousehold; stored: OnboardingData[] }) {
  const actorRef = useActorRef(
    onboardingWizardMachine.provide({
      actions: {
        storeDraft: (_, params: { data: OnboardingData }) => void stored.push(params.data),
      },
    }),
    { input: { data: emptyOnboardingData('Ada Lovelace') } },
  );
  const household = useMemoryHousehold(store);
  return <WizardView actorRef={actorRef} household={household} firstName="Ada" />;
}

describe('wizard step 1', () => {
  it('offers Add someone, saves the member on the dialog and stays on the step', async () => {
    const store = new MemoryHousehold();
    const stored: OnboardingData[] = [];
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<WizardHarness store={store} stored={stored} />);
    const household = screen.getByRole('region', { name: 'Anyone else you cook for?' });
    expect(await within(household).findByText('The plan is for you alone.')).toBeInTheDocument();
    await user.click(within(household).getByRole('button', { name: 'Add someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add someone' });
    await fillLeo(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add to household' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Saving the dialog is not NEXT PAGE: the step and its draft stay.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CREATE YOUR PROFILE');
    expect(stored).toEqual([]);
    expect(within(household).getByText('Leo, 6 years, Male')).toBeInTheDocument();
    expect(within(household).getByRole('button', { name: 'Edit Leo' })).toBeInTheDocument();
    expect(within(household).getByRole('button', { name: 'Remove Leo' })).toBeInTheDocument();
    expect(store.rows).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'NEXT PAGE' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('DIETARY PREFERENCES');
    expect(screen.queryByRole('region', { name: 'Anyone else you cook for?' })).toBeNull();
  });
});
