/**
 * own-recipes through the local backend, as the "My recipes" screen calls it: the list holds the
 * caller's own recipes only (row-level security), newest edit first, each with its facts at the
 * caller's place, and names a stored row the app cannot read without touching it; the facts of
 * a recipe under review, a line weighed for a picked food and the food search answer in the
 * shapes of book-api.ts. Callers must be signed in and bodies well formed.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import {
  bookFactsResponseSchema,
  bookLineResponseSchema,
  bookListResponseSchema,
  bookSearchResponseSchema,
} from '../../supabase/functions/_shared/own-recipes/book-api.ts';
import { recipeFactsCard } from '../../supabase/functions/_shared/own-recipes/book.ts';
import { productCatalogue } from '../../supabase/functions/_shared/planner/catalogue.ts';
import { ownRecipeInput } from '../planner/own-recipes/own-recipe-builder.ts';
import {
  createSignedInUser,
  startTestBackend,
  type SignedInUser,
  type TestBackend,
  type TypedClient,
} from './support.ts';

let backend: TestBackend;
let person: SignedInUser;
let other: SignedInUser;

const TACOS = ownRecipeInput({
  prepMinutes: 10,
  cookMinutes: 15,
  steps: ['Brown the beef.', 'Fill the tortillas.'],
  sourceUrl: 'https://example.com/tacos',
  planPerWeek: 1,
});

/** The recipe as an own_recipes row of `user`. */
function row(user: SignedInUser, fields: Partial<Record<string, unknown>> = {}) {
  return {
    user_id: user.user.id,
    name: TACOS.name,
    servings: TACOS.servings,
    prep_minutes: TACOS.prepMinutes,
    cook_minutes: TACOS.cookMinutes,
    meal_types: TACOS.mealTypes,
    cuisine: TACOS.cuisine,
    methods: TACOS.methods,
    ingredients: TACOS.ingredients,
    steps: TACOS.steps,
    source_url: TACOS.sourceUrl,
    plan_per_week: TACOS.planPerWeek,
    ...fields,
  };
}

async function insert(user: SignedInUser, fields: Partial<Record<string, unknown>> = {}) {
  const { data, error } = await user.client
    .from('own_recipes')
    .insert(row(user, fields))
    .select('id')
    .single();
  if (error) throw new Error(`storing a recipe failed: ${error.message}`);
  return data.id;
}

beforeAll(async () => {
  backend = await startTestBackend({ inMemory: true });
  [person, other] = await Promise.all([createSignedInUser(backend), createSignedInUser(backend)]);
  // The other person shops in San Francisco at Aldi: their prices are not the national average.
  const { error } = await other.client.from('budget_settings').upsert({
    id: other.user.id,
    shopping_frequency: 'Weekly',
    zip_code: '94110',
    preferred_store: ['Aldi'],
    preferred_store_other: null,
    ingredient_quality: 'Balanced',
  });
  if (error) throw new Error(`storing budget settings failed: ${error.message}`);
});

afterAll(async () => {
  await backend?.close();
});

/** The function as the app calls it: supabase-js's invoke, signed in as `as` (the person). */
async function ownRecipes(
  body: unknown,
  as: TypedClient = person.client,
): Promise<{ status: number; answer: unknown }> {
  const { data, error } = await as.functions.invoke('own-recipes', { body: body as object });
  if (!error) return { status: 200, answer: data };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const response = error.context as Response;
  return { status: response.status, answer: await response.json() };
}

describe('own-recipes', () => {
  it("lists the caller's recipes only, newest edit first, and names a row it cannot read", async () => {
    const soup = await insert(person, { name: 'Grandmother’s soup' });
    const tacos = await insert(person);
    const theirs = await insert(other, { name: 'Not yours' });
    // A food id the app refuses, which the table (bounding only the array) accepts.
    const broken = await insert(person, {
      name: 'Broken',
      ingredients: [{ line: '1 cup rice', food: 'Rice!' }],
    });
    const renamed = await person.client
      .from('own_recipes')
      .update({ name: 'Grandmother’s chicken soup' })
      .eq('id', soup);
    expect(renamed.error).toBeNull();

    const response = await ownRecipes({ action: 'list', userId: person.user.id });
    expect(response.status).toBe(200);
    const answer = bookListResponseSchema.parse(response.answer);
    expect(answer.recipes.map((recipe) => recipe.id)).toEqual([soup, tacos]);
    expect(answer.recipes.map((recipe) => recipe.id)).not.toContain(theirs);
    const [first, second] = answer.recipes;
    expect(first).toMatchObject({ name: 'Grandmother’s chicken soup', version: 2 });
    expect(second).toMatchObject({ ...TACOS, version: 1 });
    expect(second?.facts.leftOut).toEqual([
      { index: 2, line: 'a handful of love', message: expect.stringMatching(/left out/) },
    ]);
    expect(answer.unreadable).toEqual([
      { id: broken, error: expect.stringMatching(/food/) as unknown },
    ]);
    const kept = await person.client.from('own_recipes').select('ingredients').eq('id', broken);
    expect(kept.data).toEqual([{ ingredients: [{ line: '1 cup rice', food: 'Rice!' }] }]);
  });

  it("computes a recipe under review at the caller's own prices", async () => {
    const mine = await ownRecipes({ action: 'facts', recipe: TACOS });
    expect(mine.status).toBe(200);
    const theirs = await ownRecipes({ action: 'facts', recipe: TACOS }, other.client);
    expect(theirs.status).toBe(200);
    const facts = bookFactsResponseSchema.parse(theirs.answer).facts;
    const factor = productCatalogue().priceLevel({
      zipCode: '94110',
      stores: ['Aldi'],
      quality: 'Balanced',
    }).factor;
    expect(facts).toEqual(recipeFactsCard(TACOS, { priceFactor: factor }));
    expect(facts.costPerServing).not.toBe(
      bookFactsResponseSchema.parse(mine.answer).facts.costPerServing,
    );
  });

  it('weighs a line for the picked food, refuses an unknown food, and searches', async () => {
    const line = await ownRecipes({ action: 'line', text: '1 cup chickpeas', food: 'sr28:16057' });
    expect(line.status).toBe(200);
    expect(bookLineResponseSchema.parse(line.answer).line).toMatchObject({
      status: 'matched',
      food: { id: 'sr28:16057', source: 'sr28' },
      grams: 164,
    });
    const unknown = await ownRecipes({ action: 'line', text: '1 cup rice', food: 'sr28:99999' });
    expect(unknown.status).toBe(422);
    expect(unknown.answer).toEqual({ error: expect.stringContaining('sr28:99999') });
    const search = await ownRecipes({ action: 'search', query: 'chickpeas' });
    expect(search.status).toBe(200);
    const { foods } = bookSearchResponseSchema.parse(search.answer);
    expect(foods.map((food) => food.id)).toContain('chickpeas');
  });

  it('answers 401 without a signed-in user and 400 for a malformed body', async () => {
    expect(await ownRecipes({ action: 'list' }, backend.anonClient())).toEqual({
      status: 401,
      answer: { error: 'Invalid or expired session: sign in again' },
    });
    expect((await ownRecipes({ action: 'shout' })).status).toBe(400);
    expect((await ownRecipes({ action: 'search', query: 'x' })).status).toBe(400);
    expect((await ownRecipes('{not json')).status).toBe(400);
    const forSomeoneElse = await ownRecipes({ action: 'list', userId: other.user.id });
    expect(forSomeoneElse.status).toBe(403);
  });
});
