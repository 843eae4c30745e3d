import { beforeAll, describe, expect, it } from 'vitest';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import { planWeek } from '../../supabase/functions/_shared/planner/plan.ts';
import {
  MAX_PORTIONS,
  MIN_PORTIONS,
  planWithPortions,
  portionScale,
  withPortions,
} from '../../supabase/functions/_shared/planner/portions.ts';
import { editPlan, generatePlan } from '../../supabase/functions/_shared/planner/service.ts';
import type { PlannerProfile } from '../../supabase/functions/_shared/planner/types.ts';
import { testProfile } from './testProfile.ts';

const catalogue = productCatalogue();
const ALL7 = { BREAKFAST: 7, LUNCH: 7, DINNER: 7, SNACK: 7 };

/** A well-funded week with a higher protein goal: room for larger portions. */
function profile(overrides: Partial<PlannerProfile> = {}): PlannerProfile {
  return testProfile({ proteinGoal: 120, weeklyBudget: 200, ...overrides });
}

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

describe('portion scale', () => {
  it('keeps standard servings for an ordinary target and scales for very high or low ones', () => {
    expect(portionScale({ calorieTarget: 2000, mealCounts: ALL7 }, catalogue)).toBe(1);
    expect(portionScale({ calorieTarget: 3500, mealCounts: ALL7 }, catalogue)).toBeGreaterThan(
      1.25,
    );
    expect(portionScale({ calorieTarget: 1200, mealCounts: ALL7 }, catalogue)).toBeLessThan(1);
  });

  it('grows with the target, in quarter steps within its limits', () => {
    let previous = 0;
    for (let kcal = 800; kcal <= 6000; kcal += 100) {
      const scale = portionScale({ calorieTarget: kcal, mealCounts: ALL7 }, catalogue);
      expect(scale).toBeGreaterThanOrEqual(previous);
      expect(scale).toBeGreaterThanOrEqual(MIN_PORTIONS);
      expect(scale).toBeLessThanOrEqual(MAX_PORTIONS);
      expect(Number.isInteger(scale * 4)).toBe(true);
      previous = scale;
    }
  });

  it('judges the target against the dishes the filters leave when given them', () => {
    const keto = (type: string) =>
      catalogue.recipes.filter(
        (r) =>
          r.mealTypes.includes(type as never) &&
          (catalogue.facts.get(r.id)?.diets.includes('Keto') ?? false),
      );
    const target = { calorieTarget: 2180, mealCounts: ALL7 };
    // Keto plates are lighter than the catalogue's: the same target needs larger portions.
    expect(portionScale(target, catalogue)).toBe(1);
    expect(portionScale(target, catalogue, keto)).toBeGreaterThan(1);
    expect(
      portionScale(target, catalogue, (type) =>
        catalogue.recipes.filter((r) => r.mealTypes.includes(type)),
      ),
    ).toBe(portionScale(target, catalogue));
  });

  it('judges a partial week by the share of the day it plans', () => {
    const dinners = { BREAKFAST: 0, LUNCH: 0, DINNER: 7, SNACK: 0 };
    expect(portionScale({ calorieTarget: 2000, mealCounts: dinners }, catalogue)).toBe(1);
    expect(portionScale({ calorieTarget: 3800, mealCounts: dinners }, catalogue)).toBeGreaterThan(
      1,
    );
  });

  it('scales grams and nutrition but never allergens, diets or terms', () => {
    const scaled = withPortions(catalogue, 1.5);
    expect(withPortions(catalogue, 1)).toBe(catalogue);
    // Scaled once: the recipes and facts are shared by every call, and by a person's priced
    // copy of the catalogue, which keeps its own prices and pantry.
    expect(withPortions(catalogue, 1.5).recipes).toBe(scaled.recipes);
    const own = { ...catalogue, stock: new Map([['rice', 100]]) };
    const ownScaled = withPortions(own, 1.5);
    expect(ownScaled.recipes).toBe(scaled.recipes);
    expect(ownScaled.facts).toBe(scaled.facts);
    expect(ownScaled.stock).toBe(own.stock);
    expect(ownScaled.prices).toBe(own.prices);
    for (const recipe of catalogue.recipes.slice(0, 40)) {
      const big = scaled.recipes.find((r) => r.id === recipe.id);
      if (!big) throw new Error(`missing ${recipe.id}`);
      big.ingredients.forEach((ing, i) =>
        expect(ing.grams).toBeCloseTo((recipe.ingredients[i]?.grams ?? 0) * 1.5, 9),
      );
      const facts = catalogue.facts.get(recipe.id);
      const bigFacts = scaled.facts.get(recipe.id);
      expect(bigFacts?.nutrition.kcal).toBeCloseTo((facts?.nutrition.kcal ?? 0) * 1.5, 9);
      expect(bigFacts?.nutrition.protein).toBeCloseTo((facts?.nutrition.protein ?? 0) * 1.5, 9);
      expect(bigFacts?.allergens).toEqual(facts?.allergens);
      expect(bigFacts?.diets).toEqual(facts?.diets);
      expect(bigFacts?.terms).toEqual(facts?.terms);
    }
    expect(() => withPortions(catalogue, 0)).toThrow(/positive/);
    expect(() => withPortions(catalogue, Number.NaN)).toThrow(/positive/);
  });
});

describe('planning at a portion scale', () => {
  const hungry = profile({ calorieTarget: 3500, proteinGoal: 150, weeklyBudget: 250 });

  it('reaches a high calorie target that standard servings cannot, and says so', () => {
    const scale = portionScale(hungry, catalogue);
    const generated = generatePlan(highs, hungry, catalogue, '2026-11-23');
    if (!generated.ok) throw new Error(generated.error);
    const { weeklyPlan, nutritionSummary, explanation, shoppingList } = generated.value;
    expect(weeklyPlan.portions).toBe(scale);
    expect(explanation.notes.join(' ')).toContain(`${scale}x the recipe's standard serving`);
    expect(nutritionSummary.daysWithinCalorieTarget).toBeGreaterThanOrEqual(6);
    // Standard servings fall short on most days.
    const standard = planWeek(highs, hungry, catalogue);
    if (!standard.ok) throw new Error(standard.infeasible.binding);
    const standardDays = standard.plan.days.filter(
      (d) => Math.abs(d.calories - d.calorieTarget) <= 0.15 * d.calorieTarget,
    ).length;
    expect(standardDays).toBeLessThan(nutritionSummary.daysWithinCalorieTarget);
    // The shopping list buys the scaled grams: what the meals list adds up to what is bought.
    const listed = shoppingList.reduce((sum, item) => sum + item.gramsUsed, 0);
    const cooked = withPortions(catalogue, scale);
    const recipes = new Map(cooked.recipes.map((r) => [r.id, r]));
    // A meal is its dish and the sides it comes with.
    const eaten = weeklyPlan.days
      .flatMap((d) => d.meals)
      .flatMap((m) => [m.recipeId, ...(m.sides ?? []).map((s) => s.id)])
      .reduce(
        (sum, id) => sum + (recipes.get(id)?.ingredients.reduce((s, ing) => s + ing.grams, 0) ?? 0),
        0,
      );
    // Each line rounds its grams to the gram.
    expect(Math.abs(listed - eaten)).toBeLessThanOrEqual(shoppingList.length * 0.5 + 1e-6);
    expect(weeklyPlan.totalCostValue).toBeLessThanOrEqual(hungry.weeklyBudget);
  });

  it('replaces a meal at the week’s portion scale', () => {
    const generated = generatePlan(highs, hungry, catalogue, '2026-11-23');
    if (!generated.ok) throw new Error(generated.error);
    const plan = generated.value.weeklyPlan;
    const scale = plan.portions ?? 1;
    expect(scale).toBeGreaterThan(1);
    const target = plan.days[3]?.meals.find((m) => m.type === 'DINNER');
    if (!target) throw new Error('no dinner on day 4');
    const replaced = editPlan(hungry, catalogue, plan, {
      kind: 'replace',
      mealId: target.id,
      dayIndex: 3,
      type: 'DINNER',
    });
    if (!replaced.ok) throw new Error(replaced.error);
    expect(replaced.value.weeklyPlan.portions).toBe(scale);
    const facts = catalogue.facts.get(replaced.value.added[0]?.recipeId ?? '');
    expect(replaced.value.added[0]?.nutrition.calories).toBe(
      Math.round((facts?.nutrition.kcal ?? 0) * scale),
    );
    expect(replaced.value.weeklyPlan.totalCostValue).toBeLessThanOrEqual(hungry.weeklyBudget);
  });

  it('falls back to smaller portions when the budget cannot pay for the larger ones', () => {
    const scale = portionScale(hungry, catalogue);
    const costOf = (s: number) => {
      const refused = planWeek(highs, { ...hungry, weeklyBudget: 1 }, withPortions(catalogue, s));
      if (refused.ok || refused.infeasible.cheapestFeasibleBudget === undefined)
        throw new Error('expected a budget refusal');
      return refused.infeasible.cheapestFeasibleBudget;
    };
    const standard = costOf(1);
    const scaled = costOf(scale);
    expect(scaled).toBeGreaterThan(standard + 2);
    const between = Math.round(((standard + scaled) / 2) * 100) / 100;
    const outcome = planWithPortions(highs, { ...hungry, weeklyBudget: between }, catalogue);
    if (!outcome.outcome.ok) throw new Error(outcome.outcome.infeasible.binding);
    expect(outcome.portions).toBeLessThan(scale);
    expect(outcome.portions).toBeGreaterThanOrEqual(1);
    expect(outcome.outcome.plan.cost.totalCents).toBeLessThanOrEqual(Math.round(between * 100));
    expect(outcome.outcome.plan.notes[0]).toMatch(/above your budget, so the week is cooked at/);
  });
});
