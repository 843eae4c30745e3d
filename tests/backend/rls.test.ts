/**
 * The row-level-security matrix through the REST API: for every table of the app (the pantry
 * and the price book included), anon and
 * another signed-in user are refused reading, inserting, updating and deleting a user's rows,
 * while the owner can do all four. A week's plan and its change log are written by the planner
 * functions only: there the owner reads and nobody else; no user, the owner included, inserts,
 * changes or deletes a row. The service role (server functions) sees every row.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import ws from 'ws';
import {
  createSignedInUser,
  forEachDbKind,
  startPostgresCluster,
  startTestBackend,
  type DbKind,
  type PostgresCluster,
  type SignedInUser,
  type TestBackend,
} from './support.ts';

function untypedClient(backend: TestBackend, key: string, accessToken?: string): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
  });
}

async function startBackend(
  kind: DbKind,
): Promise<{ backend: TestBackend; cluster?: PostgresCluster }> {
  if (kind === 'pglite') return { backend: await startTestBackend({ inMemory: true }) };
  const cluster = await startPostgresCluster();
  const connectionString = await cluster.createDatabase();
  return { backend: await startTestBackend({ dbKind: 'postgres', connectionString }), cluster };
}

interface RlsTable {
  table: string;
  /** The column that names the owner: id for one-row-per-user tables, user_id otherwise. */
  owner: 'id' | 'user_id';
  row: (userId: string) => Record<string, unknown>;
  change: Record<string, unknown>;
  /** Written only by the planner functions (service role): people read it, nothing more. */
  serverWritten?: boolean;
}

const WEEK = '2025-04-07';

const TABLES: RlsTable[] = [
  {
    table: 'profiles',
    owner: 'id',
    row: (id) => ({ id, full_name: 'Owner' }),
    change: { full_name: 'Changed' },
  },
  {
    table: 'onboarding_profile',
    owner: 'id',
    row: (id) => ({ id, full_name: 'Owner', age: 30 }),
    change: { age: 31 },
  },
  {
    table: 'food_preferences',
    owner: 'id',
    row: (id) => ({ id, allergies: ['Soy'] }),
    change: { allergies: [] },
  },
  {
    table: 'meal_frequency',
    owner: 'id',
    row: (id) => ({ id, weekly_budget: '$100' }),
    change: { weekly_budget: '$50' },
  },
  {
    table: 'budget_settings',
    owner: 'id',
    row: (id) => ({ id, zip_code: '30301' }),
    change: { zip_code: '10001' },
  },
  {
    table: 'planning_preferences',
    owner: 'id',
    row: (id) => ({ id, meal_plan_start_day: 'Monday' }),
    change: { meal_plan_start_day: 'Sunday' },
  },
  {
    table: 'meal_plans',
    owner: 'user_id',
    row: (user_id) => ({ user_id, week_start: WEEK, plan: { days: [] } }),
    change: { plan: { days: ['changed'] } },
    serverWritten: true,
  },
  {
    table: 'shopping_list_items',
    owner: 'user_id',
    row: (user_id) => ({ user_id, week_start: WEEK, item_key: 'rice', name: 'Rice', price: 1.25 }),
    change: { checked: true },
  },
  {
    table: 'purchases',
    owner: 'user_id',
    row: (user_id) => ({
      user_id,
      week_start: WEEK,
      item_key: 'rice',
      name: 'Rice',
      amount_paid: 1.25,
    }),
    change: { amount_paid: 9 },
  },
  {
    table: 'pantry_items',
    owner: 'user_id',
    row: (user_id) => ({ user_id, food: 'white_rice', kind: 'added', grams: 907, on_date: WEEK }),
    change: { grams: 500 },
  },
  {
    table: 'household_members',
    owner: 'user_id',
    row: (user_id) => ({
      user_id,
      name: 'Leo',
      age: 7,
      gender: 'Male',
      activity_level: 'Moderately Active',
    }),
    change: { age: 8 },
  },
  {
    table: 'price_book',
    owner: 'user_id',
    row: (user_id) => ({
      user_id,
      food: 'white_rice',
      package_label: '2 lb bag',
      package_grams: 907.2,
      package_price: 2.49,
      paid_on: WEEK,
      week_start: WEEK,
      item_key: 'white_rice',
    }),
    change: { package_price: 0.5 },
  },
  {
    table: 'own_recipes',
    owner: 'user_id',
    row: (user_id) => ({
      user_id,
      name: 'Taco night',
      servings: 4,
      meal_types: ['DINNER'],
      ingredients: [{ line: '1 lb ground beef', food: 'ground_beef', grams: 454 }],
    }),
    change: { name: 'Grandma’s soup' },
  },
  {
    table: 'budget_changes',
    owner: 'user_id',
    row: (user_id) => ({ user_id, week_start: WEEK, change: 'Added rice', price_difference: 1.25 }),
    change: { price_difference: 99 },
    serverWritten: true,
  },
];

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`row-level security on ${kind}`, () => {
    let backend: TestBackend;
    let cluster: PostgresCluster | undefined;
    let owner: SignedInUser;
    let other: SignedInUser;
    let ownerDb: SupabaseClient;
    let otherDb: SupabaseClient;
    let anonDb: SupabaseClient;
    let serviceDb: SupabaseClient;

    beforeAll(async () => {
      ({ backend, cluster } = await startBackend(kind));
      owner = await createSignedInUser(backend);
      other = await createSignedInUser(backend);
      ownerDb = untypedClient(backend, backend.anonKey, owner.accessToken);
      otherDb = untypedClient(backend, backend.anonKey, other.accessToken);
      anonDb = untypedClient(backend, backend.anonKey);
      serviceDb = untypedClient(backend, backend.serviceRoleKey);
    });

    afterAll(async () => {
      await backend?.close();
      await cluster?.stop();
    });

    /** What is stored, read past RLS with the service role. */
    async function stored(spec: RlsTable): Promise<Record<string, unknown>[]> {
      const { data, error } = await serviceDb
        .from(spec.table)
        .select('*')
        .eq(spec.owner, owner.user.id);
      expect(error).toBeNull();
      return data ?? [];
    }

    for (const spec of TABLES.filter((t) => t.serverWritten)) {
      describe(`${spec.table} (written by the planner functions)`, () => {
        beforeAll(async () => {
          const { error } = await serviceDb.from(spec.table).insert(spec.row(owner.user.id));
          expect(error).toBeNull();
        });

        it('the owner reads their row', async () => {
          const read = await ownerDb.from(spec.table).select('*').eq(spec.owner, owner.user.id);
          expect(read.error).toBeNull();
          expect(read.data).toHaveLength(1);
        });

        it('nobody signed in inserts, changes or deletes a row, the owner included', async () => {
          const before = await stored(spec);
          for (const db of [ownerDb, otherDb]) {
            const insert = await db.from(spec.table).insert(spec.row(owner.user.id));
            const update = await db
              .from(spec.table)
              .update(spec.change)
              .eq(spec.owner, owner.user.id);
            const remove = await db.from(spec.table).delete().eq(spec.owner, owner.user.id);
            for (const result of [insert, update, remove]) {
              expect(result.status).toBe(403);
              expect(result.error).toMatchObject({
                code: '42501',
                message: `permission denied for table ${spec.table}`,
              });
            }
          }
          expect(await stored(spec)).toEqual(before);
        });

        it('anon is refused reading, writing, changing and deleting it (401)', async () => {
          const before = await stored(spec);
          for (const result of [
            await anonDb.from(spec.table).select('*'),
            await anonDb.from(spec.table).insert(spec.row(owner.user.id)),
            await anonDb.from(spec.table).update(spec.change).eq(spec.owner, owner.user.id),
            await anonDb.from(spec.table).delete().eq(spec.owner, owner.user.id),
          ]) {
            expect(result.status).toBe(401);
            expect(result.error).toMatchObject({ code: '42501' });
          }
          expect(await stored(spec)).toEqual(before);
        });

        it('another user sees nothing of it', async () => {
          const all = await otherDb.from(spec.table).select('*');
          expect(all).toMatchObject({ error: null, data: [] });
        });

        it('the service role reads it past RLS', async () => {
          expect(await stored(spec)).toHaveLength(1);
        });
      });
    }

    for (const spec of TABLES.filter((t) => !t.serverWritten)) {
      describe(spec.table, () => {
        it('the owner inserts and reads their row', async () => {
          const inserted = await ownerDb
            .from(spec.table)
            .insert(spec.row(owner.user.id))
            .select()
            .single();
          expect(inserted.error).toBeNull();
          expect(inserted.status).toBe(201);
          const read = await ownerDb.from(spec.table).select('*').eq(spec.owner, owner.user.id);
          expect(read.error).toBeNull();
          expect(read.data).toHaveLength(1);
        });

        it('anon is refused reading, writing, changing and deleting it (401)', async () => {
          const before = await stored(spec);
          const select = await anonDb.from(spec.table).select('*');
          const insert = await anonDb.from(spec.table).insert(spec.row(owner.user.id));
          const update = await anonDb
            .from(spec.table)
            .update(spec.change)
            .eq(spec.owner, owner.user.id);
          const remove = await anonDb.from(spec.table).delete().eq(spec.owner, owner.user.id);
          for (const result of [select, insert, update, remove]) {
            expect(result.status).toBe(401);
            expect(result.error).toMatchObject({ code: '42501' });
            expect(result.data).toBeNull();
          }
          expect(await stored(spec)).toEqual(before);
        });

        it('another user sees nothing of it', async () => {
          const all = await otherDb.from(spec.table).select('*');
          expect(all.error).toBeNull();
          expect(all.data).toEqual([]);
          const targeted = await otherDb
            .from(spec.table)
            .select('*')
            .eq(spec.owner, owner.user.id)
            .maybeSingle();
          expect(targeted).toMatchObject({ data: null, error: null });
          const counted = await otherDb
            .from(spec.table)
            .select('*', { count: 'exact', head: true });
          expect(counted.count).toBe(0);
        });

        it('another user cannot insert a row in its name (403, RLS)', async () => {
          const before = await stored(spec);
          const insert = await otherDb.from(spec.table).insert(spec.row(owner.user.id));
          expect(insert.status).toBe(403);
          expect(insert.error).toMatchObject({
            code: '42501',
            message: `new row violates row-level security policy for table "${spec.table}"`,
          });
          expect(await stored(spec)).toEqual(before);
        });

        it('another user changes and deletes none of it', async () => {
          const before = await stored(spec);
          const update = await otherDb
            .from(spec.table)
            .update(spec.change)
            .eq(spec.owner, owner.user.id)
            .select();
          expect(update.error).toBeNull();
          expect(update.data).toEqual([]);
          const remove = await otherDb
            .from(spec.table)
            .delete()
            .eq(spec.owner, owner.user.id)
            .select();
          expect(remove.error).toBeNull();
          expect(remove.data).toEqual([]);
          // Without any filter (PostgREST allows it) the policies still keep the owner's rows out.
          const updateAll = await otherDb.from(spec.table).update(spec.change).select();
          expect(updateAll).toMatchObject({ error: null, data: [] });
          const removeAll = await otherDb.from(spec.table).delete().select();
          expect(removeAll).toMatchObject({ error: null, data: [] });
          expect(await stored(spec)).toEqual(before);
        });

        it('another user cannot move their own row into the owner’s name', async () => {
          const own = await otherDb
            .from(spec.table)
            .insert(spec.row(other.user.id))
            .select()
            .single();
          expect(own.error).toBeNull();
          const moved = await otherDb
            .from(spec.table)
            .update({ [spec.owner]: owner.user.id })
            .eq(spec.owner, other.user.id);
          expect(moved.status).toBe(403);
          expect(moved.error).toMatchObject({ code: '42501' });
          const removed = await otherDb.from(spec.table).delete().eq(spec.owner, other.user.id);
          expect(removed.error).toBeNull();
        });

        it('the service role reads it past RLS', async () => {
          const { data, error } = await serviceDb
            .from(spec.table)
            .select('*')
            .eq(spec.owner, owner.user.id);
          expect(error).toBeNull();
          expect(data).toHaveLength(1);
        });

        it('the owner changes it and deletes it', async () => {
          const update = await ownerDb
            .from(spec.table)
            .update(spec.change)
            .eq(spec.owner, owner.user.id)
            .select()
            .single();
          expect(update.error).toBeNull();
          expect(update.data).toMatchObject(spec.change);
          const remove = await ownerDb
            .from(spec.table)
            .delete()
            .eq(spec.owner, owner.user.id)
            .select();
          expect(remove.error).toBeNull();
          expect(remove.data).toHaveLength(1);
          expect(await stored(spec)).toEqual([]);
        });
      });
    }
  });
}
