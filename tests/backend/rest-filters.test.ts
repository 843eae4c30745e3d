/**
 * The REST contract through the real supabase-js client: every filter operator, ordering,
 * paging and counts, over the rows the every-table test leaves.
 * Runs on PGlite and, when available, on PostgreSQL.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { untypedClient, WEEK, describeRest } from './rest-support.ts';

describeRest({ seeded: true }, (rest) => {
  describe('filters', () => {
    const week = '2025-06-02';
    let client: SupabaseClient;

    beforeAll(async () => {
      client = untypedClient(rest.backend, rest.alice.accessToken);
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
      ].map((item) => ({ ...item, user_id: rest.alice.user.id, week_start: week }));
      const { error } = await client.from('shopping_list_items').insert(items);
      expect(error).toBeNull();
      const service = untypedClient(rest.backend, rest.backend.serviceRoleKey);
      const { error: changeError } = await service.from('budget_changes').insert([
        {
          user_id: rest.alice.user.id,
          week_start: week,
          change: 'Added eggs',
          price_difference: 2.5,
        },
        {
          user_id: rest.alice.user.id,
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
      expect(await keys((q) => q.or('and(checked.is.true,price.gt.2),name.ilike.*dates*'))).toEqual(
        ['cheese', 'dates'],
      );
      expect(await keys((q) => q.or('name.eq."Apple, Gala",amount.eq.""'))).toEqual([
        'apple',
        'dates',
      ]);
    });

    it('matches several patterns, regular expressions, distinctness and full text', async () => {
      expect(await keys((q) => q.likeAnyOf('name', ['Egg%', '%bread']))).toEqual(['bread', 'eggs']);
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
        { id: rest.alice.user.id },
      ]);
      expect((await prefs().contains('allergies', ['Shellfish'])).data).toEqual([]);
      expect((await prefs().overlaps('favorite_cuisines', ['Thai', 'Mexican'])).data).toEqual([
        { id: rest.alice.user.id },
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
});
