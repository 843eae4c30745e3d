/**
 * The REST contract through the real supabase-js client: the Prefer variants of insert,
 * upsert, update and delete, counts of changed rows, max-affected and the updated_at trigger.
 * Runs on PGlite and, when available, on PostgreSQL.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { untypedClient, describeRest } from './rest-support.ts';

describeRest({ seeded: true }, (rest) => {
  describe('writes', () => {
    const week = '2025-07-07';
    let client: SupabaseClient;

    beforeAll(() => {
      client = untypedClient(rest.backend, rest.alice.accessToken);
    });

    it('inserts with return=minimal (no body) and with representation (the rows, defaults filled)', async () => {
      const minimal = await client.from('purchases').insert({
        user_id: rest.alice.user.id,
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
            user_id: rest.alice.user.id,
            week_start: week,
            item_key: 'oats',
            name: 'Oats',
            amount_paid: 2.99,
          },
          {
            user_id: rest.alice.user.id,
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
        { user_id: rest.alice.user.id, week_start: week, item_key: 'salt', name: 'Salt', price: 1 },
        { user_id: rest.alice.user.id, week_start: week, item_key: 'pepper', name: 'Pepper' },
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
            user_id: rest.alice.user.id,
            week_start: week,
            item_key: 'sugar',
            name: 'Sugar',
            price: 2,
          },
          { user_id: rest.alice.user.id, week_start: week, item_key: 'flour', name: 'Flour' },
        ])
        .select();
      // price is NOT NULL: an explicit null from the missing key fails like on PostgREST.
      expect(withNulls.status).toBe(400);
      expect(withNulls.error).toMatchObject({ code: '23502' });
    });

    it('merges duplicates on the on_conflict columns and ignores them when asked', async () => {
      const row = {
        user_id: rest.alice.user.id,
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
              user_id: rest.alice.user.id,
              week_start: week,
              item_key: 'milk',
              name: 'Milk',
              amount_paid: 3.79,
            },
            {
              user_id: rest.alice.user.id,
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
        .upsert({ id: rest.alice.user.id, full_name: 'Alice Again' });
      expect(error).toBeNull();
      const { data } = await client
        .from('profiles')
        .select('full_name')
        .eq('id', rest.alice.user.id)
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
      const response = await fetch(`${rest.backend.url}/rest/v1/purchases?week_start=eq.${week}`, {
        method: 'DELETE',
        headers: {
          apikey: rest.backend.anonKey,
          Authorization: `Bearer ${rest.alice.accessToken}`,
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
        .eq('id', rest.alice.user.id)
        .single();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await client
        .from('profiles')
        .update({ full_name: 'Alice Later' })
        .eq('id', rest.alice.user.id);
      const after = await client
        .from('profiles')
        .select('updated_at')
        .eq('id', rest.alice.user.id)
        .single();
      expect(Date.parse(String(after.data?.updated_at))).toBeGreaterThan(
        Date.parse(String(before.data?.updated_at)),
      );
    });
  });
});
