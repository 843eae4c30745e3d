/**
 * The REST contract through the real supabase-js client: upserts and selects on every table of
 * the app, single/maybeSingle, every filter operator, ordering and paging, the Prefer variants of
 * insert/upsert/update/delete, and counts. Runs on PGlite and, when available, on PostgreSQL.
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

/** supabase-js without the generated types, so one test can loop over every table. */
function untypedClient(backend: TestBackend, accessToken?: string): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
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

const WEEK = '2025-04-07';

interface TableFixture {
  table: string;
  key: string[];
  row: Record<string, unknown>;
  change: Record<string, unknown>;
}

/** A row of each table for a user, the key columns to upsert on, and a column to change. */
function tableFixtures(userId: string): TableFixture[] {
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
const SERVER_WRITTEN: ReadonlySet<string> = new Set(['meal_plans', 'budget_changes']);

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`REST through supabase-js on ${kind}`, () => {
    let backend: TestBackend;
    let cluster: PostgresCluster | undefined;
    let alice: SignedInUser;
    let bob: SignedInUser;
    let db: SupabaseClient;

    beforeAll(async () => {
      ({ backend, cluster } = await startBackend(kind));
      alice = await createSignedInUser(backend, { fullName: 'Alice' });
      bob = await createSignedInUser(backend, { fullName: 'Bob' });
      db = untypedClient(backend, alice.accessToken);
    });

    afterAll(async () => {
      await backend?.close();
      await cluster?.stop();
    });

    describe('every table of the app', () => {
      it('upserts a row, upserts it again with a change, and reads it back as one object', async () => {
        // A week's plan and its change log are written by the planner functions (service role).
        const service = untypedClient(backend, backend.serviceRoleKey);
        for (const fixture of tableFixtures(alice.user.id)) {
          const writer = SERVER_WRITTEN.has(fixture.table) ? service : db;
          const onConflict = fixture.key.join(',');
          const first = await writer
            .from(fixture.table)
            .upsert(fixture.row, { onConflict })
            .select()
            .single();
          expect(first.error, fixture.table).toBeNull();
          expect(first.status, fixture.table).toBe(201);
          expect(first.data, fixture.table).toMatchObject(fixture.row);

          const changed = { ...fixture.row, ...fixture.change };
          const second = await writer
            .from(fixture.table)
            .upsert(changed, { onConflict })
            .select()
            .single();
          expect(second.error, fixture.table).toBeNull();
          // Only an update happened: PostgREST answers 200 rather than 201.
          expect(second.status, fixture.table).toBe(200);
          expect(second.data, fixture.table).toMatchObject(changed);

          let read = db.from(fixture.table).select('*');
          for (const column of fixture.key) read = read.eq(column, changed[column]);
          const { data, error } = await read.single();
          expect(error, fixture.table).toBeNull();
          expect(data, fixture.table).toMatchObject(changed);
        }
      });

      it('selects the columns the app asks for, as the spec lists them', async () => {
        const { data: profile } = await db
          .from('profiles')
          .select('full_name')
          .eq('id', alice.user.id)
          .maybeSingle();
        expect(profile).toEqual({ full_name: 'Ada King' });
        const { data: budget } = await db
          .from('meal_frequency')
          .select(
            'weekly_budget, custom_budget, breakfasts_per_week, lunch_per_week, dinner_per_week, snacks_per_week',
          )
          .eq('id', alice.user.id)
          .maybeSingle();
        expect(budget).toEqual({
          weekly_budget: 'Custom',
          custom_budget: 92.25,
          breakfasts_per_week: 7,
          lunch_per_week: 5,
          dinner_per_week: 7,
          snacks_per_week: 3,
        });
        const { data: zip } = await db
          .from('budget_settings')
          .select('zip_code')
          .eq('id', alice.user.id)
          .maybeSingle();
        expect(zip).toEqual({ zip_code: '10001' });
        const { data: prefs } = await db
          .from('food_preferences')
          .select('dietary_restrictions, allergies, favorite_cuisines')
          .eq('id', alice.user.id)
          .maybeSingle();
        expect(prefs).toEqual({
          dietary_restrictions: ['Vegetarian', 'Gluten-Free'],
          allergies: ['Peanuts', 'Sesame'],
          favorite_cuisines: ['Thai', 'Italian'],
        });
        const { data: onboarding } = await db
          .from('onboarding_profile')
          .select('id')
          .eq('id', alice.user.id)
          .maybeSingle();
        expect(onboarding).toEqual({ id: alice.user.id });
      });

      it('renames and casts selected columns', async () => {
        const { data, error } = await db
          .from('meal_frequency')
          .select('budget:custom_budget::text, lunches:lunch_per_week')
          .eq('id', alice.user.id)
          .single();
        expect(error).toBeNull();
        expect(data).toEqual({ budget: '92.25', lunches: 5 });
      });
    });

    describe('single and maybeSingle', () => {
      beforeAll(async () => {
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
      });

      function bobItems() {
        return untypedClient(backend, bob.accessToken)
          .from('shopping_list_items')
          .select('item_key, price');
      }

      it('single() returns the one row as an object', async () => {
        const { data, error, status } = await bobItems().eq('item_key', 'beans').single();
        expect(error).toBeNull();
        expect(status).toBe(200);
        expect(data).toEqual({ item_key: 'beans', price: 2 });
      });

      it('single() refuses zero rows with 406 PGRST116', async () => {
        const { data, error, status } = await bobItems().eq('item_key', 'durian').single();
        expect(data).toBeNull();
        expect(status).toBe(406);
        expect(error).toMatchObject({
          code: 'PGRST116',
          details: 'The result contains 0 rows',
          hint: null,
        });
      });

      it('single() refuses two rows with 406 PGRST116', async () => {
        const { error, status } = await bobItems().in('item_key', ['apples', 'beans']).single();
        expect(status).toBe(406);
        expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
      });

      it('maybeSingle() gives null for zero rows, the object for one, and PGRST116 for two', async () => {
        const none = await bobItems().eq('item_key', 'durian').maybeSingle();
        expect(none).toMatchObject({ data: null, error: null, status: 200 });
        const one = await bobItems().eq('item_key', 'carrots').maybeSingle();
        expect(one).toMatchObject({ data: { item_key: 'carrots', price: 3 }, error: null });
        const two = await bobItems().in('item_key', ['apples', 'carrots']).maybeSingle();
        expect(two.status).toBe(406);
        expect(two.error).toMatchObject({ code: 'PGRST116' });
      });

      it('an insert that asks for a single object but writes two rows is rolled back', async () => {
        const client = untypedClient(backend, bob.accessToken);
        const rows = ['figs', 'grapes'].map((item) => ({
          user_id: bob.user.id,
          week_start: '2025-05-05',
          item_key: item,
          name: item,
        }));
        const { error, status } = await client
          .from('shopping_list_items')
          .insert(rows)
          .select()
          .single();
        expect(status).toBe(406);
        expect(error).toMatchObject({ code: 'PGRST116' });
        const { count } = await client
          .from('shopping_list_items')
          .select('*', { count: 'exact', head: true })
          .in('item_key', ['figs', 'grapes']);
        expect(count).toBe(0);
      });
    });

    describe('filters', () => {
      const week = '2025-06-02';
      let client: SupabaseClient;

      beforeAll(async () => {
        client = untypedClient(backend, alice.accessToken);
        const items = [
          { item_key: 'apple', name: 'Apple, Gala', amount: '3 each', price: 1.5, checked: true },
          {
            item_key: 'bread',
            name: 'Whole wheat bread',
            amount: '1 loaf',
            price: 3.25,
            checked: false,
          },
          { item_key: 'cheese', name: 'Cheddar (sharp)', amount: '8 oz', price: 4, checked: true },
          {
            item_key: 'dates',
            name: "Medjool dates 'large'",
            amount: '',
            price: 6.75,
            checked: false,
          },
          { item_key: 'eggs', name: 'Eggs', amount: '12', price: 0, checked: false },
        ].map((item) => ({ ...item, user_id: alice.user.id, week_start: week }));
        const { error } = await client.from('shopping_list_items').insert(items);
        expect(error).toBeNull();
        const service = untypedClient(backend, backend.serviceRoleKey);
        const { error: changeError } = await service.from('budget_changes').insert([
          { user_id: alice.user.id, week_start: week, change: 'Added eggs', price_difference: 2.5 },
          {
            user_id: alice.user.id,
            week_start: week,
            change: 'Removed bread',
            price_difference: -3.25,
          },
        ]);
        expect(changeError).toBeNull();
      });

      async function keys(
        build: (query: ReturnType<typeof base>) => ReturnType<typeof base>,
      ): Promise<string[]> {
        const { data, error } = await build(base());
        expect(error).toBeNull();
        return (data ?? []).map((row) => String((row as { item_key: string }).item_key)).sort();
      }

      function base() {
        return client.from('shopping_list_items').select('item_key').eq('week_start', week);
      }

      it('compares with eq, neq, gt, gte, lt and lte, casting text to the column type', async () => {
        expect(await keys((q) => q.eq('price', 4))).toEqual(['cheese']);
        expect(await keys((q) => q.neq('price', 4))).toEqual(['apple', 'bread', 'dates', 'eggs']);
        expect(await keys((q) => q.gt('price', 3.25))).toEqual(['cheese', 'dates']);
        expect(await keys((q) => q.gte('price', 3.25))).toEqual(['bread', 'cheese', 'dates']);
        expect(await keys((q) => q.lt('price', 1.5))).toEqual(['eggs']);
        expect(await keys((q) => q.lte('price', 1.5))).toEqual(['apple', 'eggs']);
        expect(await keys((q) => q.eq('checked', true))).toEqual(['apple', 'cheese']);
      });

      it('matches patterns with like and ilike (* or %)', async () => {
        expect(await keys((q) => q.like('name', '%bread'))).toEqual(['bread']);
        expect(await keys((q) => q.like('name', 'eggs'))).toEqual([]);
        expect(await keys((q) => q.ilike('name', 'EGG*'))).toEqual(['eggs']);
        expect(await keys((q) => q.ilike('name', '%(SHARP)%'))).toEqual(['cheese']);
      });

      it('matches lists with in, including values holding commas, parentheses and quotes', async () => {
        expect(await keys((q) => q.in('item_key', ['apple', 'eggs', 'nothing']))).toEqual([
          'apple',
          'eggs',
        ]);
        expect(await keys((q) => q.in('name', ['Apple, Gala', 'Cheddar (sharp)']))).toEqual([
          'apple',
          'cheese',
        ]);
        expect(await keys((q) => q.in('name', ["Medjool dates 'large'"]))).toEqual(['dates']);
        expect(await keys((q) => q.in('price', [0, 4]))).toEqual(['cheese', 'eggs']);
        expect(await keys((q) => q.not('item_key', 'in', '(apple,bread,cheese)'))).toEqual([
          'dates',
          'eggs',
        ]);
      });

      it('tests with is null, true and false, and their negations', async () => {
        const { data: noSummary } = await client
          .from('meal_plans')
          .select('week_start')
          .is('summary', null);
        expect(noSummary).toEqual([{ week_start: WEEK }]);
        const { data: withPlan } = await client
          .from('meal_plans')
          .select('week_start')
          .not('plan', 'is', null);
        expect(withPlan).toEqual([{ week_start: WEEK }]);
        expect(await keys((q) => q.is('checked', true))).toEqual(['apple', 'cheese']);
        expect(await keys((q) => q.is('checked', false))).toEqual(['bread', 'dates', 'eggs']);
        expect(await keys((q) => q.not('checked', 'is', true))).toEqual(['bread', 'dates', 'eggs']);
      });

      it('negates operators with not and combines them with or', async () => {
        expect(await keys((q) => q.not('price', 'gte', 3.25))).toEqual(['apple', 'eggs']);
        expect(await keys((q) => q.or('price.eq.0,item_key.eq.bread'))).toEqual(['bread', 'eggs']);
        expect(
          await keys((q) => q.or('and(checked.is.true,price.gt.2),name.ilike.*dates*')),
        ).toEqual(['cheese', 'dates']);
        expect(await keys((q) => q.or('name.eq."Apple, Gala",amount.eq.""'))).toEqual([
          'apple',
          'dates',
        ]);
      });

      it('matches several patterns, regular expressions, distinctness and full text', async () => {
        expect(await keys((q) => q.likeAnyOf('name', ['Egg%', '%bread']))).toEqual([
          'bread',
          'eggs',
        ]);
        expect(await keys((q) => q.likeAllOf('name', ['%e%', '%d%']))).toEqual([
          'bread',
          'cheese',
          'dates',
        ]);
        expect(await keys((q) => q.ilikeAnyOf('name', ['apple%', 'EGGS']))).toEqual([
          'apple',
          'eggs',
        ]);
        expect(await keys((q) => q.regexMatch('amount', '^[0-9]+$'))).toEqual(['eggs']);
        expect(await keys((q) => q.regexIMatch('name', '^CHEDDAR'))).toEqual(['cheese']);
        expect(await keys((q) => q.filter('amount', 'isdistinct', ''))).toEqual([
          'apple',
          'bread',
          'cheese',
          'eggs',
        ]);
        expect(await keys((q) => q.textSearch('name', 'wheat & bread'))).toEqual(['bread']);
        expect(
          await keys((q) => q.textSearch('name', 'breads', { config: 'english', type: 'plain' })),
        ).toEqual(['bread']);
        expect(
          await keys((q) => q.textSearch('name', '"whole wheat" or eggs', { type: 'websearch' })),
        ).toEqual(['bread', 'eggs']);
      });

      it('filters array columns with contains and overlaps', async () => {
        const prefs = () => client.from('food_preferences').select('id');
        expect((await prefs().contains('allergies', ['Sesame'])).data).toEqual([
          { id: alice.user.id },
        ]);
        expect((await prefs().contains('allergies', ['Shellfish'])).data).toEqual([]);
        expect((await prefs().overlaps('favorite_cuisines', ['Thai', 'Mexican'])).data).toEqual([
          { id: alice.user.id },
        ]);
      });

      it('filters numeric signs and dates', async () => {
        const { data } = await client
          .from('budget_changes')
          .select('change')
          .eq('week_start', week)
          .lt('price_difference', 0);
        expect(data).toEqual([{ change: 'Removed bread' }]);
        const { data: plans } = await client
          .from('meal_plans')
          .select('week_start')
          .gte('week_start', '2025-04-01')
          .lt('week_start', '2025-04-08');
        expect(plans).toEqual([{ week_start: WEEK }]);
      });

      it('orders by several columns with nulls placement, and pages with limit, offset and range', async () => {
        const ordered = await base()
          .order('checked', { ascending: false })
          .order('price', { ascending: true });
        expect(ordered.data?.map((row) => row.item_key)).toEqual([
          'apple',
          'cheese',
          'eggs',
          'bread',
          'dates',
        ]);
        const limited = await base().order('price', { ascending: false }).limit(2);
        expect(limited.data?.map((row) => row.item_key)).toEqual(['dates', 'cheese']);
        const ranged = await base().order('item_key').range(1, 3);
        expect(ranged.data?.map((row) => row.item_key)).toEqual(['bread', 'cheese', 'dates']);
        const { data: nulls } = await client
          .from('meal_plans')
          .select('week_start')
          .order('summary', { ascending: true, nullsFirst: true });
        expect(nulls).toEqual([{ week_start: WEEK }]);
      });

      it('counts exactly, with or without the rows, and reports a partial range', async () => {
        const head = await client
          .from('shopping_list_items')
          .select('*', { count: 'exact', head: true })
          .eq('week_start', week);
        expect(head).toMatchObject({ count: 5, data: null, error: null, status: 200 });
        const page = await client
          .from('shopping_list_items')
          .select('item_key', { count: 'exact' })
          .eq('week_start', week)
          .order('item_key')
          .range(0, 1);
        expect(page.status).toBe(206);
        expect(page.count).toBe(5);
        expect(page.data).toEqual([{ item_key: 'apple' }, { item_key: 'bread' }]);
        const planned = await client
          .from('shopping_list_items')
          .select('*', { count: 'planned', head: true })
          .eq('week_start', week);
        expect(planned.error).toBeNull();
        expect(typeof planned.count).toBe('number');
      });
    });

    describe('protocol details', () => {
      function raw(path: string, init: RequestInit = {}): Promise<Response> {
        const headers = new Headers(init.headers);
        headers.set('apikey', backend.anonKey);
        headers.set('Authorization', `Bearer ${alice.accessToken}`);
        return fetch(`${backend.url}/rest/v1${path}`, { ...init, headers });
      }

      it('accepts the API key as a URL parameter, where it is no filter', async () => {
        const response = await fetch(
          `${backend.url}/rest/v1/profiles?select=id&apikey=${backend.anonKey}`,
          {
            headers: { Authorization: `Bearer ${alice.accessToken}` },
          },
        );
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual([{ id: alice.user.id }]);
      });

      it('answers with PostgREST headers: JSON content type, Content-Range, Preference-Applied', async () => {
        const list = await raw('/profiles?select=id');
        expect(list.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(list.headers.get('content-range')).toBe('0-0/*');
        expect(await list.json()).toEqual([{ id: alice.user.id }]);
        const none = await raw('/profiles?select=id&id=eq.00000000-0000-4000-8000-000000000000', {
          headers: { Prefer: 'count=exact' },
        });
        expect(none.headers.get('content-range')).toBe('*/0');
        expect(none.headers.get('preference-applied')).toBe('count=exact');
        await none.text();
        const head = await raw('/profiles', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
        expect(head.status).toBe(200);
        expect(head.headers.get('content-range')).toBe('0-0/1');
        expect(await head.text()).toBe('');
        const object = await raw(`/profiles?select=full_name&id=eq.${alice.user.id}`, {
          headers: { Accept: 'application/vnd.pgrst.object+json', 'Accept-Profile': 'public' },
        });
        expect(object.headers.get('content-type')).toBe(
          'application/vnd.pgrst.object+json; charset=utf-8',
        );
        expect(object.headers.get('content-profile')).toBe('public');
        expect(await object.json()).toEqual({ full_name: 'Ada King' });
      });

      it('reads inside JSON columns with -> and ->> in select and filters', async () => {
        const { data, error } = await db
          .from('meal_plans')
          .select('week_start, first_day:plan->days->0->>day, days:plan->days')
          .eq('plan->days->0->>day', 'Tuesday');
        expect(error).toBeNull();
        expect(data).toEqual([
          {
            week_start: WEEK,
            first_day: 'Tuesday',
            days: [{ day: 'Tuesday', meals: [{ name: 'Lentil soup' }] }],
          },
        ]);
        const { data: keyed } = await db
          .from('meal_plans')
          .select('plan->days')
          .eq('week_start', WEEK)
          .single();
        expect(keyed).toEqual({ days: [{ day: 'Tuesday', meals: [{ name: 'Lentil soup' }] }] });
      });

      it('strips nulls when asked', async () => {
        const { data, error } = await db
          .from('meal_plans')
          .select('week_start, summary')
          .eq('week_start', WEEK)
          .stripNulls();
        expect(error).toBeNull();
        expect(data).toEqual([{ week_start: WEEK }]);
      });

      it('limits an update to the first rows in the given order', async () => {
        const client = untypedClient(backend, bob.accessToken);
        const { data, error } = await client
          .from('shopping_list_items')
          .update({ checked: true })
          .eq('week_start', '2025-05-05')
          .order('price', { ascending: false })
          .limit(1)
          .select('item_key');
        expect(error).toBeNull();
        expect(data).toEqual([{ item_key: 'carrots' }]);
        const { count } = await client
          .from('shopping_list_items')
          .select('*', { count: 'exact', head: true })
          .eq('checked', true);
        expect(count).toBe(1);
      });

      it('finds tables and columns created after it started', async () => {
        await backend.db.exec(`
          create table public.rest_notes (id serial primary key, body text not null, big bigint, exact numeric);
          grant select, insert on public.rest_notes to authenticated;
          grant usage on sequence public.rest_notes_id_seq to authenticated;
        `);
        const created = await db
          .from('rest_notes')
          .insert({ body: 'hello' })
          .select('body')
          .single();
        expect(created).toMatchObject({ error: null, data: { body: 'hello' } });
        await backend.db.exec('alter table public.rest_notes add column tag text');
        const tagged = await db
          .from('rest_notes')
          .insert({ body: 'tagged', tag: 'new' })
          .select('tag')
          .single();
        expect(tagged).toMatchObject({ error: null, data: { tag: 'new' } });
      });

      // PGlite runs queries on the JavaScript thread and has no timers to cancel them with.
      it.skipIf(kind === 'pglite')(
        'applies the role’s statement_timeout, as PostgREST applies role settings',
        async () => {
          const { rows } = await backend.db.query<{ name: string }>(
            'select current_database() as name',
          );
          const database = `"${String(rows[0]?.name).replaceAll('"', '""')}"`;
          await backend.db.exec(`
          create view public.rest_slow as select pg_sleep(0.5)::text as slept;
          grant select on public.rest_slow to authenticated;
          alter role authenticated in database ${database} set statement_timeout = '100ms';
        `);
          try {
            const slow = await db.from('rest_slow').select('*');
            expect(slow.status).toBe(500);
            expect(slow.error).toMatchObject({ code: '57014' });
          } finally {
            await backend.db.exec(
              `alter role authenticated in database ${database} reset statement_timeout`,
            );
          }
          // A miss reloads the catalog, and with it the role settings.
          await db.from('rest_no_such_table_reload').select('*');
          const { error } = await db.from('rest_slow').select('*');
          expect(error).toBeNull();
        },
      );

      it('recovers from a dropped column after one refused request', async () => {
        await backend.db.exec(`
          create table public.rest_dropped (id serial primary key, keep text, gone text);
          grant select, insert on public.rest_dropped to authenticated;
          grant usage on sequence public.rest_dropped_id_seq to authenticated;
        `);
        const before = await db
          .from('rest_dropped')
          .insert({ keep: 'a', gone: 'b' })
          .select()
          .single();
        expect(before.data).toEqual({ id: 1, keep: 'a', gone: 'b' });
        await backend.db.exec('alter table public.rest_dropped drop column gone');
        // The cache still lists the dropped column: PostgreSQL refuses, and the catalog is read again.
        const stale = await db.from('rest_dropped').insert({ keep: 'c' }).select().single();
        expect(stale.error).toMatchObject({ code: '42703' });
        const after = await db.from('rest_dropped').insert({ keep: 'd' }).select().single();
        expect(after).toMatchObject({ error: null, data: { keep: 'd' } });
        expect(Object.keys(after.data ?? {}).sort()).toEqual(['id', 'keep']);
      });

      it('stores numbers exactly as the client wrote them, beyond double precision', async () => {
        const response = await raw('/rest_notes?select=big::text,exact::text', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
          body: '{"body":"precise","big":9007199254740993,"exact":0.1000000000000000000001}',
        });
        expect(response.status).toBe(201);
        expect(await response.json()).toEqual([
          { big: '9007199254740993', exact: '0.1000000000000000000001' },
        ]);
      });
    });

    describe('writes', () => {
      const week = '2025-07-07';
      let client: SupabaseClient;

      beforeAll(() => {
        client = untypedClient(backend, alice.accessToken);
      });

      it('inserts with return=minimal (no body) and with representation (the rows, defaults filled)', async () => {
        const minimal = await client.from('purchases').insert({
          user_id: alice.user.id,
          week_start: week,
          item_key: 'milk',
          name: 'Milk',
          amount_paid: 3.49,
        });
        expect(minimal).toMatchObject({ error: null, data: null, status: 201 });
        const full = await client
          .from('purchases')
          .insert([
            {
              user_id: alice.user.id,
              week_start: week,
              item_key: 'oats',
              name: 'Oats',
              amount_paid: 2.99,
            },
            {
              user_id: alice.user.id,
              week_start: week,
              item_key: 'tea',
              name: 'Tea',
              amount_paid: 4.5,
            },
          ])
          .select('item_key, amount_paid, id, purchased_at');
        expect(full.error).toBeNull();
        expect(full.status).toBe(201);
        expect(full.data).toHaveLength(2);
        expect(full.data?.[0]).toMatchObject({ item_key: 'oats', amount_paid: 2.99 });
        expect(full.data?.[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(Number.isNaN(Date.parse(String(full.data?.[1]?.purchased_at)))).toBe(false);
      });

      it('fills missing columns with their defaults when asked (missing=default), with null otherwise', async () => {
        const rows = [
          { user_id: alice.user.id, week_start: week, item_key: 'salt', name: 'Salt', price: 1 },
          { user_id: alice.user.id, week_start: week, item_key: 'pepper', name: 'Pepper' },
        ];
        const withDefaults = await client
          .from('shopping_list_items')
          .insert(rows, { defaultToNull: false })
          .select('item_key, price, amount');
        expect(withDefaults.error).toBeNull();
        expect(withDefaults.data).toEqual([
          { item_key: 'salt', price: 1, amount: '' },
          { item_key: 'pepper', price: 0, amount: '' },
        ]);
        const withNulls = await client
          .from('shopping_list_items')
          .insert([
            {
              user_id: alice.user.id,
              week_start: week,
              item_key: 'sugar',
              name: 'Sugar',
              price: 2,
            },
            { user_id: alice.user.id, week_start: week, item_key: 'flour', name: 'Flour' },
          ])
          .select();
        // price is NOT NULL: an explicit null from the missing key fails like on PostgREST.
        expect(withNulls.status).toBe(400);
        expect(withNulls.error).toMatchObject({ code: '23502' });
      });

      it('merges duplicates on the on_conflict columns and ignores them when asked', async () => {
        const row = {
          user_id: alice.user.id,
          week_start: week,
          item_key: 'milk',
          name: 'Milk',
          amount_paid: 3.99,
        };
        const merged = await client
          .from('purchases')
          .upsert(row, { onConflict: 'user_id,week_start,item_key' })
          .select('amount_paid');
        expect(merged.error).toBeNull();
        expect(merged.data).toEqual([{ amount_paid: 3.99 }]);
        const ignored = await client
          .from('purchases')
          .upsert(
            { ...row, amount_paid: 9.99 },
            { onConflict: 'user_id,week_start,item_key', ignoreDuplicates: true },
          )
          .select('amount_paid');
        expect(ignored.error).toBeNull();
        expect(ignored.data).toEqual([]);
        const { data } = await client
          .from('purchases')
          .select('amount_paid')
          .eq('item_key', 'milk')
          .eq('week_start', week)
          .single();
        expect(data).toEqual({ amount_paid: 3.99 });
      });

      it('upserts several rows at once, inserting new ones and merging existing ones', async () => {
        const { data, error, status } = await client
          .from('purchases')
          .upsert(
            [
              {
                user_id: alice.user.id,
                week_start: week,
                item_key: 'milk',
                name: 'Milk',
                amount_paid: 3.79,
              },
              {
                user_id: alice.user.id,
                week_start: week,
                item_key: 'rice',
                name: 'Rice',
                amount_paid: 1.99,
              },
            ],
            { onConflict: 'user_id,week_start,item_key' },
          )
          .select('item_key, amount_paid')
          .order('item_key');
        expect(error).toBeNull();
        expect(status).toBe(201);
        expect(data).toEqual(
          expect.arrayContaining([
            { item_key: 'milk', amount_paid: 3.79 },
            { item_key: 'rice', amount_paid: 1.99 },
          ]),
        );
      });

      it('an upsert without on_conflict merges on the primary key', async () => {
        const { error } = await client
          .from('profiles')
          .upsert({ id: alice.user.id, full_name: 'Alice Again' });
        expect(error).toBeNull();
        const { data } = await client
          .from('profiles')
          .select('full_name')
          .eq('id', alice.user.id)
          .single();
        expect(data).toEqual({ full_name: 'Alice Again' });
      });

      it('updates the filtered rows, returning them or nothing', async () => {
        const minimal = await client
          .from('purchases')
          .update({ name: 'Whole milk' })
          .eq('item_key', 'milk')
          .eq('week_start', week);
        expect(minimal).toMatchObject({ error: null, data: null, status: 204 });
        const full = await client
          .from('purchases')
          .update({ amount_paid: 0.5 })
          .eq('week_start', week)
          .in('item_key', ['oats', 'tea'])
          .select('item_key, amount_paid, name');
        expect(full.status).toBe(200);
        expect(full.data?.map((row) => row.amount_paid)).toEqual([0.5, 0.5]);
        const counted = await client
          .from('purchases')
          .update({ name: 'Tea leaves' }, { count: 'exact' })
          .eq('item_key', 'tea');
        expect(counted.count).toBe(1);
        const { data } = await client
          .from('purchases')
          .select('name')
          .eq('item_key', 'milk')
          .eq('week_start', week)
          .single();
        expect(data).toEqual({ name: 'Whole milk' });
      });

      it('updating nothing that matches changes nothing and says so', async () => {
        const { data, error } = await client
          .from('purchases')
          .update({ name: 'x' })
          .eq('item_key', 'no-such-item')
          .select();
        expect(error).toBeNull();
        expect(data).toEqual([]);
      });

      it('deletes the filtered rows, returning them or nothing', async () => {
        const full = await client
          .from('purchases')
          .delete()
          .eq('item_key', 'tea')
          .eq('week_start', week)
          .select('item_key');
        expect(full).toMatchObject({ error: null, status: 200, data: [{ item_key: 'tea' }] });
        const minimal = await client
          .from('purchases')
          .delete({ count: 'exact' })
          .eq('item_key', 'oats')
          .eq('week_start', week);
        expect(minimal).toMatchObject({ error: null, status: 204, count: 1 });
        const { count } = await client
          .from('purchases')
          .select('*', { count: 'exact', head: true })
          .eq('week_start', week);
        expect(count).toBe(2);
      });

      it('refuses a change above max-affected and keeps the rows', async () => {
        // What .maxAffected(1) sends (the typed client offers it only for PostgREST 13 schemas).
        const response = await fetch(`${backend.url}/rest/v1/purchases?week_start=eq.${week}`, {
          method: 'DELETE',
          headers: {
            apikey: backend.anonKey,
            Authorization: `Bearer ${alice.accessToken}`,
            Prefer: 'handling=strict, max-affected=1',
          },
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          code: 'PGRST124',
          details: 'The query affects 2 rows',
        });
        const { count } = await client
          .from('purchases')
          .select('*', { count: 'exact', head: true })
          .eq('week_start', week);
        expect(count).toBe(2);
      });

      it('keeps updated_at truthful through the trigger', async () => {
        const before = await client
          .from('profiles')
          .select('updated_at')
          .eq('id', alice.user.id)
          .single();
        await new Promise((resolve) => setTimeout(resolve, 20));
        await client.from('profiles').update({ full_name: 'Alice Later' }).eq('id', alice.user.id);
        const after = await client
          .from('profiles')
          .select('updated_at')
          .eq('id', alice.user.id)
          .single();
        expect(Date.parse(String(after.data?.updated_at))).toBeGreaterThan(
          Date.parse(String(before.data?.updated_at)),
        );
      });
    });
  });
}
