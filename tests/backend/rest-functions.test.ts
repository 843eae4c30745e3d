/**
 * Function calls through supabase-js as PostgREST resolves them, on PGlite and on PostgreSQL:
 * overloads chosen by argument names, ambiguity as 300 PGRST203, the single unnamed
 * json/jsonb/text/bytea parameter that takes the body whole, functions PostgREST cannot call left
 * out of the API, and a function's rows read like a table (select, embedded resources, computed
 * fields, filters, order, paging, counts, max-affected).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  fixtureClient,
  restCall,
  startFixtureBackend,
  type FixtureBackend,
} from './rest-fixture.ts';
import { createSignedInUser, forEachDbKind, type SignedInUser } from './support.ts';

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`functions on ${kind}`, () => {
    let fixture: FixtureBackend;
    let user: SignedInUser;
    let db: SupabaseClient;

    beforeAll(async () => {
      fixture = await startFixtureBackend(kind);
      user = await createSignedInUser(fixture.backend);
      db = fixtureClient(fixture.backend, user.accessToken);
      const shop = await db.from('shops').insert({ name: 'Corner shop' }).select('id').single();
      const { error } = await db.from('products').insert([
        { shop_id: shop.data?.id, name: 'Rice', price: 2.5 },
        { shop_id: shop.data?.id, name: 'Oil', price: 7 },
        { shop_id: shop.data?.id, name: 'Salt', price: 1.2 },
      ]);
      if (error) throw new Error(error.message);
    });

    afterAll(async () => {
      await fixture?.close();
    });

    it('chooses the overload whose parameter names the arguments match', async () => {
      expect(await db.rpc('pick', { b: 7 })).toMatchObject({ status: 200, data: 'b 7' });
      const ambiguous = await db.rpc('pick', { a: 'x' });
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error).toEqual({
        code: 'PGRST203',
        message:
          'Could not choose the best candidate function between: public.pick(a => text), public.pick(a => integer)',
        details: null,
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      });
      const unknown = await db.rpc('pick', { c: 1 });
      expect(unknown.status).toBe(404);
      expect(unknown.error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.pick(c) in the schema cache',
        details:
          'Searched for the function public.pick with parameter c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      });
    });

    it('hands the whole body to a single unnamed json, jsonb, text or bytea parameter', async () => {
      expect(await db.rpc('keys_of', { b: 1, a: { nested: true } })).toMatchObject({
        status: 200,
        data: ['a', 'b'],
      });
      const text = await restCall(fixture.backend, '/rpc/shout', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'hello there',
      });
      expect(text).toMatchObject({ status: 200, text: '"HELLO THERE"' });
      const bytes = await restCall(fixture.backend, '/rpc/byte_length', {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream' },
        body: new Uint8Array([0, 1, 2, 255]),
      });
      expect(bytes).toMatchObject({ status: 200, text: '4' });
      const noTextTaker = await restCall(fixture.backend, '/rpc/keys_of', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'x',
      });
      expect(noTextTaker.status).toBe(404);
      expect(JSON.parse(noTextTaker.text)).toMatchObject({
        code: 'PGRST202',
        details:
          'Searched for the function public.keys_of with a single unnamed text parameter, but no matches were found in the schema cache.',
      });
    });

    it('leaves out of the API a function with an unnamed parameter no body fits', async () => {
      const { status, error } = await db.rpc('twice', { '': 2 });
      expect(status).toBe(404);
      expect(error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.twice() in the schema cache',
      });
    });

    it('selects, filters, orders, pages and counts the rows a function returns', async () => {
      const cheap = await db
        .rpc('products_under', { max_price: 5 }, { count: 'exact' })
        .select('name, label')
        .order('price')
        .range(0, 0);
      expect(cheap).toMatchObject({
        status: 206,
        count: 2,
        data: [{ name: 'Salt', label: 'Salt (1.20)' }],
      });
      const filtered = await db
        .rpc('products_under', { max_price: 10 })
        .select('name')
        .ilike('name', 'r*');
      expect(filtered.data).toEqual([{ name: 'Rice' }]);
      const viaGet = await db
        .rpc('products_under', { max_price: 10 }, { get: true })
        .select('name')
        .gt('price', 5);
      expect(viaGet.data).toEqual([{ name: 'Oil' }]);
      const table = await db.rpc('price_list').select('product').eq('price', 7);
      expect(table.data).toEqual([{ product: 'Oil' }]);
      const one = await db.rpc('products_under', { max_price: 2 }).select('name').single();
      expect(one).toMatchObject({ status: 200, data: { name: 'Salt' } });
    });

    it('embeds resources related to the table a function returns rows of', async () => {
      const { data, error } = await db
        .rpc('products_under', { max_price: 3 })
        .select('name, shop:shops(name), ...shops(shop_id:id)')
        .order('name');
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'Rice', shop: { name: 'Corner shop' }, shop_id: expect.any(Number) },
        { name: 'Salt', shop: { name: 'Corner shop' }, shop_id: expect.any(Number) },
      ]);
      const none = await db.rpc('price_list').select('product, shops(name)');
      expect(none.error).toMatchObject({ code: 'PGRST200' });
    });

    it('refuses a result beyond max-affected under handling=strict, and rolls it back', async () => {
      const prefer = { Prefer: 'handling=strict,max-affected=1' };
      const over = await restCall(fixture.backend, '/rpc/products_under', {
        method: 'POST',
        token: user.accessToken,
        headers: { 'Content-Type': 'application/json', ...prefer },
        body: JSON.stringify({ max_price: 5 }),
      });
      expect(over.status).toBe(400);
      expect(JSON.parse(over.text)).toMatchObject({
        code: 'PGRST124',
        details: 'The query affects 2 rows',
      });
      const single = await restCall(fixture.backend, '/rpc/shout', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', ...prefer },
        body: 'x',
      });
      expect(JSON.parse(single.text)).toMatchObject({ code: 'PGRST128' });
    });
  });
}
