/**
 * The import function's request and answer as schemas, shared by the function and the app: a
 * recipe read from a page or from pasted text as the review form's draft, each ingredient line
 * with its status (matched, unweighed, unmatched, ...), the food it was matched to and the
 * alternatives. Kept apart from the code that reads recipes (import-draft.ts), so the app can
 * check an answer without loading it.
 */
import { z } from 'zod';
import { CUISINES, MEAL_TYPES } from '../catalogue/types.ts';
import { MAX_LINES, MAX_PASTED_CHARS } from './limits.ts';
import { foodIdSchema } from './own-recipe.ts';

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
export type FoodChoice = z.infer<typeof foodChoiceSchema>;

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
