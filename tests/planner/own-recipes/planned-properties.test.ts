/**
 * Properties of own recipes in the week, over recipes made of random foods (catalogue foods and
 * SR28 foods outside it) and random allergies and diets: the planner never plans one against an
 * allergy or a diet, and the shopping list's whole packages cover the grams the week uses.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  type Allergen,
  type Diet,
} from '../../../supabase/functions/_shared/catalogue/types.ts';
import { withOwnRecipes } from '../../../supabase/functions/_shared/own-recipes/planned.ts';
import type { OwnRecipe } from '../../../supabase/functions/_shared/own-recipes/own-recipe.ts';
import { productCatalogue } from '../../../supabase/functions/_shared/planner/catalogue.ts';
import { getHighs, type Highs } from '../../../supabase/functions/_shared/planner/highs.ts';
import { generatePlan } from '../../../supabase/functions/_shared/planner/service.ts';
import { testProfile } from '../testProfile.ts';

/** Foods a home cook's dinner is made of, with allergens among them (peanut, milk, egg, wheat,
 *  fish, soy, sesame) and four SR28 foods outside the catalogue (pumpkin, tahini, quinoa, lamb). */
const FOODS = [
  'ground_beef',
  'chicken_breast',
  'black_beans',
  'lentils',
  'pasta',
  'peanut_butter',
  'cheddar',
  'corn_tortilla',
  'onion',
  'carrot',
  'canned_tomatoes',
  'sr28:11422',
  'sr28:12166',
  'sr28:20137',
  'sr28:17224',
] as const;
const DIETS: Diet[] = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free'];

const recipeArb = (index: number) =>
  fc
    .record({
      foods: fc.uniqueArray(fc.constantFrom(...FOODS), { minLength: 1, maxLength: 4 }),
      grams: fc.array(fc.integer({ min: 50, max: 600 }), { minLength: 4, maxLength: 4 }),
      perWeek: fc.constantFrom(1, 2),
    })
    .map(({ foods, grams, perWeek }): OwnRecipe => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      userId: '00000000-0000-4000-8000-000000000001',
      name: `Recipe ${index}`,
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 20,
      mealTypes: ['DINNER'],
      cuisine: null,
      methods: ['Stove/Oven'],
      ingredients: foods.map((food, k) => ({ line: food, food, grams: grams[k] ?? 100 })),
      steps: [],
      sourceUrl: null,
      planPerWeek: perWeek,
      version: 1,
    }));

let highs: Highs;
beforeAll(async () => {
  highs = await getHighs();
});

describe('own recipes in the week, for any recipes and restrictions', () => {
  it('are never planned against an allergy or a diet, and the list covers their grams', () => {
    fc.assert(
      fc.property(
        fc.tuple(recipeArb(1), recipeArb(2), recipeArb(3)),
        fc.subarray([...ALLERGENS] as Allergen[], { maxLength: 3 }),
        fc.subarray(DIETS, { maxLength: 1 }),
        (own, allergies, diets) => {
          const catalogue = withOwnRecipes(productCatalogue(), own);
          const profile = testProfile({
            weeklyBudget: 120,
            allergies,
            diets,
            mealCounts: { BREAKFAST: 0, LUNCH: 7, DINNER: 7, SNACK: 0 },
          });
          const outcome = generatePlan(highs, profile, catalogue, '2026-11-23');
          if (!outcome.ok) return; // a refusal plans nothing against anyone
          const { weeklyPlan, shoppingList } = outcome.value;
          for (const meal of weeklyPlan.days.flatMap((day) => day.meals)) {
            const facts = catalogue.facts.get(meal.recipeId);
            expect(facts?.allergens.filter((a) => allergies.includes(a))).toEqual([]);
            for (const diet of diets) expect(facts?.diets).toContain(diet);
          }
          for (const item of shoppingList) {
            if (item.packageGrams === undefined || item.packagesToBuy === undefined) continue;
            expect(item.packagesToBuy * item.packageGrams).toBeGreaterThanOrEqual(
              item.gramsUsed - (item.fromPantry ?? 0) - 1e-6,
            );
          }
        },
      ),
      { numRuns: 6, seed: 36 },
    );
  });
});
