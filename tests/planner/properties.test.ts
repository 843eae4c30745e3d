/**
 * Property-based tests over random profiles: whatever the person asks for, a returned plan
 * never breaks a hard constraint, its money adds up to the cent, and it stays within budget;
 * when no plan is returned, the answer says why. Checks are written independently of the
 * planner's filter code, from the catalogue's computed facts.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEAL_TYPES } from '../../supabase/functions/_shared/catalogue/types.ts';
import type { Recipe } from '../../supabase/functions/_shared/catalogue/types.ts';
import { allocateMealCosts, weekCost } from '../../supabase/functions/_shared/planner/cost.ts';
import { eligibleRecipes, hardFilters } from '../../supabase/functions/_shared/planner/filters.ts';
import { syntheticCatalogue } from './syntheticCatalogue.ts';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import { editPlan, generatePlan } from '../../supabase/functions/_shared/planner/service.ts';
import type { PlannerCatalogue } from '../../supabase/functions/_shared/planner/types.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { profileArb, violations } from './profileChecks.ts';

function cents(value: number): number {
  return Math.round(value * 100);
}

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

const catalogues: [string, () => PlannerCatalogue | null][] = [
  ['synthetic catalogue', () => syntheticCatalogue()],
  ['product catalogue', productCatalogue],
];

describe.each(catalogues)('%s', (name, load) => {
  const catalogue = load();
  // Full solves cost ~0.05 s on the synthetic catalogue and ~0.5 s on the product one.
  const fullSolves = name === 'synthetic catalogue' ? 150 : 40;
  const maybe = catalogue ? it : it.skip;

  maybe('filters never let a forbidden recipe through (2000 profiles)', () => {
    const cat = catalogue as PlannerCatalogue;
    fc.assert(
      fc.property(profileArb, (profile) => {
        const filters = hardFilters(profile, cat);
        const bad: string[] = [];
        for (const type of MEAL_TYPES) {
          for (const recipe of eligibleRecipes(type, filters, cat)) {
            if (!recipe.mealTypes.includes(type)) bad.push(`${recipe.id} is not a ${type}`);
            for (const v of violations(recipe, profile, cat)) bad.push(`${recipe.id}: ${v}`);
          }
        }
        expect(bad).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  maybe('a bill adds up: meal shares, lines and total (2000 random menus)', () => {
    const cat = catalogue as PlannerCatalogue;
    const ids = cat.recipes.map((r) => r.id);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ids), { minLength: 1, maxLength: 28 }),
        fc.double({ min: 0.8, max: 1.5, noNaN: true }),
        (menu, factor) => {
          const recipes = menu.map((id) => cat.recipes.find((r) => r.id === id) as Recipe);
          const cost = weekCost(recipes, cat, factor);
          const shares = allocateMealCosts(recipes, cost);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(cost.totalCents);
          expect(cost.lines.reduce((a, l) => a + l.costCents, 0)).toBe(cost.totalCents);
          for (const line of cost.lines) {
            if (!line.atHome)
              expect(line.packages * line.packageGrams).toBeGreaterThanOrEqual(
                line.gramsUsed - 1e-6,
              );
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  maybe('a returned plan has no violation, exact counts, adds up and fits the budget', () => {
    const cat = catalogue as PlannerCatalogue;
    let plans = 0;
    let refusals = 0;
    fc.assert(
      fc.property(profileArb, fc.nat(), (profile, pick) => {
        const outcome = generatePlan(highs, profile, cat, '2026-11-23');
        if (!outcome.ok) {
          refusals += 1;
          expect(outcome.status).toBe(422);
          expect(outcome.infeasible?.binding.length).toBeGreaterThan(10);
          expect(outcome.infeasible?.suggestion.length).toBeGreaterThan(10);
          if (outcome.infeasible?.kind === 'budget') {
            expect(outcome.infeasible.cheapestFeasibleBudget).toBeGreaterThan(profile.weeklyBudget);
          }
          return;
        }
        plans += 1;
        const plan = outcome.value.weeklyPlan;
        const meals = plan.days.flatMap((d) => d.meals);
        for (const type of MEAL_TYPES)
          expect(meals.filter((m) => m.type === type)).toHaveLength(profile.mealCounts[type]);
        for (const day of plan.days)
          expect(new Set(day.meals.map((m) => m.type)).size).toBe(day.meals.length);
        for (const meal of meals) {
          // The dish and every side it comes with.
          for (const id of [meal.recipeId, ...(meal.sides ?? []).map((s) => s.id)]) {
            const recipe = cat.recipes.find((r) => r.id === id) as Recipe;
            expect(violations(recipe, profile, cat)).toEqual([]);
          }
        }
        const total = cents(plan.totalCostValue);
        expect(total).toBeLessThanOrEqual(cents(profile.weeklyBudget));
        expect(meals.reduce((s, m) => s + cents(m.costValue), 0)).toBe(total);
        expect(plan.days.reduce((s, d) => s + cents(d.dailyCostValue), 0)).toBe(total);
        expect(outcome.value.shoppingList.reduce((s, i) => s + cents(i.price), 0)).toBe(total);
        for (const day of plan.days)
          expect(day.meals.reduce((s, m) => s + cents(m.costValue), 0)).toBe(
            cents(day.dailyCostValue),
          );

        const target = meals[pick % meals.length];
        if (!target) return;
        const dayIndex = plan.days.findIndex((d) => d.meals.some((m) => m.id === target.id));
        const replaced = editPlan(profile, cat, plan, {
          kind: 'replace',
          mealId: target.id,
          dayIndex,
          type: target.type,
        });
        if (!replaced.ok) {
          expect(replaced.status).toBe(422);
          return;
        }
        expect(replaced.value.added[0]?.id).toBe(target.id);
        expect(replaced.value.added[0]?.recipeId).not.toBe(target.recipeId);
        const recipe = cat.recipes.find(
          (r) => r.id === replaced.value.added[0]?.recipeId,
        ) as Recipe;
        expect(violations(recipe, profile, cat)).toEqual([]);
        expect(cents(replaced.value.weeklyPlan.totalCostValue)).toBeLessThanOrEqual(
          cents(profile.weeklyBudget),
        );
      }),
      // A fixed seed: the same profiles every run, so a failure reproduces. (A random draw once
      // found a borderline budget refused although the cheapest menu fitted; plan.ts now plans
      // from that menu, and planner.test.ts starves the search to check it.)
      { numRuns: fullSolves, seed: 20261121 },
    );
    // The generator must exercise both outcomes, or the property says little.
    expect(plans).toBeGreaterThan(10);
    expect(refusals).toBeGreaterThan(0);
  });
});
