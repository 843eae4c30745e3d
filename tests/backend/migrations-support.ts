/**
 * The migrations suites' tables and helpers: the tables of a person's (now a household's) data,
 * an update any row accepts, a row of each inserted for an owner, and SQL run as an API role with
 * JWT claims, as the REST service runs a request.
 */
import type { Db, Queryable } from '../../supabase/local/contracts.ts';
import { openDb } from '../../supabase/local/db.ts';
import { startPostgresCluster, type DbKind, type PostgresCluster } from './support.ts';

/** An empty database of `kind` (PGlite in memory, or a throwaway PostgreSQL cluster's). */
export async function openEmptyDb(
  kind: DbKind,
): Promise<{ db: Db; cluster: PostgresCluster | undefined; close: () => Promise<void> }> {
  let cluster: PostgresCluster | undefined;
  const db =
    kind === 'postgres'
      ? await openDb({
          kind: 'postgres',
          connectionString: await (cluster = await startPostgresCluster()).createDatabase(),
        })
      : await openDb({ kind: 'pglite', dataDir: 'memory://' });
  return {
    db,
    cluster,
    close: async () => {
      await db.close();
      await cluster?.stop();
    },
  };
}

export const USER_TABLES = [
  'profiles',
  'onboarding_profile',
  'food_preferences',
  'meal_frequency',
  'budget_settings',
  'planning_preferences',
  'meal_plans',
  'shopping_list_items',
  'purchases',
  'budget_changes',
  'pantry_items',
  'price_book',
  'household_members',
  'own_recipes',
] as const;

/** An update that any row of the table accepts. */
/** Tables only the server writes (a week's plan and its change log): the person reads them. */
export const SERVER_WRITTEN: ReadonlySet<string> = new Set(['meal_plans', 'budget_changes']);

export const TOUCH: Record<(typeof USER_TABLES)[number], string> = {
  profiles: `full_name = 'x'`,
  onboarding_profile: `gender = 'x'`,
  food_preferences: `protein_goal = 'x'`,
  meal_frequency: `cooking_time = 'x'`,
  budget_settings: `shopping_frequency = 'x'`,
  planning_preferences: `allergies_other = 'x'`,
  meal_plans: `summary = '{}'::jsonb`,
  shopping_list_items: `name = 'x'`,
  purchases: `name = 'x'`,
  budget_changes: `change = 'x'`,
  pantry_items: `grams = 1`,
  price_book: `package_price = 1`,
  household_members: `age = 9`,
  own_recipes: `name = 'x'`,
};

/** Runs fn as an API role with the given JWT claims, the way the REST service does per request. */
export async function asRole<T>(
  db: Db,
  role: 'anon' | 'authenticated' | 'service_role',
  sub: string | undefined,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [role, JSON.stringify(sub ? { sub, role } : { role })],
    );
    return fn(tx);
  });
}

export async function createUser(db: Db, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, aud, role) values ($1, 'authenticated', 'authenticated') returning id`,
    [email],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no user id');
  return id;
}

export function insertOwnRow(tx: Queryable, table: (typeof USER_TABLES)[number], userId: string) {
  switch (table) {
    case 'meal_plans':
      return tx.query(
        `insert into meal_plans (user_id, week_start, plan) values ($1, '2025-04-07', '{}')`,
        [userId],
      );
    case 'shopping_list_items':
      return tx.query(
        `insert into shopping_list_items (user_id, week_start, item_key, name) values ($1, '2025-04-07', 'rice', 'Rice')`,
        [userId],
      );
    case 'purchases':
      return tx.query(
        `insert into purchases (user_id, week_start, item_key, name, amount_paid) values ($1, '2025-04-07', 'rice', 'Rice', 2.49)`,
        [userId],
      );
    case 'budget_changes':
      return tx.query(
        `insert into budget_changes (user_id, week_start, change, price_difference) values ($1, '2025-04-07', 'Swapped salmon for tuna', -3.5)`,
        [userId],
      );
    case 'pantry_items':
      return tx.query(
        `insert into pantry_items (user_id, food, kind, grams, on_date) values ($1, 'white_rice', 'added', 907, '2025-04-07')`,
        [userId],
      );
    case 'price_book':
      return tx.query(
        `insert into price_book (user_id, food, package_label, package_grams, package_price, paid_on, week_start, item_key)
         values ($1, 'white_rice', '2 lb bag', 907.2, 2.49, '2025-04-07', '2025-04-07', 'white_rice')`,
        [userId],
      );
    case 'household_members':
      return tx.query(
        `insert into household_members (user_id, name, age, gender, activity_level) values ($1, 'Leo', 7, 'Male', 'Sedentary')`,
        [userId],
      );
    case 'own_recipes':
      return tx.query(
        `insert into own_recipes (user_id, name, servings, meal_types, ingredients)
         values ($1, 'Taco night', 4, array['DINNER'], '[{"line": "1 lb ground beef"}]'::jsonb)`,
        [userId],
      );
    default:
      return tx.query(`insert into ${table} (id) values ($1)`, [userId]);
  }
}
