/**
 * The wizard screen, model-based: paths generated from the wizard machine with xstate/graph
 * (every state, and every transition including each BACK) are replayed on the real WizardView
 * with Testing Library and user-event; at each state the screen must show that state's step.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { adjacencyMapToArray, createTestModel } from 'xstate/graph';
import {
  emptyOnboardingData,
  type OnboardingData,
} from '../../machines/onboarding/onboardingData.ts';
import { onboardingWizardMachine } from '../../machines/onboardingWizard/onboardingWizard.machine.ts';
import type { OnboardingWizardEvent } from '../../machines/onboardingWizard/onboardingWizard.types.ts';
import type { ViewEffect } from '../../machines/shared/effects.ts';
import { WizardView } from '../../src/components/onboarding/WizardView.tsx';
import { renderWithProviders } from './render.tsx';
import { MemoryHousehold, useMemoryHousehold } from './householdStore.tsx';

interface Harness {
  stored: OnboardingData[];
  effects: ViewEffect[];
  household: MemoryHousehold;
}

function WizardHarness({ data, harness }: { data: OnboardingData; harness: Harness }) {
  const actorRef = useActorRef(
    onboardingWizardMachine.provide({
      actions: {
        storeDraft: (_, params: { data: OnboardingData }) => void harness.stored.push(params.data),
      },
    }),
    { input: { data } },
  );
  actorRef.on('*', (effect) => void harness.effects.push(effect));
  const household = useMemoryHousehold(harness.household);
  return <WizardView actorRef={actorRef} household={household} firstName="Ada" />;
}

function renderWizard(data = emptyOnboardingData('Ada Lovelace')) {
  const harness: Harness = { stored: [], effects: [], household: new MemoryHousehold() };
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<WizardHarness data={data} harness={harness} />);
  return { harness, user };
}

const STEP_SCREENS = {
  profile: { title: 'CREATE YOUR PROFILE', progress: 25, firstField: 'Full Name' },
  dietary: {
    title: 'DIETARY PREFERENCES',
    subtitle: 'Tell us more about how you eat',
    progress: 50,
    firstField: 'Dietary Restrictions',
  },
  mealPlanning: {
    title: 'MEAL PLANNING PREFERENCES',
    subtitle: 'Budget and Meal Planning',
    progress: 75,
    firstField: 'Weekly Budget',
  },
  grocery: {
    title: 'GROCERY PREFERENCES',
    subtitle: 'Shopping Habits',
    progress: 100,
    firstField: 'Shopping Frequency',
  },
} as const;

function expectStepScreen(step: keyof typeof STEP_SCREENS) {
  const expected = STEP_SCREENS[step];
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(expected.title);
  if ('subtitle' in expected) expect(screen.getByText(expected.subtitle)).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
    'aria-valuenow',
    String(expected.progress),
  );
  expect(
    screen.getByText(`Step ${Object.keys(STEP_SCREENS).indexOf(step) + 1} of 4`),
  ).toBeInTheDocument();
  expect(screen.getByText('Welcome, Ada!')).toBeInTheDocument();
  expect(screen.getByLabelText(expected.firstField, { exact: false })).toBeInTheDocument();
  const back = screen.getByRole('button', { name: 'BACK' });
  if (step === 'profile') expect(back).toBeDisabled();
  else expect(back).toBeEnabled();
  if (step === 'grocery') {
    expect(screen.getByRole('button', { name: 'REVIEW PROFILE' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NEXT PAGE' })).not.toBeInTheDocument();
  } else {
    expect(screen.getByRole('button', { name: 'NEXT PAGE' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'REVIEW PROFILE' })).not.toBeInTheDocument();
  }
}

describe('onboarding wizard (model-based)', () => {
  const modelData = emptyOnboardingData();
  const events: OnboardingWizardEvent[] = [
    { type: 'wizard.next', data: modelData },
    { type: 'wizard.back', data: modelData },
    { type: 'wizard.review', data: modelData },
  ];
  const model = createTestModel(onboardingWizardMachine, {
    events,
    input: { data: modelData },
    // A state is where the person is; the form's values are the view's, checked separately.
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
    serializeEvent: (event) => event.type,
  });

  // Transition coverage: for every state and every event it accepts, the shortest way there
  // followed by that event. This includes each BACK, which simple paths would never revisit.
  const shortest = new Map(
    model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [
      JSON.stringify(path.state.value),
      // The first step is the machine starting, not an event the person causes.
      path.steps.slice(1).map((step) => step.event),
    ]),
  );
  const paths = adjacencyMapToArray(model.getAdjacencyMap()).flatMap(({ state, event }) =>
    model.getPathsFromEvents([...(shortest.get(JSON.stringify(state.value)) ?? []), event]),
  );

  it('covers every state and every transition of the machine', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(
      new Set(['"profile"', '"dietary"', '"mealPlanning"', '"grocery"', '"reviewing"']),
    );
    expect(paths).toHaveLength(7);
  });

  /** 'profile -next-> dietary -back-> profile': the path's states and events, short. */
  function describePath(path: (typeof paths)[number]): string {
    return path.steps
      .map((step, index) => {
        const state = String(step.state.value);
        return index === 0 ? state : `-${step.event.type.replace('wizard.', '')}-> ${state}`;
      })
      .join(' ');
  }

  it.each(paths.map((path) => [describePath(path), path] as const))(
    '%s',
    async (_description, path) => {
      const { harness, user } = renderWizard();
      await path.test({
        states: {
          profile: () => expectStepScreen('profile'),
          dietary: () => expectStepScreen('dietary'),
          mealPlanning: () => expectStepScreen('mealPlanning'),
          grocery: () => expectStepScreen('grocery'),
          reviewing: () => {
            expect(harness.effects).toEqual([{ type: 'effect.navigate', to: '/profile-review' }]);
          },
        },
        events: {
          'wizard.next': async () => user.click(screen.getByRole('button', { name: 'NEXT PAGE' })),
          'wizard.back': async () => user.click(screen.getByRole('button', { name: 'BACK' })),
          'wizard.review': async () =>
            user.click(screen.getByRole('button', { name: 'REVIEW PROFILE' })),
        },
      });
    },
  );
});

describe('onboarding wizard fields', () => {
  it('keeps what was typed on each step, stores it at every NEXT PAGE and goes to review', async () => {
    const { harness, user } = renderWizard();
    await user.clear(screen.getByLabelText('Full Name'));
    await user.click(screen.getByLabelText('Full Name'));
    await user.paste('Grace Hopper');
    await user.selectOptions(screen.getByLabelText('Age'), '45');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.selectOptions(screen.getByLabelText('Height (feet)'), '5');
    await user.selectOptions(screen.getByLabelText('Height (inches)'), '6');
    await user.type(screen.getByLabelText('Weight (lbs)'), '160');
    await user.selectOptions(screen.getByLabelText('Activity Level'), 'Very Active');
    await user.selectOptions(screen.getByLabelText('Health Goal'), 'Weight Loss');
    await user.click(screen.getByRole('button', { name: 'NEXT PAGE' }));
    expect(harness.stored.at(-1)).toMatchObject({
      full_name: 'Grace Hopper',
      age: '45',
      weight: '160',
      health_goal: 'Lose Weight',
    });

    // 160 lb = 72.5748 kg x (Very Active 1.4 + Lose Weight 0.2) = 116.12 -> 116
    expect(screen.getByText('116 grams')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Dietary Restrictions' })).getByRole('checkbox', {
        name: 'Other',
      }),
    );
    await user.click(screen.getByLabelText('Other dietary restriction'));
    await user.paste('No nightshades');
    await user.click(
      within(screen.getByRole('group', { name: 'Allergies' })).getByRole('checkbox', {
        name: 'Other',
      }),
    );
    await user.click(screen.getByLabelText('Other allergy'));
    await user.paste('Kiwi');
    await user.click(screen.getByLabelText('Disliked Foods'));
    await user.paste('olives, liver');
    expect(screen.queryByLabelText(/Custom protein amount/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Set custom protein goal' }));
    await user.type(screen.getByLabelText(/Custom protein amount/), '130');
    await user.click(screen.getByRole('checkbox', { name: 'Thai' }));

    // BACK keeps this step's entries, and step 1's are still there.
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'NEXT PAGE' }));
    expect(screen.getByLabelText('Other dietary restriction')).toHaveValue('No nightshades');
    await user.click(screen.getByRole('button', { name: 'NEXT PAGE' }));

    for (const label of [
      'Breakfasts per week',
      'Lunches per week',
      'Dinners per week',
      'Snacks per week',
    ]) {
      expect(screen.getByLabelText(label)).toHaveValue('7');
      expect(
        within(screen.getByLabelText(label))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select...', '0', '1', '2', '3', '4', '5', '6', '7']);
    }
    expect(screen.queryByLabelText('Custom weekly budget')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    // Dollars and cents only: letters, a second point and a third decimal are refused.
    await user.type(screen.getByLabelText('Custom weekly budget'), '8x7.5.0-9');
    expect(screen.getByLabelText('Custom weekly budget')).toHaveValue('87.50');
    await user.selectOptions(screen.getByLabelText('Breakfasts per week'), '5');
    await user.selectOptions(screen.getByLabelText('Cooking Time'), '30 minutes');
    await user.click(screen.getByRole('checkbox', { name: 'Air Fryer' }));
    await user.selectOptions(screen.getByLabelText(/Meal Plan Start Day/), 'Monday');
    await user.click(screen.getByRole('button', { name: 'NEXT PAGE' }));

    await user.selectOptions(screen.getByLabelText('Shopping Frequency'), 'Weekly');
    await user.type(screen.getByLabelText('Zip Code'), '3030a1-99');
    expect(screen.getByLabelText('Zip Code')).toHaveValue('30301');
    await user.click(screen.getByRole('checkbox', { name: "Trader Joe's" }));
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'REVIEW PROFILE' }));

    // Steps 1, 2 (twice: BACK then NEXT PAGE again) and 3, then REVIEW PROFILE.
    expect(harness.stored).toHaveLength(5);
    expect(harness.stored.at(-1)).toEqual({
      ...emptyOnboardingData(),
      full_name: 'Grace Hopper',
      age: '45',
      gender: 'Female',
      height_feet: '5',
      height_inches: '6',
      weight: '160',
      activity_level: 'Very Active',
      health_goal: 'Lose Weight',
      dietary_restrictions: ['Vegan', 'Other'],
      dietary_restrictions_other: 'No nightshades',
      allergies: ['Other'],
      allergies_other: 'Kiwi',
      disliked_foods: 'olives, liver',
      protein_goal: 'Set custom protein goal',
      custom_protein_amount: '130',
      favorite_cuisines: ['Thai'],
      weekly_budget: 'Custom Amount',
      custom_budget: '87.50',
      breakfasts_per_week: '5',
      cooking_time: '30',
      cooking_methods: ['Air Fryer'],
      meal_plan_start_day: 'Monday',
      shopping_frequency: 'Weekly',
      zip_code: '30301',
      preferred_store: ["Trader Joe's"],
      ingredient_quality: 'Premium',
    });
    expect(harness.effects).toEqual([{ type: 'effect.navigate', to: '/profile-review' }]);
  }, 30_000);

  it('offers ages 18-100, feet 1-8 and inches 0-11, and marks the start day required', async () => {
    const { user } = renderWizard();
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'))
        .filter(Boolean);
    expect(options('Age')).toEqual(Array.from({ length: 83 }, (_, index) => String(18 + index)));
    expect(options('Height (feet)')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(options('Height (inches)')).toEqual(
      Array.from({ length: 12 }, (_, index) => String(index)),
    );
    expect(screen.getByLabelText('Weight (lbs)')).toHaveAttribute('placeholder', '90-350 lbs');
    await user.click(screen.getByRole('button', { name: 'NEXT PAGE' }));
    await user.click(screen.getByRole('button', { name: 'NEXT PAGE' }));
    const startDay = screen.getByLabelText(/Meal Plan Start Day/);
    // Mantine's asterisk: marked required without blocking an empty step.
    expect(
      startDay
        .closest('.mantine-InputWrapper-root')
        ?.querySelector('.mantine-InputWrapper-required'),
    ).toHaveTextContent('*');
  });

  it('clamps a weight outside 90-350 lbs when the field is left', async () => {
    const { user, harness } = renderWizard();
    await user.type(screen.getByLabelText('Weight (lbs)'), '400');
    await user.tab();
    expect(screen.getByLabelText('Weight (lbs)')).toHaveValue('350');
    await user.click(screen.getByRole('button', { name: 'NEXT PAGE' }));
    expect(harness.stored.at(-1)?.weight).toBe('350');
  });

  it('starts from the saved draft', () => {
    renderWizard({ ...emptyOnboardingData(), full_name: 'Saved Name', age: '30' });
    expect(screen.getByLabelText('Full Name')).toHaveValue('Saved Name');
    expect(screen.getByLabelText('Age')).toHaveValue('30');
  });

  it('does not store anything on BACK', async () => {
    const { user, harness } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'NEXT PAGE' }));
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(harness.stored).toHaveLength(1);
  });
});
