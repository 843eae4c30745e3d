/**
 * The day plan's cards with what the planner adds for the kitchen (a meal's `sides` and
 * `kitchen`): the sides on the card and in its details, the frozen portions to move to the
 * refrigerator the evening before (on the card that uses them, and on the day before as the
 * evening's task), and a bulk-prep meal eaten from an earlier day's cooking. The live service
 * modules are replaced (no backend).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredPlan } from '../../machines/planShared/plan.types.ts';
import { isoDateOf } from '../../machines/planShared/week.ts';
import { STORAGE_SOURCE, kitchenPlan, planForThisWeek } from './planFixtures.ts';
import { renderApp } from './render.tsx';
import { testUser } from './session.ts';

const api = vi.hoisted(() => ({
  loadCurrentPlan: vi.fn<() => Promise<StoredPlan | null>>(),
}));

vi.mock('../../src/services/live/dayPlanActors.ts', async () => {
  const { fromPromise } = await import('xstate');
  const refuse = async () => {
    throw new Error('not in this test');
  };
  return {
    liveDayPlanActors: {
      loadPlan: fromPromise(async () => {
        const stored = await api.loadCurrentPlan();
        return { stored, weekStart: stored?.plan.weekStart ?? isoDateOf(new Date()) };
      }),
      editPlan: fromPromise(refuse),
      replaceMeal: fromPromise(refuse),
      generateDay: fromPromise(refuse),
    },
  };
});

const signedIn = { session: { user: testUser() } };
/** The fixture week's days on this week's dates: breakfast and dinner, nothing, the soup. */
const dayName = (index: number) => planForThisWeek().plan.days[index]?.day ?? 'Monday';
const openDay = (index: number) =>
  renderApp(`/meal-plan/${dayName(index).toLowerCase()}`, signedIn);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api.loadCurrentPlan.mockReset();
});

describe('a meal with sides', () => {
  it('says what comes with the dish on its card, and each side with its items in its details', async () => {
    api.loadCurrentPlan.mockResolvedValue(kitchenPlan(planForThisWeek()));
    openDay(0);
    const card = await screen.findByRole('article', { name: 'Berry Oatmeal' });
    expect(within(card).getByTestId('meal-sides')).toHaveTextContent(
      /^With: a banana · a glass of soy milk$/,
    );
    // The dinner has none.
    const dinner = screen.getByRole('article', { name: 'Turkey Chili' });
    expect(within(dinner).queryByTestId('meal-sides')).not.toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Show details of Berry Oatmeal' }),
    );
    const sides = await within(card).findByTestId('meal-sides-details');
    expect(within(sides).getByText('Sides')).toBeInTheDocument();
    expect(within(sides).getByText('A banana')).toBeInTheDocument();
    expect(within(sides).getByText('Bananas: 1 medium (118 g)')).toBeInTheDocument();
    expect(within(sides).getByText('A glass of soy milk')).toBeInTheDocument();
    expect(within(sides).getByText('Soy milk: 1 cup (243 g)')).toBeInTheDocument();
    expect(
      within(sides).getByText(
        "The meal's nutrition and cost include its sides; the ingredients and steps are the dish's own.",
      ),
    ).toBeInTheDocument();
    // The dish's own ingredients stay the dish's: the banana is listed once, with its side.
    expect(within(card).getByText('Rolled oats: 1/2 cup')).toBeInTheDocument();
    expect(within(card).getAllByText(/^Bananas:/)).toHaveLength(1);
  });
});

describe('a meal that uses something frozen', () => {
  const thaw = 'Move to the refrigerator the evening before: Ground turkey, 93% lean, 5 oz (142 g)';

  it('says on its card, with a badge, what to move to the refrigerator the evening before', async () => {
    api.loadCurrentPlan.mockResolvedValue(kitchenPlan(planForThisWeek()));
    openDay(2);
    const card = await screen.findByRole('article', { name: 'Lentil Soup' });
    expect(within(card).getByTestId('meal-thaw')).toHaveTextContent(thaw);
    expect(within(card).getByText('Thaw the evening before')).toBeInTheDocument();
    // The storage times' source is in the opened details.
    expect(within(card).queryByText(STORAGE_SOURCE)).not.toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Show details of Lentil Soup' }),
    );
    expect(await within(card).findByText(STORAGE_SOURCE)).toBeInTheDocument();
  });

  it("tells the day before what to move to the refrigerator this evening for tomorrow's meal", async () => {
    api.loadCurrentPlan.mockResolvedValue(kitchenPlan(planForThisWeek()));
    openDay(1);
    const evening = await screen.findByRole('region', { name: 'This evening' });
    expect(
      within(evening).getByText(
        `Move to the refrigerator this evening for tomorrow, ${dayName(2)}:`,
      ),
    ).toBeInTheDocument();
    expect(
      within(evening).getByText('Lentil Soup: Ground turkey, 93% lean, 5 oz (142 g)'),
    ).toBeInTheDocument();
  });

  it('gives no evening task on a day whose next day needs nothing moved', async () => {
    api.loadCurrentPlan.mockResolvedValue(kitchenPlan(planForThisWeek()));
    openDay(0);
    await screen.findByRole('article', { name: 'Berry Oatmeal' });
    expect(screen.queryByRole('region', { name: 'This evening' })).not.toBeInTheDocument();
    expect(screen.queryByText('Thaw the evening before')).not.toBeInTheDocument();
  });
});

describe('a bulk-prep meal eaten from an earlier day', () => {
  it('says the day it was cooked and that it is kept in the refrigerator', async () => {
    api.loadCurrentPlan.mockResolvedValue(
      kitchenPlan(planForThisWeek(), { leftover: 'refrigerator' }),
    );
    openDay(2);
    const card = await screen.findByRole('article', { name: 'Lentil Soup' });
    expect(within(card).getByTestId('meal-leftover')).toHaveTextContent(
      `Cooked on ${dayName(0)}; kept in the refrigerator`,
    );
    expect(within(card).queryByText('Thaw the evening before')).not.toBeInTheDocument();
  });

  it('says on its card, with a badge, that its frozen portion goes to the refrigerator the evening before', async () => {
    api.loadCurrentPlan.mockResolvedValue(kitchenPlan(planForThisWeek(), { leftover: 'freezer' }));
    openDay(2);
    const card = await screen.findByRole('article', { name: 'Lentil Soup' });
    expect(within(card).getByTestId('meal-leftover')).toHaveTextContent(
      `Cooked on ${dayName(0)} and frozen in portions: move to the refrigerator the evening before`,
    );
    expect(within(card).getByText('Thaw the evening before')).toBeInTheDocument();
  });

  it('puts the frozen portion in the evening task of the day before', async () => {
    api.loadCurrentPlan.mockResolvedValue(kitchenPlan(planForThisWeek(), { leftover: 'freezer' }));
    openDay(1);
    const evening = await screen.findByRole('region', { name: 'This evening' });
    expect(
      within(evening).getByText(`Lentil Soup: its frozen portion, cooked on ${dayName(0)}`),
    ).toBeInTheDocument();
  });
});

describe('a week without sides or a kitchen schedule', () => {
  it('shows its cards as before', async () => {
    api.loadCurrentPlan.mockResolvedValue(planForThisWeek());
    openDay(2);
    const card = await screen.findByRole('article', { name: 'Lentil Soup' });
    expect(within(card).queryByTestId('meal-thaw')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('meal-leftover')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('meal-sides')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'This evening' })).not.toBeInTheDocument();
  });
});
