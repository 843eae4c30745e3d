/**
 * /rest/v1/rpc through supabase-js `client.rpc`, on PGlite and on a real PostgreSQL server.
 * The week's writers of supabase/migrations/20261124000000_server_owned_plans.sql:
 * save_plan_edit and save_generated_plan store a week with its change-log line in one
 * transaction (both or neither), for the service role only (the planner functions), and an edit
 * computed from a week that changed meanwhile is refused; add_custom_item lets the signed-in
 * person add an item whose log line it writes itself; nobody else writes a plan or a log line.
 * And the endpoint answers as PostgREST does (204 for void, JSON values, arrays for sets,
 * PGRST202 with a hint for an unknown function or argument names, read-only GET, PostgreSQL's
 * errors with their statuses).
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
function weekPlan(label: string, weekStart = WEEK, days = 7, edits = 0): Json {
  return {
    weekStart,
    label,
    edits,
    days: WEEKDAYS.slice(0, days).map((day) => ({
      day,
      meals: [{ id: `${day}-dinner`, name: `${label} dinner` }],
    })),
  };
}

function editArgs(userId: string, overrides: Record<string, Json> = {}) {
  return {
    user_id: userId,
    week_start: WEEK,
    plan: weekPlan('edited', WEEK, 7, 1),
    shopping_list: [{ id: 'rice', name: 'Rice', price: 1.25 }],
    summary: { nutrition: 1 },
    change: 'Removed Lentil soup from Tuesday',
    price_difference: -3.456,
    expected_edits: 0,
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
      // Only the server writes plans: the test puts the owner's week in place directly.
      await backend.db.query(
        'insert into public.meal_plans (user_id, week_start, plan) values ($1, $2, $3::jsonb)',
        [owner.user.id, WEEK, JSON.stringify(weekPlan('original'))],
      );
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

    describe('save_plan_edit', () => {
      let service: SupabaseClient;

      beforeAll(() => {
        service = untypedClient(backend, backend.serviceRoleKey);
      });

      it('saves the plan and its change-log line together and answers 204', async () => {
        const { data, error, status } = await service.rpc(
          'save_plan_edit',
          editArgs(owner.user.id),
        );
        expect(error).toBeNull();
        expect(status).toBe(204);
        expect(data).toBeNull();
        expect(await storedPlan(owner.user.id)).toEqual(weekPlan('edited', WEEK, 7, 1));
        expect(await changeLog(owner.user.id)).toEqual([
          { change: 'Removed Lentil soup from Tuesday', price_difference: '-3.46' },
        ]);
        const { rows } = await backend.db.query<{ shopping_list: Json; summary: Json }>(
          'select shopping_list, summary from public.meal_plans where user_id = $1',
          [owner.user.id],
        );
        expect(rows[0]).toEqual({
          shopping_list: [{ id: 'rice', name: 'Rice', price: 1.25 }],
          summary: { nutrition: 1 },
        });
      });

      it('refuses an edit computed from a week that changed meanwhile: 409, nothing written', async () => {
        const { error, status } = await service.rpc(
          'save_plan_edit',
          editArgs(owner.user.id, { expected_edits: 3 }),
        );
        expect(status).toBe(409);
        expect(error).toMatchObject({ code: 'PT409', message: 'The week was changed meanwhile' });
        expect(await storedPlan(owner.user.id)).toEqual(weekPlan('original'));
        expect(await changeLog(owner.user.id)).toEqual([]);
      });

      it('changes nothing when the change-log insert fails', async () => {
        // A constraint that refuses one text makes the second write fail after the first ran.
        await backend.db.exec(
          `alter table public.budget_changes add constraint refuses_for_test check (change <> 'Refused by the database')`,
        );
        try {
          const { error, status } = await service.rpc(
            'save_plan_edit',
            editArgs(owner.user.id, { change: 'Refused by the database' }),
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

      it('answers 404 for a week that is not stored', async () => {
        const { error, status } = await service.rpc('save_plan_edit', editArgs(other.user.id));
        expect(status).toBe(404);
        expect(error).toMatchObject({
          code: 'PT404',
          message: `No meal plan for the week of ${WEEK}`,
          hint: 'Generate a plan for that week first',
        });
        expect(await changeLog(other.user.id)).toEqual([]);
      });

      it('is not for the signed-in person, nor for anon: only the planner functions save a week', async () => {
        const signedIn = untypedClient(backend, owner.accessToken);
        const mine = await signedIn.rpc('save_plan_edit', editArgs(owner.user.id));
        expect([401, 403]).toContain(mine.status);
        expect(mine.error?.code).toBe('42501');
        const anon = await untypedClient(backend, backend.anonKey).rpc(
          'save_plan_edit',
          editArgs(owner.user.id),
        );
        expect(anon.status).toBe(401);
        expect(anon.error?.code).toBe('42501');
        expect(await storedPlan(owner.user.id)).toEqual(weekPlan('original'));
        expect(await changeLog(owner.user.id)).toEqual([]);
      });

      it('leaves no other way for the person to write a plan or a change-log line', async () => {
        const plan = await owner.client
          .from('meal_plans')
          .update({ plan: weekPlan('forged') })
          .eq('user_id', owner.user.id);
        expect(plan.error?.code).toBe('42501');
        const line = await owner.client.from('budget_changes').insert({
          user_id: owner.user.id,
          week_start: WEEK,
          change: 'Saved $1,000 by magic',
          price_difference: -1000,
        });
        expect(line.error?.code).toBe('42501');
        expect(await storedPlan(owner.user.id)).toEqual(weekPlan('original'));
        expect(await changeLog(owner.user.id)).toEqual([]);
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
        ['no user', { user_id: null }, 'user_id is required'],
      ])('answers 400 for %s', async (_label, overrides, message) => {
        const { error, status } = await service.rpc(
          'save_plan_edit',
          editArgs(owner.user.id, overrides),
        );
        expect(status).toBe(400);
        expect(error).toMatchObject({ code: '22023', message });
        expect(await storedPlan(owner.user.id)).toEqual(weekPlan('original'));
        expect(await changeLog(owner.user.id)).toEqual([]);
      });

      it('answers 400 for an argument of the wrong type, with PostgreSQL’s message', async () => {
        const { error, status } = await service.rpc(
          'save_plan_edit',
          editArgs(owner.user.id, { week_start: 'next monday' }),
        );
        expect(status).toBe(400);
        expect(error?.code).toBe('22007');
        expect(error?.message).toContain('invalid input syntax for type date');
        const price = await service.rpc(
          'save_plan_edit',
          editArgs(owner.user.id, { price_difference: 'cheap' }),
        );
        expect(price.status).toBe(400);
        expect(price.error?.code).toBe('22P02');
      });

      it('answers 404 PGRST202 for a misspelt argument, suggesting the real ones', async () => {
        const { week_start: weekStart, ...rest } = editArgs(owner.user.id);
        const response = await fetch(`${backend.url}/rest/v1/rpc/save_plan_edit`, {
          method: 'POST',
          headers: {
            apikey: backend.anonKey,
            Authorization: `Bearer ${backend.serviceRoleKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ ...rest, weekstart: weekStart }),
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          code: 'PGRST202',
          message:
            'Could not find the function public.save_plan_edit(change, expected_edits, plan, price_difference, shopping_list, summary, user_id, weekstart) in the schema cache',
          details:
            'Searched for the function public.save_plan_edit with parameters change, expected_edits, plan, price_difference, shopping_list, summary, user_id, weekstart or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
          hint: 'Perhaps you meant to call the function public.save_plan_edit(change, expected_edits, plan, price_difference, shopping_list, summary, user_id, week_start)',
        });
        expect(await storedPlan(owner.user.id)).toEqual(weekPlan('original'));
      });
    });

    describe('save_generated_plan', () => {
      it('stores the new week, clears the old list’s ticks but not custom items, and logs the bill', async () => {
        const service = untypedClient(backend, backend.serviceRoleKey);
        await backend.db.query(
          `insert into public.shopping_list_items (user_id, week_start, item_key, name, checked, custom)
           values ($1, $2, 'rice', 'Rice', true, false), ($1, $2, 'custom-1', 'Candles', true, true)`,
          [owner.user.id, WEEK],
        );
        try {
          const { error, status } = await service.rpc('save_generated_plan', {
            ...editArgs(owner.user.id, { plan: weekPlan('new') }),
            expected_edits: undefined,
            change: 'Regenerated the week: 12 meals for $31.20 (was $27.88)',
            price_difference: 3.32,
          });
          expect(error).toBeNull();
          expect(status).toBe(204);
          expect(await storedPlan(owner.user.id)).toEqual(weekPlan('new'));
          const { rows } = await backend.db.query<{ item_key: string }>(
            'select item_key from public.shopping_list_items where user_id = $1',
            [owner.user.id],
          );
          expect(rows).toEqual([{ item_key: 'custom-1' }]);
          expect(await changeLog(owner.user.id)).toEqual([
            {
              change: 'Regenerated the week: 12 meals for $31.20 (was $27.88)',
              price_difference: '3.32',
            },
          ]);
        } finally {
          await backend.db.query('delete from public.shopping_list_items where user_id = $1', [
            owner.user.id,
          ]);
        }
      });

      it('is for the planner functions only', async () => {
        const { error } = await untypedClient(backend, owner.accessToken).rpc(
          'save_generated_plan',
          { ...editArgs(owner.user.id), expected_edits: undefined },
        );
        expect(error?.code).toBe('42501');
        expect(await storedPlan(owner.user.id)).toEqual(weekPlan('original'));
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
        await backend.db.query('delete from public.shopping_list_items where user_id = $1', [
          owner.user.id,
        ]);
      });

      it('adds the item and writes its own change-log line', async () => {
        const { error, status } = await owner.client.rpc('add_custom_item', item);
        expect(error).toBeNull();
        expect(status).toBe(204);
        const { rows } = await backend.db.query<{ name: string; price: string; custom: boolean }>(
          'select name, price::text, custom from public.shopping_list_items where user_id = $1',
          [owner.user.id],
        );
        expect(rows).toEqual([{ name: 'Birthday candles', price: '2.50', custom: true }]);
        expect(await changeLog(owner.user.id)).toEqual([
          { change: 'Added custom item Birthday candles', price_difference: '2.50' },
        ]);
      });

      it.each([
        ['no name', { name: '  ' }, 'Item name is required'],
        ['a negative price', { price: -1 }, 'Price must be between $0 and $10,000'],
        ['an absurd price', { price: 1e7 }, 'Price must be between $0 and $10,000'],
        ['a key of its own', { item_key: 'rice' }, 'item_key must be custom- followed by an id'],
      ])('answers 400 for %s and adds nothing', async (_label, overrides, message) => {
        const { error, status } = await owner.client.rpc('add_custom_item', {
          ...item,
          ...overrides,
        });
        expect(status).toBe(400);
        expect(error).toMatchObject({ code: '22023', message });
        expect(await changeLog(owner.user.id)).toEqual([]);
      });

      it('refuses anon', async () => {
        const { error, status } = await backend.anonClient().rpc('add_custom_item', item);
        expect(status).toBe(401);
        expect(error?.code).toBe('42501');
      });
    });

    describe('the endpoint', () => {
      let db: SupabaseClient;

      beforeAll(() => {
        db = untypedClient(backend, owner.accessToken);
      });

      it('answers 404 PGRST202 for an unknown function, naming the closest one', async () => {
        const { error, status } = await db.rpc('save_plan_edt', editArgs(owner.user.id));
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
