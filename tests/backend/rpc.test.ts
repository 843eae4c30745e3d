/**
 * /rest/v1/rpc through supabase-js `client.rpc`, on PGlite and on a real PostgreSQL server:
 * save_plan_change saves the caller's week and its change-log line in one transaction (both or
 * neither, only the caller's own row, never for anon), and the endpoint answers as PostgREST does
 * (204 for void, JSON values, arrays for sets, PGRST202 with a hint for an unknown function or
 * argument names, read-only GET, PostgreSQL's errors with their statuses).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import ws from 'ws';
import type { Json } from '../../supabase/types/database.ts';
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

const WEEK = '2026-11-23';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A week in the stored shape, as far as the function checks it; `label` tells versions apart. */
function weekPlan(label: string, weekStart = WEEK, days = 7): Json {
  return {
    weekStart,
    label,
    days: WEEKDAYS.slice(0, days).map((day) => ({
      day,
      meals: [{ id: `${day}-dinner`, name: `${label} dinner` }],
    })),
  };
}

function changeArgs(overrides: Record<string, Json> = {}) {
  return {
    week_start: WEEK,
    plan: weekPlan('edited'),
    shopping_list: [{ id: 'rice', name: 'Rice', price: 1.25 }],
    change: 'Removed Lentil soup from Tuesday',
    price_difference: -3.456,
    ...overrides,
  };
}

/** A client without the app's Database type, to call the functions this test creates. */
function untypedClient(backend: TestBackend, accessToken: string): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  });
}

async function startBackend(
  kind: DbKind,
): Promise<{ backend: TestBackend; cluster?: PostgresCluster }> {
  if (kind === 'pglite') return { backend: await startTestBackend({ inMemory: true }) };
  const cluster = await startPostgresCluster();
  return {
    backend: await startTestBackend({
      dbKind: 'postgres',
      connectionString: await cluster.createDatabase(),
    }),
    cluster,
  };
}

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`/rpc on ${kind}`, () => {
    let backend: TestBackend;
    let cluster: PostgresCluster | undefined;
    let owner: SignedInUser;
    let other: SignedInUser;

    async function storedPlan(userId: string): Promise<Json> {
      const { rows } = await backend.db.query<{ plan: Json }>(
        'select plan from public.meal_plans where user_id = $1 and week_start = $2',
        [userId, WEEK],
      );
      return rows[0]?.plan ?? null;
    }

    async function changeLog(
      userId: string,
    ): Promise<{ change: string; price_difference: string }[]> {
      const { rows } = await backend.db.query<{ change: string; price_difference: string }>(
        'select change, price_difference::text from public.budget_changes where user_id = $1 order by created_at',
        [userId],
      );
      return rows;
    }

    async function resetWeek(userId: string): Promise<void> {
      await backend.db.query('delete from public.budget_changes where user_id = $1', [userId]);
      await backend.db.query(
        `update public.meal_plans set plan = $2::jsonb, shopping_list = '[]', summary = '{"kept":true}'
         where user_id = $1 and week_start = $3`,
        [userId, JSON.stringify(weekPlan('original')), WEEK],
      );
    }

    beforeAll(async () => {
      ({ backend, cluster } = await startBackend(kind));
      owner = await createSignedInUser(backend);
      other = await createSignedInUser(backend);
      const { error } = await owner.client
        .from('meal_plans')
        .insert({ user_id: owner.user.id, week_start: WEEK, plan: weekPlan('original') });
      expect(error).toBeNull();
      // Functions of the kinds the endpoint must answer for, created after the server started.
      await backend.db.exec(`
        create function public.add_them(a integer, b integer default 10) returns integer
          language sql immutable as $$ select a + b $$;
        create function public.week_days(start date) returns setof date
          language sql stable as $$ select start + i from generate_series(0, 6) as i $$;
        create function public.week_rows(start date) returns table (first date, last date)
          language sql stable as $$ select start, start + 6 $$;
        create function public.week_span(start date, out first date, out last date)
          language sql stable as $$ select start, start + 6 $$;
        create function public.clear_summaries() returns void
          language sql volatile as $$ update public.meal_plans set summary = null $$;
      `);
    });

    afterAll(async () => {
      await backend?.close();
      await cluster?.stop();
    });

    beforeEach(async () => {
      await resetWeek(owner.user.id);
    });

    describe('save_plan_change', () => {
      it('saves the plan and its change-log line together and answers 204', async () => {
        const { data, error, status } = await owner.client.rpc('save_plan_change', changeArgs());
        expect(error).toBeNull();
        expect(status).toBe(204);
        expect(data).toBeNull();
        expect(await storedPlan(owner.user.id)).toEqual(weekPlan('edited'));
        expect(await changeLog(owner.user.id)).toEqual([
          { change: 'Removed Lentil soup from Tuesday', price_difference: '-3.46' },
        ]);
        const { rows } = await backend.db.query<{ shopping_list: Json; summary: Json }>(
          'select shopping_list, summary from public.meal_plans where user_id = $1',
          [owner.user.id],
        );
        expect(rows[0]).toEqual({
          shopping_list: [{ id: 'rice', name: 'Rice', price: 1.25 }],
          summary: { kept: true },
        });
      });

      it('replaces the summary when one is given', async () => {
        const { error } = await owner.client.rpc(
          'save_plan_change',
          changeArgs({ summary: { nutrition: 1 } }),
        );
        expect(error).toBeNull();
        const { rows } = await backend.db.query<{ summary: Json }>(
          'select summary from public.meal_plans where user_id = $1',
          [owner.user.id],
        );
        expect(rows[0]?.summary).toEqual({ nutrition: 1 });
      });

      it('changes nothing when the change-log insert fails', async () => {
        // A constraint that refuses one text makes the second write fail after the first ran.
        await backend.db.exec(
          `alter table public.budget_changes add constraint refuses_for_test check (change <> 'Refused by the database')`,
        );
        try {
          const { error, status } = await owner.client.rpc(
            'save_plan_change',
            changeArgs({ change: 'Refused by the database' }),
          );
          expect(status).toBe(400);
          expect(error?.code).toBe('23514');
          expect(await storedPlan(owner.user.id)).toEqual(weekPlan('original'));
          expect(await changeLog(owner.user.id)).toEqual([]);
        } finally {
          await backend.db.exec(
            'alter table public.budget_changes drop constraint refuses_for_test',
          );
        }
      });

      it('never reaches another user’s week: 404, and their plan and log stay as they were', async () => {
        const { error, status } = await other.client.rpc('save_plan_change', changeArgs());
        expect(status).toBe(404);
        expect(error).toMatchObject({
          code: 'PT404',
          message: `No meal plan for the week of ${WEEK}`,
          hint: 'Generate a plan for that week first',
        });
        expect(await storedPlan(owner.user.id)).toEqual(weekPlan('original'));
        expect(await changeLog(owner.user.id)).toEqual([]);
        expect(await changeLog(other.user.id)).toEqual([]);
      });

      it('refuses anon with 401 before anything runs', async () => {
        const { error, status } = await backend.anonClient().rpc('save_plan_change', changeArgs());
        expect(status).toBe(401);
        expect(error?.code).toBe('42501');
        expect(await storedPlan(owner.user.id)).toEqual(weekPlan('original'));
      });

      it.each([
        ['an empty change', { change: '   ' }, 'change must describe the edit (it is empty)'],
        [
          'a change over 500 characters',
          { change: 'x'.repeat(501) },
          'change is longer than 500 characters',
        ],
        [
          'a plan of six days',
          { plan: weekPlan('edited', WEEK, 6) },
          "plan.days must be an array of the week's 7 days",
        ],
        ['a plan that is not an object', { plan: 'a week' }, 'plan must be a JSON object'],
        [
          'a plan of another week',
          { plan: weekPlan('edited', '2026-11-30') },
          `plan.weekStart (2026-11-30) is not week_start (${WEEK})`,
        ],
        [
          'a shopping list that is not an array',
          { shopping_list: {} },
          'shopping_list must be a JSON array',
        ],
        [
          'a summary that is not an object',
          { summary: [1] },
          'summary must be a JSON object when given',
        ],
        [
          'a price difference out of range',
          { price_difference: 1e9 },
          'price_difference must be a number of dollars between -99999999.99 and 99999999.99',
        ],
      ])('answers 400 for %s', async (_label, overrides, message) => {
        const { error, status } = await owner.client.rpc('save_plan_change', changeArgs(overrides));
        expect(status).toBe(400);
        expect(error).toMatchObject({ code: '22023', message });
        expect(await storedPlan(owner.user.id)).toEqual(weekPlan('original'));
        expect(await changeLog(owner.user.id)).toEqual([]);
      });

      it('answers 400 for an argument of the wrong type, with PostgreSQL’s message', async () => {
        const { error, status } = await owner.client.rpc(
          'save_plan_change',
          changeArgs({ week_start: 'next monday' }),
        );
        expect(status).toBe(400);
        expect(error?.code).toBe('22007');
        expect(error?.message).toContain('invalid input syntax for type date');
        const price = await owner.client.rpc(
          'save_plan_change',
          changeArgs({ price_difference: 'cheap' }),
        );
        expect(price.status).toBe(400);
        expect(price.error?.code).toBe('22P02');
      });

      it('answers 404 PGRST202 for a misspelt argument, suggesting the real ones', async () => {
        const { week_start: weekStart, ...rest } = changeArgs();
        const response = await fetch(`${backend.url}/rest/v1/rpc/save_plan_change`, {
          method: 'POST',
          headers: {
            apikey: backend.anonKey,
            Authorization: `Bearer ${owner.accessToken}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ ...rest, weekstart: weekStart }),
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          code: 'PGRST202',
          message:
            'Could not find the function public.save_plan_change(change, plan, price_difference, shopping_list, weekstart) in the schema cache',
          details:
            'Searched for the function public.save_plan_change with parameters change, plan, price_difference, shopping_list, weekstart or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
          hint: 'Perhaps you meant to call the function public.save_plan_change(change, plan, price_difference, shopping_list, summary, week_start)',
        });
        expect(await storedPlan(owner.user.id)).toEqual(weekPlan('original'));
      });
    });

    describe('the endpoint', () => {
      let db: SupabaseClient;

      beforeAll(() => {
        db = untypedClient(backend, owner.accessToken);
      });

      it('answers 404 PGRST202 for an unknown function, naming the closest one', async () => {
        const { error, status } = await db.rpc('save_plan_chnge', changeArgs());
        expect(status).toBe(404);
        expect(error).toMatchObject({
          code: 'PGRST202',
          message: expect.stringContaining('Could not find the function public.save_plan_chnge('),
          hint: 'Perhaps you meant to call the function public.save_plan_change',
        });
      });

      it('returns a scalar as its JSON value, over POST and over GET, defaults filled in', async () => {
        const post = await db.rpc('add_them', { a: 2, b: 3 });
        expect(post).toMatchObject({ status: 200, data: 5, error: null });
        const get = await db.rpc('add_them', { a: 2 }, { get: true });
        expect(get).toMatchObject({ status: 200, data: 12, error: null });
        // The key may ride in the URL instead of a header; it is not an argument.
        const keyed = await fetch(
          `${backend.url}/rest/v1/rpc/add_them?a=1&b=2&apikey=${backend.anonKey}`,
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
        await backend.db.exec(`
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
          await backend.db.exec(`
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
        const { rows } = await backend.db.query<{ summary: Json }>(
          'select summary from public.meal_plans where user_id = $1',
          [owner.user.id],
        );
        expect(rows[0]?.summary).toEqual({ kept: true });
      });

      it('answers 405 PGRST101 for methods other than GET, HEAD and POST', async () => {
        const response = await fetch(`${backend.url}/rest/v1/rpc/add_them`, {
          method: 'PATCH',
          headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
          body: '{"a":1}',
        });
        expect(response.status).toBe(405);
        expect(await response.json()).toMatchObject({
          code: 'PGRST101',
          message: 'Cannot use the PATCH method on RPC',
        });
      });

      it('answers 400 for a body that is not an object of named arguments', async () => {
        const response = await fetch(`${backend.url}/rest/v1/rpc/add_them`, {
          method: 'POST',
          headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
          body: '[1, 2]',
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          code: 'PGRST102',
          message: 'The body of a function call must be a JSON object of named arguments',
        });
      });

      it('answers 404 PGRST202 for a raw text body, which no function here takes', async () => {
        const response = await fetch(`${backend.url}/rest/v1/rpc/add_them`, {
          method: 'POST',
          headers: { apikey: backend.anonKey, 'Content-Type': 'text/plain' },
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
}
