/**
 * A meal of the person's own recipe on the day plan: the card says it is theirs, and says when
 * the recipe was edited or deleted since the week copied it (the week keeps its copy). The live
 * service modules are replaced (no backend).
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadedWeek, StoredPlan } from '../../machines/planShared/plan.types.ts';
import { planTexts } from '../../machines/texts/plan.ts';
import { planForThisWeek } from './planFixtures.ts';
import { renderApp } from './render.tsx';
import { testUser } from './session.ts';

const api = vi.hoisted(() => ({
  load: vi.fn<() => Promise<{ stored: StoredPlan; ownRecipes?: Record<string, number> }>>(),
}));

vi.mock('../../src/services/live/dayPlanActors.ts', async () => {
  const { fromPromise } = await import('xstate');
  const refuse = async () => {
    throw new Error('not in this test');
  };
  return {
    liveDayPlanActors: {
      loadPlan: fromPromise(async (): Promise<LoadedWeek> => {
        const { stored, ownRecipes } = await api.load();
        return { stored, weekStart: stored.plan.weekStart, ...(ownRecipes ? { ownRecipes } : {}) };
      }),
      editPlan: fromPromise(refuse),
      replaceMeal: fromPromise(refuse),
      generateDay: fromPromise(refuse),
    },
  };
});

const RECIPE = '11111111-1111-4111-8111-111111111111';
const texts = planTexts.day;

/** The fixture week with its Monday dinner made the person's own recipe, copied at version 2. */
function weekWithOwnDinner(): { stored: StoredPlan; name: string; day: string } {
  const stored = planForThisWeek();
  const monday = stored.plan.days[0];
  const dinner = monday?.meals.find((meal) => meal.type === 'DINNER');
  if (!monday || !dinner) throw new Error('the fixture has a Monday dinner');
  dinner.recipeId = RECIPE;
  dinner.own = { version: 2 };
  return { stored, name: dinner.name, day: monday.day.toLowerCase() };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  api.load.mockReset();
});

describe('a meal of an own recipe', () => {
  it('wears its badge, and says nothing more while the recipe is as planned', async () => {
    const { stored, name, day } = weekWithOwnDinner();
    api.load.mockResolvedValue({ stored, ownRecipes: { [RECIPE]: 2 } });
    renderApp(`/meal-plan/${day}`, { session: { user: testUser() } });
    const card = await screen.findByRole('article', { name });
    expect(within(card).getByTestId('meal-own-badge')).toHaveTextContent(texts.ownBadge);
    expect(within(card).queryByTestId('meal-own-changed')).not.toBeInTheDocument();
    // A catalogue dish wears none.
    const others = screen.getAllByRole('article').filter((a) => a !== card);
    for (const other of others)
      expect(within(other).queryByTestId('meal-own-badge')).not.toBeInTheDocument();
  });

  it('says the recipe was edited since the week was planned', async () => {
    const { stored, name, day } = weekWithOwnDinner();
    api.load.mockResolvedValue({ stored, ownRecipes: { [RECIPE]: 3 } });
    renderApp(`/meal-plan/${day}`, { session: { user: testUser() } });
    const card = await screen.findByRole('article', { name });
    expect(within(card).getByTestId('meal-own-changed')).toHaveTextContent(texts.ownChanged);
  });

  it('says the recipe was deleted since, and the meal stays', async () => {
    const { stored, name, day } = weekWithOwnDinner();
    api.load.mockResolvedValue({ stored, ownRecipes: {} });
    renderApp(`/meal-plan/${day}`, { session: { user: testUser() } });
    const card = await screen.findByRole('article', { name });
    expect(within(card).getByTestId('meal-own-changed')).toHaveTextContent(texts.ownDeleted);
  });
});
