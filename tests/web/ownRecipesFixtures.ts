/**
 * What the /recipes tests show: recipes, facts, lines and import answers in the shapes the
 * own-recipes and import-recipe functions answer with (checked with their own schemas, so a
 * fixture that drifts from the contract fails here first).
 */
import {
  bookListResponseSchema,
  recipeFactsCardSchema,
  type RecipeFactsCard,
  type StoredRecipe,
} from '../../supabase/functions/_shared/own-recipes/book-api.ts';
import {
  draftLineSchema,
  importResponseSchema,
  type DraftLine,
  type ImportResponse,
  type RecipeDraft,
} from '../../supabase/functions/_shared/own-recipes/draft-schema.ts';
import type { RecipeBook } from '../../machines/ownRecipes/ownRecipes.types.ts';
import type { FoodChoice } from '../../machines/recipeReview/recipeReview.types.ts';

export const USER_ID = '00000000-0000-4000-8000-000000000001';

export function facts(overrides: Partial<RecipeFactsCard> = {}): RecipeFactsCard {
  return recipeFactsCardSchema.parse({
    costPerServing: '$2.10',
    costPerServingValue: 2.1,
    estimatedPercent: 15,
    nutrition: { calories: 412.4, protein: 21.2, carbs: 48.9, fat: 12.1 },
    allergens: ['Dairy'],
    diets: ['Vegetarian'],
    badges: [
      { component: 'totalVegetables', name: 'Vegetables', amount: 1.25, unit: 'cup eq' },
      { component: 'wholeGrains', name: 'Whole grains', amount: 2, unit: 'oz eq' },
    ],
    leftOut: [],
    estimates: [],
    ...overrides,
  });
}

export const riceFood: FoodChoice = {
  id: 'brown_rice',
  source: 'catalogue',
  name: 'Brown rice',
  ndb: '20036',
  score: 1,
};
export const wildRice: FoodChoice = {
  id: 'sr28:20088',
  source: 'sr28',
  name: 'Wild rice, raw',
  ndb: '20088',
  score: 0.7,
};
export const cheddar: FoodChoice = {
  id: 'cheddar_cheese',
  source: 'catalogue',
  name: 'Cheddar cheese',
  ndb: '01009',
  score: 1,
};

export function matchedLine(
  text: string,
  food: FoodChoice,
  grams: number,
  alternatives: FoodChoice[] = [],
): DraftLine {
  return draftLineSchema.parse({
    text,
    status: 'matched',
    quantity: 1,
    unit: 'cup',
    preparation: [],
    food,
    alternatives,
    grams,
    conversion: `1 cup = ${grams} g (USDA SR28 household weight)`,
    estimated: false,
  });
}

export function unmatchedLine(text: string, message: string): DraftLine {
  return draftLineSchema.parse({
    text,
    status: 'unmatched',
    preparation: [],
    alternatives: [],
    estimated: false,
    message,
  });
}

export const riceLine = matchedLine('1 cup brown rice', riceFood, 195, [wildRice]);
export const saltLine = unmatchedLine(
  'salt to taste',
  'No amount: left out of nutrition and cost.',
);

export function draft(overrides: Partial<RecipeDraft> = {}): RecipeDraft {
  return {
    name: 'Rice bowl',
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 30,
    mealTypes: ['DINNER'],
    ingredients: [riceLine, saltLine],
    steps: [{ text: 'Cook the rice.' }, { text: 'Season and serve.' }],
    unresolvedLines: 1,
    ...overrides,
  };
}

export function imported(drafts: RecipeDraft[], notes: string[] = []): ImportResponse {
  return importResponseSchema.parse({ drafts, notes });
}

export function stored(overrides: Partial<StoredRecipe> = {}): StoredRecipe {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    version: 1,
    updatedAt: '2026-11-27T10:00:00.000Z',
    name: 'Lentil soup',
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 40,
    mealTypes: ['LUNCH', 'DINNER'],
    cuisine: null,
    methods: ['Stove/Oven'],
    ingredients: [{ line: '1 cup brown rice', food: 'brown_rice', grams: 195 }],
    steps: ['Simmer.'],
    sourceUrl: null,
    planPerWeek: 1,
    facts: facts(),
    ...overrides,
  };
}

export function book(
  recipes: StoredRecipe[],
  unreadable: RecipeBook['unreadable'] = [],
): RecipeBook {
  return bookListResponseSchema.parse({ recipes, unreadable });
}
