/**
 * What a new user met and should not meet again, on the product catalogue: the week a
 * vegetarian with peanut and tree-nut allergies, $50, 5 lunches and 7 dinners, Mexican and Indian
 * favourites and 30 minutes of cooking gets; regenerating it; the recipe times, ingredient
 * amounts and wording the day page shows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { kitchenAmount } from '../../supabase/functions/_shared/catalogue/kitchenUnits.ts';
import { totalMinutes } from '../../supabase/functions/_shared/catalogue/types.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { placedMeals } from '../../supabase/functions/_shared/planner/edits.ts';
import { personalCatalogue } from '../../supabase/functions/_shared/pantry/personal.ts';
import { eligibleRecipes, hardFilters } from '../../supabase/functions/_shared/planner/filters.ts';
import { getHighs } from '../../supabase/functions/_shared/planner/highs.ts';
import type { Highs } from '../../supabase/functions/_shared/planner/highs.ts';
import { generatePlan } from '../../supabase/functions/_shared/planner/service.ts';
import { weekStartFor } from '../../supabase/functions/_shared/rules/week.ts';
import { testProfile } from './testProfile.ts';

const catalogue = productCatalogue();
/** The same catalogue for someone who said every staple (oil, spices, sauces) is at home. */
const stocked = personalCatalogue(catalogue, 1, {
  stock: {},
  prices: {},
  athome: [...catalogue.foods.values()].filter((f) => f.pantry).map((f) => f.key),
});

const newUser = testProfile({
  diets: ['Vegetarian'],
  allergies: ['Peanuts', 'Tree Nuts'],
  weeklyBudget: 50,
  mealCounts: { BREAKFAST: 0, LUNCH: 5, DINNER: 7, SNACK: 0 },
  cuisines: ['Mexican', 'Indian'],
  maxPrepMinutes: 30,
  proteinGoal: 64,
  calorieTarget: 1900,
});

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

/**
 * The search stops on its work limit, not the clock: on a loaded machine its wall-clock safety
 * limit would end it early with another plan.
 */
const UNHURRIED = { searchMs: 30_000 };

function week(profile = newUser, avoid?: ReadonlySet<string>) {
  const generated = generatePlan(highs, profile, stocked, '2026-11-23', {
    ...UNHURRIED,
    ...(avoid ? { avoid } : {}),
  });
  if (!generated.ok) throw new Error(generated.error);
  return generated.value;
}

describe('a new user’s week', () => {
  it('from an empty kitchen buys every staple whole, and says what $50 cannot pay for', () => {
    const generated = generatePlan(highs, newUser, catalogue, '2026-11-23', UNHURRIED);
    if (generated.ok) {
      // A week that fits: its till holds every staple it uses, bought whole.
      const list = generated.value.shoppingList;
      expect(list.reduce((s, i) => s + Math.round(i.price * 100), 0)).toBeLessThanOrEqual(5000);
      for (const item of list.filter((i) => i.pantry))
        expect(item.packagesToBuy).toBeGreaterThan(0);
      return;
    }
    expect(generated.infeasible?.kind).toBe('budget');
    expect(generated.infeasible?.cheapestFeasibleBudget).toBeGreaterThan(50);
    expect(generated.error).toMatch(/at the till/);
    expect(generated.error).toMatch(/of it is staples you don't have yet \(/);
  });

  it('with the staples at home, plans within $50 and buys none of them', () => {
    const { weeklyPlan } = week();
    expect(weeklyPlan.totalCostValue).toBeLessThanOrEqual(50);
    expect(weeklyPlan.personal?.athome?.length).toBeGreaterThan(10);
  });

  it('holds each favourite cuisine at least twice when dishes of it fit', () => {
    const { weeklyPlan } = week();
    const cuisines = weeklyPlan.days.flatMap((d) => d.meals.map((m) => m.cuisine));
    expect(cuisines.filter((c) => c === 'Mexican').length).toBeGreaterThanOrEqual(2);
    expect(cuisines.filter((c) => c === 'Indian').length).toBeGreaterThanOrEqual(2);
    expect(weeklyPlan.basis?.notes.join(' ')).toMatch(
      /Favourite cuisines: Mexican in \d+ meals; Indian in \d+ meals\./,
    );
  });

  it('offers a different week when the week is regenerated', () => {
    const first = week();
    const firstRecipes = new Set(placedMeals(first.weeklyPlan).map((m) => m.recipeId));
    const second = week(newUser, firstRecipes);
    const kept = placedMeals(second.weeklyPlan).filter((m) => firstRecipes.has(m.recipeId));
    expect(kept.length).toBeLessThan(placedMeals(second.weeklyPlan).length / 2);
    expect(second.weeklyPlan.totalCostValue).toBeLessThanOrEqual(50);
  });

  it('records the person’s daily goals on the week, which the day page shows', () => {
    const { weeklyPlan } = week();
    expect(weeklyPlan.dailyProteinGoal).toBe(64);
    const meal = weeklyPlan.days.flatMap((d) => d.meals)[0];
    // A meal's % is of the daily goal, the number shown as Daily Protein Goal.
    expect(meal?.proteinPercentage).toBe(
      Math.round((Number.parseInt(meal?.nutrition.protein ?? '0', 10) / 64) * 100),
    );
  });
});

describe('recipe times', () => {
  it('count soaking, marinating and chilling: no overnight dish passes a 30-minute limit', () => {
    const pancakes = catalogue.recipes.find((r) => r.id === 'b-red-lentil-pancakes');
    expect(pancakes?.prepMinutes).toBeLessThanOrEqual(30);
    expect(pancakes && totalMinutes(pancakes)).toBeGreaterThan(60 * 8);
    const filters = hardFilters(testProfile({ maxPrepMinutes: 30 }), catalogue);
    const breakfasts = eligibleRecipes('BREAKFAST', filters, catalogue).map((r) => r.id);
    expect(breakfasts).not.toContain('b-red-lentil-pancakes');
    expect(breakfasts).not.toContain('b-pb-chia-overnight-oats');
  });

  it('shows the whole time and the waiting on the day page', () => {
    const { weeklyPlan } = week(
      testProfile({
        maxPrepMinutes: 600,
        mealCounts: { BREAKFAST: 7, LUNCH: 0, DINNER: 0, SNACK: 0 },
      }),
    );
    const waiting = weeklyPlan.days.flatMap((d) => d.meals).filter((m) => m.waitNote);
    for (const meal of waiting) expect(meal.prepTime).toBeGreaterThanOrEqual(120);
  });
});

describe('ingredient lines', () => {
  it('read in kitchen units with the grams beside them', () => {
    expect(kitchenAmount(150, [{ grams: 50, description: '1 large' }])).toBe('3 large (150 g)');
    expect(kitchenAmount(60, [{ grams: 160, description: '1 cup, chopped' }])).toBe(
      '1/3 cup chopped (60 g)',
    );
    expect(kitchenAmount(12, [{ grams: 13.5, description: '1 tablespoon' }])).toBe('1 tbsp (12 g)');
    expect(kitchenAmount(0.5, [{ grams: 6, description: '1 tsp' }])).toBe('a pinch (0.5 g)');
    expect(kitchenAmount(150, [{ grams: 28.35, description: '3 oz' }])).toBe('150 g (5.3 oz)');
  });

  it('never say a preparation twice, and name the rice a dish is named for', () => {
    const { weeklyPlan } = week(testProfile({ weeklyBudget: 200, maxPrepMinutes: 60 }));
    for (const meal of weeklyPlan.days.flatMap((d) => d.meals)) {
      for (const ingredient of meal.ingredients)
        expect(ingredient.name).not.toMatch(/\((\w+)\), \1$/);
    }
    const chana = catalogue.recipes.find((r) => r.name === 'Chana Masala with Basmati Rice');
    expect(chana?.ingredients.find((i) => i.food === 'white_rice')?.note).toBe('basmati');
  });
});

describe('the week’s first day', () => {
  it('is the latest Meal Plan Start Day on or before today, or today without one', () => {
    // 2026-11-25 is a Wednesday.
    expect(weekStartFor('2026-11-25', 'Monday')).toBe('2026-11-23');
    expect(weekStartFor('2026-11-25', 'Wednesday')).toBe('2026-11-25');
    expect(weekStartFor('2026-11-25', 'Thursday')).toBe('2026-11-19');
    expect(weekStartFor('2026-11-25', null)).toBe('2026-11-25');
  });
});
