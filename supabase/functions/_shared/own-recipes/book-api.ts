/**
 * The own-recipes function's request and answer, shared by the function and the app: the
 * person's recipes with their facts per serving computed at their place (list), the facts of a
 * recipe being reviewed before it is saved (facts), one ingredient line read again, with the
 * food the person picked (line), and a food search (search). Saving, duplicating and deleting go
 * to the own_recipes table itself, under its row-level security.
 */
import { z } from 'zod';
import { ALLERGENS, DIETS } from '../catalogue/types.ts';
import { HEI_COMPONENTS } from '../planner/hei.ts';
import { draftLineSchema, foodChoiceSchema } from './draft-schema.ts';
import { MAX_TEXT } from './limits.ts';
import { foodIdSchema, ownRecipeInputSchema, type OwnRecipeInput } from './own-recipe.ts';

const userId = z.uuid({ message: 'userId must be a user id' }).optional();

export { ownRecipeInputSchema, type OwnRecipeInput } from './own-recipe.ts';

/** A recipe of the form as the own_recipes table's columns (the database sets the id, the
 *  version and the times). */
export function ownRecipeColumns(
  recipe: OwnRecipeInput & { sourceUrl?: string | null },
  userId: string,
) {
  return {
    user_id: userId,
    name: recipe.name,
    servings: recipe.servings,
    prep_minutes: recipe.prepMinutes,
    cook_minutes: recipe.cookMinutes,
    meal_types: recipe.mealTypes,
    cuisine: recipe.cuisine,
    methods: recipe.methods,
    ingredients: recipe.ingredients,
    steps: recipe.steps,
    source_url: recipe.sourceUrl ?? null,
    plan_per_week: recipe.planPerWeek,
  };
}

export const bookRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('list'), userId }),
  z.strictObject({ action: z.literal('facts'), userId, recipe: ownRecipeInputSchema }),
  z.strictObject({
    action: z.literal('line'),
    userId,
    text: z.string().trim().min(1).max(MAX_TEXT),
    /** The food the person picked; absent: the best match. */
    food: foodIdSchema.optional(),
  }),
  z.strictObject({
    action: z.literal('search'),
    userId,
    query: z.string().trim().min(2).max(100),
  }),
]);
export type BookRequest = z.infer<typeof bookRequestSchema>;

const money = z.string().regex(/^\$\d+\.\d{2}$/);

/** What the list and the review form show of a recipe, per serving. */
export const recipeFactsCardSchema = z.object({
  /** At the person's place: official prices times their price level, their price book, else an
   *  estimate. '$1.84'. */
  costPerServing: money,
  costPerServingValue: z.number().nonnegative(),
  /** Percent of that cost resting on estimated prices, 0 to 100, whole. */
  estimatedPercent: z.number().int().min(0).max(100),
  nutrition: z.object({
    calories: z.number().nonnegative(),
    protein: z.number().nonnegative(),
    carbs: z.number().nonnegative(),
    fat: z.number().nonnegative(),
  }),
  allergens: z.array(z.enum(ALLERGENS)),
  diets: z.array(z.enum(DIETS)),
  badges: z.array(
    z.object({
      component: z.enum(HEI_COMPONENTS),
      name: z.string(),
      amount: z.number().nonnegative(),
      unit: z.enum(['cup eq', 'oz eq']),
    }),
  ),
  /** Lines left out of nutrition and cost, each with why. */
  leftOut: z.array(
    z.object({ index: z.number().int().min(0), line: z.string(), message: z.string() }),
  ),
  /** One sentence per food outside the catalogue whose facts are estimated by a written rule. */
  estimates: z.array(z.string()),
});
export type RecipeFactsCard = z.infer<typeof recipeFactsCardSchema>;

/** A stored recipe as the app uses it, with its facts. */
export const storedRecipeSchema = ownRecipeInputSchema.extend({
  id: z.uuid(),
  version: z.number().int().min(1),
  updatedAt: z.string(),
  facts: recipeFactsCardSchema,
});
export type StoredRecipe = z.infer<typeof storedRecipeSchema>;

export const bookListResponseSchema = z.object({
  recipes: z.array(storedRecipeSchema),
  /** Rows that could not be read, each with why (they stay stored, untouched). */
  unreadable: z.array(z.object({ id: z.string(), error: z.string() })),
});
export const bookFactsResponseSchema = z.object({ facts: recipeFactsCardSchema });
export const bookLineResponseSchema = z.object({ line: draftLineSchema });
export const bookSearchResponseSchema = z.object({ foods: z.array(foodChoiceSchema) });
