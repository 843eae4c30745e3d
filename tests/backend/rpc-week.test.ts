/**
 * /rest/v1/rpc through supabase-js `client.rpc`, on PGlite and on a real PostgreSQL server:
 * save_generated_plan stores a new week with its change-log line, for the planner functions only,
 * and add_custom_item lets the signed-in person add an item whose log line it writes itself.
 */
import { untypedClient } from './rest-support.ts';
import { describeRpc, editArgs, WEEK, weekPlan } from './rpc-support.ts';

describeRpc((rpc, { storedPlan, changeLog }) => {
  describe('save_generated_plan', () => {
    it('stores the new week, clears the old list’s ticks but not custom items, and logs the bill', async () => {
      const service = untypedClient(rpc.backend, rpc.backend.serviceRoleKey);
      await rpc.backend.db.query(
        `insert into public.shopping_list_items (user_id, week_start, item_key, name, checked, custom)
         values ($1, $2, 'rice', 'Rice', true, false), ($1, $2, 'custom-1', 'Candles', true, true)`,
        [rpc.owner.user.id, WEEK],
      );
      try {
        const { error, status } = await service.rpc('save_generated_plan', {
          ...editArgs(rpc.owner.user.id, { plan: weekPlan('new') }),
          expected_edits: undefined,
          change: 'Regenerated the week: 12 meals for $31.20 (was $27.88)',
          price_difference: 3.32,
        });
        expect(error).toBeNull();
        expect(status).toBe(204);
        expect(await storedPlan(rpc.owner.user.id)).toEqual(weekPlan('new'));
        const { rows } = await rpc.backend.db.query<{ item_key: string }>(
          'select item_key from public.shopping_list_items where user_id = $1',
          [rpc.owner.user.id],
        );
        expect(rows).toEqual([{ item_key: 'custom-1' }]);
        expect(await changeLog(rpc.owner.user.id)).toEqual([
          {
            change: 'Regenerated the week: 12 meals for $31.20 (was $27.88)',
            price_difference: '3.32',
          },
        ]);
      } finally {
        await rpc.backend.db.query('delete from public.shopping_list_items where user_id = $1', [
          rpc.owner.user.id,
        ]);
      }
    });

    it('is for the planner functions only', async () => {
      const { error } = await untypedClient(rpc.backend, rpc.owner.accessToken).rpc(
        'save_generated_plan',
        { ...editArgs(rpc.owner.user.id), expected_edits: undefined },
      );
      expect(error?.code).toBe('42501');
      expect(await storedPlan(rpc.owner.user.id)).toEqual(weekPlan('original'));
    });
  });

  describe('add_custom_item', () => {
    const item = {
      week_start: WEEK,
      item_key: 'custom-1700000000000',
      name: '  Birthday candles ',
      amount: '1 pack',
      price: 2.499,
    };

    afterEach(async () => {
      await rpc.backend.db.query('delete from public.shopping_list_items where user_id = $1', [
        rpc.owner.user.id,
      ]);
    });

    it('adds the item and writes its own change-log line', async () => {
      const { error, status } = await rpc.owner.client.rpc('add_custom_item', item);
      expect(error).toBeNull();
      expect(status).toBe(204);
      const { rows } = await rpc.backend.db.query<{ name: string; price: string; custom: boolean }>(
        'select name, price::text, custom from public.shopping_list_items where user_id = $1',
        [rpc.owner.user.id],
      );
      expect(rows).toEqual([{ name: 'Birthday candles', price: '2.50', custom: true }]);
      expect(await changeLog(rpc.owner.user.id)).toEqual([
        { change: 'Added custom item Birthday candles', price_difference: '2.50' },
      ]);
    });

    it.each([
      ['no name', { name: '  ' }, 'Item name is required'],
      ['a negative price', { price: -1 }, 'Price must be between $0 and $10,000'],
      ['an absurd price', { price: 1e7 }, 'Price must be between $0 and $10,000'],
      ['a key of its own', { item_key: 'rice' }, 'item_key must be custom- followed by an id'],
    ])('answers 400 for %s and adds nothing', async (_label, overrides, message) => {
      const { error, status } = await rpc.owner.client.rpc('add_custom_item', {
        ...item,
        ...overrides,
      });
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '22023', message });
      expect(await changeLog(rpc.owner.user.id)).toEqual([]);
    });

    it('refuses anon', async () => {
      const { error, status } = await rpc.backend.anonClient().rpc('add_custom_item', item);
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
    });
  });
});
