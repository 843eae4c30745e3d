/**
 * Keyboard use of the plan screens (issue #8): a week's day card is a tab stop with a focus ring
 * that Enter and Space open, and on the day plan focus is never left on the page after an edit.
 * jsdom keeps focus on a button that becomes disabled, where Chromium drops it to the page (the
 * focus fixup rule); the replace test does what Chromium does by blurring the button.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { dayPlanMachine } from '../../machines/dayPlan/dayPlan.machine.ts';
import { controllableActors } from '../machines/modelReplay.ts';
import { DayPlanView } from '../../src/components/plan/DayPlanView.tsx';
import { WeekCards } from '../../src/components/plan/WeekCards.tsx';
import { renderWithProviders } from './render.tsx';
import { BREAKFAST_ID, WEEK_START, fixturePlan, replacedPlan } from './planFixtures.ts';
import { moveMeal, removeMeal } from '../../machines/planShared/planEdits.ts';

const MAX_TABS = 30;

/** Presses Tab until `element` has focus, failing after MAX_TABS presses. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, element: HTMLElement) {
  for (let presses = 0; presses < MAX_TABS && document.activeElement !== element; presses += 1) {
    await user.tab();
  }
  expect(element).toHaveFocus();
}

/** Walks a combobox's list with ArrowDown until `name` is the highlighted option, then picks it. */
async function pickOption(
  user: ReturnType<typeof userEvent.setup>,
  box: HTMLElement,
  name: string,
) {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await user.keyboard('{ArrowDown}');
    const active = box.getAttribute('aria-activedescendant');
    if (active && document.getElementById(active)?.textContent === name) break;
  }
  expect(
    document.getElementById(box.getAttribute('aria-activedescendant') ?? ''),
  ).toHaveTextContent(name);
  await user.keyboard('{Enter}');
}

/**
 * Does what Chromium does when the focused button becomes disabled: focus falls to the page.
 * jsdom keeps it on the disabled button and will not blur it, so focus moves to a stand-in that
 * is then removed.
 */
function dropFocusToPage() {
  const standIn = document.createElement('button');
  document.body.append(standIn);
  standIn.focus();
  standIn.remove();
}

describe('week cards', () => {
  it('make each day a tab stop with a keyboard focus ring that Enter and Space open', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const plan = fixturePlan().plan;
    renderWithProviders(
      <WeekCards
        days={[
          { weekday: 'Monday', date: WEEK_START, day: plan.days[0] ?? null },
          { weekday: 'Tuesday', date: '2026-11-17', day: null },
        ]}
        onOpen={onOpen}
      />,
    );
    const monday = screen.getByRole('article', { name: 'Monday' });
    const tuesday = screen.getByRole('article', { name: 'Tuesday' });
    // Mantine's keyboard-only ring (:focus-visible outline); a Card has none of its own.
    expect(monday).toHaveClass('mantine-focus-auto');
    expect(tuesday).toHaveClass('mantine-focus-auto');

    await tabTo(user, monday);
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith('Monday');
    await tabTo(user, tuesday);
    await user.keyboard(' ');
    expect(onOpen).toHaveBeenLastCalledWith('Tuesday');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});

describe('day plan focus', () => {
  const input = { userId: 'u1', weekday: 'Monday' as const, today: WEEK_START };
  let stop: () => void = () => {};
  afterEach(() => stop());

  async function renderDay() {
    const user = userEvent.setup();
    const fakes = controllableActors([
      'loadPlan',
      'editPlan',
      'replaceMeal',
      'generateDay',
    ] as const);
    const actor = createActor(dayPlanMachine.provide({ actors: fakes.actors }), { input });
    actor.start();
    stop = () => actor.stop();
    renderWithProviders(
      <DayPlanView
        actorRef={actor}
        weekday="Monday"
        dateLabel="Monday, November 16, 2026"
        footer={null}
      />,
    );
    await act(async () =>
      fakes.settle('loadPlan', 'done', { stored: fixturePlan(), weekStart: WEEK_START }),
    );
    const toggle = await screen.findByRole('button', { name: 'Show details of Berry Oatmeal' });
    await tabTo(user, toggle);
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return { user, fakes };
  }

  it('gives focus back to REPLACE once the new meal is in', async () => {
    const { user, fakes } = await renderDay();
    const replace = screen.getByRole('button', { name: 'REPLACE Berry Oatmeal' });
    await tabTo(user, replace);
    await user.keyboard('{Enter}');
    const busy = await screen.findByRole('button', { name: 'REPLACING...' });
    expect(busy).toBeDisabled();
    act(() => dropFocusToPage());
    expect(document.body).toHaveFocus();

    await act(async () => fakes.settle('replaceMeal', 'done', replacedPlan()));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'REPLACE Tofu Scramble' })).toHaveFocus(),
    );
  });

  it('leaves focus where the person moved it while the meal was replaced', async () => {
    const { user, fakes } = await renderDay();
    await tabTo(user, screen.getByRole('button', { name: 'REPLACE Berry Oatmeal' }));
    await user.keyboard('{Enter}');
    const other = screen.getByRole('button', { name: 'Show details of Turkey Chili' });
    await tabTo(user, other);
    await act(async () => fakes.settle('replaceMeal', 'done', replacedPlan()));
    await screen.findByRole('button', { name: 'REPLACE Tofu Scramble' });
    expect(other).toHaveFocus();
  });

  it('moves focus to the day heading when a confirmed move takes the meal away', async () => {
    const { user, fakes } = await renderDay();
    const move = screen.getByRole('combobox', { name: 'Move to another day' });
    await tabTo(user, move);
    await pickOption(user, move, 'Wednesday');
    const dialog = await screen.findByRole('dialog', { name: 'Move Meal' });
    expect(dialog).toHaveTextContent('Are you sure you want to move this meal to Wednesday?');
    // Its first tab stop is the close button, which needs a name to be announced.
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    await tabTo(user, screen.getByRole('button', { name: "Yes, I'm sure" }));
    await user.keyboard('{Enter}');
    await act(async () =>
      fakes.settle('editPlan', 'done', moveMeal(fixturePlan(), BREAKFAST_ID, 'Wednesday').stored),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Berry Oatmeal' })).toBeNull(),
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Monday Meal Plan' })).toHaveFocus(),
    );
  });

  it('gives focus back to the move list when the dialog is cancelled with Escape', async () => {
    const { user } = await renderDay();
    const move = screen.getByRole('combobox', { name: 'Move to another day' });
    await tabTo(user, move);
    await pickOption(user, move, 'Friday');
    await screen.findByRole('dialog', { name: 'Move Meal' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(move).toHaveFocus());
    expect(screen.getByRole('article', { name: 'Berry Oatmeal' })).toBeInTheDocument();
  });

  it('moves focus to the day heading when the removed meal took it away', async () => {
    const { user, fakes } = await renderDay();
    await tabTo(user, screen.getByRole('button', { name: 'REMOVE Berry Oatmeal' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'REMOVING...' })).toBeDisabled();
    await act(async () =>
      fakes.settle('editPlan', 'done', removeMeal(fixturePlan(), BREAKFAST_ID).stored),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Berry Oatmeal' })).toBeNull(),
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Monday Meal Plan' })).toHaveFocus(),
    );
  });
});
