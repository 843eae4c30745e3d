import { beforeAll, describe, expect, it } from 'vitest';
import { ALLERGENS, DIETS } from '../../supabase/functions/_shared/catalogue/types.ts';
import type { Recipe } from '../../supabase/functions/_shared/catalogue/types.ts';
import { allocateMealCosts, weekCost } from '../../supabase/functions/_shared/planner/cost.ts';
import { eligibleRecipes, hardFilters } from '../../supabase/functions/_shared/planner/filters.ts';
import { syntheticCatalogue } from './syntheticCatalogue.ts';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import { planWeek } from '../../supabase/functions/_shared/planner/plan.ts';
import { resolveProfile } from '../../supabase/functions/_shared/planner/profile.ts';
import { generatePlan, replaceMeal } from '../../supabase/functions/_shared/planner/service.ts';
import {
  calorieTarget,
  recommendedProtein,
} from '../../supabase/functions/_shared/planner/targets.ts';
import { testProfile } from './testProfile.ts';

const catalogue = syntheticCatalogue();
const byId = (id: string): Recipe => {
  const recipe = catalogue.recipes.find((r) => r.id === id);
  if (!recipe) throw new Error(`fixture has no ${id}`);
  return recipe;
};

const profile = testProfile;

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

describe('store cost', () => {
  it('shares one package between meals that use the same food', () => {
    // chicken-rice uses 100 g rice, salmon-bowl 100 g: one 1 kg bag ($2.00) serves both.
    const cost = weekCost([byId('chicken-rice'), byId('salmon-bowl')], catalogue, 1);
    const rice = cost.lines.find((l) => l.food === 'rice');
    expect(rice).toMatchObject({ packages: 1, costCents: 200, gramsUsed: 200, leftoverGrams: 800 });
    const broccoli = cost.lines.find((l) => l.food === 'broccoli');
    expect(broccoli).toMatchObject({ packages: 1, costCents: 200, gramsUsed: 250 });
  });

  it('buys a second package only when the first runs out', () => {
    // 3 x chicken-rice = 600 g chicken: two 500 g packs at $5.00.
    const cost = weekCost(
      [byId('chicken-rice'), byId('chicken-rice'), byId('chicken-rice')],
      catalogue,
      1,
    );
    expect(cost.lines.find((l) => l.food === 'chicken')).toMatchObject({
      packages: 2,
      costCents: 1000,
    });
  });

  it('charges pantry staples by the gram used, rounded up to the cent', () => {
    // 10 g of a $6.00 500 ml bottle = 12 cents; 15 g soy sauce of a $3.00 300 g bottle = 15 cents.
    const cost = weekCost([byId('lentil-curry')], catalogue, 1);
    expect(cost.lines.find((l) => l.food === 'olive_oil')).toMatchObject({
      pantry: true,
      packages: 0,
      costCents: 12,
    });
    const soy = weekCost([byId('chicken-rice')], catalogue, 1).lines.find(
      (l) => l.food === 'soy_sauce',
    );
    expect(soy).toMatchObject({ pantry: true, costCents: 15 });
  });

  it('applies the regional factor to the shelf price of a package', () => {
    const cost = weekCost([byId('lentil-salad')], catalogue, 1.1);
    // lentils $1.50 x 1.1 = $1.65
    expect(cost.lines.find((l) => l.food === 'lentils')?.costCents).toBe(165);
  });

  it('splits the bill over meals so that meal costs add up to the total exactly', () => {
    const meals = [
      byId('chicken-rice'),
      byId('salmon-bowl'),
      byId('egg-fried-rice'),
      byId('lentil-curry'),
      byId('chicken-rice'),
    ];
    const cost = weekCost(meals, catalogue, 1.07);
    const cents = allocateMealCosts(meals, cost);
    expect(cents.reduce((a, b) => a + b, 0)).toBe(cost.totalCents);
    expect(cents.every((c) => Number.isInteger(c) && c > 0)).toBe(true);
  });
});

describe('hard filters', () => {
  it.each(ALLERGENS.map((a) => [a]))('removes every recipe with %s', (allergen) => {
    const filters = hardFilters(profile({ allergies: [allergen] }), catalogue);
    for (const type of ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'] as const) {
      for (const recipe of eligibleRecipes(type, filters, catalogue)) {
        expect(catalogue.facts.get(recipe.id)?.allergens).not.toContain(allergen);
      }
    }
  });

  it('removes recipes with peanuts when Peanuts is the allergy (a case the fixture holds)', () => {
    const filters = hardFilters(profile({ allergies: ['Peanuts'] }), catalogue);
    const ids = eligibleRecipes('SNACK', filters, catalogue).map((r) => r.id);
    expect(ids).not.toContain('banana-pb');
    expect(ids).toContain('yogurt-cup');
  });

  it.each(DIETS.map((d) => [d]))('keeps only recipes that satisfy %s', (diet) => {
    const filters = hardFilters(profile({ diets: [diet] }), catalogue);
    for (const type of ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'] as const) {
      for (const recipe of eligibleRecipes(type, filters, catalogue)) {
        expect(catalogue.facts.get(recipe.id)?.diets).toContain(diet);
      }
    }
  });

  it('matches the Other allergy text against ingredient terms', () => {
    const filters = hardFilters(profile({ allergyOther: 'Mushrooms' }), catalogue);
    const ids = eligibleRecipes('DINNER', filters, catalogue).map((r) => r.id);
    expect(ids).not.toContain('mushroom-pasta');
    expect(ids).toContain('chicken-pasta');
  });

  it('honours disliked foods given as free text', () => {
    const filters = hardFilters(profile({ dislikedFoods: 'broccoli and salmon' }), catalogue);
    const ids = eligibleRecipes('DINNER', filters, catalogue).map((r) => r.id);
    for (const id of ['chicken-rice', 'salmon-bowl', 'tofu-stir-fry', 'egg-fried-rice'])
      expect(ids).not.toContain(id);
    expect(ids).toContain('shrimp-pasta');
  });

  it('understands pescatarian under Other diets', () => {
    const filters = hardFilters(profile({ dietOther: 'Pescatarian' }), catalogue);
    const ids = eligibleRecipes('DINNER', filters, catalogue).map((r) => r.id);
    expect(ids).toContain('salmon-bowl');
    expect(ids).not.toContain('chicken-rice');
  });

  it('keeps only recipes within the cooking time', () => {
    const filters = hardFilters(profile({ maxPrepMinutes: 15 }), catalogue);
    const list = eligibleRecipes('DINNER', filters, catalogue);
    expect(list.map((r) => r.id)).toEqual(['egg-fried-rice']);
  });

  it('keeps only recipes cookable with one of the allowed methods', () => {
    const filters = hardFilters(profile({ methods: ['Air Fryer'] }), catalogue);
    const ids = eligibleRecipes('DINNER', filters, catalogue)
      .map((r) => r.id)
      .sort();
    expect(ids).toEqual(['air-fried-chicken', 'salmon-bowl']);
  });
});

describe('targets', () => {
  it('uses the spec defaults (30 y, female, 150 lb, 5 ft 6 in, sedentary)', () => {
    // Mifflin-St Jeor: 10 x 68.04 + 6.25 x 167.64 - 150 - 161 = 1417.2; x 1.2 = 1700.6.
    expect(calorieTarget({})).toBe(1700);
    // 68.04 kg x 0.8 = 54.4 g.
    expect(recommendedProtein({})).toBe(54);
  });

  it('adds the Build Muscle protein bonus and the goal calories', () => {
    const body = {
      age: 25,
      gender: 'Male',
      heightFeet: 6,
      heightInches: 0,
      weightLb: 200,
      activityLevel: 'Very Active',
      healthGoal: 'Build Muscle',
    };
    // 90.72 kg x (1.4 + 0.3) = 154.2 g
    expect(recommendedProtein(body)).toBe(154);
    // (907.2 + 1143 - 125 + 5) x 1.725 + 250 = 3579.3
    expect(calorieTarget(body)).toBe(3580);
  });

  it('merges stored restrictions with the body and reads the custom budget', () => {
    const p = resolveProfile(
      {
        onboarding: null,
        food: {
          dietary_restrictions: ['Vegetarian'],
          allergies: ['Soy'],
          disliked_foods: 'olives',
          protein_goal: 'Set custom protein goal',
          favorite_cuisines: ['Thai'],
        },
        frequency: {
          weekly_budget: 'Custom Amount',
          custom_budget: 62.5,
          breakfasts_per_week: 5,
          lunch_per_week: 0,
          dinner_per_week: 7,
          snacks_per_week: 3,
          meal_prep_frequency: 'Weekly (Bulk Prep)',
          cooking_time: '30 minutes',
          cooking_methods: ['Microwave'],
        },
        budget: {
          zip_code: '94110',
          preferred_store: ['Aldi'],
          preferred_store_other: null,
          ingredient_quality: 'Premium',
        },
        planning: {
          dietary_restrictions_other: null,
          allergies_other: 'kiwi',
          custom_protein_amount: 120,
          meal_plan_start_day: 'Monday',
        },
      },
      { allergies: ['Peanuts'] },
    );
    expect(p).toMatchObject({
      diets: ['Vegetarian'],
      allergies: ['Peanuts', 'Soy'],
      allergyOther: 'kiwi',
      proteinGoal: 120,
      weeklyBudget: 62.5,
      mealCounts: { BREAKFAST: 5, LUNCH: 0, DINNER: 7, SNACK: 3 },
      bulkPrep: true,
      maxPrepMinutes: 30,
      methods: ['Microwave'],
      cuisines: ['Thai'],
      zipCode: '94110',
      quality: 'Premium',
    });
  });
});

describe('planning a week', () => {
  it('fills every slot, stays within budget and adds up', () => {
    const outcome = planWeek(highs, profile(), catalogue);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const { plan } = outcome;
    expect(plan.meals).toHaveLength(28);
    expect(plan.cost.totalCents).toBeLessThanOrEqual(8000);
    expect(plan.meals.reduce((s, m) => s + m.costCents, 0)).toBe(plan.cost.totalCents);
    for (let day = 0; day < 7; day += 1) {
      const types = plan.meals
        .filter((m) => m.day === day)
        .map((m) => m.type)
        .sort();
      expect(types).toEqual(['BREAKFAST', 'DINNER', 'LUNCH', 'SNACK']);
    }
    // Variety: no dish more than twice.
    const uses = new Map<string, number>();
    for (const m of plan.meals) uses.set(m.recipeId, (uses.get(m.recipeId) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(2);
  });

  it('meets the protein goal every day when the budget allows', () => {
    const outcome = planWeek(highs, profile({ weeklyBudget: 120 }), catalogue);
    if (!outcome.ok) throw new Error(outcome.infeasible.binding);
    for (const day of outcome.plan.days)
      expect(day.protein).toBeGreaterThanOrEqual(day.proteinGoal - 0.5);
  });

  it('says which filters leave no dinner, and what to relax', () => {
    const outcome = planWeek(
      highs,
      profile({ diets: ['Vegan'], allergies: ['Soy'], maxPrepMinutes: 15 }),
      catalogue,
    );
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.infeasible.kind).toBe('no-recipes');
    expect(outcome.infeasible.mealType).toBe('DINNER');
    expect(outcome.infeasible.binding).toMatch(/^No dinners fit /);
    for (const name of ['Vegan', 'Soy allergy', '15 minutes'])
      expect(outcome.infeasible.binding).toContain(name);
    expect(outcome.infeasible.suggestion.length).toBeGreaterThan(10);
  });

  it('names the cheapest budget that works when the budget binds, and that budget works', () => {
    const tight = profile({ weeklyBudget: 20 });
    const outcome = planWeek(highs, tight, catalogue);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.infeasible.kind).toBe('budget');
    const cheapest = outcome.infeasible.cheapestFeasibleBudget;
    expect(cheapest).toBeGreaterThan(20);
    expect(outcome.infeasible.binding).toContain('above your $20.00 budget');
    const retry = planWeek(highs, { ...tight, weeklyBudget: cheapest ?? 0 }, catalogue);
    expect(retry.ok).toBe(true);
  });

  it('plans from the cheapest menu when the search and the program stop before finding one within budget', () => {
    const tight = profile({ weeklyBudget: 20 });
    const refused = planWeek(highs, tight, catalogue);
    if (refused.ok) throw new Error('expected the $20 week to be refused');
    const cheapest = refused.infeasible.cheapestFeasibleBudget ?? 0;
    // Starved of work and time, neither the search nor the first program finds a plan within a
    // budget that the cheapest menu meets; the week must still be planned, not refused.
    const starved = planWeek(highs, { ...tight, weeklyBudget: cheapest }, catalogue, {
      searchEvaluations: 1,
      searchMs: 0,
      timeLimitSeconds: 0.0001,
    });
    if (!starved.ok) throw new Error(starved.infeasible.binding);
    expect(starved.plan.cost.totalCents).toBeLessThanOrEqual(Math.round(cheapest * 100));
    const perType = (type: string) => starved.plan.meals.filter((m) => m.type === type).length;
    for (const type of ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK']) expect(perType(type)).toBe(7);
  });

  it('repeats dishes for bulk prep when that is cheaper', () => {
    const outcome = planWeek(
      highs,
      profile({
        bulkPrep: true,
        weeklyBudget: 200,
        mealCounts: { BREAKFAST: 0, LUNCH: 7, DINNER: 0, SNACK: 0 },
      }),
      catalogue,
    );
    if (!outcome.ok) throw new Error(outcome.infeasible.binding);
    expect(new Set(outcome.plan.meals.map((m) => m.recipeId)).size).toBeLessThan(7);
  });
});

describe('regenerating a meal', () => {
  it('fills an empty slot with a dish that fits, under the id asked for, and refuses a taken slot', () => {
    const p = profile({ weeklyBudget: 70 });
    const generated = generatePlan(highs, p, catalogue, '2026-11-23');
    if (!generated.ok) throw new Error(generated.error);
    const plan = generated.value.weeklyPlan;
    const dinner = plan.days[4]?.meals.find((m) => m.type === 'DINNER');
    if (!dinner) throw new Error('no dinner on day 5');
    // The week without that dinner, as the app stores it after REMOVE.
    const emptied = {
      ...plan,
      days: plan.days.map((d, i) =>
        i === 4 ? { ...d, meals: d.meals.filter((m) => m.id !== dinner.id) } : d,
      ),
    };
    const filled = replaceMeal(p, catalogue, emptied, {
      mealId: 'slot-fri-dinner',
      dayIndex: 4,
      type: 'DINNER',
    });
    if (!filled.ok) throw new Error(filled.error);
    expect(filled.value.meal.id).toBe('slot-fri-dinner');
    expect(filled.value.meal.type).toBe('DINNER');
    expect(filled.value.weeklyPlan.days[4]?.meals.filter((m) => m.type === 'DINNER')).toHaveLength(
      1,
    );
    expect(filled.value.weeklyPlan.days.flatMap((d) => d.meals)).toHaveLength(
      plan.days.flatMap((d) => d.meals).length,
    );
    expect(filled.value.weeklyPlan.totalCostValue).toBeLessThanOrEqual(70);
    // Another day's dinner slot is taken: an unknown id there is not a slot to fill.
    const taken = replaceMeal(p, catalogue, emptied, {
      mealId: 'slot-sat-dinner',
      dayIndex: 5,
      type: 'DINNER',
    });
    expect(taken.ok).toBe(false);
    if (!taken.ok) expect(taken.status).toBe(404);
  });

  it('returns a different dish for the slot, keeps its id and the week within budget', () => {
    const p = profile({ weeklyBudget: 70 });
    const generated = generatePlan(highs, p, catalogue, '2026-11-23');
    if (!generated.ok) throw new Error(generated.error);
    const plan = generated.value.weeklyPlan;
    const target = plan.days[2]?.meals.find((m) => m.type === 'DINNER');
    if (!target) throw new Error('no dinner on day 3');
    const replaced = replaceMeal(p, catalogue, plan, {
      mealId: target.id,
      dayIndex: 2,
      type: 'DINNER',
    });
    if (!replaced.ok) throw new Error(replaced.error);
    expect(replaced.value.meal.id).toBe(target.id);
    expect(replaced.value.meal.recipeId).not.toBe(target.recipeId);
    expect(replaced.value.weeklyPlan.totalCostValue).toBeLessThanOrEqual(70);
    // The week keeps the record of what it was planned under.
    expect(plan.basis?.counts).toBe(
      '7 breakfasts, 7 lunches, 7 dinners and 7 snacks, as your profile asks.',
    );
    expect(replaced.value.weeklyPlan.basis).toEqual(plan.basis);
    const sum = replaced.value.weeklyPlan.days.reduce(
      (s, d) => s + Math.round(d.dailyCostValue * 100),
      0,
    );
    expect(sum).toBe(Math.round(replaced.value.weeklyPlan.totalCostValue * 100));
    expect(replaced.value.shoppingList.reduce((s, i) => s + Math.round(i.price * 100), 0)).toBe(
      sum,
    );
  });

  it('refuses with 422 when no other dish fits', () => {
    const p = profile({
      maxPrepMinutes: 15,
      mealCounts: { BREAKFAST: 0, LUNCH: 0, DINNER: 2, SNACK: 0 },
    });
    const generated = generatePlan(highs, p, catalogue, '2026-11-23');
    if (!generated.ok) throw new Error(generated.error);
    const day = generated.value.weeklyPlan.days.findIndex((d) => d.meals.length > 0);
    const target = generated.value.weeklyPlan.days[day]?.meals[0];
    if (!target) throw new Error('no meal');
    const replaced = replaceMeal(p, catalogue, generated.value.weeklyPlan, {
      mealId: target.id,
      dayIndex: day,
      type: 'DINNER',
    });
    expect(replaced.ok).toBe(false);
    if (replaced.ok) return;
    expect(replaced.status).toBe(422);
  });

  it('answers 404 for a meal id that is not in the plan', () => {
    const p = profile();
    const generated = generatePlan(highs, p, catalogue, '2026-11-23');
    if (!generated.ok) throw new Error(generated.error);
    const replaced = replaceMeal(p, catalogue, generated.value.weeklyPlan, {
      mealId: 'nope',
      dayIndex: 0,
      type: 'DINNER',
    });
    expect(replaced).toMatchObject({ ok: false, status: 404 });
  });
});
