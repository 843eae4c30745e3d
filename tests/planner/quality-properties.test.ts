/**
 * Property tests of diet quality and variety over random profiles on the product catalogue, at
 * every spend/quality level: the budget and every hard constraint still hold; the variety rules
 * hold, or the notes say which one the week had to bend; and the HEI the week reports equals an
 * HEI computed independently from its meals' ingredients (independentHei.ts), before and after
 * a meal is replaced on the server.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../supabase/functions/_shared/catalogue/types.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import {
  MAX_MEALS_PER_PROTEIN,
  mainProteinOf,
  minDistinctDishes,
} from '../../supabase/functions/_shared/planner/quality.ts';
import { editPlan, generatePlan } from '../../supabase/functions/_shared/planner/service.ts';
import type { WeeklyPlan } from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import { independentHei } from './independentHei.ts';
import { profileArb, violations } from './profileChecks.ts';

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

const catalogue = productCatalogue();
const recipes = new Map(catalogue.recipes.map((r) => [r.id, r]));
const cents = (value: number) => Math.round(value * 100);

/** The reported score against the independent one (the plan rounds it to 0.1): every dish and
 *  every side it comes with. */
function expectIndependentHei(plan: WeeklyPlan): void {
  const ids = plan.days.flatMap((d) =>
    d.meals.flatMap((m) => [m.recipeId, ...(m.sides ?? []).map((s) => s.id)]),
  );
  expect(plan.health).toBeDefined();
  expect(plan.health?.hei.total ?? NaN).toBeCloseTo(independentHei(ids, plan.portions ?? 1), 1);
  const parts = plan.health?.hei.components.reduce((s, c) => s + c.score, 0) ?? NaN;
  expect(Math.abs(parts - (plan.health?.hei.total ?? NaN))).toBeLessThan(0.1);
}

describe('diet quality and variety over random profiles', () => {
  it('keeps the budget, the hard constraints and the variety rules, and reports the HEI of its meals', () => {
    let plans = 0;
    fc.assert(
      fc.property(profileArb, fc.integer({ min: 1, max: 5 }), fc.nat(), (drawn, focus, pick) => {
        const profile = { ...drawn, focus: focus as 1 | 2 | 3 | 4 | 5 };
        const outcome = generatePlan(highs, profile, catalogue, '2026-11-23');
        if (!outcome.ok) return;
        plans += 1;
        const plan = outcome.value.weeklyPlan;
        const meals = plan.days.flatMap((d) => d.meals);
        expect(cents(plan.totalCostValue)).toBeLessThanOrEqual(cents(profile.weeklyBudget));
        for (const meal of meals)
          for (const id of [meal.recipeId, ...(meal.sides ?? []).map((s) => s.id)])
            expect(violations(recipes.get(id) as Recipe, profile, catalogue)).toEqual([]);
        expect(plan.focus).toBe(focus);

        const notes = (plan.basis?.notes ?? []).join(' ');
        if (!profile.bulkPrep) {
          const perProtein = new Map<string, number>();
          for (const m of meals) {
            if (m.type !== 'LUNCH' && m.type !== 'DINNER') continue;
            const main = mainProteinOf(recipes.get(m.recipeId) as Recipe, catalogue);
            if (main !== null) perProtein.set(main, (perProtein.get(main) ?? 0) + 1);
          }
          for (const [food, n] of perProtein)
            if (n > MAX_MEALS_PER_PROTEIN)
              expect(notes).toContain(
                `The main protein food ${food.length <= 3 ? food.toUpperCase() : food} is in ${n} of`,
              );
          const distinct = new Set(meals.map((m) => m.recipeId)).size;
          if (distinct < minDistinctDishes(meals.length, false))
            expect(notes).toContain(`${distinct} different dishes for ${meals.length} meals`);
        }
        expectIndependentHei(plan);

        const target = meals[pick % meals.length];
        if (!target) return;
        const replaced = editPlan(profile, catalogue, plan, {
          kind: 'replace',
          mealId: target.id,
          dayIndex: plan.days.findIndex((d) => d.meals.some((m) => m.id === target.id)),
          type: target.type,
        });
        if (!replaced.ok) return;
        expect(cents(replaced.value.weeklyPlan.totalCostValue)).toBeLessThanOrEqual(
          cents(profile.weeklyBudget),
        );
        expectIndependentHei(replaced.value.weeklyPlan);
      }),
      { numRuns: 24, seed: 1717 },
    );
    expect(plans).toBeGreaterThan(8);
  });
});
