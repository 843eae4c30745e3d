/**
 * The signed-in plan pages with their live service module replaced (no backend): what the
 * person sees while the plan loads, generates and fails, in the catalogue's words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredPlan } from '../../machines/planShared/plan.types.ts';
import { isoDateOf, weekRangeLabel } from '../../machines/planShared/week.ts';
import { renderApp } from './render.tsx';
import { testUser } from './session.ts';
import { planForThisWeek } from './planFixtures.ts';

const api = vi.hoisted(() => ({
  loadCurrentPlan: vi.fn<() => Promise<StoredPlan | null>>(),
  generatePlan: vi.fn<() => Promise<StoredPlan>>(),
  saveFocus: vi.fn<(request: { focus: number }) => Promise<void>>(),
}));

// The week as the live actors load it: the stored plan, or this week's dates without one.
async function loadWeek() {
  const stored = await api.loadCurrentPlan();
  return { stored, weekStart: stored?.plan.weekStart ?? isoDateOf(new Date()) };
}

vi.mock('../../src/services/live/mealPlanActors.ts', async () => {
  const { fromPromise } = await import('xstate');
  return {
    liveMealPlanActors: {
      loadPlan: fromPromise(() => loadWeek()),
      generatePlan: fromPromise(() => api.generatePlan()),
      exportCalendar: fromPromise(async () => {}),
      saveFocus: fromPromise<void, { focus: number }>(({ input }) => api.saveFocus(input)),
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

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api.loadCurrentPlan.mockReset();
  api.generatePlan.mockReset();
  api.saveFocus.mockReset();
});

describe('/meal-plan', () => {
  it('shows YOUR MEAL PLAN for today to today + 6 with seven dashed empty cards without a plan', async () => {
    api.loadCurrentPlan.mockResolvedValue(null);
    renderApp('/meal-plan', signedIn);
    expect(await screen.findByRole('heading', { name: 'YOUR MEAL PLAN' })).toBeInTheDocument();
    expect(screen.getByText(weekRangeLabel(isoDateOf(new Date())))).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('No meals planned')).toHaveLength(7));
    expect(screen.getByRole('button', { name: 'Generate New Meal Plan' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export to Calendar (.ics)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'BACK TO DASHBOARD' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VIEW SHOPPING LIST' })).toBeInTheDocument();
  });

  it("reads 'Generating...' and is disabled while generating, then shows the plan and 'Regenerate Meal Plan'", async () => {
    api.loadCurrentPlan.mockResolvedValue(null);
    let finish: (plan: StoredPlan) => void = () => {};
    api.generatePlan.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderApp('/meal-plan', signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate New Meal Plan' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(
      await screen.findByText('Generating your personalized meal plan...'),
    ).toBeInTheDocument();
    const plan = planForThisWeek();
    finish(plan);
    expect(await screen.findByRole('button', { name: 'Regenerate Meal Plan' })).toBeEnabled();
    expect(await screen.findByText('Your meal plan is ready!')).toBeInTheDocument();
    const first = plan.plan.days[0];
    const card = screen.getByRole('article', { name: first?.day });
    expect(within(card).getByText('Berry Oatmeal')).toBeInTheDocument();
    expect(within(card).getByText('Estimated Daily Cost')).toBeInTheDocument();
    expect(within(card).getByText(first?.dailyCost ?? '')).toBeInTheDocument();
    expect(screen.getAllByText('No meals planned')).toHaveLength(5);
  });

  it('falls back to the placeholder plan with the catalogue toast when loading fails', async () => {
    api.loadCurrentPlan.mockRejectedValue(new Error('offline'));
    renderApp('/meal-plan', signedIn);
    expect(
      await screen.findByText('Failed to load your meal plan. Using placeholder data.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Estimated Weekly Cost: $87.80 of $100')).toBeInTheDocument();
  });

  it('says what the plan was made under', async () => {
    const stored = planForThisWeek();
    const basis = {
      constraints: ['No Peanuts (allergies).', 'Every recipe takes at most 30 minutes.'],
      notes: [
        "Every dish is cooked at 1.5x the recipe's standard serving to reach your 3100 kcal a day.",
      ],
    };
    api.loadCurrentPlan.mockResolvedValue({ ...stored, plan: { ...stored.plan, basis } });
    renderApp('/meal-plan', signedIn);
    const section = await screen.findByRole('region', { name: 'How this plan was made' });
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([...basis.constraints, ...basis.notes]);
  });

  it('shows the week’s Healthy Eating Index with its 13 parts and the food groups against targets', async () => {
    const stored = planForThisWeek();
    const names = [
      'Total Fruits',
      'Whole Fruits',
      'Total Vegetables',
      'Greens and Beans',
      'Whole Grains',
      'Dairy',
      'Total Protein Foods',
      'Seafood and Plant Proteins',
      'Fatty Acids',
      'Refined Grains',
      'Sodium',
      'Added Sugars',
      'Saturated Fats',
    ];
    const health = {
      hei: {
        total: 81.4,
        components: names.map((name, index) => ({
          component: `c${index}`,
          name,
          kind: index < 9 ? ('adequacy' as const) : ('moderation' as const),
          score: index < 8 && index !== 4 && index !== 5 ? 5 : 7.5,
          max: index < 8 && index !== 4 && index !== 5 ? 5 : 10,
        })),
      },
      calorieLevel: 2000,
      plannedShare: 1,
      foodGroups: [
        {
          group: 'vegetables',
          name: 'Vegetables',
          unit: 'cup eq',
          period: 'day' as const,
          kind: 'target' as const,
          amount: 2,
          target: 2.5,
        },
      ],
      limits: [{ limit: 'sodium', name: 'Sodium', unit: 'mg per day', amount: 1900, max: 2300 }],
    };
    api.loadCurrentPlan.mockResolvedValue({ ...stored, plan: { ...stored.plan, health } });
    renderApp('/meal-plan', signedIn);
    const section = await screen.findByRole('region', { name: 'How healthy this week is' });
    expect(within(section).getByText('Healthy Eating Index: 81 of 100')).toBeInTheDocument();
    const bars = within(section).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      ...health.hei.components.map(
        (c) =>
          `${c.name}: ${c.score.toFixed(1)} of ${c.max}${c.kind === 'moderation' ? ' (less is better)' : ''}`,
      ),
      'Vegetables: 2.0 of 2.5 cup eq a day',
      'Sodium: 1900 mg a day (keep under 2,300 mg)',
    ]);
  });

  /** The meal plan page with a stored week, whose focus can be saved and the week planned again. */
  async function openMealPlanToPlanAgain() {
    api.loadCurrentPlan.mockResolvedValue(planForThisWeek());
    api.saveFocus.mockResolvedValue();
    api.generatePlan.mockResolvedValue(planForThisWeek());
    renderApp('/meal-plan', signedIn);
    await screen.findByText(/Estimated Weekly Cost/);
  }

  it('keeps the spend/quality control with the profile and plans the week again at it', async () => {
    await openMealPlanToPlanAgain();
    expect(screen.getByRole('radio', { name: 'Balanced' })).toBeChecked();
    await userEvent.click(screen.getByText('Eat better'));
    await waitFor(() => expect(api.generatePlan).toHaveBeenCalledTimes(1));
    expect(api.saveFocus).toHaveBeenCalledWith({ userId: testUser().id, focus: 5 });
    expect(screen.getByRole('radio', { name: 'Eat better' })).toBeChecked();
  });

  it('makes the spend/quality control one Tab stop whose arrows choose the next step', async () => {
    await openMealPlanToPlanAgain();
    const group = screen.getByRole('radiogroup', { name: 'Spend less or eat better' });
    const steps = within(group).getAllByRole('radio');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Spend less',
      'Save',
      'Balanced',
      'Healthier',
      'Eat better',
    ]);
    // Only the chosen step takes Tab; the others are reached with the arrows.
    expect(steps.map((step) => step.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
    steps[2]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(api.generatePlan).toHaveBeenCalledTimes(1));
    expect(api.saveFocus).toHaveBeenCalledWith({ userId: testUser().id, focus: 4 });
    const healthier = screen.getByRole('radio', { name: 'Healthier' });
    expect(healthier).toBeChecked();
    expect(healthier).toHaveFocus();
  });

  it('shows no planning record for a week stored without one', async () => {
    api.loadCurrentPlan.mockResolvedValue(planForThisWeek());
    renderApp('/meal-plan', signedIn);
    await screen.findByText(/Estimated Weekly Cost/);
    expect(
      screen.queryByRole('region', { name: 'How this plan was made' }),
    ).not.toBeInTheDocument();
  });

  it('says generation failed in the catalogue words', async () => {
    api.loadCurrentPlan.mockResolvedValue(null);
    api.generatePlan.mockRejectedValue(new Error('No plan fits'));
    renderApp('/meal-plan', signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate New Meal Plan' }));
    expect(
      await screen.findByText('Failed to generate meal plan. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('asks before a new week replaces an edited one, and keeps the week when told to', async () => {
    const edited = planForThisWeek();
    api.loadCurrentPlan.mockResolvedValue({ ...edited, plan: { ...edited.plan, edits: 3 } });
    renderApp('/meal-plan', signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerate Meal Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new week?' });
    expect(within(dialog).getByText(/You changed this week 3 times/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep this week' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.generatePlan).not.toHaveBeenCalled();
  });

  it('shows the checkout for someone with none of the staples beside the week’s cost', async () => {
    const stored = planForThisWeek();
    api.loadCurrentPlan.mockResolvedValue({
      ...stored,
      plan: { ...stored.plan, checkoutCost: '$41.20', checkoutCostValue: 41.2 },
    });
    renderApp('/meal-plan', signedIn);
    expect(
      await screen.findByText(
        'With none of the pantry staples at home, the checkout is $41.20 (staples bought whole).',
      ),
    ).toBeInTheDocument();
  });

  it('opens the day from its card', async () => {
    const plan = planForThisWeek();
    api.loadCurrentPlan.mockResolvedValue(plan);
    const { router } = renderApp('/meal-plan', signedIn);
    const day = plan.plan.days[0]?.day ?? 'Monday';
    await userEvent.click(await screen.findByRole('button', { name: `Daily Plan: ${day}` }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/meal-plan/${day.toLowerCase()}`),
    );
  });
});

describe('/meal-plan links', () => {
  it('leads to the person’s own recipes from the header', async () => {
    api.loadCurrentPlan.mockResolvedValue(null);
    renderApp('/meal-plan', signedIn);
    expect(await screen.findByRole('link', { name: 'MY RECIPES' })).toHaveAttribute(
      'href',
      '/recipes',
    );
  });
});

describe('/meal-plan/{day}', () => {
  it('shows the Daily Summary and the empty state when the day has no meals', async () => {
    api.loadCurrentPlan.mockResolvedValue(null);
    renderApp('/meal-plan/friday', signedIn);
    expect(await screen.findByRole('heading', { name: 'Friday Meal Plan' })).toBeInTheDocument();
    expect(await screen.findByText('No meals planned for this day')).toBeInTheDocument();
    expect(screen.getByText('Daily Summary')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Meals' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'BACK TO WEEKLY PLAN' })).toBeInTheDocument();
  });

  it('shows the person’s daily protein goal, what the day’s meals give, and why they aim lower', async () => {
    const stored = planForThisWeek();
    const monday = stored.plan.days[0];
    if (!monday) throw new Error('no first day');
    api.loadCurrentPlan.mockResolvedValue({
      ...stored,
      plan: {
        ...stored.plan,
        dailyProteinGoal: 64,
        days: stored.plan.days.map((day, index) =>
          index === 0
            ? {
                ...day,
                proteinGoal: 38,
                calorieTarget: 1140,
                dailyProtein: 41,
                dailyCalories: 1234,
              }
            : day,
        ),
      },
    });
    renderApp(`/meal-plan/${monday.day.toLowerCase()}`, signedIn);
    expect(await screen.findByText('64g')).toBeInTheDocument();
    expect(screen.getByText('41 g protein · 1,234 kcal')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Each meal's % is of your 64 g daily goal. The meals planned on this day make up 59 % of a day's eating, so they aim for 38 g of protein and 1,140 kcal.",
      ),
    ).toBeInTheDocument();
  });

  it("shows 'Error' and the catalogue text when the plan cannot be loaded", async () => {
    api.loadCurrentPlan.mockRejectedValue(new Error('offline'));
    renderApp('/meal-plan/monday', signedIn);
    expect(
      await screen.findByText('Failed to load your meal plan. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
