import { describe, expect, it } from 'vitest';
import {
  parseOwnRecipeRow,
  type OwnRecipeRow,
} from '../../../supabase/functions/_shared/own-recipes/own-recipe.ts';

/** A row as PostgREST returns it from public.own_recipes. */
function row(changes: Partial<Record<keyof OwnRecipeRow, unknown>> = {}): Record<string, unknown> {
  return {
    id: '5f0c6d0e-7a0b-4a53-9a43-4d4c1f7f2a11',
    user_id: '0b8f7a3c-1e2d-4c5b-8a9f-6e7d5c4b3a21',
    name: "Grandma's lentil soup",
    servings: 6,
    prep_minutes: 15,
    cook_minutes: 45,
    meal_types: ['DINNER', 'LUNCH'],
    cuisine: 'Mediterranean',
    methods: ['Stove/Oven'],
    ingredients: [
      { line: '1 1/2 cups dried brown lentils', food: 'lentils', grams: 288 },
      { line: '2 leeks, sliced', food: 'sr28:11246', grams: 178, note: 'sliced' },
      { line: 'salt to taste', food: 'salt' },
      { line: 'a handful of love' },
    ],
    steps: ['Rinse the lentils.', 'Simmer everything for 40 minutes.'],
    source_url: 'https://example.org/lentil-soup',
    plan_per_week: 1,
    version: 3,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    ...changes,
  };
}

function refusal(changes: Partial<Record<keyof OwnRecipeRow, unknown>>): string {
  const parsed = parseOwnRecipeRow(row(changes));
  if (parsed.ok) throw new Error(`accepted ${JSON.stringify(changes).slice(0, 200)}`);
  return parsed.error;
}

const line = (grams: number) => ({ line: 'lentils', food: 'lentils', grams });

describe('parseOwnRecipeRow', () => {
  it('reads a stored row into an own recipe', () => {
    const parsed = parseOwnRecipeRow(
      row({ servings: '2.5', meal_types: ['LUNCH', 'DINNER', 'LUNCH'] }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.recipe).toMatchObject({
      userId: '0b8f7a3c-1e2d-4c5b-8a9f-6e7d5c4b3a21',
      servings: 2.5,
      prepMinutes: 15,
      cookMinutes: 45,
      mealTypes: ['LUNCH', 'DINNER'],
      sourceUrl: 'https://example.org/lentil-soup',
      planPerWeek: 1,
    });
    expect(parsed.recipe.ingredients[1]).toEqual({
      line: '2 leeks, sliced',
      food: 'sr28:11246',
      grams: 178,
      note: 'sliced',
    });
    expect(parseOwnRecipeRow(row({ cuisine: null, source_url: null, methods: [] })).ok).toBe(true);
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a name of spaces', { name: '   ' }, 'name'],
    ['a name of 201 characters', { name: 'é'.repeat(201) }, 'name'],
    ['no servings', { servings: 0 }, 'servings'],
    ['more than 100 servings', { servings: 100.5 }, 'servings'],
    ['servings with two decimals', { servings: 2.25 }, 'servings'],
    ['a day and a minute of preparation', { prep_minutes: 1441 }, 'prep_minutes'],
    ['negative cooking minutes', { cook_minutes: -1 }, 'cook_minutes'],
    ['fractional minutes', { prep_minutes: 2.5 }, 'prep_minutes'],
    ['no meal type', { meal_types: [] }, 'meal_types'],
    ['an unknown meal type', { meal_types: ['BRUNCH'] }, 'meal_types'],
    [
      'five meal types',
      { meal_types: ['DINNER', 'LUNCH', 'SNACK', 'BREAKFAST', 'DINNER'] },
      'meal_types',
    ],
    ['an unknown cuisine', { cuisine: 'French' }, 'cuisine'],
    ['an unknown method', { methods: ['Campfire'] }, 'methods'],
    ['seven methods', { methods: Array(7).fill('Microwave') }, 'methods'],
    ['no ingredients', { ingredients: [] }, 'ingredients'],
    [
      '101 ingredients',
      { ingredients: Array.from({ length: 101 }, () => line(10)) },
      'ingredients',
    ],
    ['ingredients that are not a list', { ingredients: { line: 'x' } }, 'ingredients'],
    ['a line of no text', { ingredients: [{ line: '  ', food: 'lentils' }] }, 'ingredients'],
    ['0 grams', { ingredients: [line(0)] }, 'ingredients'],
    ['an absurd amount', { ingredients: [line(1_000_000)] }, 'ingredients'],
    ['a malformed food', { ingredients: [{ line: 'lentils', food: 'Lentils!' }] }, 'ingredients'],
    [
      'a malformed SR28 food',
      { ingredients: [{ line: 'leek', food: 'sr28:1124' }] },
      'ingredients',
    ],
    ['an unknown field in a line', { ingredients: [{ line: 'leek', kcal: 10 }] }, 'ingredients'],
    ['101 steps', { steps: Array(101).fill('Stir.') }, 'steps'],
    ['a step that is not text', { steps: [{ text: 'Stir.' }] }, 'steps'],
    ['steps over 100 000 bytes', { steps: Array(60).fill('ü'.repeat(1000)) }, 'steps'],
    [
      'lines over 100 000 bytes',
      { ingredients: Array.from({ length: 60 }, () => ({ line: 'ü'.repeat(900) })) },
      'ingredients',
    ],
    ['an ftp source', { source_url: 'ftp://example.org/soup' }, 'source_url'],
    ['a script source', { source_url: 'javascript:alert(1)' }, 'source_url'],
    [
      'a source of 2001 characters',
      { source_url: `https://e.org/${'a'.repeat(1987)}` },
      'source_url',
    ],
    ['three times a week', { plan_per_week: 3 }, 'plan_per_week'],
    ['version 0', { version: 0 }, 'version'],
    ['a user that is not an id', { user_id: 'me' }, 'user_id'],
  ])('refuses %s, naming the field', (_what, changes, field) => {
    const error = refusal(changes);
    expect(error).toMatch(/^Not a stored own recipe/);
    expect(error).toContain(field);
  });

  it('accepts the bounds themselves', () => {
    const bounds = row({
      name: ` ${'a'.repeat(200)} `,
      servings: 100,
      prep_minutes: 1440,
      cook_minutes: 2880,
      meal_types: ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'],
      methods: ['Stove/Oven', 'Instapot', 'Air Fryer', 'Microwave', 'Hot Plate', 'One-Skillet'],
      ingredients: Array.from({ length: 100 }, () => line(10_000)),
      steps: Array(100).fill('Stir.'),
      source_url: `https://e.org/${'a'.repeat(1986)}`,
      plan_per_week: 2,
    });
    expect(parseOwnRecipeRow(bounds)).toMatchObject({ ok: true });
  });

  it('refuses what is not a row at all', () => {
    for (const value of [null, 'row', 42, [], {}]) {
      expect(parseOwnRecipeRow(value).ok).toBe(false);
    }
  });
});
