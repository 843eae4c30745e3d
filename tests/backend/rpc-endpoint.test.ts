/**
 * /rest/v1/rpc through supabase-js `client.rpc`, on PGlite and on a real PostgreSQL server: the
 * endpoint answers as PostgREST does (204 for void, JSON values, arrays for sets, PGRST202 with a
 * hint for an unknown function or argument names, read-only GET, PostgreSQL's errors with their
 * statuses).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Json } from '../../supabase/types/database.ts';
import { untypedClient } from './rest-support.ts';
import { describeRpc, editArgs, WEEK } from './rpc-support.ts';

describeRpc((rpc) => {
  describe('the endpoint', () => {
    let db: SupabaseClient;

    beforeAll(() => {
      db = untypedClient(rpc.backend, rpc.owner.accessToken);
    });

    it('answers 404 PGRST202 for an unknown function, naming the closest one', async () => {
      const { error, status } = await db.rpc('save_plan_edt', editArgs(rpc.owner.user.id));
      expect(status).toBe(404);
      expect(error).toMatchObject({
        code: 'PGRST202',
        message: expect.stringContaining('Could not find the function public.save_plan_edt('),
        hint: 'Perhaps you meant to call the function public.save_plan_edit',
      });
    });

    it('returns a scalar as its JSON value, over POST and over GET, defaults filled in', async () => {
      const post = await db.rpc('add_them', { a: 2, b: 3 });
      expect(post).toMatchObject({ status: 200, data: 5, error: null });
      const get = await db.rpc('add_them', { a: 2 }, { get: true });
      expect(get).toMatchObject({ status: 200, data: 12, error: null });
      // The key may ride in the URL instead of a header; it is not an argument.
      const keyed = await fetch(
        `${rpc.backend.url}/rest/v1/rpc/add_them?a=1&b=2&apikey=${rpc.backend.anonKey}`,
      );
      expect(keyed.status).toBe(200);
      expect(await keyed.json()).toBe(3);
    });

    it('returns a set as an array and one composite row as an object', async () => {
      const days = await db.rpc('week_days', { start: WEEK });
      expect(days.error).toBeNull();
      expect(days.data).toEqual([
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
      ]);
      const rows = await db.rpc('week_rows', { start: WEEK });
      expect(rows.data).toEqual([{ first: '2026-11-23', last: '2026-11-29' }]);
      const span = await db.rpc('week_span', { start: WEEK });
      expect(span.data).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    });

    it('answers HEAD with the count only, and one row as an object when asked for one', async () => {
      const head = await db.rpc('week_days', { start: WEEK }, { head: true, count: 'exact' });
      expect(head).toMatchObject({ status: 200, data: null, count: 7, error: null });
      const single = await db.rpc('week_rows', { start: WEEK }).single();
      expect(single).toMatchObject({
        status: 200,
        data: { first: '2026-11-23', last: '2026-11-29' },
      });
      const many = await db.rpc('week_days', { start: WEEK }).single();
      expect(many.status).toBe(406);
      expect(many.error?.code).toBe('PGRST116');
    });

    it('finds a function replaced with other parameters since the last call', async () => {
      expect((await db.rpc('add_them', { a: 1, b: 2 })).data).toBe(3);
      await rpc.backend.db.exec(`
        drop function public.add_them(integer, integer);
        create function public.add_them(x integer, y integer) returns integer
          language sql immutable as $$ select x * y $$;
      `);
      try {
        expect(await db.rpc('add_them', { x: 4, y: 5 })).toMatchObject({ status: 200, data: 20 });
        const stale = await db.rpc('add_them', { a: 1, b: 2 });
        expect(stale.status).toBe(404);
        expect(stale.error?.hint).toBe(
          'Perhaps you meant to call the function public.add_them(x, y)',
        );
      } finally {
        await rpc.backend.db.exec(`
          drop function public.add_them(integer, integer);
          create function public.add_them(a integer, b integer default 10) returns integer
            language sql immutable as $$ select a + b $$;
        `);
      }
    });

    it('runs GET read-only: a function that writes answers 405 and writes nothing', async () => {
      const { error, status } = await db.rpc('clear_summaries', {}, { get: true });
      expect(status).toBe(405);
      expect(error?.code).toBe('25006');
      const { rows } = await rpc.backend.db.query<{ summary: Json }>(
        'select summary from public.meal_plans where user_id = $1',
        [rpc.owner.user.id],
      );
      expect(rows[0]?.summary).toEqual({ kept: true });
    });

    it('answers 405 PGRST101 for methods other than GET, HEAD and POST', async () => {
      const response = await fetch(`${rpc.backend.url}/rest/v1/rpc/add_them`, {
        method: 'PATCH',
        headers: { apikey: rpc.backend.anonKey, 'Content-Type': 'application/json' },
        body: '{"a":1}',
      });
      expect(response.status).toBe(405);
      expect(await response.json()).toMatchObject({
        code: 'PGRST101',
        message: 'Cannot use the PATCH method on RPC',
      });
    });

    it('answers 400 for a body that is not an object of named arguments', async () => {
      const response = await fetch(`${rpc.backend.url}/rest/v1/rpc/add_them`, {
        method: 'POST',
        headers: { apikey: rpc.backend.anonKey, 'Content-Type': 'application/json' },
        body: '[1, 2]',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'PGRST102',
        message: 'The body of a function call must be a JSON object of named arguments',
      });
    });

    it('answers 404 PGRST202 for a raw text body, which no function here takes', async () => {
      const response = await fetch(`${rpc.backend.url}/rest/v1/rpc/add_them`, {
        method: 'POST',
        headers: { apikey: rpc.backend.anonKey, 'Content-Type': 'text/plain' },
        body: 'one and two',
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 'PGRST202',
        message: 'Could not find the function public.add_them in the schema cache',
        details:
          'Searched for the function public.add_them with a single unnamed text parameter, but no matches were found in the schema cache.',
        hint: null,
      });
    });

    it('filters, orders, pages and selects from a function’s result', async () => {
      const limited = await db.rpc('week_days', { start: WEEK }).limit(2);
      expect(limited).toMatchObject({ status: 200, data: ['2026-11-23', '2026-11-24'] });
      const rows = await db.rpc('week_rows', { start: WEEK }).select('last').gte('first', WEEK);
      expect(rows).toMatchObject({ status: 200, data: [{ last: '2026-11-29' }] });
      const none = await db.rpc('week_rows', { start: WEEK }).select('last').lt('first', WEEK);
      expect(none.data).toEqual([]);
    });
  });
});
