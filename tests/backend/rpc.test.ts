/**
 * /rest/v1/rpc through supabase-js `client.rpc`, on PGlite and on a real PostgreSQL server:
 * save_plan_edit of supabase/migrations/20261124000000_server_owned_plans.sql stores a week with
 * its change-log line in one transaction (both or neither), for the service role only (the
 * planner functions); an edit computed from a week that changed meanwhile is refused, and nobody
 * else writes a plan or a log line.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Json } from '../../supabase/types/database.ts';
import { untypedClient } from './rest-support.ts';
import { describeRpc, editArgs, WEEK, weekPlan } from './rpc-support.ts';

describeRpc((rpc, { storedPlan, changeLog }) => {
  describe('save_plan_edit', () => {
    let service: SupabaseClient;

    beforeAll(() => {
      service = untypedClient(rpc.backend, rpc.backend.serviceRoleKey);
    });

    it('saves the plan and its change-log line together and answers 204', async () => {
      const { data, error, status } = await service.rpc(
        'save_plan_edit',
        editArgs(rpc.owner.user.id),
      );
      expect(error).toBeNull();
      expect(status).toBe(204);
      expect(data).toBeNull();
      expect(await storedPlan(rpc.owner.user.id)).toEqual(weekPlan('edited', WEEK, 7, 1));
      expect(await changeLog(rpc.owner.user.id)).toEqual([
        { change: 'Removed Lentil soup from Tuesday', price_difference: '-3.46' },
      ]);
      const { rows } = await rpc.backend.db.query<{ shopping_list: Json; summary: Json }>(
        'select shopping_list, summary from public.meal_plans where user_id = $1',
        [rpc.owner.user.id],
      );
      expect(rows[0]).toEqual({
        shopping_list: [{ id: 'rice', name: 'Rice', price: 1.25 }],
        summary: { nutrition: 1 },
      });
    });

    it('refuses an edit computed from a week that changed meanwhile: 409, nothing written', async () => {
      const { error, status } = await service.rpc(
        'save_plan_edit',
        editArgs(rpc.owner.user.id, { expected_edits: 3 }),
      );
      expect(status).toBe(409);
      expect(error).toMatchObject({ code: 'PT409', message: 'The week was changed meanwhile' });
      expect(await storedPlan(rpc.owner.user.id)).toEqual(weekPlan('original'));
      expect(await changeLog(rpc.owner.user.id)).toEqual([]);
    });

    it('changes nothing when the change-log insert fails', async () => {
      // A constraint that refuses one text makes the second write fail after the first ran.
      await rpc.backend.db.exec(
        `alter table public.budget_changes add constraint refuses_for_test check (change <> 'Refused by the database')`,
      );
      try {
        const { error, status } = await service.rpc(
          'save_plan_edit',
          editArgs(rpc.owner.user.id, { change: 'Refused by the database' }),
        );
        expect(status).toBe(400);
        expect(error?.code).toBe('23514');
        expect(await storedPlan(rpc.owner.user.id)).toEqual(weekPlan('original'));
        expect(await changeLog(rpc.owner.user.id)).toEqual([]);
      } finally {
        await rpc.backend.db.exec(
          'alter table public.budget_changes drop constraint refuses_for_test',
        );
      }
    });

    it('answers 404 for a week that is not stored', async () => {
      const { error, status } = await service.rpc('save_plan_edit', editArgs(rpc.other.user.id));
      expect(status).toBe(404);
      expect(error).toMatchObject({
        code: 'PT404',
        message: `No meal plan for the week of ${WEEK}`,
        hint: 'Generate a plan for that week first',
      });
      expect(await changeLog(rpc.other.user.id)).toEqual([]);
    });

    it('is not for the signed-in person, nor for anon: only the planner functions save a week', async () => {
      const signedIn = untypedClient(rpc.backend, rpc.owner.accessToken);
      const mine = await signedIn.rpc('save_plan_edit', editArgs(rpc.owner.user.id));
      expect([401, 403]).toContain(mine.status);
      expect(mine.error?.code).toBe('42501');
      const anon = await untypedClient(rpc.backend, rpc.backend.anonKey).rpc(
        'save_plan_edit',
        editArgs(rpc.owner.user.id),
      );
      expect(anon.status).toBe(401);
      expect(anon.error?.code).toBe('42501');
      expect(await storedPlan(rpc.owner.user.id)).toEqual(weekPlan('original'));
      expect(await changeLog(rpc.owner.user.id)).toEqual([]);
    });

    it('leaves no other way for the person to write a plan or a change-log line', async () => {
      const plan = await rpc.owner.client
        .from('meal_plans')
        .update({ plan: weekPlan('forged') })
        .eq('user_id', rpc.owner.user.id);
      expect(plan.error?.code).toBe('42501');
      const line = await rpc.owner.client.from('budget_changes').insert({
        user_id: rpc.owner.user.id,
        week_start: WEEK,
        change: 'Saved $1,000 by magic',
        price_difference: -1000,
      });
      expect(line.error?.code).toBe('42501');
      expect(await storedPlan(rpc.owner.user.id)).toEqual(weekPlan('original'));
      expect(await changeLog(rpc.owner.user.id)).toEqual([]);
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
        editArgs(rpc.owner.user.id, overrides),
      );
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '22023', message });
      expect(await storedPlan(rpc.owner.user.id)).toEqual(weekPlan('original'));
      expect(await changeLog(rpc.owner.user.id)).toEqual([]);
    });

    it('answers 400 for an argument of the wrong type, with PostgreSQL’s message', async () => {
      const { error, status } = await service.rpc(
        'save_plan_edit',
        editArgs(rpc.owner.user.id, { week_start: 'next monday' }),
      );
      expect(status).toBe(400);
      expect(error?.code).toBe('22007');
      expect(error?.message).toContain('invalid input syntax for type date');
      const price = await service.rpc(
        'save_plan_edit',
        editArgs(rpc.owner.user.id, { price_difference: 'cheap' }),
      );
      expect(price.status).toBe(400);
      expect(price.error?.code).toBe('22P02');
    });

    it('answers 404 PGRST202 for a misspelt argument, suggesting the real ones', async () => {
      const { week_start: weekStart, ...rest } = editArgs(rpc.owner.user.id);
      const response = await fetch(`${rpc.backend.url}/rest/v1/rpc/save_plan_edit`, {
        method: 'POST',
        headers: {
          apikey: rpc.backend.anonKey,
          Authorization: `Bearer ${rpc.backend.serviceRoleKey}`,
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
      expect(await storedPlan(rpc.owner.user.id)).toEqual(weekPlan('original'));
    });
  });
});
