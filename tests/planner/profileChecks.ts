/**
 * Random profiles and the independent hard-constraint checks the planner's property tests share:
 * written from the catalogue's computed facts, not the planner's filter code.
 */
import fc from 'fast-check';
import { recipeMatchesFreeText } from '../../supabase/functions/_shared/catalogue/compute.ts';
import {
  ALLERGENS,
  COOKING_METHODS,
  CUISINES,
  DIETS,
  INGREDIENT_QUALITIES,
} from '../../supabase/functions/_shared/catalogue/types.ts';
import type { Recipe } from '../../supabase/functions/_shared/catalogue/types.ts';
import type {
  PlannerCatalogue,
  PlannerProfile,
} from '../../supabase/functions/_shared/planner/types.ts';

const FREE_TEXT = [
  '',
  'mushrooms',
  'kiwi',
  'broccoli, almonds',
  'no shrimp',
  'peanut butter and eggs',
  'cilantro',
  'salmon',
];

export const profileArb: fc.Arbitrary<PlannerProfile> = fc.record({
  diets: fc.subarray([...DIETS], { maxLength: 2 }),
  dietOther: fc.constantFrom('', '', 'pescatarian', 'no pork'),
  allergies: fc.subarray([...ALLERGENS], { maxLength: 3 }),
  allergyOther: fc.constantFrom(...FREE_TEXT),
  dislikedFoods: fc.constantFrom(...FREE_TEXT),
  proteinGoal: fc.integer({ min: 40, max: 200 }),
  calorieTarget: fc.integer({ min: 1200, max: 3600 }),
  weeklyBudget: fc.oneof(
    fc.integer({ min: 5, max: 250 }),
    fc.double({ min: 5, max: 250, noNaN: true }).map((v) => Math.round(v * 100) / 100),
  ),
  mealCounts: fc.record({
    BREAKFAST: fc.integer({ min: 0, max: 7 }),
    LUNCH: fc.integer({ min: 0, max: 7 }),
    DINNER: fc.integer({ min: 0, max: 7 }),
    SNACK: fc.integer({ min: 0, max: 7 }),
  }),
  bulkPrep: fc.boolean(),
  maxPrepMinutes: fc.constantFrom(15, 30, 45, 60),
  methods: fc.subarray([...COOKING_METHODS], { maxLength: 3 }),
  cuisines: fc.subarray([...CUISINES], { maxLength: 3 }),
  zipCode: fc.constantFrom('', '94110', '10001', '73301', '99501', '00000'),
  stores: fc.subarray(['Walmart', 'Aldi', 'Whole Foods', 'Costco'], { maxLength: 2 }),
  quality: fc.constantFrom(...INGREDIENT_QUALITIES),
});

const textMatches = new Map<string, boolean>();

/** recipeMatchesFreeText, remembered: the generator draws its texts from a short list. */
function matchesText(catalogue: PlannerCatalogue, recipe: Recipe, text: string): boolean {
  const facts = catalogue.facts.get(recipe.id);
  if (!facts) return true;
  const key = `${catalogue.recipes.length}|${recipe.id}|${text}`;
  let hit = textMatches.get(key);
  if (hit === undefined) {
    hit = recipeMatchesFreeText(facts, text);
    textMatches.set(key, hit);
  }
  return hit;
}

/** Every reason this recipe may not be served to this person (empty when it may). */
export function violations(
  recipe: Recipe,
  profile: PlannerProfile,
  catalogue: PlannerCatalogue,
): string[] {
  const facts = catalogue.facts.get(recipe.id);
  if (!facts) return ['no facts'];
  const out: string[] = [];
  for (const a of profile.allergies) if (facts.allergens.includes(a)) out.push(`allergen ${a}`);
  for (const d of profile.diets) if (!facts.diets.includes(d)) out.push(`diet ${d}`);
  if (profile.allergyOther && matchesText(catalogue, recipe, profile.allergyOther))
    out.push(`other allergy ${profile.allergyOther}`);
  if (profile.dislikedFoods && matchesText(catalogue, recipe, profile.dislikedFoods))
    out.push(`disliked ${profile.dislikedFoods}`);
  if (/pescatarian/i.test(profile.dietOther)) {
    const meat = recipe.ingredients.some((i) =>
      ['meat', 'poultry'].includes(catalogue.foods.get(i.food)?.group ?? ''),
    );
    if (meat) out.push('pescatarian');
  }
  if (recipe.prepMinutes > profile.maxPrepMinutes) out.push('too long');
  if (profile.methods.length > 0 && !recipe.methods.some((m) => profile.methods.includes(m)))
    out.push('method');
  return out;
}
