/**
 * The own_recipes table's rules, through the REST API as the signed-in owner: a recipe is stored
 * within its bounds (meal types and cuisines of the app, 1 to 100 lines, an http(s) source, at
 * most twice a week), anything else is refused by the database whatever the client sends; an
 * edit of what the recipe is counts a new version (the client cannot set it), an edit of how
 * often to plan it does not. Who may reach the rows is the row-level security matrix
 * (rls.test.ts).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import ws from 'ws';
import { createSignedInUser, startTestBackend, type TestBackend } from './support.ts';

let backend: TestBackend;
let db: SupabaseClient;
let userId: string;

beforeAll(async () => {
  backend = await startTestBackend({ inMemory: true });
  const owner = await createSignedInUser(backend);
  userId = owner.user.id;
  db = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
    global: { headers: { Authorization: `Bearer ${owner.accessToken}` } },
  });
});

afterAll(async () => {
  await backend?.close();
});

const recipe = () => ({
  user_id: userId,
  name: 'Taco night',
  servings: 4,
  meal_types: ['DINNER'],
  cuisine: 'Mexican',
  ingredients: [
    { line: '1 lb ground beef', food: 'ground_beef', grams: 454 },
    { line: 'a handful of love' },
  ],
  steps: ['Brown the beef.', 'Fill the tortillas.'],
  source_url: 'https://example.com/tacos',
});

describe('own_recipes', () => {
  it('keeps a recipe as written, at version 1, planned never unless asked', async () => {
    const { data, error } = await db.from('own_recipes').insert(recipe()).select().single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: 'Taco night',
      servings: 4,
      meal_types: ['DINNER'],
      version: 1,
      plan_per_week: 0,
      prep_minutes: 0,
      methods: [],
      ingredients: recipe().ingredients,
    });
  });

  it('counts an edit of the recipe as a new version, not one of how often to plan it', async () => {
    const first = await db.from('own_recipes').insert(recipe()).select().single();
    expect(first.error).toBeNull();
    const id = first.data.id as string;
    const renamed = await db
      .from('own_recipes')
      .update({ name: 'Taco Tuesday', version: 99, created_at: '2000-01-01T00:00:00Z' })
      .eq('id', id)
      .select()
      .single();
    expect(renamed.error).toBeNull();
    expect(renamed.data).toMatchObject({ name: 'Taco Tuesday', version: 2 });
    expect(renamed.data.created_at).toBe(first.data.created_at);
    const planned = await db
      .from('own_recipes')
      .update({ plan_per_week: 2 })
      .eq('id', id)
      .select()
      .single();
    expect(planned.data).toMatchObject({ plan_per_week: 2, version: 2 });
    const lines = await db
      .from('own_recipes')
      .update({ ingredients: [{ line: '1 lb ground turkey', food: 'ground_turkey', grams: 454 }] })
      .eq('id', id)
      .select()
      .single();
    expect(lines.data).toMatchObject({ version: 3 });
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['no servings', { servings: 0 }],
    ['a meal type the app does not have', { meal_types: ['BRUNCH'] }],
    ['no meal type', { meal_types: [] }],
    ['a cuisine the app does not have', { cuisine: 'Martian' }],
    ['a method the app does not have', { methods: ['Campfire'] }],
    ['ingredients that are not a list', { ingredients: { line: 'salt' } }],
    ['no ingredient', { ingredients: [] }],
    ['101 ingredients', { ingredients: Array.from({ length: 101 }, () => ({ line: 'salt' })) }],
    ['a source that is not a web address', { source_url: 'javascript:alert(1)' }],
    ['planned three times a week', { plan_per_week: 3 }],
    ['a day of preparation and more', { prep_minutes: 1441 }],
  ])('refuses %s', async (_what, change) => {
    const before = await db.from('own_recipes').select('id');
    const { error } = await db.from('own_recipes').insert({ ...recipe(), ...change });
    expect(error?.code).toBe('23514');
    const after = await db.from('own_recipes').select('id');
    expect(after.data).toHaveLength(before.data?.length ?? -1);
  });
});
