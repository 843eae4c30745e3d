/**
 * Embedded rows are read as the caller, on PGlite and on PostgreSQL: row-level security decides
 * every nested row as it decides the top-level ones, so another user's rows never appear nested,
 * neither as children nor as parents. And an embed is one statement however many rows it nests.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  countStatements,
  fixtureClient,
  startFixtureBackend,
  type FixtureBackend,
} from './rest-fixture.ts';
import { createSignedInUser, forEachDbKind } from './support.ts';

async function insertShop(db: SupabaseClient, name: string): Promise<number> {
  const { data, error } = await db.from('shops').insert({ name }).select('id').single();
  if (error || !data) throw new Error(`insert shop: ${error?.message}`);
  return Number(data.id);
}

async function insertProducts(db: SupabaseClient, shopId: number, names: string[]): Promise<void> {
  const rows = names.map((name) => ({ shop_id: shopId, name, price: 1 }));
  const { error } = await db.from('products').insert(rows);
  if (error) throw new Error(`insert products: ${error.message}`);
}

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(
    `embedded rows under row-level security on ${kind}`,
    () => {
      let fixture: FixtureBackend;
      let alice: SupabaseClient;
      let bob: SupabaseClient;
      let aliceShop: number;
      let bobShop: number;

      beforeAll(async () => {
        fixture = await startFixtureBackend(kind);
        alice = fixtureClient(
          fixture.backend,
          (await createSignedInUser(fixture.backend)).accessToken,
        );
        bob = fixtureClient(
          fixture.backend,
          (await createSignedInUser(fixture.backend)).accessToken,
        );
        aliceShop = await insertShop(alice, 'Alice’s shop');
        bobShop = await insertShop(bob, 'Bob’s shop');
        await insertProducts(alice, aliceShop, ['Alice’s tea']);
        await insertProducts(bob, bobShop, ['Bob’s bread']);
        // Bob stocks a product in Alice's shop: the foreign key lets him, the policies keep it his.
        await insertProducts(bob, aliceShop, ['Bob’s jam in Alice’s shop']);
      });

      afterAll(async () => {
        await fixture?.close();
      });

      it('shows a user only their own children under their own parents', async () => {
        const { data, error } = await alice.from('shops').select('name, products(name)');
        expect(error).toBeNull();
        expect(data).toEqual([{ name: 'Alice’s shop', products: [{ name: 'Alice’s tea' }] }]);
        const spread = await alice.from('shops').select('name, ...products(product:name)');
        expect(spread.data).toEqual([{ name: 'Alice’s shop', product: ['Alice’s tea'] }]);
      });

      it('embeds a parent the user may not see as null, and drops the row under !inner', async () => {
        const left = await bob.from('products').select('name, shops(name)').order('name');
        expect(left.data).toEqual([
          { name: 'Bob’s bread', shops: { name: 'Bob’s shop' } },
          { name: 'Bob’s jam in Alice’s shop', shops: null },
        ]);
        const inner = await bob
          .from('products')
          .select('name, shops!inner(name)', { count: 'exact' });
        expect(inner).toMatchObject({
          count: 1,
          data: [{ name: 'Bob’s bread', shops: { name: 'Bob’s shop' } }],
        });
      });

      it('keeps another user’s rows out of computed relationships, views and counts', async () => {
        const computed = await alice.from('shops').select('name, cheap_products(name)');
        expect(computed.data).toEqual([
          { name: 'Alice’s shop', cheap_products: [{ name: 'Alice’s tea' }] },
        ]);
        const viewed = await bob
          .from('products')
          .select('name, shop_names(shop_name)')
          .order('name');
        expect(viewed.data).toEqual([
          { name: 'Bob’s bread', shop_names: { shop_name: 'Bob’s shop' } },
          { name: 'Bob’s jam in Alice’s shop', shop_names: null },
        ]);
        const anonymous = await fixtureClient(fixture.backend)
          .from('shops')
          .select('name, products(name)');
        expect(anonymous.data ?? []).toEqual([]);
      });

      it('the service role sees every nested row past row-level security', async () => {
        const admin = fixtureClient(fixture.backend, fixture.backend.serviceRoleKey);
        const { data } = await admin
          .from('shops')
          .select('name, products(name)')
          .eq('id', aliceShop)
          .order('name', { referencedTable: 'products' });
        expect(data).toEqual([
          {
            name: 'Alice’s shop',
            products: [{ name: 'Alice’s tea' }, { name: 'Bob’s jam in Alice’s shop' }],
          },
        ]);
      });

      it('answers an embed in one statement however many children it nests', async () => {
        const few = await insertShop(alice, 'Ten');
        const many = await insertShop(alice, 'Hundred');
        await insertProducts(
          alice,
          few,
          Array.from({ length: 10 }, (_, i) => `ten ${i}`),
        );
        await insertProducts(
          alice,
          many,
          Array.from({ length: 100 }, (_, i) => `hundred ${i}`),
        );
        const statements = countStatements(fixture.backend);
        const perRequest = async (id: number, expected: number): Promise<number> => {
          statements.reset();
          const { data } = await alice
            .from('shops')
            .select('name, products(name, tags(label))')
            .eq('id', id)
            .single();
          expect(data?.products).toHaveLength(expected);
          return statements.count();
        };
        const withTen = await perRequest(few, 10);
        const withHundred = await perRequest(many, 100);
        // The request's settings, then the read itself: nothing per child.
        expect(withTen).toBe(2);
        expect(withHundred).toBe(withTen);
      });
    },
  );
}
