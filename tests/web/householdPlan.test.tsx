/**
 * The signed-in plan pages with a household's week (weeklyPlan.household, each dish's portions,
 * each day's members) and with a one-person week, which shows none of it, the live service
 * modules replaced (no backend).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredPlan } from '../../machines/planShared/plan.types.ts';
import { isoDateOf } from '../../machines/planShared/week.ts';
import { planToIcs } from '../../src/services/ics.ts';
import { householdPlan } from './householdFixtures.ts';
import { planForThisWeek } from './planFixtures.ts';
import { renderApp } from './render.tsx';
import { testUser } from './session.ts';

const api = vi.hoisted(() => ({
  loadCurrentPlan: vi.fn<() => Promise<StoredPlan | null>>(),
}));

async function loadWeek() {
  const stored = await api.loadCurrentPlan();
  return { stored, weekStart: stored?.plan.weekStart ?? isoDateOf(new Date()) };
}

vi.mock('../../src/services/live/mealPlanActors.ts', async () => {
  const { fromPromise } = await import('xstate');
  const refuse = async () => {
    throw new Error('not in this test');
  };
  return {
    liveMealPlanActors: {
      loadPlan: fromPromise(() => loadWeek()),
      generatePlan: fromPromise(refuse),
      exportCalendar: fromPromise(async () => {}),
      saveFocus: fromPromise(refuse),
    },
  };
});
vi.mock('../../src/services/live/dayPlanActors.ts', async () => {
  const { fromPromise } = await import('xstate');
  const refuse = async () => {
    throw new Error('not in this test');
  };
  return {
    liveDayPlanActors: {
      loadPlan: fromPromise(() => loadWeek()),
      editPlan: fromPromise(refuse),
      replaceMeal: fromPromise(refuse),
      generateDay: fromPromise(refuse),
    },
  };
});

const signedIn = { session: { user: testUser() } };
const household = () => householdPlan(planForThisWeek());
/** The first day of this week's fixture: a breakfast and a dinner. */
const firstDay = () => planForThisWeek().plan.days[0]?.day.toLowerCase() ?? 'monday';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api.loadCurrentPlan.mockReset();
});

describe('the day plan of a household', () => {
  it("shows each dish's portions per person and says its amounts are the whole dish", async () => {
    api.loadCurrentPlan.mockResolvedValue(household());
    renderApp(`/meal-plan/${firstDay()}`, signedIn);
    const card = await screen.findByRole('article', { name: 'Berry Oatmeal' });
    expect(within(card).getByText('Portions: Ana 1.5x · Leo 0.75x')).toBeInTheDocument();
    // One person's share of protein means nothing for a dish cooked for two.
    expect(within(card).queryByText(/of daily protein/)).not.toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Show details of Berry Oatmeal' }),
    );
    expect(
      await within(card).findByText(
        'Ingredients, nutrition and cost are for the whole dish, cooked for Ana and Leo.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText('Rolled oats: 1/2 cup')).toBeInTheDocument();
  });

  it("shows each person's protein and calories against their own goals beside the household's totals", async () => {
    api.loadCurrentPlan.mockResolvedValue(household());
    renderApp(`/meal-plan/${firstDay()}`, signedIn);
    const people = await screen.findByRole('region', { name: "Each person's day" });
    const rows = within(people).getAllByTestId('member-day');
    const words = (row: HTMLElement) =>
      Array.from(row.querySelectorAll('p'), (text) => text.textContent);
    expect(rows.map(words)).toEqual([
      [
        'Ana',
        "Ana: 50 g of protein and 1,320 kcal from this day's planned meals (breakfast and dinner, 55 % of a whole day's 90 g and 2,400 kcal)",
        '39 of 50 g protein',
        '660 of 1,320 kcal',
      ],
      [
        'Leo',
        "Leo: 19 g of protein and 770 kcal from this day's planned meals (breakfast and dinner, 55 % of a whole day's 34 g and 1,400 kcal)",
        '19 of 19 g protein',
        '330 of 770 kcal',
      ],
    ]);
    expect(
      within(people).getByRole('progressbar', { name: "Leo's protein: 19 g of 19 g" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Whole household, from this day's meals")).toBeInTheDocument();
    expect(screen.getByText('58 g protein · 990 kcal')).toBeInTheDocument();
    expect(screen.getByText('Daily Cost (household)')).toBeInTheDocument();
    // One person's goal, note and bars are not shown for a household.
    expect(screen.queryByText('Daily Protein Goal')).not.toBeInTheDocument();
    expect(screen.queryByTestId('day-targets')).not.toBeInTheDocument();
  });

  it("says what part of each person's whole day the day's planned meals are, by the meals they eat", async () => {
    const stored = household();
    const lunchDay = stored.plan.days.find((day) => day.meals.some((m) => m.type === 'LUNCH'));
    api.loadCurrentPlan.mockResolvedValue(stored);
    renderApp(`/meal-plan/${lunchDay?.day.toLowerCase()}`, signedIn);
    const people = await screen.findByRole('region', { name: "Each person's day" });
    expect(
      within(people)
        .getAllByTestId('member-day-share')
        .map((row) => row.textContent),
    ).toEqual([
      "Ana: 27 g of protein and 720 kcal from this day's planned meals (lunch, 30 % of a whole day's 90 g and 2,400 kcal)",
      // Leo has lunch at school.
      "Leo eats none of this day's planned meals at home",
    ]);
  });

  it('shows only the members who eat a meal at home in its portions', async () => {
    const stored = household();
    const lunchDay = stored.plan.days.find((day) => day.meals.some((m) => m.type === 'LUNCH'));
    api.loadCurrentPlan.mockResolvedValue(stored);
    renderApp(`/meal-plan/${lunchDay?.day.toLowerCase()}`, signedIn);
    const card = await screen.findByRole('article', { name: 'Lentil Soup' });
    expect(within(card).getByTestId('meal-portions')).toHaveTextContent(/^Portions: Ana 1\.5x$/);
  });
});

describe('the day plan of one person', () => {
  it('looks as it always has: the share of protein, the goal and the bars, no portions', async () => {
    api.loadCurrentPlan.mockResolvedValue(planForThisWeek());
    renderApp(`/meal-plan/${firstDay()}`, signedIn);
    const card = await screen.findByRole('article', { name: 'Berry Oatmeal' });
    expect(within(card).getByText('10 min · 13% of daily protein')).toBeInTheDocument();
    expect(within(card).queryByTestId('meal-portions')).not.toBeInTheDocument();
    expect(screen.getByText('Daily Protein Goal')).toBeInTheDocument();
    expect(screen.getByText('110g')).toBeInTheDocument();
    expect(screen.getByTestId('day-targets')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Each person's day" })).not.toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Show details of Berry Oatmeal' }),
    );
    expect(await within(card).findByText('Rolled oats: 1/2 cup')).toBeInTheDocument();
    expect(within(card).queryByTestId('whole-dish-note')).not.toBeInTheDocument();
  });
});

describe('the weekly plan of a household', () => {
  it("shows who the week feeds: each person's share of the cost, HEI and protein days, and the cost per person", async () => {
    const stored = household();
    api.loadCurrentPlan.mockResolvedValue(stored);
    renderApp('/meal-plan', signedIn);
    const section = await screen.findByRole('region', { name: 'Who this week feeds' });
    expect(within(section).getByTestId('cost-per-person')).toHaveTextContent(
      /^\$5\.05 per person on average$/,
    );
    // Beside the week's cost too, from the same figure.
    expect(screen.getAllByText('$5.05 per person on average')).toHaveLength(2);
    const ana = within(section).getByRole('article', { name: 'Ana' });
    expect(within(ana).getByText('Ana (you)')).toBeInTheDocument();
    expect(within(ana).getByText('$6.73')).toBeInTheDocument();
    expect(within(ana).getByText('Healthy Eating Index: 72 of 100')).toBeInTheDocument();
    expect(within(ana).getByText('Protein goal met on 1 of 2 days')).toBeInTheDocument();
    const leo = within(section).getByRole('article', { name: 'Leo' });
    expect(within(leo).getByText('$3.37')).toBeInTheDocument();
    expect(within(leo).getByText('Portion: 0.75x of each dish')).toBeInTheDocument();
    expect(within(leo).getByText('7 years')).toBeInTheDocument();
    expect(within(leo).getByText('Protein goal met on 1 of 1 day')).toBeInTheDocument();
    expect(
      screen.getByText('Estimated Weekly Cost for the household: $10.10 of $100'),
    ).toBeInTheDocument();
  });

  it('lists only the meals of the week a person eats at home: no snacks when the week plans none', async () => {
    api.loadCurrentPlan.mockResolvedValue(household());
    renderApp('/meal-plan', signedIn);
    const section = await screen.findByRole('region', { name: 'Who this week feeds' });
    // Both eat snacks at home, but this week plans none.
    const ana = within(section).getByRole('article', { name: 'Ana' });
    expect(within(ana).getByText('Eats at home: Breakfast, Lunch, Dinner')).toBeInTheDocument();
    const leo = within(section).getByRole('article', { name: 'Leo' });
    expect(within(leo).getByText('Eats at home: Breakfast, Dinner')).toBeInTheDocument();
    expect(within(section).queryByText(/Snacks/)).not.toBeInTheDocument();
  });

  it("says beside each person's daily goals what part of their day the planned meals are", async () => {
    api.loadCurrentPlan.mockResolvedValue(household());
    renderApp('/meal-plan', signedIn);
    const section = await screen.findByRole('region', { name: 'Who this week feeds' });
    const ana = within(section).getByRole('article', { name: 'Ana' });
    expect(
      within(ana).getByText('Aims for 90 g of protein and 2,400 kcal a day'),
    ).toBeInTheDocument();
    // Breakfast and dinner on one day, lunch on another: the day plan's goals, from the least.
    expect(within(ana).getByTestId('member-planned-share')).toHaveTextContent(
      "Planned meals at home make up 30 to 55 % of a day's eating, by day: 27 to 50 g of protein and 720 to 1,320 kcal",
    );
    const leo = within(section).getByRole('article', { name: 'Leo' });
    expect(within(leo).getByTestId('member-planned-share')).toHaveTextContent(
      "Planned meals at home make up 55 % of a day's eating: 19 g of protein and 770 kcal",
    );
  });

  it('shows a member under 2 without a Healthy Eating Index, and says why', async () => {
    api.loadCurrentPlan.mockResolvedValue(householdPlan(planForThisWeek(), { leo: { age: 1 } }));
    renderApp('/meal-plan', signedIn);
    const section = await screen.findByRole('region', { name: 'Who this week feeds' });
    const leo = within(section).getByRole('article', { name: 'Leo' });
    expect(within(leo).getByText('1 year')).toBeInTheDocument();
    expect(within(leo).queryByText(/Healthy Eating Index:/)).not.toBeInTheDocument();
    expect(within(leo).getByTestId('member-hei-note')).toHaveTextContent(
      'The Healthy Eating Index 2020 scores diets from age 2; HEI-Toddlers-2020, for 12-23 months, is not computed here.',
    );
    // Ana keeps hers, with no note.
    const ana = within(section).getByRole('article', { name: 'Ana' });
    expect(within(ana).getByText('Healthy Eating Index: 72 of 100')).toBeInTheDocument();
    expect(within(ana).queryByTestId('member-hei-note')).not.toBeInTheDocument();
  });

  it('shows no HEI for a member under 2 even from a week stored with one', async () => {
    const stored = householdPlan(planForThisWeek(), { leo: { age: 1 } });
    const members = stored.plan.household?.members ?? [];
    const scored = {
      ...stored,
      plan: {
        ...stored.plan,
        household: { members: members.map((m) => (m.name === 'Leo' ? { ...m, hei: 58 } : m)) },
      },
    };
    api.loadCurrentPlan.mockResolvedValue(scored);
    renderApp('/meal-plan', signedIn);
    const section = await screen.findByRole('region', { name: 'Who this week feeds' });
    const leo = within(section).getByRole('article', { name: 'Leo' });
    expect(within(leo).queryByText(/Healthy Eating Index:/)).not.toBeInTheDocument();
    expect(within(leo).getByTestId('member-hei-note')).toBeInTheDocument();
  });

  it('shows no HEI for members the response scores none', async () => {
    api.loadCurrentPlan.mockResolvedValue(householdPlan(planForThisWeek(), { hei: false }));
    renderApp('/meal-plan', signedIn);
    const section = await screen.findByRole('region', { name: 'Who this week feeds' });
    expect(within(section).queryByText(/Healthy Eating Index/)).not.toBeInTheDocument();
    expect(within(section).getAllByTestId('household-member')).toHaveLength(2);
  });

  it('shows no household section for one person, and the weekly cost as before', async () => {
    api.loadCurrentPlan.mockResolvedValue(planForThisWeek());
    renderApp('/meal-plan', signedIn);
    expect(await screen.findByText('Estimated Weekly Cost: $10.10 of $100')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Who this week feeds' })).not.toBeInTheDocument();
  });
});

describe('the calendar export of a household', () => {
  it("names each dish's portions and that its amounts are for the whole dish", () => {
    const unfold = (ics: string) => ics.replace(/\r\n /g, '');
    const ics = unfold(planToIcs(household().plan, new Date('2026-11-16T10:00:00Z')));
    expect(ics).toContain('Portions: Ana 1.5x · Leo 0.75x\\n');
    expect(ics).toContain('cooked for Ana and Leo.\\n');
    expect(unfold(planToIcs(planForThisWeek().plan, new Date()))).not.toContain('Portions:');
  });
});
