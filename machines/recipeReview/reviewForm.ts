/**
 * The review form read and written: where its fields start (a stored recipe, a draft read from a
 * page or text, nothing), and the recipe they make, checked with the book's own schema so the
 * form says what the function and the table would refuse, field by field.
 */
import {
  ownRecipeInputSchema,
  type OwnRecipeInput,
  type StoredRecipe,
} from '../../supabase/functions/_shared/own-recipes/book-api.ts';
import type { RecipeDraft } from '../../supabase/functions/_shared/own-recipes/draft-schema.ts';
import { MAX_LINE_GRAMS } from '../../supabase/functions/_shared/own-recipes/limits.ts';
import {
  OWN_RECIPE_LIMITS,
  type OwnIngredient,
} from '../../supabase/functions/_shared/own-recipes/own-recipe.ts';
import { reviewTexts } from '../texts/ownRecipes.ts';
import type {
  ReviewErrors,
  ReviewField,
  ReviewFields,
  ReviewInput,
  ReviewLine,
} from './recipeReview.types.ts';

const errors = reviewTexts.errors;

export const EMPTY_FIELDS: ReviewFields = {
  name: '',
  servings: '4',
  prepMinutes: '',
  cookMinutes: '',
  mealTypes: ['DINNER'],
  cuisine: '',
  methods: [],
  steps: '',
  sourceUrl: '',
  planPerWeek: '0',
};

/** Never sent: a state that sends a recipe is entered only with one set (its placeholder). */
export const NO_RECIPE: OwnRecipeInput = {
  name: '',
  servings: 1,
  prepMinutes: 0,
  cookMinutes: 0,
  mealTypes: [],
  cuisine: null,
  methods: [],
  ingredients: [],
  steps: [],
  sourceUrl: null,
  planPerWeek: 0,
};

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** An empty form for a recipe typed by hand: three blank lines to start from. */
export function typedInput(userId: string | null): ReviewInput {
  const blank = { text: '', read: null };
  return { userId, recipeId: null, fields: EMPTY_FIELDS, lines: [blank, blank, blank], notes: [] };
}

/** The form for a draft read from a page or pasted text; nothing is saved until Save. */
export function draftInput(
  userId: string | null,
  draft: RecipeDraft,
  notes: readonly string[],
): ReviewInput {
  return {
    userId,
    recipeId: null,
    notes: [
      ...notes,
      ...(draft.yieldText && draft.servings === undefined ? [`Yield: ${draft.yieldText}`] : []),
    ],
    fields: {
      ...EMPTY_FIELDS,
      name: draft.name,
      servings: text(draft.servings) || EMPTY_FIELDS.servings,
      prepMinutes: text(draft.prepMinutes),
      cookMinutes: text(draft.cookMinutes),
      mealTypes: draft.mealTypes.length > 0 ? [...draft.mealTypes] : EMPTY_FIELDS.mealTypes,
      cuisine: draft.cuisine ?? '',
      steps: draft.steps.map((step) => step.text).join('\n'),
      sourceUrl: draft.sourceUrl ?? '',
    },
    lines: draft.ingredients.map((line) => ({ text: line.text, read: line })),
  };
}

/**
 * The form for a stored recipe. Its lines are read again as the form opens (the stored line
 * keeps only the food and grams the person confirmed, not the alternatives or the conversion).
 */
export function storedInput(userId: string | null, recipe: StoredRecipe): ReviewInput {
  return {
    userId,
    recipeId: recipe.id,
    notes: [],
    fields: {
      name: recipe.name,
      servings: String(recipe.servings),
      prepMinutes: String(recipe.prepMinutes),
      cookMinutes: String(recipe.cookMinutes),
      mealTypes: [...recipe.mealTypes],
      cuisine: recipe.cuisine ?? '',
      methods: [...recipe.methods],
      steps: recipe.steps.join('\n'),
      sourceUrl: recipe.sourceUrl ?? '',
      planPerWeek: String(recipe.planPerWeek),
    },
    lines: recipe.ingredients.map((line) => ({
      text: line.line,
      read: null,
      ...(line.food === undefined ? {} : { food: line.food }),
      ...(line.grams === undefined ? {} : { grams: line.grams }),
    })),
  };
}

/** The form's lines as the machine keeps them, keyed from 0. */
export function linesOf(input: ReviewInput): ReviewLine[] {
  return input.lines.map((line, key) => ({
    key,
    text: line.text,
    read: line.read,
    readText: line.read ? line.text : '',
    grams: line.grams === undefined ? '' : String(line.grams),
  }));
}

/** A line the function should read (again): it has text that is not the text last read. */
export function isStale(line: ReviewLine): boolean {
  return line.text.trim() !== '' && line.text !== line.readText;
}

/** Typed grams: '' for none, a number in range, or a message. */
export function readGrams(typed: string): number | undefined | { error: string } {
  if (typed.trim() === '') return undefined;
  const grams = Number(typed.trim());
  if (!Number.isFinite(grams) || grams <= 0 || grams > MAX_LINE_GRAMS)
    return { error: errors.grams };
  return grams;
}

/** A line as the table stores it: the text, the food and grams read (or typed), the preparation. */
export function ingredientOf(line: ReviewLine): OwnIngredient {
  const read = line.read && line.readText === line.text ? line.read : null;
  const typed = readGrams(line.grams);
  const grams = typeof typed === 'number' ? typed : read?.grams;
  const note = read?.preparation.join(', ');
  return {
    line: line.text.trim(),
    ...(read?.food ? { food: read.food.id } : {}),
    ...(grams === undefined ? {} : { grams }),
    ...(note ? { note } : {}),
  };
}

const FIELD_OF: Partial<Record<string, ReviewField>> = {
  name: 'name',
  servings: 'servings',
  prepMinutes: 'prepMinutes',
  cookMinutes: 'cookMinutes',
  mealTypes: 'mealTypes',
  cuisine: 'cuisine',
  methods: 'methods',
  steps: 'steps',
  sourceUrl: 'sourceUrl',
};

function fieldMessage(field: ReviewField): string {
  switch (field) {
    case 'name':
      return errors.name;
    case 'servings':
      return errors.servings;
    case 'prepMinutes':
      return errors.minutes(OWN_RECIPE_LIMITS.prepMinutes);
    case 'cookMinutes':
      return errors.minutes(OWN_RECIPE_LIMITS.cookMinutes);
    case 'mealTypes':
      return errors.mealTypes;
    case 'steps':
      return errors.tooManySteps;
    default:
      return errors.sourceUrl;
  }
}

const numberOf = (typed: string, blank: number) => (typed.trim() === '' ? blank : Number(typed));

/** The recipe the form makes, before it is checked. */
export function recipeOf(fields: ReviewFields, lines: readonly ReviewLine[]) {
  const source = fields.sourceUrl.trim();
  return {
    name: fields.name.trim(),
    servings: numberOf(fields.servings, Number.NaN),
    prepMinutes: numberOf(fields.prepMinutes, 0),
    cookMinutes: numberOf(fields.cookMinutes, 0),
    mealTypes: fields.mealTypes,
    cuisine: fields.cuisine === '' ? null : fields.cuisine,
    methods: fields.methods,
    ingredients: lines.filter((line) => line.text.trim() !== '').map(ingredientOf),
    steps: fields.steps
      .split('\n')
      .map((step) => step.trim())
      .filter((step) => step !== ''),
    sourceUrl: source === '' ? null : source,
    planPerWeek: Number(fields.planPerWeek),
  };
}

export type ReadRecipe = { ok: true; recipe: OwnRecipeInput } | { ok: false; errors: ReviewErrors };

/** The recipe the form makes, or the messages to show under its fields and lines. */
export function readReview(fields: ReviewFields, lines: readonly ReviewLine[]): ReadRecipe {
  const found: ReviewErrors = { fields: {}, lines: {} };
  for (const line of lines) {
    const grams = readGrams(line.grams);
    if (typeof grams === 'object') found.lines[line.key] = grams.error;
  }
  const candidate = recipeOf(fields, lines);
  if (candidate.sourceUrl !== null && !/^https?:\/\//i.test(candidate.sourceUrl))
    found.fields.sourceUrl = errors.sourceUrl;
  const parsed = ownRecipeInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head] = issue.path;
      if (head === 'ingredients')
        found.form = candidate.ingredients.length === 0 ? errors.lines : errors.tooManyLines;
      const field = FIELD_OF[String(head)];
      if (field && found.fields[field] === undefined) found.fields[field] = fieldMessage(field);
    }
    if (candidate.name.length > OWN_RECIPE_LIMITS.nameChars) found.fields.name = errors.nameLong;
  }
  const clean =
    Object.keys(found.fields).length === 0 &&
    Object.keys(found.lines).length === 0 &&
    found.form === undefined;
  return clean && parsed.success ? { ok: true, recipe: parsed.data } : { ok: false, errors: found };
}

/**
 * What the facts panel can be computed from while the form is being filled in: the lines and
 * the servings are what the facts depend on; a name or meal type not chosen yet stands in with
 * a placeholder, so the panel is live from the first line typed.
 */
export function factsRecipe(
  fields: ReviewFields,
  lines: readonly ReviewLine[],
): { recipe: OwnRecipeInput } | { message: string } {
  const candidate = recipeOf(fields, lines);
  if (candidate.ingredients.length === 0) return { message: reviewTexts.factsNeedLines };
  const parsed = ownRecipeInputSchema.safeParse({
    ...candidate,
    name: candidate.name || reviewTexts.newTitle,
    mealTypes: candidate.mealTypes.length > 0 ? candidate.mealTypes : EMPTY_FIELDS.mealTypes,
    prepMinutes: Number.isInteger(candidate.prepMinutes) ? candidate.prepMinutes : 0,
    cookMinutes: Number.isInteger(candidate.cookMinutes) ? candidate.cookMinutes : 0,
    sourceUrl: null,
  });
  if (parsed.success) return { recipe: parsed.data };
  const servings = parsed.error.issues.some((issue) => issue.path[0] === 'servings');
  return { message: servings ? reviewTexts.factsNeedServings : reviewTexts.factsFailed };
}
