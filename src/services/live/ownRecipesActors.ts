/**
 * The live actor sets of "My recipes" and its review form. The `own-recipes` function lists the
 * recipes with their facts, computes the facts of a recipe under review, reads one line again
 * and searches foods; `import-recipe` reads pasted text or a web page into drafts. Both are
 * called through supabase-js with the person's token (invokePlanner), the body checked with the
 * function's own schema before it leaves and the answer after it arrives. Saving, copying and
 * deleting write the `own_recipes` table as the person (row-level security keeps each to their
 * own rows); the database sets the version and the timestamps.
 */
import { fromPromise } from 'xstate';
import type { z } from '../zod.ts';
import {
  ownRecipeColumns,
  bookFactsResponseSchema,
  bookLineResponseSchema,
  bookListResponseSchema,
  bookRequestSchema,
  bookSearchResponseSchema,
  type BookRequest,
  type OwnRecipeInput,
  type RecipeFactsCard,
} from '../../../supabase/functions/_shared/own-recipes/book-api.ts';
import {
  importRequestSchema,
  importResponseSchema,
  type DraftLine,
  type ImportResponse,
} from '../../../supabase/functions/_shared/own-recipes/draft-schema.ts';
import type {
  CopyInput,
  ImportInput,
  OwnRecipesActors,
  OwnRecipesInput,
  RecipeBook,
  RemoveInput,
} from '../../../machines/ownRecipes/ownRecipes.types.ts';
import type {
  FactsRequest,
  FoodChoice,
  LineRequest,
  ReviewActors,
  SaveRequest,
  SearchRequest,
} from '../../../machines/recipeReview/recipeReview.types.ts';
import { ownRecipesTexts as texts } from '../../../machines/texts/ownRecipes.ts';
import type { Database } from '../../../supabase/types/database.ts';
import { getSupabase, type AppSupabaseClient } from '../supabase.ts';
import { FunctionCallError, invokePlanner, requireUser } from './plans.ts';

type Client = () => Promise<AppSupabaseClient>;
type RecipeRow = Database['public']['Tables']['own_recipes']['Insert'];

/** A function's failure in the person's words: its own explanation, else ours. */
async function called<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // supabase-js's own words for a request that never arrived name its internals.
    if (error instanceof Error && error.name === 'FunctionsFetchError')
      throw new Error(texts.unreachable, { cause: error });
    if (error instanceof FunctionCallError && error.status === 429)
      throw new Error(texts.tooMany, { cause: error });
    throw error;
  }
}

/** A body the function would refuse never leaves: its first problem is the message. */
function checkedBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const checked = schema.safeParse(body);
  if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? texts.invalidAnswer);
  return checked.data;
}

/** One call of the own-recipes function, its body checked first and its answer after. */
async function callBook<T>(body: BookRequest, answer: z.ZodType<T>): Promise<T> {
  const checked = checkedBody(bookRequestSchema, body);
  return called(() => invokePlanner('own-recipes', checked, answer, texts.invalidAnswer));
}

export function loadBook(input: OwnRecipesInput): Promise<RecipeBook> {
  return callBook({ action: 'list', userId: requireUser(input.userId) }, bookListResponseSchema);
}

/** A recipe as the table's row. */
export function rowOf(recipe: OwnRecipeInput, userId: string): RecipeRow {
  return ownRecipeColumns(recipe, userId);
}

/** Writes the row (inserted without an id, else updated) and answers with its id. */
export async function saveRecipe(input: SaveRequest, client: Client = getSupabase) {
  const userId = requireUser(input.userId);
  const supabase = await client();
  const row = rowOf(input.recipe, userId);
  const { data, error } =
    input.recipeId === null
      ? await supabase.from('own_recipes').insert(row).select('id').single()
      : await supabase
          .from('own_recipes')
          .update(row)
          .eq('id', input.recipeId)
          .eq('user_id', userId)
          .select('id')
          .single();
  if (error) throw new Error(error.message);
  return data.id;
}

export async function removeRecipe(
  input: RemoveInput,
  client: Client = getSupabase,
): Promise<RecipeBook> {
  const userId = requireUser(input.userId);
  const supabase = await client();
  const { error } = await supabase
    .from('own_recipes')
    .delete()
    .eq('id', input.id)
    .eq('user_id', userId);
  if (error) throw new Error(error.message);
  return loadBook(input);
}

export async function copyRecipe(
  input: CopyInput,
  client: Client = getSupabase,
): Promise<RecipeBook> {
  await saveRecipe({ userId: input.userId, recipeId: null, recipe: input.recipe }, client);
  return loadBook(input);
}

export async function importRecipe(input: ImportInput): Promise<ImportResponse> {
  const value = input.value.trim();
  const body = checkedBody(importRequestSchema, {
    userId: requireUser(input.userId),
    ...(input.way === 'url' ? { url: value } : { text: input.value }),
  });
  return called(() =>
    invokePlanner('import-recipe', body, importResponseSchema, texts.invalidAnswer),
  );
}

export async function loadFacts(input: FactsRequest): Promise<RecipeFactsCard> {
  const body = {
    action: 'facts' as const,
    userId: requireUser(input.userId),
    recipe: input.recipe,
  };
  return (await callBook(body, bookFactsResponseSchema)).facts;
}

export async function readLine(input: LineRequest): Promise<DraftLine> {
  const body = {
    action: 'line' as const,
    userId: requireUser(input.userId),
    text: input.text,
    ...(input.food === undefined ? {} : { food: input.food }),
  };
  return (await callBook(body, bookLineResponseSchema)).line;
}

export async function searchFoods(input: SearchRequest): Promise<FoodChoice[]> {
  const body = { action: 'search' as const, userId: requireUser(input.userId), query: input.query };
  return (await callBook(body, bookSearchResponseSchema)).foods;
}

export const liveOwnRecipesActors = {
  loadBook: fromPromise<RecipeBook, OwnRecipesInput>(({ input }) => loadBook(input)),
  removeRecipe: fromPromise<RecipeBook, RemoveInput>(({ input }) => removeRecipe(input)),
  copyRecipe: fromPromise<RecipeBook, CopyInput>(({ input }) => copyRecipe(input)),
  importRecipe: fromPromise<ImportResponse, ImportInput>(({ input }) => importRecipe(input)),
} satisfies OwnRecipesActors;

export const liveReviewActors = {
  loadFacts: fromPromise<RecipeFactsCard, FactsRequest>(({ input }) => loadFacts(input)),
  readLine: fromPromise<DraftLine, LineRequest>(({ input }) => readLine(input)),
  searchFoods: fromPromise<FoodChoice[], SearchRequest>(({ input }) => searchFoods(input)),
  saveRecipe: fromPromise<string, SaveRequest>(({ input }) => saveRecipe(input)),
} satisfies ReviewActors;
