/**
 * The live own-recipes actors' table writes: a recipe as the table's row (snake_case columns,
 * the ingredients as the person confirmed them), inserted without an id and updated by id for
 * its owner only, and the database's refusal passed on in its own words.
 */
import { describe, expect, it } from 'vitest';
import type { AppSupabaseClient } from '../../src/services/supabase.ts';
import { rowOf, saveRecipe } from '../../src/services/live/ownRecipesActors.ts';
import { USER_ID, stored } from './ownRecipesFixtures.ts';

const {
  id: _id,
  version: _v,
  updatedAt: _u,
  facts: _f,
  ...recipe
} = stored({
  sourceUrl: 'https://example.com/soup',
  planPerWeek: 2,
});

/** A client that records the table calls and answers `answer` at the end of the chain. */
function fakeClient(answer: { data: unknown; error: { message: string } | null }) {
  const calls: [string, ...unknown[]][] = [];
  const chain: Record<string, unknown> = {};
  for (const name of ['insert', 'update', 'eq', 'select'])
    chain[name] = (...args: unknown[]) => {
      calls.push([name, ...args]);
      return chain;
    };
  chain.single = async () => answer;
  const client = {
    from: (table: string) => {
      calls.push(['from', table]);
      return chain;
    },
  } as unknown as AppSupabaseClient;
  return { calls, client: async () => client };
}

describe('own recipe rows', () => {
  it('writes a recipe in the table’s columns', () => {
    expect(rowOf(recipe, USER_ID)).toEqual({
      user_id: USER_ID,
      name: 'Lentil soup',
      servings: 4,
      prep_minutes: 15,
      cook_minutes: 40,
      meal_types: ['LUNCH', 'DINNER'],
      cuisine: null,
      methods: ['Stove/Oven'],
      ingredients: [{ line: '1 cup brown rice', food: 'brown_rice', grams: 195 }],
      steps: ['Simmer.'],
      source_url: 'https://example.com/soup',
      plan_per_week: 2,
    });
  });

  it('inserts a new recipe and answers with its id', async () => {
    const fake = fakeClient({ data: { id: 'row-1' }, error: null });
    const id = await saveRecipe({ userId: USER_ID, recipeId: null, recipe }, fake.client);
    expect(id).toBe('row-1');
    expect(fake.calls.map(([name]) => name)).toEqual(['from', 'insert', 'select']);
    expect(fake.calls[0]).toEqual(['from', 'own_recipes']);
  });

  it('updates a stored recipe by its id, for its owner only', async () => {
    const fake = fakeClient({ data: { id: 'row-2' }, error: null });
    await saveRecipe({ userId: USER_ID, recipeId: 'row-2', recipe }, fake.client);
    expect(fake.calls.filter(([name]) => name === 'eq')).toEqual([
      ['eq', 'id', 'row-2'],
      ['eq', 'user_id', USER_ID],
    ]);
  });

  it('passes the database’s refusal on', async () => {
    const fake = fakeClient({ data: null, error: { message: 'new row violates check' } });
    await expect(
      saveRecipe({ userId: USER_ID, recipeId: null, recipe }, fake.client),
    ).rejects.toThrow('new row violates check');
  });
});
