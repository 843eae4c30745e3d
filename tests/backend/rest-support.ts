/**
 * Shared set-up of the REST suites that run through supabase-js (rest*.test.ts): a backend on a
 * database kind with two signed-in people, a row of each of the app's tables, and the writes that
 * put those rows (and a few shopping-list items) in place before a suite reads them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { fixtureClient } from './rest-fixture.ts';
import {
  createSignedInUser,
  describeOnEachKind,
  type DbKind,
  type SignedInUser,
  type TestBackend,
} from './support.ts';

/** supabase-js without the generated types, so one test can loop over every table. */
export const untypedClient = fixtureClient;

export const WEEK = '2025-04-07';

interface TableFixture {
  table: string;
  key: string[];
  row: Record<string, unknown>;
  change: Record<string, unknown>;
}

/** A row of each table for a user, the key columns to upsert on, and a column to change. */
export function tableFixtures(userId: string): TableFixture[] {
  return [
    {
      table: 'profiles',
      key: ['id'],
      row: { id: userId, full_name: 'Ada Lovelace' },
      change: { full_name: 'Ada King' },
    },
    {
      table: 'onboarding_profile',
      key: ['id'],
      row: {
        id: userId,
        full_name: 'Ada Lovelace',
        age: 36,
        gender: 'Female',
        height_feet: 5,
        height_inches: 6,
        weight: 140,
        activity_level: 'Moderately Active',
        health_goal: 'Maintain Weight',
      },
      change: { age: 37 },
    },
    {
      table: 'food_preferences',
      key: ['id'],
      row: {
        id: userId,
        dietary_restrictions: ['Vegetarian', 'Gluten-Free'],
        allergies: ['Peanuts'],
        disliked_foods: 'olives, anchovies',
        protein_goal: 'Use recommended amount',
        favorite_cuisines: ['Thai', 'Italian'],
      },
      change: { allergies: ['Peanuts', 'Sesame'] },
    },
    {
      table: 'meal_frequency',
      key: ['id'],
      row: {
        id: userId,
        weekly_budget: 'Custom',
        custom_budget: 87.5,
        breakfasts_per_week: 7,
        lunch_per_week: 5,
        dinner_per_week: 7,
        snacks_per_week: 3,
        meal_prep_frequency: 'Weekly (Bulk Prep)',
        cooking_time: '30 minutes',
        cooking_methods: ['Stove/Oven', 'Air Fryer'],
      },
      change: { custom_budget: 92.25 },
    },
    {
      table: 'budget_settings',
      key: ['id'],
      row: {
        id: userId,
        shopping_frequency: 'Weekly',
        zip_code: '30301',
        preferred_store: ['Aldi', 'Kroger'],
        preferred_store_other: '',
        ingredient_quality: 'Balanced',
      },
      change: { zip_code: '10001' },
    },
    {
      table: 'planning_preferences',
      key: ['id'],
      row: {
        id: userId,
        dietary_restrictions_other: 'no mushrooms',
        allergies_other: '',
        custom_protein_amount: 120,
        recommended_protein: 110,
        meal_plan_start_day: 'Monday',
      },
      change: { custom_protein_amount: 130 },
    },
    {
      table: 'meal_plans',
      key: ['user_id', 'week_start'],
      row: {
        user_id: userId,
        week_start: WEEK,
        plan: { days: [{ day: 'Monday', meals: [] }] },
        summary: null,
      },
      change: { plan: { days: [{ day: 'Tuesday', meals: [{ name: 'Lentil soup' }] }] } },
    },
    {
      table: 'shopping_list_items',
      key: ['user_id', 'week_start', 'item_key'],
      row: {
        user_id: userId,
        week_start: WEEK,
        item_key: 'rice',
        name: 'Brown rice',
        amount: '2 lb',
        price: 2.49,
        custom: false,
        checked: false,
      },
      change: { checked: true },
    },
    {
      table: 'purchases',
      key: ['user_id', 'week_start', 'item_key'],
      row: {
        user_id: userId,
        week_start: WEEK,
        item_key: 'rice',
        name: 'Brown rice',
        amount_paid: 2.49,
      },
      change: { amount_paid: 2.19 },
    },
    {
      table: 'budget_changes',
      key: ['id'],
      row: {
        id: '00000000-0000-4000-8000-000000000001',
        user_id: userId,
        week_start: WEEK,
        change: 'Swapped salmon for tuna',
        price_difference: -3.5,
      },
      change: { price_difference: -4 },
    },
  ];
}

/** Tables only the planner functions write; a person reads them. */
export const SERVER_WRITTEN: ReadonlySet<string> = new Set(['meal_plans', 'budget_changes']);

export interface RestBackend {
  backend: TestBackend;
  alice: SignedInUser;
  bob: SignedInUser;
  /** Alice's untyped client. */
  db: SupabaseClient;
}

/**
 * Runs `suite` on each database kind inside `REST through supabase-js on <kind>` (see
 * describeOnEachKind), with Alice and Bob signed in; `seeded` first puts Alice's row of every
 * table in place, as the every-table test leaves it.
 */
export function describeRest(
  options: { seeded: boolean },
  suite: (rest: RestBackend, kind: DbKind) => void,
): void {
  describeOnEachKind(
    'REST through supabase-js',
    async (backend) => {
      const alice = await createSignedInUser(backend, { fullName: 'Alice' });
      const bob = await createSignedInUser(backend, { fullName: 'Bob' });
      if (options.seeded) await seedAppTables(backend, alice);
      return { alice, bob, db: untypedClient(backend, alice.accessToken) };
    },
    suite,
  );
}

/** Alice's row of every table with its change applied; the plan and change log as the server. */
async function seedAppTables(backend: TestBackend, user: SignedInUser): Promise<void> {
  const service = untypedClient(backend, backend.serviceRoleKey);
  const person = untypedClient(backend, user.accessToken);
  for (const fixture of tableFixtures(user.user.id)) {
    const writer = SERVER_WRITTEN.has(fixture.table) ? service : person;
    const { error } = await writer
      .from(fixture.table)
      .upsert({ ...fixture.row, ...fixture.change }, { onConflict: fixture.key.join(',') });
    expect(error, fixture.table).toBeNull();
  }
}

/** Bob's shopping list for 2025-05-05: apples, beans and carrots at $1, $2 and $3. */
export async function addBobItems(backend: TestBackend, bob: SignedInUser): Promise<void> {
  const rows = ['apples', 'beans', 'carrots'].map((item, index) => ({
    user_id: bob.user.id,
    week_start: '2025-05-05',
    item_key: item,
    name: item,
    price: index + 1,
  }));
  const { error } = await untypedClient(backend, bob.accessToken)
    .from('shopping_list_items')
    .insert(rows);
  expect(error).toBeNull();
}
