/**
 * The import function's request and answer: a recipe read from a page or from pasted text,
 * turned into the review form's draft. Each ingredient line is resolved (read, matched to a
 * food, weighed) with its status and message, so the form shows every line, the unmatched ones
 * included; nothing is saved here. The schemas are shared by the function and the app.
 */
import { z } from 'zod';
import { CUISINES, MEAL_TYPES } from '../catalogue/types.ts';
import { MAX_PASTED_CHARS, type PastedRecipe } from './pasted-recipe.ts';
import type { PageRecipe } from './page-recipe.ts';
import type { FoodCandidate } from './match-food.ts';
import { foodIdSchema } from './own-recipe.ts';
import { MAX_LINES } from './recipe-fields.ts';
import { resolveIngredientLine } from './resolve-line.ts';
import { readableSr28Name } from './sr28-food.ts';

/** The form offers a few other foods per line; search finds the rest. */
export const MAX_ALTERNATIVES = 8;
export const MAX_URL_CHARS = 2048;
/**
 * Ingredient lines resolved for one import, over all the recipes of a page (a line takes a
 * millisecond or two): a page of fifty long recipes must not hold the function for seconds.
 */
export const MAX_IMPORT_LINES = 600;

/** The caller may name themselves, as the other functions' bodies do; it must be them. */
const userId = z.uuid({ message: 'userId must be a user id' }).optional();

export const BODY_NEEDS_ONE =
  'send either url (a web address of a recipe page) or text (a pasted recipe), not both';

export const importRequestSchema = z
  .strictObject({
    userId,
    url: z
      .string()
      .trim()
      .min(1, { message: 'url must be a web address' })
      .max(MAX_URL_CHARS, { message: `url must be at most ${MAX_URL_CHARS} characters` })
      .optional(),
    text: z
      .string()
      .refine((text) => text.trim().length > 0, { message: 'text must not be empty' })
      .refine((text) => text.length <= MAX_PASTED_CHARS, {
        message: `text must be at most ${MAX_PASTED_CHARS.toLocaleString('en-US')} characters`,
      })
      .optional(),
  })
  .refine((body) => (body.url === undefined) !== (body.text === undefined), {
    message: BODY_NEEDS_ONE,
  });
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** A food the form offers for a line. Its id is the one a recipe stores and the own-recipes
 *  function takes back: a catalogue key or 'sr28:<NDB number>'. */
export const foodChoiceSchema = z.object({
  id: foodIdSchema,
  source: z.enum(['catalogue', 'sr28']),
  name: z.string().min(1),
  ndb: z.string().min(1),
  score: z.number().min(0),
});

export const LINE_STATUSES = [
  'matched',
  'unweighed',
  'unmatched',
  'heading',
  'empty',
  'refused',
] as const;

export const draftLineSchema = z.object({
  text: z.string(),
  status: z.enum(LINE_STATUSES),
  /** The amount as read ("2 (15 oz) cans": 2 and 'can'); absent when the line gives none. */
  quantity: z.number().positive().optional(),
  unit: z.string().min(1).optional(),
  preparation: z.array(z.string()),
  food: foodChoiceSchema.optional(),
  alternatives: z.array(foodChoiceSchema).max(MAX_ALTERNATIVES),
  grams: z.number().positive().optional(),
  /** How the grams were found ("2 cups = 250 g (USDA SR28 …)"). */
  conversion: z.string().optional(),
  estimated: z.boolean(),
  /** Why the line is left out of nutrition and cost, when it is. */
  message: z.string().optional(),
});
export type DraftLine = z.infer<typeof draftLineSchema>;

const minutes = z.number().int().min(0).optional();

export const recipeDraftSchema = z.object({
  name: z.string().min(1).max(300),
  description: z.string().min(1).optional(),
  servings: z.number().int().min(1).optional(),
  yieldText: z.string().min(1).optional(),
  prepMinutes: minutes,
  cookMinutes: minutes,
  mealTypes: z.array(z.enum(MEAL_TYPES)),
  cuisine: z.enum(CUISINES).optional(),
  ingredients: z.array(draftLineSchema).min(1).max(MAX_LINES),
  steps: z
    .array(z.object({ text: z.string().min(1), section: z.string().min(1).optional() }))
    .max(MAX_LINES),
  sourceUrl: z.url({ protocol: /^https?$/ }).optional(),
  imageUrl: z.url({ protocol: /^https?$/ }).optional(),
  /** Lines left out of nutrition and cost until the person fixes them. */
  unresolvedLines: z.number().int().min(0),
});
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;

export const importResponseSchema = z.object({
  /** One draft per recipe found; a page with several lets the person pick. */
  drafts: z.array(recipeDraftSchema).min(1),
  /** What was skipped or guessed on the way, to show above the form. */
  notes: z.array(z.string()),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

export type FoodChoice = z.infer<typeof foodChoiceSchema>;

/** A matched food as the form offers it: the id a recipe stores, an SR28 food's name spelled
 *  out ('Shallots, raw', not 'SHALLOTS, RAW'). */
export function foodChoice(candidate: FoodCandidate): FoodChoice {
  if (candidate.source === 'catalogue') return { ...candidate };
  return {
    ...candidate,
    id: `sr28:${candidate.ndb}`,
    name: readableSr28Name(candidate.name),
  };
}

/** One ingredient line as the review form shows it; with `picked`, weighed for that food. */
export function draftLine(text: string, picked?: FoodCandidate): DraftLine {
  const resolved = resolveIngredientLine(text, picked);
  const base = { text, status: resolved.status, preparation: [] as string[], estimated: false };
  if (!('line' in resolved)) return { ...base, alternatives: [], message: resolved.message };
  const { line } = resolved;
  const amount = {
    ...(line.quantity && line.quantity.value > 0 ? { quantity: line.quantity.value } : {}),
    ...(line.unit ? { unit: line.unit } : {}),
    preparation: line.preparation,
  };
  const alternatives = resolved.alternatives.slice(0, MAX_ALTERNATIVES).map(foodChoice);
  if (resolved.status === 'unmatched')
    return { ...base, ...amount, alternatives, message: resolved.message };
  const food = foodChoice(resolved.food);
  if (resolved.status === 'unweighed')
    return { ...base, ...amount, food, alternatives, message: resolved.message };
  return {
    ...base,
    ...amount,
    food,
    alternatives,
    grams: resolved.grams,
    conversion: resolved.conversion,
    estimated: resolved.estimated,
  };
}

export type DraftSource = (PageRecipe | (PastedRecipe & { sourceUrl?: undefined })) & {
  mealTypes?: PageRecipe['mealTypes'];
  cuisine?: PageRecipe['cuisine'];
  imageUrl?: string;
};

/**
 * The form has prep and cook times; a recipe that gives only a total (or a total and prep) has
 * the rest counted as cooking, so the planner's time rule sees the whole time.
 */
function cookMinutesOf(recipe: DraftSource): number | undefined {
  if (recipe.cookMinutes !== undefined) return recipe.cookMinutes;
  if (recipe.totalMinutes === undefined) return undefined;
  return Math.max(0, recipe.totalMinutes - (recipe.prepMinutes ?? 0));
}

/** A recipe read from a page or pasted text as the review form's draft. */
export function recipeDraft(recipe: DraftSource): RecipeDraft {
  const ingredients = recipe.ingredients.map((text) => draftLine(text));
  // Absent fields stay undefined, which the JSON answer leaves out.
  return {
    name: recipe.name,
    description: recipe.description,
    servings: recipe.servings,
    yieldText: recipe.yieldText,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: cookMinutesOf(recipe),
    cuisine: recipe.cuisine,
    sourceUrl: recipe.sourceUrl,
    imageUrl: recipe.imageUrl,
    mealTypes: recipe.mealTypes ?? [],
    ingredients,
    steps: recipe.steps,
    unresolvedLines: ingredients.filter(
      (line) =>
        line.status === 'unmatched' || line.status === 'unweighed' || line.status === 'refused',
    ).length,
  };
}

/**
 * Drafts of a page's recipes in the page's order, as many as MAX_IMPORT_LINES ingredient lines
 * allow (always the first), with a note when some are left for another import.
 */
export function recipeDrafts(recipes: readonly DraftSource[]): ImportResponse {
  const drafts: RecipeDraft[] = [];
  let lines = 0;
  for (const recipe of recipes) {
    lines += recipe.ingredients.length;
    if (drafts.length > 0 && lines > MAX_IMPORT_LINES) break;
    drafts.push(recipeDraft(recipe));
  }
  const left = recipes.length - drafts.length;
  const notes =
    left > 0
      ? [
          `The page holds ${recipes.length} recipes; the first ${drafts.length} are offered here. An import reads at most ${MAX_IMPORT_LINES} ingredient lines: paste another of them as text to import it.`,
        ]
      : [];
  return { drafts, notes };
}
