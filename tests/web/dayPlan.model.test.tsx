/**
 * Model-based test of the day plan screen: paths generated from the day-plan machine are played
 * on the real DayPlanView by clicking what a person clicks, with the machine's actors settled by
 * the test; after every step the screen must show what the machine's state says.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate';
import { dayPlanMachine } from '../../machines/dayPlan/dayPlan.machine.ts';
import { mealsOfDay } from '../../machines/dayPlan/dayPlan.cards.ts';
import type { DayPlanEvent } from '../../machines/dayPlan/dayPlan.types.ts';
import { messages } from '../../machines/texts/messages.ts';
import { removeMeal } from '../../machines/planShared/planEdits.ts';
import { controllableActors, describePath } from '../machines/modelReplay.ts';
import { screenPaths } from './planModel.ts';
import { DayPlanView } from '../../src/components/plan/DayPlanView.tsx';
import { renderWithProviders } from './render.tsx';
import { BREAKFAST_ID, DINNER_ID, WEEK_START, fixturePlan, replacedPlan } from './planFixtures.ts';

type Snapshot = SnapshotFrom<typeof dayPlanMachine>;
const input = { userId: 'u1', weekday: 'Monday' as const, today: WEEK_START };

const userEvents: DayPlanEvent[] = [
  { type: 'meal.expand', mealId: BREAKFAST_ID },
  { type: 'meal.expand', mealId: DINNER_ID },
  { type: 'meal.toggleInstructions' },
  { type: 'meal.toggleNutrition' },
  { type: 'meal.moveRequest', mealId: BREAKFAST_ID, toDay: 'Wednesday' },
  { type: 'move.confirm' },
  { type: 'move.cancel' },
  { type: 'meal.replace', mealId: BREAKFAST_ID },
  { type: 'meal.remove', mealId: BREAKFAST_ID },
];
const actorEvents: EventObject[] = [
  {
    type: 'xstate.done.actor.loadPlan',
    output: { stored: fixturePlan(), weekStart: WEEK_START },
  } as EventObject,
  { type: 'xstate.error.actor.loadPlan', error: new Error('offline') } as EventObject,
  // The server answers an edit with the week it saved: here, the week without the breakfast.
  {
    type: 'xstate.done.actor.editPlan',
    output: removeMeal(fixturePlan(), BREAKFAST_ID).stored,
  } as EventObject,
  { type: 'xstate.error.actor.editPlan', error: new Error('offline') } as EventObject,
  { type: 'xstate.done.actor.replaceMeal', output: replacedPlan() } as EventObject,
  { type: 'xstate.error.actor.replaceMeal', error: new Error('no alternative') } as EventObject,
];

/** The full state, to compare the actor with the model after each step. */
function serialize(snapshot: SnapshotFrom<AnyStateMachine>): string {
  const s = snapshot as Snapshot;
  return JSON.stringify([
    s.value,
    s.context.expandedMealId,
    s.context.showInstructions,
    s.context.showNutrition,
    mealsOfDay(s.context).map((meal) => meal.name),
    s.context.pendingMove,
    s.context.replacingMealId,
    s.context.removingMealId,
  ]);
}

// Logged failures are expected on the error paths; keep the output readable.
const quiet = vi.spyOn(console, 'warn').mockImplementation(() => {});
const paths = screenPaths(dayPlanMachine, [...userEvents, ...actorEvents] as EventObject[], {
  input,
  abstract: (snapshot) => {
    const s = snapshot as Snapshot;
    return [
      s.value,
      s.context.expandedMealId !== null,
      s.context.showInstructions,
      s.context.showNutrition,
    ];
  },
});
quiet.mockRestore();

function mealName(snapshot: Snapshot, mealId: string): string {
  const meal = mealsOfDay(snapshot.context).find((candidate) => candidate.id === mealId);
  if (!meal) throw new Error(`No meal ${mealId} on screen`);
  return meal.name;
}

/** Does on screen what the event stands for. */
async function perform(event: DayPlanEvent, snapshot: Snapshot) {
  switch (event.type) {
    case 'meal.expand':
      fireEvent.click(
        screen.getByRole('button', { name: `Show details of ${mealName(snapshot, event.mealId)}` }),
      );
      return;
    case 'meal.toggleInstructions':
      fireEvent.click(screen.getByRole('button', { name: /(Show|Hide) Preparation Instructions/ }));
      return;
    case 'meal.toggleNutrition':
      fireEvent.click(screen.getByRole('button', { name: /(Show|Hide) Nutritional Info/ }));
      return;
    case 'meal.moveRequest': {
      const card = screen.getByRole('article', { name: mealName(snapshot, event.mealId) });
      fireEvent.click(within(card).getByRole('combobox', { name: 'Move to another day' }));
      fireEvent.click(await screen.findByRole('option', { name: event.toDay }));
      return;
    }
    case 'move.confirm':
      fireEvent.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
      return;
    case 'move.cancel':
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      return;
    case 'meal.replace':
      fireEvent.click(
        screen.getByRole('button', { name: `REPLACE ${mealName(snapshot, event.mealId)}` }),
      );
      return;
    case 'meal.remove':
      fireEvent.click(
        screen.getByRole('button', { name: `REMOVE ${mealName(snapshot, event.mealId)}` }),
      );
      return;
    case 'plan.generate':
      fireEvent.click(screen.getByRole('button', { name: 'Generate Meals' }));
  }
}

/** What the screen must show in a state of the machine. */
function expectScreen(snapshot: Snapshot) {
  const { context } = snapshot;
  if (snapshot.matches('loading')) {
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    return;
  }
  if (snapshot.matches('loadFailed')) {
    expect(screen.getByText('No meals planned for this day')).toBeInTheDocument();
    return;
  }
  const meals = mealsOfDay(context);
  const cards = screen.queryAllByRole('article');
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(meals.map((m) => m.name));
  const open = meals.find((meal) => meal.id === context.expandedMealId);
  if (!open) {
    expect(screen.queryByText('Ingredients')).not.toBeInTheDocument();
  } else {
    const card = screen.getByRole('article', { name: open.name });
    expect(within(card).getByText('Ingredients')).toBeInTheDocument();
    expect(screen.getAllByText('Ingredients')).toHaveLength(1);
    const step = open.instructions[0] ?? '';
    if (context.showInstructions) {
      expect(
        within(card).getByRole('button', { name: 'Hide Preparation Instructions' }),
      ).toBeInTheDocument();
      expect(within(card).getByText(step)).toBeInTheDocument();
    } else {
      expect(
        within(card).getByRole('button', { name: 'Show Preparation Instructions' }),
      ).toBeInTheDocument();
      expect(within(card).queryByText(step)).not.toBeInTheDocument();
    }
    if (context.showNutrition) {
      expect(
        within(card).getByRole('button', { name: 'Hide Nutritional Info' }),
      ).toBeInTheDocument();
      expect(within(card).getByText('Calories')).toBeInTheDocument();
    } else {
      expect(
        within(card).getByRole('button', { name: 'Show Nutritional Info' }),
      ).toBeInTheDocument();
      expect(within(card).queryByText('Calories')).not.toBeInTheDocument();
    }
    const replacing = context.replacingMealId === open.id;
    const replace = within(card).getByRole('button', {
      name: replacing ? 'REPLACING...' : `REPLACE ${open.name}`,
    });
    expect(replace).toHaveTextContent(replacing ? 'REPLACING...' : 'REPLACE');
    const idle = snapshot.matches({ loaded: 'idle' });
    if (idle) expect(replace).toBeEnabled();
    else expect(replace).toBeDisabled();
    const removing = context.removingMealId === open.id;
    const remove = within(card).getByRole('button', {
      name: removing ? 'REMOVING...' : `REMOVE ${open.name}`,
    });
    if (idle) expect(remove).toBeEnabled();
    else expect(remove).toBeDisabled();
  }
  if (snapshot.matches({ loaded: 'confirmingMove' })) {
    const dialog = screen.getByRole('dialog', { name: messages.day.moveConfirmTitle });
    expect(
      within(dialog).getByText(messages.day.moveConfirm(context.pendingMove?.toDay ?? '')),
    ).toBeInTheDocument();
  } else {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }
}

describe('day plan screen (model-based)', () => {
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('covers every state the screen can be in', () => {
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of [
      'loading',
      'loadFailed',
      { loaded: 'idle' },
      { loaded: 'confirmingMove' },
      { loaded: 'moving' },
      { loaded: 'removing' },
      { loaded: 'replacing' },
    ]) {
      expect(values).toContain(JSON.stringify(state));
    }
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const fakes = controllableActors([
        'loadPlan',
        'editPlan',
        'replaceMeal',
        'generateDay',
      ] as const);
      const actor = createActor(dayPlanMachine.provide({ actors: fakes.actors }), { input });
      actor.start();
      renderWithProviders(
        <DayPlanView
          actorRef={actor}
          weekday="Monday"
          dateLabel="Monday, November 16, 2026"
          footer={null}
        />,
      );
      try {
        for (const step of path.steps) {
          const { type } = step.event;
          if (type === 'xstate.init') {
            // started above
          } else if (type.startsWith('xstate.done.actor.')) {
            await act(async () => {
              fakes.settle(
                type.slice('xstate.done.actor.'.length),
                'done',
                (step.event as { output?: unknown }).output,
              );
            });
          } else if (type.startsWith('xstate.error.actor.')) {
            await act(async () => {
              fakes.settle(
                type.slice('xstate.error.actor.'.length),
                'error',
                (step.event as { error?: unknown }).error,
              );
            });
          } else {
            await perform(step.event as DayPlanEvent, actor.getSnapshot());
          }
          const expected = step.state as Snapshot;
          await waitFor(() => expect(actor.getSnapshot().value).toEqual(expected.value));
          expect(serialize(actor.getSnapshot())).toBe(serialize(expected));
          await waitFor(() => expectScreen(actor.getSnapshot()));
        }
      } finally {
        actor.stop();
      }
    });
  }
});
