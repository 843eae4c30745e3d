/**
 * Own recipes marked "plan it" in the week (own-recipes/planned.ts, planner/own-notes.ts): planned
 * as often as asked where the budget allows, under every hard rule, their foods on the list in
 * whole packages, the week keeping its copy so that edits work after the recipe is changed or
 * deleted, and the notes saying what was planned and why any was left out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Allergen } from '../../../supabase/functions/_shared/catalogue/types.ts';
import { withOwnRecipes } from '../../../supabase/functions/_shared/own-recipes/planned.ts';
import type { OwnRecipe } from '../../../supabase/functions/_shared/own-recipes/own-recipe.ts';
import { personalCatalogue } from '../../../supabase/functions/_shared/pantry/personal.ts';
import { productCatalogue } from '../../../supabase/functions/_shared/planner/catalogue.ts';
import { editWeek, placedMeals } from '../../../supabase/functions/_shared/planner/edits.ts';
import { getHighs, type Highs } from '../../../supabase/functions/_shared/planner/highs.ts';
import { generatePlan } from '../../../supabase/functions/_shared/planner/service.ts';
import type { PlannerCatalogue } from '../../../supabase/functions/_shared/planner/types.ts';
import { weeklyPlanSchema } from '../../../supabase/functions/_shared/schemas/meal-plan.ts';
import { testProfile } from '../testProfile.ts';

const USER = '00000000-0000-4000-8000-000000000001';
const WEEK = '2026-11-23';

function ownRecipe(
  id: string,
  name: string,
  ingredients: OwnRecipe['ingredients'],
  extra: Partial<OwnRecipe> = {},
): OwnRecipe {
  return {
    id,
    userId: USER,
    name,
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 20,
    mealTypes: ['DINNER'],
    cuisine: null,
    methods: ['Stove/Oven'],
    ingredients,
    steps: ['Cook it.'],
    sourceUrl: null,
    planPerWeek: 2,
    version: 3,
    ...extra,
  };
}

const TACOS = ownRecipe('11111111-1111-4111-8111-111111111111', 'Taco night', [
  { line: '1 lb ground beef', food: 'ground_beef', grams: 454 },
  { line: '8 corn tortillas', food: 'corn_tortilla', grams: 208 },
  { line: '1 cup salsa', food: 'salsa', grams: 259 },
  { line: '1 onion, chopped', food: 'onion', grams: 110, note: 'chopped' },
  { line: 'salt to taste' },
]);
const PEANUT_NOODLES = ownRecipe(
  '22222222-2222-4222-8222-222222222222',
  'Peanut noodles',
  [
    { line: '8 oz pasta', food: 'pasta', grams: 227 },
    { line: '1/2 cup peanut butter', food: 'peanut_butter', grams: 129 },
    { line: '2 carrots', food: 'carrot', grams: 122 },
  ],
  { planPerWeek: 1, cuisine: 'Thai' },
);
/** Tahini and pumpkin are not catalogue foods: SR28's, at estimated prices. */
const PUMPKIN_SOUP = ownRecipe(
  '33333333-3333-4333-8333-333333333333',
  'Pumpkin tahini soup',
  [
    { line: '2 lb pumpkin', food: 'sr28:11422', grams: 907 },
    { line: '1/4 cup tahini', food: 'sr28:12166', grams: 60 },
    { line: '1 cup lentils', food: 'lentils', grams: 192 },
  ],
  { planPerWeek: 1, mealTypes: ['LUNCH', 'DINNER'] },
);
const UNWEIGHED = ownRecipe('44444444-4444-4444-8444-444444444444', 'Grandma’s stew', [
  { line: 'a handful of love' },
]);

const staples = (catalogue: PlannerCatalogue) =>
  personalCatalogue(catalogue, 1, {
    stock: {},
    prices: {},
    athome: [...catalogue.foods.values()].filter((f) => f.pantry).map((f) => f.key),
  });

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

function plan(own: OwnRecipe[], profile = testProfile({ weeklyBudget: 90 })) {
  const catalogue = staples(withOwnRecipes(productCatalogue(), own));
  const outcome = generatePlan(highs, profile, catalogue, WEEK, { searchMs: 30_000 });
  if (!outcome.ok) throw new Error(outcome.error);
  return { catalogue, profile, ...outcome.value };
}

const mealsOf = <M extends { recipeId: string }>(week: { days: { meals: M[] }[] }, id: string) =>
  week.days.flatMap((day) => day.meals).filter((meal) => meal.recipeId === id);

describe('own recipes in the week', () => {
  it('plans each as often as asked, within the budget, with its copy and its foods on the list', () => {
    const { weeklyPlan, shoppingList } = plan([TACOS, PEANUT_NOODLES, PUMPKIN_SOUP]);
    expect(mealsOf(weeklyPlan, TACOS.id)).toHaveLength(2);
    expect(mealsOf(weeklyPlan, PEANUT_NOODLES.id)).toHaveLength(1);
    expect(mealsOf(weeklyPlan, PUMPKIN_SOUP.id)).toHaveLength(1);
    expect(weeklyPlan.totalCostValue).toBeLessThanOrEqual(90);
    const taco = mealsOf(weeklyPlan, TACOS.id)[0];
    expect(taco).toMatchObject({ name: 'Taco night', own: { version: 3 } });
    expect(taco?.cuisine).toBeUndefined();
    expect(weeklyPlan.basis?.notes).toContain(
      'Your recipe "Taco night" is planned twice, as you asked.',
    );
    expect(weeklyPlan.personal?.own?.map((r) => r.id).sort()).toEqual(
      [TACOS.id, PEANUT_NOODLES.id, PUMPKIN_SOUP.id].sort(),
    );
    // Its foods are bought in whole packages; an SR28 food at its estimated 100 g package.
    const names = shoppingList.map((item) => item.name);
    expect(names).toContain('Corn tortillas');
    const tahini = shoppingList.find((item) => item.name.startsWith('Sesame butter'));
    expect(tahini?.packageLabel).toBe('100 g (estimated)');
    expect(tahini?.priceSource).toMatch(
      /^Estimate: no official price or receipt: the median price per 100 g/,
    );
    // The stored week parses, copies included.
    expect(weeklyPlanSchema.safeParse(weeklyPlan).success).toBe(true);
  });

  it('never plans one against an allergy, and says which rule left it out', () => {
    const allergies: Allergen[] = ['Peanuts'];
    const { weeklyPlan } = plan(
      [TACOS, PEANUT_NOODLES],
      testProfile({ weeklyBudget: 90, allergies }),
    );
    expect(mealsOf(weeklyPlan, PEANUT_NOODLES.id)).toHaveLength(0);
    expect(weeklyPlan.basis?.notes).toContain(
      'Your recipe "Peanut noodles" is not planned this week: it conflicts with Peanuts allergy.',
    );
    expect(mealsOf(weeklyPlan, TACOS.id)).toHaveLength(2);
  });

  it('says when a meal type is not planned, a recipe has no weighed line, or the budget binds', () => {
    const noDinners = testProfile({
      weeklyBudget: 90,
      mealCounts: { BREAKFAST: 7, LUNCH: 7, DINNER: 0, SNACK: 0 },
    });
    const { weeklyPlan } = plan([TACOS, UNWEIGHED], noDinners);
    expect(weeklyPlan.basis?.notes).toEqual(
      expect.arrayContaining([
        'Your recipe "Taco night" is not planned this week: it is a dinner dish and the week plans no dinner.',
        'Your recipe "Grandma’s stew" is not planned this week: none of its lines has both a food and an amount.',
      ]),
    );
    // A feast of 2 kg of beef a serving costs more than the whole $30 week.
    const feast = ownRecipe(
      '55555555-5555-4555-8555-555555555555',
      'Beef feast',
      [{ line: '4.4 lb ground beef', food: 'ground_beef', grams: 2000 }],
      { servings: 1 },
    );
    const tight = plan(
      [feast],
      testProfile({
        weeklyBudget: 30,
        mealCounts: { BREAKFAST: 0, LUNCH: 0, DINNER: 7, SNACK: 0 },
      }),
    );
    expect(mealsOf(tight.weeklyPlan, feast.id)).toHaveLength(0);
    expect(tight.weeklyPlan.totalCostValue).toBeLessThanOrEqual(30);
    expect(tight.weeklyPlan.basis?.notes).toContain(
      'Your recipe "Beef feast" is not planned this week: the budget did not leave room for it.',
    );
  });

  it('edits the week with its copy after the recipe is gone', () => {
    const { weeklyPlan, profile } = plan([TACOS]);
    const taco = placedMeals(weeklyPlan).find((meal) => meal.recipeId === TACOS.id);
    expect(taco).toBeDefined();
    // The recipe deleted since: the week's copy is what the edit plans with.
    const catalogue = withOwnRecipes(productCatalogue(), weeklyPlan.personal?.own ?? []);
    const removed = editWeek(profile, catalogue, weeklyPlan, {
      kind: 'remove',
      mealId: taco?.id ?? '',
    });
    if (!removed.ok) throw new Error(removed.error);
    expect(mealsOf(removed.value.weeklyPlan, TACOS.id)).toHaveLength(1);
    expect(removed.value.weeklyPlan.personal?.own?.[0]?.id).toBe(TACOS.id);
    // Without the copy the stored week is refused, not broken.
    const refused = editWeek(profile, productCatalogue(), weeklyPlan, {
      kind: 'remove',
      mealId: taco?.id ?? '',
    });
    expect(refused.ok).toBe(false);
  });
});
