/**
 * Resource embedding through supabase-js, on PGlite and on PostgreSQL, as PostgREST 12/13 serves
 * it: relationships from foreign keys in both directions, one-to-one, many-to-many through a
 * junction table, self-references, views and computed relationships; hints, aliases, !inner,
 * spreads, filters, order and paging on embedded resources; and PostgREST's errors when a
 * relationship is missing or ambiguous.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { fixtureClient, startFixtureBackend, type FixtureBackend } from './rest-fixture.ts';
import { createSignedInUser, forEachDbKind } from './support.ts';

async function seed(db: SupabaseClient): Promise<void> {
  const shops = await db
    .from('shops')
    .insert([{ name: 'Corner shop' }, { name: 'Market' }])
    .select('id, name');
  const [corner, market] = shops.data ?? [];
  if (!corner || !market) throw new Error(`seeding shops failed: ${shops.error?.message}`);
  const products = await db
    .from('products')
    .insert([
      { shop_id: corner.id, name: 'Rice', price: 2.5 },
      { shop_id: corner.id, name: 'Oil', price: 7 },
      { shop_id: corner.id, name: 'Salt', price: 1.2 },
      { shop_id: market.id, name: 'Beans', price: 3 },
    ])
    .select('id, name');
  const tags = await db
    .from('tags')
    .insert([{ label: 'staple' }, { label: 'cheap' }, { label: 'liquid' }])
    .select('id, label');
  const id = (rows: { id: number; name?: string; label?: string }[] | null, key: string) =>
    rows?.find((row) => row.name === key || row.label === key)?.id;
  const inserts = await Promise.all([
    db.from('shop_details').insert({ shop_id: corner.id, note: 'Open late' }),
    db.from('transfers').insert({ from_shop: corner.id, to_shop: market.id, amount: 5 }),
    db.from('product_tags').insert(
      [
        ['Rice', 'staple'],
        ['Rice', 'cheap'],
        ['Salt', 'cheap'],
        ['Oil', 'liquid'],
      ].map(([product = '', tag = '']) => ({
        product_id: id(products.data, product),
        tag_id: id(tags.data, tag),
      })),
    ),
  ]);
  for (const { error } of inserts) if (error) throw new Error(error.message);
  const food = await db.from('categories').insert({ name: 'Food' }).select('id').single();
  const grains = await db
    .from('categories')
    .insert({ name: 'Grains', parent_id: food.data?.id })
    .select('id')
    .single();
  await db.from('categories').insert({ name: 'Rice', parent_id: grains.data?.id });
}

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`embedded resources on ${kind}`, () => {
    let fixture: FixtureBackend;
    let db: SupabaseClient;

    beforeAll(async () => {
      fixture = await startFixtureBackend(kind);
      const user = await createSignedInUser(fixture.backend);
      db = fixtureClient(fixture.backend, user.accessToken);
      await seed(db);
    });

    afterAll(async () => {
      await fixture?.close();
    });

    it('embeds the one side of a foreign key as an object and the many side as an array', async () => {
      const products = await db.from('products').select('name, shops(name)').order('id');
      expect(products.data).toEqual([
        { name: 'Rice', shops: { name: 'Corner shop' } },
        { name: 'Oil', shops: { name: 'Corner shop' } },
        { name: 'Salt', shops: { name: 'Corner shop' } },
        { name: 'Beans', shops: { name: 'Market' } },
      ]);
      const shops = await db.from('shops').select('name, products(name)').order('id');
      expect(shops.data).toEqual([
        { name: 'Corner shop', products: [{ name: 'Rice' }, { name: 'Oil' }, { name: 'Salt' }] },
        { name: 'Market', products: [{ name: 'Beans' }] },
      ]);
    });

    it('embeds a one-to-one relationship as an object or null, from either side', async () => {
      const shops = await db.from('shops').select('name, shop_details(note)').order('id');
      expect(shops.data).toEqual([
        { name: 'Corner shop', shop_details: { note: 'Open late' } },
        { name: 'Market', shop_details: null },
      ]);
      const details = await db.from('shop_details').select('note, shops(name)');
      expect(details.data).toEqual([{ note: 'Open late', shops: { name: 'Corner shop' } }]);
    });

    it('embeds many-to-many through the junction table, also named as a hint', async () => {
      const rice = await db.from('products').select('name, tags(label)').eq('name', 'Rice');
      expect(rice.data).toEqual([
        { name: 'Rice', tags: [{ label: 'staple' }, { label: 'cheap' }] },
      ]);
      const cheap = await db
        .from('tags')
        .select('label, products!product_tags(name)')
        .eq('label', 'cheap')
        .order('name', { referencedTable: 'products' });
      expect(cheap.data).toEqual([
        { label: 'cheap', products: [{ name: 'Rice' }, { name: 'Salt' }] },
      ]);
    });

    it('answers 300 PGRST201 for two relationships, and takes a constraint or column hint', async () => {
      const ambiguous = await db.from('transfers').select('amount, shops(name)');
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error).toEqual({
        code: 'PGRST201',
        message:
          "Could not embed because more than one relationship was found for 'transfers' and 'shops'",
        details: [
          {
            cardinality: 'many-to-one',
            embedding: 'transfers with shops',
            relationship: 'transfers_from_shop_fkey using transfers(from_shop) and shops(id)',
          },
          {
            cardinality: 'many-to-one',
            embedding: 'transfers with shops',
            relationship: 'transfers_to_shop_fkey using transfers(to_shop) and shops(id)',
          },
        ],
        hint: "Try changing 'shops' to one of the following: 'shops!transfers_from_shop_fkey', 'shops!transfers_to_shop_fkey'. Find the desired relationship in the 'details' key.",
      });
      const hinted = await db
        .from('transfers')
        .select(
          'amount, from:shops!transfers_from_shop_fkey(name), to:shops!to_shop(name), to_shop(id)',
        );
      expect(hinted.error).toBeNull();
      expect(hinted.data).toEqual([
        {
          amount: 5,
          from: { name: 'Corner shop' },
          to: { name: 'Market' },
          to_shop: { id: expect.any(Number) },
        },
      ]);
    });

    it('answers 400 PGRST200 for a missing relationship, with a near miss as hint', async () => {
      const missing = await db.from('shops').select('name, product(name)');
      expect(missing.status).toBe(400);
      expect(missing.error).toEqual({
        code: 'PGRST200',
        message: "Could not find a relationship between 'shops' and 'product' in the schema cache",
        details:
          "Searched for a foreign key relationship between 'shops' and 'product' in the schema 'public', but no matches were found.",
        hint: "Perhaps you meant 'products' instead of 'product'.",
      });
      const badHint = await db.from('shops').select('name, products!nope(name)');
      expect(badHint.error).toMatchObject({
        code: 'PGRST200',
        details:
          "Searched for a foreign key relationship between 'shops' and 'products' using the hint 'nope' in the schema 'public', but no matches were found.",
        hint: null,
      });
    });

    it('follows a self-reference up by its column and down by the table name', async () => {
      const { data } = await db
        .from('categories')
        .select('name, parent:parent_id(name), children:categories(name)')
        .eq('name', 'Grains');
      expect(data).toEqual([
        { name: 'Grains', parent: { name: 'Food' }, children: [{ name: 'Rice' }] },
      ]);
    });

    it('filters embedded rows, and with !inner the parents too, counting accordingly', async () => {
      const all = await db
        .from('shops')
        .select('name, products(name)', { count: 'exact' })
        .lt('products.price', 2)
        .order('id');
      expect(all).toMatchObject({
        count: 2,
        data: [
          { name: 'Corner shop', products: [{ name: 'Salt' }] },
          { name: 'Market', products: [] },
        ],
      });
      const inner = await db
        .from('shops')
        .select('name, products!inner(name)', { count: 'exact' })
        .lt('products.price', 2);
      expect(inner).toMatchObject({
        count: 1,
        data: [{ name: 'Corner shop', products: [{ name: 'Salt' }] }],
      });
      const withDetails = await db
        .from('shops')
        .select('name, shop_details()')
        .not('shop_details', 'is', null);
      expect(withDetails.data).toEqual([{ name: 'Corner shop' }]);
      const withoutDetails = await db
        .from('shops')
        .select('name, shop_details()')
        .is('shop_details', null);
      expect(withoutDetails.data).toEqual([{ name: 'Market' }]);
    });

    it('orders and pages embedded rows, and orders parents by a to-one resource', async () => {
      const { data } = await db
        .from('shops')
        .select('name, products(name, price)')
        .eq('name', 'Corner shop')
        .order('price', { referencedTable: 'products', ascending: false })
        .range(1, 2, { referencedTable: 'products' });
      expect(data).toEqual([
        {
          name: 'Corner shop',
          products: [
            { name: 'Rice', price: 2.5 },
            { name: 'Salt', price: 1.2 },
          ],
        },
      ]);
      const byShop = await db
        .from('products')
        .select('name, shops(name)')
        .order('shops(name)', { ascending: false })
        .order('name');
      expect(byShop.data?.map((row) => row.name)).toEqual(['Beans', 'Oil', 'Rice', 'Salt']);
      const toMany = await db.from('shops').select('name, products(name)').order('products(name)');
      expect(toMany.error).toMatchObject({
        code: 'PGRST118',
        message: "A related order on 'products' is not possible",
      });
      const notEmbedded = await db.from('shops').select('name').eq('products.name', 'Rice');
      expect(notEmbedded.error).toMatchObject({ code: 'PGRST108' });
    });

    it('spreads a to-one resource into its parent and a to-many one into arrays', async () => {
      const flat = await db
        .from('products')
        .select('name, ...shops(shop:name)')
        .eq('name', 'Beans');
      expect(flat.data).toEqual([{ name: 'Beans', shop: 'Market' }]);
      const lists = await db
        .from('shops')
        .select('name, ...products(product:name, price)')
        .eq('name', 'Market');
      expect(lists.data).toEqual([{ name: 'Market', product: ['Beans'], price: [3] }]);
    });

    it('embeds through views over the tables and through functions of a row', async () => {
      const viewed = await db
        .from('products')
        .select('name, shop_names(shop_name)')
        .eq('name', 'Oil');
      expect(viewed.data).toEqual([{ name: 'Oil', shop_names: { shop_name: 'Corner shop' } }]);
      const computed = await db
        .from('shops')
        .select('name, cheap_products(name), products(label)')
        .eq('name', 'Corner shop')
        .order('id', { referencedTable: 'products' });
      expect(computed.data).toEqual([
        {
          name: 'Corner shop',
          cheap_products: [{ name: 'Rice' }, { name: 'Salt' }],
          products: [{ label: 'Rice (2.50)' }, { label: 'Oil (7.00)' }, { label: 'Salt (1.20)' }],
        },
      ]);
      const filtered = await db.from('products').select('name').like('label', '*(7.00)');
      expect(filtered.data).toEqual([{ name: 'Oil' }]);
    });

    it('embeds in the rows a write returns', async () => {
      const market = await db.from('shops').select('id').eq('name', 'Market').single();
      const inserted = await db
        .from('products')
        .insert({ shop_id: market.data?.id, name: 'Lentils', price: 2 })
        .select('name, shops(name), tags(label)');
      expect(inserted.data).toEqual([{ name: 'Lentils', shops: { name: 'Market' }, tags: [] }]);
      const deleted = await db
        .from('products')
        .delete()
        .eq('name', 'Lentils')
        .select('name, ...shops(shop:name)');
      expect(deleted.data).toEqual([{ name: 'Lentils', shop: 'Market' }]);
    });
  });
}
