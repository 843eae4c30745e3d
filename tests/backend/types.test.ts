/**
 * supabase/types/database.ts is written by hand, so this test keeps it in step with the
 * migrations. For every table, `COLUMNS` lists each column as the type declares it; the compiler
 * checks that list against the type (`satisfies`), and the test checks it against the migrated
 * database. A column added, dropped, or made nullable on one side only fails one of the two.
 */
import { openDb } from '../../supabase/local/db.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import type { Db } from '../../supabase/local/contracts.ts';
import type { Database, Json } from '../../supabase/types/database.ts';

type PublicTables = Database['public']['Tables'];
type TableName = keyof PublicTables;

/**
 * 'null' when the Row type admits null ('json' for jsonb columns, whose Json type always does);
 * 'optional' when an insert may leave the column out.
 */
type Nullability<T> = [T] extends [Json]
  ? [Json] extends [T]
    ? 'json'
    : NullOrNot<T>
  : NullOrNot<T>;
type NullOrNot<T> = null extends T ? 'null' : 'not null';
type Optionality<Insert, K> = K extends keyof Insert
  ? Record<string, never> extends Pick<Insert, K>
    ? 'optional'
    : 'required'
  : 'required';
type ColumnShape<T extends TableName> = {
  [
    K in keyof PublicTables[T]['Row']
  ]-?: `${Nullability<PublicTables[T]['Row'][K]>}/${Optionality<PublicTables[T]['Insert'], K>}`;
};
type AllShapes = { [T in TableName]: ColumnShape<T> };

const COLUMNS = {
  profiles: {
    id: 'not null/required',
    full_name: 'null/optional',
    created_at: 'not null/optional',
    updated_at: 'not null/optional',
  },
  onboarding_profile: {
    id: 'not null/required',
    full_name: 'null/optional',
    age: 'null/optional',
    gender: 'null/optional',
    height_feet: 'null/optional',
    height_inches: 'null/optional',
    weight: 'null/optional',
    activity_level: 'null/optional',
    health_goal: 'null/optional',
    created_at: 'not null/optional',
    updated_at: 'not null/optional',
  },
  food_preferences: {
    id: 'not null/required',
    dietary_restrictions: 'null/optional',
    allergies: 'null/optional',
    disliked_foods: 'null/optional',
    protein_goal: 'null/optional',
    favorite_cuisines: 'null/optional',
    created_at: 'not null/optional',
    updated_at: 'not null/optional',
  },
  meal_frequency: {
    id: 'not null/required',
    weekly_budget: 'null/optional',
    custom_budget: 'null/optional',
    breakfasts_per_week: 'null/optional',
    lunch_per_week: 'null/optional',
    dinner_per_week: 'null/optional',
    snacks_per_week: 'null/optional',
    meal_prep_frequency: 'null/optional',
    cooking_time: 'null/optional',
    cooking_methods: 'null/optional',
    created_at: 'not null/optional',
    updated_at: 'not null/optional',
  },
  budget_settings: {
    id: 'not null/required',
    shopping_frequency: 'null/optional',
    zip_code: 'null/optional',
    preferred_store: 'null/optional',
    preferred_store_other: 'null/optional',
    ingredient_quality: 'null/optional',
    created_at: 'not null/optional',
    updated_at: 'not null/optional',
  },
  planning_preferences: {
    id: 'not null/required',
    dietary_restrictions_other: 'null/optional',
    allergies_other: 'null/optional',
    custom_protein_amount: 'null/optional',
    recommended_protein: 'null/optional',
    meal_plan_start_day: 'null/optional',
    plan_focus: 'null/optional',
    staples_answered_on: 'null/optional',
    created_at: 'not null/optional',
    updated_at: 'not null/optional',
  },
  meal_plans: {
    id: 'not null/optional',
    user_id: 'not null/required',
    week_start: 'not null/required',
    plan: 'json/required',
    shopping_list: 'json/optional',
    summary: 'json/optional',
    created_at: 'not null/optional',
    updated_at: 'not null/optional',
  },
  email_requests: {
    id: 'not null/optional',
    email_hash: 'not null/required',
    client_ip: 'not null/optional',
    requested_at: 'not null/optional',
    kind: 'not null/optional',
    account_id: 'null/optional',
  },
  household_accounts: {
    account_id: 'not null/required',
    household_id: 'not null/required',
    member_id: 'not null/required',
    joined_at: 'not null/optional',
  },
  household_invitations: {
    id: 'not null/optional',
    household_id: 'not null/required',
    member_id: 'not null/required',
    email: 'not null/required',
    token_hash: 'not null/required',
    created_at: 'not null/optional',
    expires_at: 'not null/required',
    used_at: 'null/optional',
    used_by: 'null/optional',
  },
  shopping_list_items: {
    id: 'not null/optional',
    user_id: 'not null/required',
    week_start: 'not null/required',
    item_key: 'not null/required',
    name: 'not null/required',
    amount: 'not null/optional',
    price: 'not null/optional',
    custom: 'not null/optional',
    checked: 'not null/optional',
    changed_at: 'not null/optional',
    created_at: 'not null/optional',
    updated_at: 'not null/optional',
  },
  purchases: {
    id: 'not null/optional',
    user_id: 'not null/required',
    week_start: 'not null/required',
    item_key: 'not null/required',
    name: 'not null/required',
    amount_paid: 'not null/required',
    purchased_at: 'not null/optional',
  },
  pantry_items: {
    id: 'not null/optional',
    user_id: 'not null/required',
    food: 'not null/required',
    kind: 'not null/required',
    grams: 'not null/required',
    on_date: 'not null/required',
    reason: 'null/optional',
    week_start: 'null/optional',
    item_key: 'null/optional',
    created_at: 'not null/optional',
  },
  price_book: {
    id: 'not null/optional',
    user_id: 'not null/required',
    food: 'not null/required',
    package_label: 'not null/required',
    package_grams: 'not null/required',
    package_price: 'not null/required',
    paid_on: 'not null/required',
    week_start: 'not null/required',
    item_key: 'not null/required',
    created_at: 'not null/optional',
  },
  household_members: {
    id: 'not null/optional',
    user_id: 'not null/required',
    position: 'not null/optional',
    name: 'not null/required',
    age: 'not null/required',
    gender: 'not null/required',
    height_feet: 'null/optional',
    height_inches: 'null/optional',
    weight: 'null/optional',
    activity_level: 'not null/required',
    dietary_restrictions: 'not null/optional',
    allergies: 'not null/optional',
    meals_at_home: 'not null/optional',
    created_at: 'not null/optional',
    updated_at: 'not null/optional',
  },
  budget_changes: {
    id: 'not null/optional',
    user_id: 'not null/required',
    week_start: 'not null/required',
    created_at: 'not null/optional',
    change: 'not null/required',
    price_difference: 'not null/required',
  },
  own_recipes: {
    id: 'not null/optional',
    user_id: 'not null/required',
    name: 'not null/required',
    servings: 'not null/required',
    prep_minutes: 'not null/optional',
    cook_minutes: 'not null/optional',
    meal_types: 'not null/required',
    cuisine: 'null/optional',
    methods: 'not null/optional',
    ingredients: 'json/required',
    steps: 'json/optional',
    source_url: 'null/optional',
    plan_per_week: 'not null/optional',
    version: 'not null/optional',
    created_at: 'not null/optional',
    updated_at: 'not null/optional',
  },
} as const satisfies AllShapes;

type PublicFunctions = Database['public']['Functions'];
type FunctionName = keyof PublicFunctions;
type ArgumentShapes = {
  [F in FunctionName]: {
    [K in keyof PublicFunctions[F]['Args']]-?: Optionality<PublicFunctions[F]['Args'], K>;
  };
};

/** Each function's arguments as the type declares them: required, or optional (has a default). */
const FUNCTION_ARGS = {
  save_generated_plan: {
    user_id: 'required',
    week_start: 'required',
    plan: 'required',
    shopping_list: 'required',
    summary: 'required',
    change: 'required',
    price_difference: 'required',
  },
  save_plan_edit: {
    user_id: 'required',
    week_start: 'required',
    plan: 'required',
    shopping_list: 'required',
    summary: 'required',
    change: 'required',
    price_difference: 'required',
    expected_edits: 'required',
  },
  add_custom_item: {
    week_start: 'required',
    item_key: 'required',
    name: 'required',
    amount: 'required',
    price: 'required',
  },
  household_id: {},
  peek_household_invitation: {
    token_hash: 'required',
    account: 'required',
    account_email: 'required',
  },
  household_invitation_refusal: {
    invitation: 'required',
    account: 'required',
    account_email: 'required',
  },
  accept_household_invitation: {
    token_hash: 'required',
    account: 'required',
    account_email: 'required',
  },
} as const satisfies ArgumentShapes;

let db: Db;

beforeAll(async () => {
  db = await openDb({ kind: 'pglite', dataDir: 'memory://' });
  await migrate(db);
});

afterAll(async () => {
  await db?.close();
});

it('declares exactly the tables the migrations create', async () => {
  const { rows } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(rows.map((row) => row.table_name).sort()).toEqual(Object.keys(COLUMNS).sort());
});

it.each(Object.entries(COLUMNS))(
  'declares the columns of %s as the database has them',
  async (table, columns) => {
    const { rows } = await db.query<{
      column_name: string;
      data_type: string;
      is_nullable: 'YES' | 'NO';
      column_default: string | null;
      is_identity: 'YES' | 'NO';
    }>(
      `select column_name, data_type, is_nullable, column_default, is_identity from information_schema.columns
     where table_schema = 'public' and table_name = $1`,
      [table],
    );
    const actual = Object.fromEntries(
      rows.map((row) => [
        row.column_name,
        `${row.data_type === 'jsonb' ? 'json' : row.is_nullable === 'YES' ? 'null' : 'not null'}/${row.is_nullable === 'YES' || row.column_default !== null || row.is_identity === 'YES' ? 'optional' : 'required'}`,
      ]),
    );
    expect(actual).toEqual(columns);
  },
);

it('declares exactly the functions the API can call, with their arguments', async () => {
  // Trigger functions are not callable through /rpc; every other function of public is.
  const { rows } = await db.query<{ name: string; args: string[] | null; defaults: number }>(
    `select p.proname as name, p.proargnames as args, p.pronargdefaults as defaults
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`,
  );
  const actual = Object.fromEntries(
    rows.map((row) => {
      const args = row.args ?? [];
      const firstOptional = args.length - row.defaults;
      return [
        row.name,
        Object.fromEntries(
          args.map((arg, index) => [arg, index >= firstOptional ? 'optional' : 'required']),
        ),
      ];
    }),
  );
  expect(actual).toEqual(FUNCTION_ARGS);
});
