/**
 * A stored own recipe (a row of public.own_recipes) as the functions read it: the same bounds
 * as the migration (supabase/migrations/20261128010000_own_recipes.sql) checks, so a row the
 * database would refuse is refused here too with a message that names the field, and the
 * checks the migration leaves to the app on each ingredient element.
 */
import { z } from 'zod';
import { COOKING_METHODS, CUISINES, MEAL_TYPES } from '../catalogue/types.ts';
import { MAX_LINE_GRAMS, MAX_TEXT } from './limits.ts';

export const OWN_RECIPE_LIMITS = {
  nameChars: 200,
  maxServings: 100,
  prepMinutes: 1440,
  cookMinutes: 2880,
  mealTypes: 4,
  methods: 6,
  lines: 100,
  steps: 100,
  jsonBytes: 100_000,
  sourceUrlChars: 2000,
  planPerWeek: 2,
} as const;

/** Own recipes marked "plan it" that one week takes (the most recently edited first). */
export const MAX_OWN_IN_WEEK = 40;

/** A food chosen for a line: a catalogue key ('green_onion') or an SR28 food ('sr28:11677'). */
export const foodIdSchema = z
  .string()
  .regex(/^(?:[a-z][a-z0-9_]*|sr28:\d{5})$/, 'a catalogue food key or sr28:<5-digit NDB number>');

/** One ingredient element as the person confirmed it. */
export const ownIngredientSchema = z.strictObject({
  line: z.string().trim().min(1, 'an ingredient line has text').max(MAX_TEXT),
  food: foodIdSchema.optional(),
  grams: z
    .number()
    .positive('grams are more than 0')
    .max(MAX_LINE_GRAMS, `at most ${MAX_LINE_GRAMS} g on one line`)
    .optional(),
  note: z.string().max(MAX_TEXT).optional(),
});
export type OwnIngredient = z.infer<typeof ownIngredientSchema>;

/** Characters as Postgres counts them (code points), after btrim's removal of spaces only. */
function pgTrimmedLength(text: string): number {
  return [...text.replace(/^ +| +$/g, '')].length;
}

/** Bytes of a JSON value's text; Postgres's jsonb text adds a space after each ':' and ',', so
 *  this is a lower bound of what the database measures. */
function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

const jsonWithin = <T extends z.ZodType>(schema: T, what: string) =>
  schema.refine(
    (value) => jsonBytes(value) <= OWN_RECIPE_LIMITS.jsonBytes,
    `${what} take at most ${OWN_RECIPE_LIMITS.jsonBytes} bytes`,
  );

/** PostgREST sends numeric(5,1) as a number; a text form is read too. */
const servingsSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d)?$/)
      .transform(Number),
  ])
  .pipe(
    z
      .number()
      .positive('servings are more than 0')
      .max(OWN_RECIPE_LIMITS.maxServings, `at most ${OWN_RECIPE_LIMITS.maxServings} servings`)
      .refine(
        (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
        'servings have one decimal',
      ),
  );

const minutes = (max: number) => z.number().int().min(0).max(max);

export const ownRecipeRowSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  name: z
    .string()
    .refine(
      (name) => pgTrimmedLength(name) >= 1 && pgTrimmedLength(name) <= OWN_RECIPE_LIMITS.nameChars,
      `a name has 1 to ${OWN_RECIPE_LIMITS.nameChars} characters`,
    ),
  servings: servingsSchema,
  prep_minutes: minutes(OWN_RECIPE_LIMITS.prepMinutes),
  cook_minutes: minutes(OWN_RECIPE_LIMITS.cookMinutes),
  meal_types: z.array(z.enum(MEAL_TYPES)).min(1).max(OWN_RECIPE_LIMITS.mealTypes),
  cuisine: z.enum(CUISINES).nullable(),
  methods: z.array(z.enum(COOKING_METHODS)).max(OWN_RECIPE_LIMITS.methods),
  ingredients: jsonWithin(
    z.array(ownIngredientSchema).min(1).max(OWN_RECIPE_LIMITS.lines),
    'ingredients',
  ),
  steps: jsonWithin(z.array(z.string()).max(OWN_RECIPE_LIMITS.steps), 'steps'),
  source_url: z
    .string()
    .regex(/^https?:\/\//, 'a source address starts with http:// or https://')
    .max(OWN_RECIPE_LIMITS.sourceUrlChars)
    .nullable(),
  plan_per_week: z.number().int().min(0).max(OWN_RECIPE_LIMITS.planPerWeek),
  version: z.number().int().min(1),
});
export type OwnRecipeRow = z.input<typeof ownRecipeRowSchema>;

/** An own recipe as the code uses it. */
export interface OwnRecipe {
  id: string;
  userId: string;
  name: string;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  /** Each meal type once, in the catalogue's order. */
  mealTypes: (typeof MEAL_TYPES)[number][];
  cuisine: (typeof CUISINES)[number] | null;
  methods: (typeof COOKING_METHODS)[number][];
  ingredients: OwnIngredient[];
  steps: string[];
  sourceUrl: string | null;
  planPerWeek: number;
  version: number;
}

/** A recipe as the review form holds it, before or after it is saved. */
export const ownRecipeInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(OWN_RECIPE_LIMITS.nameChars),
  servings: z
    .number()
    .positive()
    .max(OWN_RECIPE_LIMITS.maxServings)
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, {
      message: 'servings have at most one decimal',
    }),
  prepMinutes: z.number().int().min(0).max(OWN_RECIPE_LIMITS.prepMinutes),
  cookMinutes: z.number().int().min(0).max(OWN_RECIPE_LIMITS.cookMinutes),
  mealTypes: z.array(z.enum(MEAL_TYPES)).min(1).max(OWN_RECIPE_LIMITS.mealTypes),
  cuisine: z.enum(CUISINES).nullable(),
  methods: z.array(z.enum(COOKING_METHODS)).max(OWN_RECIPE_LIMITS.methods),
  ingredients: z.array(ownIngredientSchema).min(1).max(OWN_RECIPE_LIMITS.lines),
  steps: z.array(z.string().max(MAX_TEXT)).max(OWN_RECIPE_LIMITS.steps),
  sourceUrl: z
    .string()
    .regex(/^https?:\/\//, { message: 'a source address starts with http:// or https://' })
    .max(OWN_RECIPE_LIMITS.sourceUrlChars)
    .nullable(),
  planPerWeek: z.number().int().min(0).max(OWN_RECIPE_LIMITS.planPerWeek),
});
export type OwnRecipeInput = z.infer<typeof ownRecipeInputSchema>;

/** An own recipe as a stored week keeps its copy (weeklyPlan.personal.own): the form's recipe
 *  with its id, owner and version. */
export const ownRecipeCopySchema = ownRecipeInputSchema.extend({
  id: z.uuid(),
  userId: z.uuid(),
  version: z.number().int().min(1),
}) satisfies z.ZodType<OwnRecipe>;

export type ParsedOwnRecipe = { ok: true; recipe: OwnRecipe } | { ok: false; error: string };

/** A stored row as a typed own recipe, or a message naming every field that is wrong. */
export function parseOwnRecipeRow(row: unknown): ParsedOwnRecipe {
  const parsed = ownRecipeRowSchema.safeParse(row);
  if (!parsed.success) {
    return { ok: false, error: `Not a stored own recipe: ${z.prettifyError(parsed.error)}` };
  }
  const data = parsed.data;
  return {
    ok: true,
    recipe: {
      id: data.id,
      userId: data.user_id,
      name: data.name.trim(),
      servings: data.servings,
      prepMinutes: data.prep_minutes,
      cookMinutes: data.cook_minutes,
      mealTypes: MEAL_TYPES.filter((type) => data.meal_types.includes(type)),
      cuisine: data.cuisine,
      methods: COOKING_METHODS.filter((method) => data.methods.includes(method)),
      ingredients: data.ingredients,
      steps: data.steps,
      sourceUrl: data.source_url,
      planPerWeek: data.plan_per_week,
      version: data.version,
    },
  };
}
