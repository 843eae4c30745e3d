/**
 * Edits of a stored week (planner/edits.ts), where the server saves them: after any sequence of
 * replacements, moves, removals and filled days, the week's cost is the bill for the meals
 * still planned (whole packages), the day costs add up to it, the shopping list is that bill,
 * and each change-log line's amount is the change of that bill, so the log nets to it.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '../../supabase/functions/_shared/catalogue/types.ts';
import { weekCost } from '../../supabase/functions/_shared/planner/cost.ts';
import { editWeek, placedMeals } from '../../supabase/functions/_shared/planner/edits.ts';
import type { WeekEdit } from '../../supabase/functions/_shared/planner/edits.ts';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import { generatePlan } from '../../supabase/functions/_shared/planner/service.ts';
import type { WeeklyPlan } from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import { syntheticCatalogue } from './syntheticCatalogue.ts';
import { testProfile } from './testProfile.ts';

const catalogue = syntheticCatalogue();
const cents = (dollars: number) => Math.round(dollars * 100);

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

function planned(profile = testProfile({ weeklyBudget: 120 })) {
  const generated = generatePlan(highs, profile, catalogue, '2026-11-23');
  if (!generated.ok) throw new Error(generated.error);
  return { profile, plan: generated.value.weeklyPlan, list: generated.value.shoppingList };
}

/** The bill of the meals still planned, recomputed from the catalogue. */
function billOf(plan: WeeklyPlan): number {
  const recipes = new Map(catalogue.recipes.map((r) => [r.id, r]));
  const dishes = placedMeals(plan).map((m) => recipes.get(m.recipeId) as Recipe);
  return weekCost(dishes, catalogue, plan.priceFactor ?? 1).totalCents;
}

function expectAgreement(plan: WeeklyPlan, list: { price: number }[]): void {
  const total = cents(plan.totalCostValue);
  expect(total).toBe(billOf(plan));
  expect(plan.days.reduce((s, d) => s + cents(d.dailyCostValue), 0)).toBe(total);
  for (const day of plan.days)
    expect(cents(day.dailyCostValue)).toBe(day.meals.reduce((s, m) => s + cents(m.costValue), 0));
  expect(list.reduce((s, i) => s + cents(i.price), 0)).toBe(total);
}

describe('edits of a stored week', () => {
  it('keeps bill, day costs, list and change log in agreement after any edit sequence', () => {
    const { profile, plan: first, list: firstList } = planned();
    expectAgreement(first, firstList);
    const step = fc.record({
      op: fc.constantFrom('replace', 'move', 'remove', 'fill'),
      pick: fc.nat(1000),
      day: fc.nat(6),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 8 }), (steps) => {
        let plan = first;
        let logged = cents(first.totalCostValue);
        for (const { op, pick, day } of steps) {
          const meals = placedMeals(plan);
          const meal = meals[pick % Math.max(1, meals.length)];
          let edit: WeekEdit | null = null;
          if (op === 'fill') edit = { kind: 'fillDay', dayIndex: day };
          else if (meal && op === 'replace')
            edit = { kind: 'replace', mealId: meal.id, dayIndex: meal.day, type: meal.type };
          else if (meal && op === 'move')
            edit = { kind: 'move', mealId: meal.id, toDayIndex: (meal.day + 1 + day) % 7 };
          else if (meal && op === 'remove') edit = { kind: 'remove', mealId: meal.id };
          if (!edit || (edit.kind === 'move' && edit.toDayIndex === meal?.day)) continue;
          const outcome = editWeek(profile, catalogue, plan, edit);
          if (!outcome.ok) continue;
          const next = outcome.value.weeklyPlan;
          expect(cents(outcome.value.change.priceDifference)).toBe(
            cents(next.totalCostValue) - cents(plan.totalCostValue),
          );
          expect(next.edits).toBe((plan.edits ?? 0) + 1);
          expectAgreement(next, outcome.value.shoppingList);
          expect(next.totalCostValue).toBeLessThanOrEqual(next.weeklyBudgetValue);
          logged += cents(outcome.value.change.priceDifference);
          plan = next;
        }
        expect(logged).toBe(cents(plan.totalCostValue));
      }),
      { numRuns: 60, seed: 1124 },
    );
  });

  it('logs a removal as the change of the bill, not the meal’s share, when its packages stay', () => {
    const { profile, plan } = planned();
    // A meal whose foods other meals also use, in packages the rest of the week still opens:
    // removing it frees no package.
    const recipes = new Map(catalogue.recipes.map((r) => [r.id, r]));
    const meals = placedMeals(plan);
    const grams = new Map<string, number>();
    for (const m of meals)
      for (const ing of (recipes.get(m.recipeId) as Recipe).ingredients)
        grams.set(ing.food, (grams.get(ing.food) ?? 0) + ing.grams);
    const packages = (food: string, g: number) =>
      Math.ceil(g / (catalogue.prices.get(food)?.packageGrams ?? 1) - 1e-6);
    const shared = meals.find((m) =>
      (recipes.get(m.recipeId) as Recipe).ingredients.every((ing) => {
        const total = grams.get(ing.food) ?? 0;
        return (
          meals.some(
            (other) =>
              other.id !== m.id &&
              (recipes.get(other.recipeId) as Recipe).ingredients.some((o) => o.food === ing.food),
          ) &&
          (catalogue.foods.get(ing.food)?.pantry === true ||
            packages(ing.food, total - ing.grams) === packages(ing.food, total))
        );
      }),
    );
    if (!shared) throw new Error('no meal that shares all its foods');
    const removed = editWeek(profile, catalogue, plan, { kind: 'remove', mealId: shared.id });
    if (!removed.ok) throw new Error(removed.error);
    const share = plan.days.flatMap((d) => d.meals).find((m) => m.id === shared.id)?.costValue;
    expect(share).toBeGreaterThan(0);
    expect(cents(removed.value.change.priceDifference)).toBe(
      cents(removed.value.weeklyPlan.totalCostValue) - cents(plan.totalCostValue),
    );
    expect(cents(removed.value.change.priceDifference)).toBeGreaterThan(-cents(share ?? 0));
  });

  it('says the meal counts of the week as it stands after a removal', () => {
    const { profile, plan } = planned(
      testProfile({
        weeklyBudget: 120,
        mealCounts: { BREAKFAST: 0, LUNCH: 5, DINNER: 7, SNACK: 0 },
      }),
    );
    expect(plan.basis?.counts).toBe('5 lunches and 7 dinners, as your profile asks.');
    const dinner = placedMeals(plan).find((m) => m.type === 'DINNER');
    const removed = editWeek(profile, catalogue, plan, {
      kind: 'remove',
      mealId: dinner?.id ?? '',
    });
    if (!removed.ok) throw new Error(removed.error);
    expect(removed.value.weeklyPlan.basis?.counts).toBe(
      '5 lunches and 6 dinners now; your profile asks for 5 lunches and 7 dinners (this week was edited).',
    );
    expect(removed.value.weeklyPlan.basis?.constraints.join(' ')).not.toMatch(/Exactly/);
  });

  it('fills every empty slot of a day in one edit with one line naming the dishes', () => {
    const { profile, plan } = planned();
    const day = 3;
    let emptied = plan;
    for (const meal of placedMeals(plan).filter((m) => m.day === day)) {
      const outcome = editWeek(profile, catalogue, emptied, { kind: 'remove', mealId: meal.id });
      if (!outcome.ok) throw new Error(outcome.error);
      emptied = outcome.value.weeklyPlan;
    }
    const filled = editWeek(profile, catalogue, emptied, { kind: 'fillDay', dayIndex: day });
    if (!filled.ok) throw new Error(filled.error);
    expect(filled.value.added.map((m) => m.type)).toEqual([
      'BREAKFAST',
      'LUNCH',
      'DINNER',
      'SNACK',
    ]);
    expect(filled.value.change.change).toBe(
      `Added ${filled.value.added
        .slice(0, -1)
        .map((m) => m.name)
        .join(', ')} and ${filled.value.added.at(-1)?.name} on ${plan.days[day]?.day}`,
    );
    const again = editWeek(profile, catalogue, filled.value.weeklyPlan, {
      kind: 'fillDay',
      dayIndex: day,
    });
    expect(again).toMatchObject({ ok: false, status: 409 });
  });

  it('refuses a move to the day the meal is on and an unknown meal', () => {
    const { profile, plan } = planned();
    const meal = placedMeals(plan)[0];
    expect(
      editWeek(profile, catalogue, plan, {
        kind: 'move',
        mealId: meal?.id ?? '',
        toDayIndex: meal?.day ?? 0,
      }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(editWeek(profile, catalogue, plan, { kind: 'remove', mealId: 'nope' })).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
