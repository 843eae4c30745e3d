/**
 * own-recipes: what the "My recipes" screen needs computed on the server, for the signed-in
 * caller (the request and answer are _shared/own-recipes/book-api.ts):
 * - list: the caller's own recipes, newest edit first, each with its facts per serving at their
 *   place (their price level, their price book); a stored row the app cannot read is named in
 *   `unreadable` with why, and left as it is;
 * - facts: the facts of a recipe being reviewed, not saved;
 * - line: one ingredient line read again, weighed for the food the person picked (422 when the
 *   food is unknown);
 * - search: foods for "pick another by search".
 * Saving, duplicating and deleting go to the own_recipes table itself, under its row-level
 * security. 400 is a malformed body.
 */
import { plannerHandler } from '../_shared/edge/handler.ts';
import { errorJson, json, type Caller } from '../_shared/edge/http.ts';
import { readReceipts } from '../_shared/edge/pantryStore.ts';
import { readPreferences } from '../_shared/edge/store.ts';
import {
  bookRequestSchema,
  storedRecipeSchema,
  type BookRequest,
  type StoredRecipe,
} from '../_shared/own-recipes/book-api.ts';
import {
  UnknownFoodError,
  lineWithFood,
  recipeFactsCard,
  searchFoodChoices,
} from '../_shared/own-recipes/book.ts';
import { parseOwnRecipeRow, type OwnRecipe } from '../_shared/own-recipes/own-recipe.ts';
import type { CostOptions, PriceBookEntry } from '../_shared/own-recipes/own-recipe-cost.ts';
import { paidPrices } from '../_shared/pantry/priceBook.ts';
import { productCatalogue } from '../_shared/planner/catalogue.ts';
import { resolveProfile } from '../_shared/planner/profile.ts';

/** The most recipes one list answers; a person with more sees this many, newest edit first. */
export const MAX_LISTED = 1000;

/**
 * Prices at the caller's place: the planner's price level factor from their zip code, stores
 * and quality, and their price book as the planner reads it (pantry/priceBook.ts: the last six
 * months of receipts, each food at the catalogue's package). The price book is keyed by
 * catalogue food, as the price_book table is.
 */
async function costOptionsFor(who: Caller): Promise<CostOptions> {
  const [stored, receipts] = await Promise.all([
    readPreferences(who.client, who.userId),
    readReceipts(who.client, who.userId, who.today),
  ]);
  const profile = resolveProfile(stored, {});
  const catalogue = productCatalogue();
  const priceFactor = catalogue.priceLevel({
    zipCode: profile.zipCode,
    stores: profile.stores,
    quality: profile.quality,
  }).factor;
  const priceBook = new Map<string, PriceBookEntry>();
  for (const [food, paid] of Object.entries(
    paidPrices(receipts, who.today, catalogue, priceFactor),
  )) {
    const price = catalogue.prices.get(food);
    if (!price) continue;
    priceBook.set(food, {
      packagePrice: paid.cents / 100,
      packageGrams: price.packageGrams,
      receipts: paid.receipts,
      lastPaid: paid.lastPaid,
    });
  }
  return { priceFactor, priceBook };
}

function storedRecipe(recipe: OwnRecipe, updatedAt: string, options: CostOptions): StoredRecipe {
  return {
    id: recipe.id,
    version: recipe.version,
    updatedAt,
    name: recipe.name,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    mealTypes: recipe.mealTypes,
    cuisine: recipe.cuisine,
    methods: recipe.methods,
    ingredients: recipe.ingredients,
    steps: recipe.steps,
    sourceUrl: recipe.sourceUrl,
    planPerWeek: recipe.planPerWeek,
    facts: recipeFactsCard(recipe, options),
  };
}

/** Why a row cannot be listed: the stored row's own error, else where the list's shape (the
 *  review form's bounds) refuses it. */
function readRow(
  row: unknown,
  options: CostOptions,
): { ok: true; recipe: StoredRecipe } | { ok: false; error: string } {
  const parsed = parseOwnRecipeRow(row);
  if (!parsed.ok) return parsed;
  const updatedAt = (row as { updated_at?: unknown }).updated_at;
  const listed = storedRecipeSchema.safeParse(
    storedRecipe(parsed.recipe, typeof updatedAt === 'string' ? updatedAt : '', options),
  );
  if (listed.success) return { ok: true, recipe: listed.data };
  const fields = listed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  return { ok: false, error: `Not a recipe the form can show: ${fields.join('; ')}` };
}

async function list(who: Caller): Promise<Response> {
  const [options, read] = await Promise.all([
    costOptionsFor(who),
    who.client
      .from('own_recipes')
      .select('*')
      .eq('user_id', who.userId)
      .order('updated_at', { ascending: false })
      .range(0, MAX_LISTED - 1),
  ]);
  if (read.error) throw new Error(`Reading own_recipes failed: ${read.error.message}`);
  const rows: unknown[] = Array.isArray(read.data) ? read.data : [];
  const recipes: StoredRecipe[] = [];
  const unreadable: { id: string; error: string }[] = [];
  for (const row of rows) {
    const result = readRow(row, options);
    if (result.ok) recipes.push(result.recipe);
    else unreadable.push({ id: String((row as { id?: unknown }).id ?? ''), error: result.error });
  }
  return json(200, { recipes, unreadable });
}

async function answer(body: BookRequest, who: Caller): Promise<Response> {
  switch (body.action) {
    case 'list':
      return list(who);
    case 'facts':
      return json(200, { facts: recipeFactsCard(body.recipe, await costOptionsFor(who)) });
    case 'line':
      try {
        return json(200, { line: lineWithFood(body.text, body.food) });
      } catch (error) {
        if (error instanceof UnknownFoodError) return errorJson(422, { error: error.message });
        throw error;
      }
    case 'search':
      return json(200, { foods: searchFoodChoices(body.query) });
  }
}

export default function handler(req: Request, env: Record<string, string>): Promise<Response> {
  return plannerHandler({
    name: 'own-recipes',
    failure: 'Your recipes could not be read; please try again',
    schema: bookRequestSchema,
    run: answer,
  })(req, env);
}
