/**
 * The REST contract through the real supabase-js client: upserts and selects on every table of
 * the app, and single/maybeSingle. Runs on PGlite and, when available, on PostgreSQL.
 */
import {
  addBobItems,
  SERVER_WRITTEN,
  tableFixtures,
  untypedClient,
  describeRest,
} from './rest-support.ts';

describeRest({ seeded: false }, (rest) => {
  describe('every table of the app', () => {
    it('upserts a row, upserts it again with a change, and reads it back as one object', async () => {
      // A week's plan and its change log are written by the planner functions (service role).
      const service = untypedClient(rest.backend, rest.backend.serviceRoleKey);
      for (const fixture of tableFixtures(rest.alice.user.id)) {
        const writer = SERVER_WRITTEN.has(fixture.table) ? service : rest.db;
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

        let read = rest.db.from(fixture.table).select('*');
        for (const column of fixture.key) read = read.eq(column, changed[column]);
        const { data, error } = await read.single();
        expect(error, fixture.table).toBeNull();
        expect(data, fixture.table).toMatchObject(changed);
      }
    });

    it('selects the columns the app asks for, as the spec lists them', async () => {
      const { data: profile } = await rest.db
        .from('profiles')
        .select('full_name')
        .eq('id', rest.alice.user.id)
        .maybeSingle();
      expect(profile).toEqual({ full_name: 'Ada King' });
      const { data: budget } = await rest.db
        .from('meal_frequency')
        .select(
          'weekly_budget, custom_budget, breakfasts_per_week, lunch_per_week, dinner_per_week, snacks_per_week',
        )
        .eq('id', rest.alice.user.id)
        .maybeSingle();
      expect(budget).toEqual({
        weekly_budget: 'Custom',
        custom_budget: 92.25,
        breakfasts_per_week: 7,
        lunch_per_week: 5,
        dinner_per_week: 7,
        snacks_per_week: 3,
      });
      const { data: zip } = await rest.db
        .from('budget_settings')
        .select('zip_code')
        .eq('id', rest.alice.user.id)
        .maybeSingle();
      expect(zip).toEqual({ zip_code: '10001' });
      const { data: prefs } = await rest.db
        .from('food_preferences')
        .select('dietary_restrictions, allergies, favorite_cuisines')
        .eq('id', rest.alice.user.id)
        .maybeSingle();
      expect(prefs).toEqual({
        dietary_restrictions: ['Vegetarian', 'Gluten-Free'],
        allergies: ['Peanuts', 'Sesame'],
        favorite_cuisines: ['Thai', 'Italian'],
      });
      const { data: onboarding } = await rest.db
        .from('onboarding_profile')
        .select('id')
        .eq('id', rest.alice.user.id)
        .maybeSingle();
      expect(onboarding).toEqual({ id: rest.alice.user.id });
    });

    it('renames and casts selected columns', async () => {
      const { data, error } = await rest.db
        .from('meal_frequency')
        .select('budget:custom_budget::text, lunches:lunch_per_week')
        .eq('id', rest.alice.user.id)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ budget: '92.25', lunches: 5 });
    });
  });

  describe('single and maybeSingle', () => {
    beforeAll(async () => {
      await addBobItems(rest.backend, rest.bob);
    });

    function bobItems() {
      return untypedClient(rest.backend, rest.bob.accessToken)
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
      const client = untypedClient(rest.backend, rest.bob.accessToken);
      const rows = ['figs', 'grapes'].map((item) => ({
        user_id: rest.bob.user.id,
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
});
