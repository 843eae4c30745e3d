/**
 * The import function's request and answer: a recipe read from a page or from pasted text,
 * turned into the review form's draft. Each ingredient line is resolved (read, matched to a
 * food, weighed) with its status and message, so the form shows every line, the unmatched ones
 * included; nothing is saved here. The schemas are in draft-schema.ts.
 */
import type { PastedRecipe } from './pasted-recipe.ts';
import type { PageRecipe } from './page-recipe.ts';
import type { FoodCandidate } from './match-food.ts';
import { resolveIngredientLine } from './resolve-line.ts';
import { readableSr28Name } from './sr28-food.ts';
import {
  MAX_ALTERNATIVES,
  MAX_IMPORT_LINES,
  type DraftLine,
  type FoodChoice,
  type ImportResponse,
  type RecipeDraft,
} from './draft-schema.ts';

export * from './draft-schema.ts';

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
