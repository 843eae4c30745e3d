/**
 * Bad input against /rest/v1, in bodies, types, constraints and names: every case gets a 4xx JSON error in
 * PostgREST's shape `{ code, message, details, hint }`, never a 500, no data is harmed, and the
 * service keeps serving normal requests afterwards. Runs on PGlite and, when available, on
 * PostgreSQL.
 */
import { createClient } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import ws from 'ws';
import { untypedClient } from './rest-support.ts';
import { describeBadInput } from './rest-errors-support.ts';

describeBadInput((rest, { refused }) => {
  describe('bodies', () => {
    const json = { 'Content-Type': 'application/json' };

    it('refuses malformed JSON with PGRST102', async () => {
      for (const body of ['{"id": ', '{id: 1}', '', 'nul', '[{"a":1},]']) {
        const reply = await refused('/profiles', { method: 'POST', headers: json, body });
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({
          code: 'PGRST102',
          message: 'Empty or invalid json',
          details: null,
          hint: null,
        });
        expect(reply.contentType).toBe('application/json; charset=utf-8');
      }
    });

    it('refuses bodies that are not an object or an array of objects', async () => {
      for (const body of ['42', '"text"', 'null', 'true', '[1, 2]', '[{"full_name":"a"}, "b"]']) {
        const reply = await refused('/profiles', { method: 'POST', headers: json, body });
        expect(reply.status).toBe(400);
        expect(reply.body.code).toBe('PGRST102');
      }
      const patch = await refused(`/profiles?id=eq.${rest.user.user.id}`, {
        method: 'PATCH',
        headers: json,
        body: '[{}]',
      });
      expect(patch.body.code).toBe('PGRST102');
    });

    it('refuses rows whose keys differ unless columns= names them', async () => {
      const body = JSON.stringify([{ id: rest.user.user.id }, { full_name: 'x' }]);
      const reply = await refused('/profiles', { method: 'POST', headers: json, body });
      expect(reply.body).toMatchObject({
        code: 'PGRST102',
        message: 'All object keys must match',
      });
    });

    it('refuses a body that is not JSON at all', async () => {
      const reply = await refused('/profiles', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'hello',
      });
      expect(reply.body).toMatchObject({
        code: 'PGRST102',
        message: 'Content-Type not acceptable: text/plain',
      });
    });

    it('refuses deeply nested JSON before it reaches the database, and takes moderate nesting', async () => {
      const deep = `{"id":"${rest.user.user.id}","full_name":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
      const reply = await refused('/profiles', { method: 'POST', headers: json, body: deep });
      expect(reply.body.code).toBe('PGRST102');
      const plan = {
        days: [{ meals: [{ ingredients: [{ name: 'rice', tags: [['grain']] }] }] }],
      };
      // A week's plan is written by the planner functions, with the service role.
      const nested = await untypedClient(rest.backend, rest.backend.serviceRoleKey)
        .from('meal_plans')
        .insert({ user_id: rest.user.user.id, week_start: '2031-01-06', plan })
        .select('plan')
        .single();
      expect(nested).toMatchObject({ error: null, data: { plan } });
      const deepFilter = await refused(
        `/profiles?or=${'and('.repeat(1000)}id.eq.1${')'.repeat(1000)}`,
      );
      expect(deepFilter.body.code).toBe('PGRST100');
    });

    it('refuses oversized bodies with 413 before they reach the database', async () => {
      const big = JSON.stringify({ id: rest.user.user.id, full_name: 'x'.repeat(2 * 1024 * 1024) });
      const reply = await refused('/profiles', { method: 'POST', headers: json, body: big });
      expect(reply.status).toBe(413);
    });
  });

  describe('wrong types and constraints, as PostgreSQL reports them', () => {
    it('answers 22P02 for a value that does not fit the column type, in filters and bodies', async () => {
      const age = await refused('/onboarding_profile?age=eq.abc');
      expect(age.status).toBe(400);
      expect(age.body).toMatchObject({
        code: '22P02',
        message: 'invalid input syntax for type integer: "abc"',
      });
      const uuid = await refused('/profiles?id=eq.not-a-uuid');
      expect(uuid.body).toMatchObject({
        code: '22P02',
        message: 'invalid input syntax for type uuid: "not-a-uuid"',
      });
      const inList = await refused('/profiles?id=in.(1,2)');
      expect(inList.body.code).toBe('22P02');
      const { error, status } = await rest.db
        .from('onboarding_profile')
        .insert({ id: rest.user.user.id, age: 'old' });
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: '22P02' });
      const array = await rest.db
        .from('food_preferences')
        .insert({ id: rest.user.user.id, allergies: 'Peanuts' });
      expect(array.status).toBe(400);
      expect(array.error).toMatchObject({ code: '22P02' });
    });

    it('answers 23514 for a check, 23502 for a missing value, 23505 and 23503 as conflicts', async () => {
      const check = await rest.db
        .from('onboarding_profile')
        .insert({ id: rest.user.user.id, age: 500 });
      expect(check).toMatchObject({ status: 400, error: { code: '23514' } });
      const notNull = await rest.db
        .from('purchases')
        .insert({ user_id: rest.user.user.id, week_start: '2025-01-06', item_key: 'a', name: 'A' });
      expect(notNull).toMatchObject({ status: 400, error: { code: '23502' } });
      const duplicate = await rest.db
        .from('profiles')
        .insert({ id: rest.user.user.id, full_name: 'again' });
      expect(duplicate).toMatchObject({ status: 409, error: { code: '23505' } });
      const service = createClient(rest.backend.url, rest.backend.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: ws as unknown as WebSocketLikeConstructor },
      });
      const orphan = await service
        .from('profiles')
        .insert({ id: '00000000-0000-4000-8000-00000000beef' });
      expect(orphan).toMatchObject({ status: 409, error: { code: '23503' } });
    });
  });

  describe('names', () => {
    it('answers 404 PGRST205 for an unknown table, with a hint for a near miss', async () => {
      const near = await refused('/profile');
      expect(near.status).toBe(404);
      expect(near.body).toEqual({
        code: 'PGRST205',
        message: "Could not find the table 'public.profile' in the schema cache",
        details: null,
        hint: "Perhaps you meant the table 'public.profiles'",
      });
      const far = await refused('/pg_authid');
      expect(far.body).toMatchObject({ code: 'PGRST205', hint: null });
      const { error, status } = await rest.db.from('no_such_table').select('*');
      expect(status).toBe(404);
      expect(error).toMatchObject({ code: 'PGRST205' });
    });

    it('does not serve tables outside schema public', async () => {
      for (const path of ['/users', '/auth.users', '/schema_migrations']) {
        expect((await refused(path)).body.code).toBe('PGRST205');
      }
    });

    it('answers 42703 for unknown columns in select, filters, order and on_conflict', async () => {
      for (const path of [
        '/profiles?select=id,password',
        '/profiles?nickname=eq.x',
        '/profiles?order=nickname.desc',
        '/profiles?or=(id.eq.1,nickname.eq.2)',
      ]) {
        const reply = await refused(path);
        expect(reply.status, path).toBe(400);
        expect(reply.body.code, path).toBe('42703');
      }
      const nearMiss = await refused('/profiles?select=fullname');
      expect(nearMiss.body).toEqual({
        code: '42703',
        message: 'column profiles.fullname does not exist',
        details: null,
        hint: 'Perhaps you meant to reference the column "profiles.full_name".',
      });
      const onConflict = await rest.db
        .from('profiles')
        .upsert({ id: rest.user.user.id }, { onConflict: 'nickname' });
      expect(onConflict).toMatchObject({ status: 400, error: { code: '42703' } });
    });

    it('answers PGRST204 for unknown columns in a body or in columns=', async () => {
      const body = await rest.db.from('profiles').insert({ id: rest.user.user.id, nickname: 'z' });
      expect(body.status).toBe(400);
      expect(body.error).toEqual({
        code: 'PGRST204',
        message: "Could not find the 'nickname' column of 'profiles' in the schema cache",
        details: null,
        hint: null,
      });
      const update = await rest.db
        .from('profiles')
        .update({ nickname: 'z' })
        .eq('id', rest.user.user.id);
      expect(update.error).toMatchObject({ code: 'PGRST204' });
      const columns = await refused('/profiles?columns=id,nickname', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify([{ id: rest.user.user.id }]),
      });
      expect(columns.body.code).toBe('PGRST204');
    });

    it('refuses embedded resources this backend has no relationship for', async () => {
      const reply = await refused('/profiles?select=*,users(*)');
      expect(reply.body).toMatchObject({ code: 'PGRST200' });
      const filter = await refused('/profiles?users.id=eq.1');
      expect(filter.body).toMatchObject({ code: 'PGRST108' });
    });
  });
});
