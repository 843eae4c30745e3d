/**
 * Bad input against /rest/v1: every case gets a 4xx JSON error in PostgREST's shape
 * `{ code, message, details, hint }`, never a 500, no data is harmed, and the service keeps
 * serving normal requests afterwards. Runs on PGlite and, when available, on PostgreSQL.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import fc from 'fast-check';
import ws from 'ws';
import { signJwt } from '../../supabase/local/jwt.ts';
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

function untypedClient(backend: TestBackend, accessToken?: string): SupabaseClient {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
  });
}

async function startBackend(
  kind: DbKind,
): Promise<{ backend: TestBackend; cluster?: PostgresCluster }> {
  if (kind === 'pglite') return { backend: await startTestBackend({ inMemory: true }) };
  const cluster = await startPostgresCluster();
  const connectionString = await cluster.createDatabase();
  return { backend: await startTestBackend({ dbKind: 'postgres', connectionString }), cluster };
}

interface ErrorReply {
  status: number;
  contentType: string | null;
  body: { code: string; message: string; details: string | null; hint: string | null };
}

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`bad input to REST on ${kind}`, () => {
    let backend: TestBackend;
    let cluster: PostgresCluster | undefined;
    let user: SignedInUser;
    let db: SupabaseClient;

    beforeAll(async () => {
      ({ backend, cluster } = await startBackend(kind));
      user = await createSignedInUser(backend);
      db = untypedClient(backend, user.accessToken);
      const { error } = await db
        .from('profiles')
        .insert({ id: user.user.id, full_name: 'Zoë 🍲 "Quote" O\'Brien' });
      expect(error).toBeNull();
    });

    afterAll(async () => {
      await backend?.close();
      await cluster?.stop();
    });

    /** A raw request as the signed-in user; `path` is below /rest/v1. */
    async function request(
      path: string,
      init: RequestInit & { token?: string | null } = {},
    ): Promise<Response> {
      const headers = new Headers(init.headers);
      headers.set('apikey', backend.anonKey);
      const token = init.token === undefined ? user.accessToken : init.token;
      if (token !== null && !headers.has('Authorization'))
        headers.set('Authorization', `Bearer ${token}`);
      return fetch(`${backend.url}/rest/v1${path}`, { ...init, headers });
    }

    /** Sends a bad request and checks the reply is a 4xx error in PostgREST's shape. */
    async function refused(
      path: string,
      init: RequestInit & { token?: string | null } = {},
    ): Promise<ErrorReply> {
      const response = await request(path, init);
      const text = await response.text();
      expect(response.status, `${init.method ?? 'GET'} ${path}: ${text}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(response.status, `${init.method ?? 'GET'} ${path}: ${text}`).toBeLessThan(500);
      const body = JSON.parse(text) as ErrorReply['body'];
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(typeof body.code).toBe('string');
      expect(typeof body.message).toBe('string');
      return { status: response.status, contentType: response.headers.get('content-type'), body };
    }

    async function stillServing(): Promise<void> {
      const { data, error } = await db
        .from('profiles')
        .select('full_name')
        .eq('id', user.user.id)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ full_name: 'Zoë 🍲 "Quote" O\'Brien' });
    }

    afterEach(stillServing);

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
        const patch = await refused(`/profiles?id=eq.${user.user.id}`, {
          method: 'PATCH',
          headers: json,
          body: '[{}]',
        });
        expect(patch.body.code).toBe('PGRST102');
      });

      it('refuses rows whose keys differ unless columns= names them', async () => {
        const body = JSON.stringify([{ id: user.user.id }, { full_name: 'x' }]);
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
        const deep = `{"id":"${user.user.id}","full_name":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
        const reply = await refused('/profiles', { method: 'POST', headers: json, body: deep });
        expect(reply.body.code).toBe('PGRST102');
        const plan = {
          days: [{ meals: [{ ingredients: [{ name: 'rice', tags: [['grain']] }] }] }],
        };
        // A week's plan is written by the planner functions, with the service role.
        const nested = await untypedClient(backend, backend.serviceRoleKey)
          .from('meal_plans')
          .insert({ user_id: user.user.id, week_start: '2031-01-06', plan })
          .select('plan')
          .single();
        expect(nested).toMatchObject({ error: null, data: { plan } });
        const deepFilter = await refused(
          `/profiles?or=${'and('.repeat(1000)}id.eq.1${')'.repeat(1000)}`,
        );
        expect(deepFilter.body.code).toBe('PGRST100');
      });

      it('refuses oversized bodies with 413 before they reach the database', async () => {
        const big = JSON.stringify({ id: user.user.id, full_name: 'x'.repeat(2 * 1024 * 1024) });
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
        const { error, status } = await db
          .from('onboarding_profile')
          .insert({ id: user.user.id, age: 'old' });
        expect(status).toBe(400);
        expect(error).toMatchObject({ code: '22P02' });
        const array = await db
          .from('food_preferences')
          .insert({ id: user.user.id, allergies: 'Peanuts' });
        expect(array.status).toBe(400);
        expect(array.error).toMatchObject({ code: '22P02' });
      });

      it('answers 23514 for a check, 23502 for a missing value, 23505 and 23503 as conflicts', async () => {
        const check = await db.from('onboarding_profile').insert({ id: user.user.id, age: 500 });
        expect(check).toMatchObject({ status: 400, error: { code: '23514' } });
        const notNull = await db
          .from('purchases')
          .insert({ user_id: user.user.id, week_start: '2025-01-06', item_key: 'a', name: 'A' });
        expect(notNull).toMatchObject({ status: 400, error: { code: '23502' } });
        const duplicate = await db
          .from('profiles')
          .insert({ id: user.user.id, full_name: 'again' });
        expect(duplicate).toMatchObject({ status: 409, error: { code: '23505' } });
        const service = createClient(backend.url, backend.serviceRoleKey, {
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
        const { error, status } = await db.from('no_such_table').select('*');
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
        const onConflict = await db
          .from('profiles')
          .upsert({ id: user.user.id }, { onConflict: 'nickname' });
        expect(onConflict).toMatchObject({ status: 400, error: { code: '42703' } });
      });

      it('answers PGRST204 for unknown columns in a body or in columns=', async () => {
        const body = await db.from('profiles').insert({ id: user.user.id, nickname: 'z' });
        expect(body.status).toBe(400);
        expect(body.error).toEqual({
          code: 'PGRST204',
          message: "Could not find the 'nickname' column of 'profiles' in the schema cache",
          details: null,
          hint: null,
        });
        const update = await db.from('profiles').update({ nickname: 'z' }).eq('id', user.user.id);
        expect(update.error).toMatchObject({ code: 'PGRST204' });
        const columns = await refused('/profiles?columns=id,nickname', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify([{ id: user.user.id }]),
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

    describe('injection attempts', () => {
      it('binds quotes, semicolons and SQL in filter values as plain values', async () => {
        const values = [
          "' OR '1'='1",
          "x'; drop table public.profiles; --",
          ');drop table public.profiles;--',
          '"); delete from public.profiles; --',
          '$1',
          '\\',
          'Zoë 🍲 "Quote"',
        ];
        for (const value of values) {
          const { data, error } = await db.from('profiles').select('id').eq('full_name', value);
          expect(error, value).toBeNull();
          expect(data, value).toEqual([]);
          const listed = await db.from('profiles').select('id').in('full_name', [value, 'other']);
          if (value.includes('"') && /[,()]/.test(value)) {
            // supabase-js wraps such a value in quotes without escaping the inner ones, so the
            // list no longer parses; PostgREST refuses it the same way.
            expect(listed.error?.code, value).toBe('PGRST100');
          } else {
            expect(listed.error, value).toBeNull();
            expect(listed.data, value).toEqual([]);
          }
        }
        const escaped = await request(
          `/profiles?select=id&full_name=in.(${encodeURIComponent('"\\"); drop table profiles; --",x')})`,
        );
        expect(escaped.status).toBe(200);
        expect(await escaped.json()).toEqual([]);
        const exact = await db
          .from('profiles')
          .select('id')
          .eq('full_name', 'Zoë 🍲 "Quote" O\'Brien');
        expect(exact.data).toEqual([{ id: user.user.id }]);
        const quotedList = await db
          .from('profiles')
          .select('id')
          .in('full_name', ['Zoë 🍲 "Quote" O\'Brien', 'a,b']);
        expect(quotedList.data).toEqual([{ id: user.user.id }]);
      });

      it('finds exactly the row holding any string, sent with eq or in a quoted in-list', async () => {
        const special = fc.constantFrom(
          "'",
          '"',
          ';',
          ')',
          '(',
          ',',
          '\\',
          '%',
          '*',
          '.',
          ' ',
          '-',
          '\n',
          'é',
          '🍲',
          '$1',
        );
        const value = fc
          .oneof(
            fc.string({ unit: 'grapheme', minLength: 1 }),
            fc.string({ unit: special, minLength: 1 }),
          )
          .filter((text) => !text.includes('\u0000'));
        let run = 0;
        await fc.assert(
          fc.asyncProperty(fc.uniqueArray(value, { minLength: 1, maxLength: 6 }), async (names) => {
            run += 1;
            const week = `2030-01-${String(run).padStart(2, '0')}`;
            const rows = names.map((name, index) => ({
              user_id: user.user.id,
              week_start: week,
              item_key: `k${index}`,
              name,
            }));
            const inserted = await db.from('shopping_list_items').insert(rows);
            expect(inserted.error).toBeNull();
            for (const [index, name] of names.entries()) {
              const { data, error } = await db
                .from('shopping_list_items')
                .select('item_key')
                .eq('week_start', week)
                .eq('name', name);
              expect(error, JSON.stringify(name)).toBeNull();
              expect(data, JSON.stringify(name)).toEqual([{ item_key: `k${index}` }]);
            }
            const list = names
              .map((name) => `"${name.replace(/[\\"]/g, (char) => `\\${char}`)}"`)
              .join(',');
            const response = await request(
              `/shopping_list_items?select=item_key&week_start=eq.${week}&name=in.(${encodeURIComponent(list)})&order=item_key`,
            );
            expect(response.status).toBe(200);
            expect(await response.json()).toEqual(
              names
                .map((_, index) => ({ item_key: `k${index}` }))
                .sort((a, b) => a.item_key.localeCompare(b.item_key)),
            );
          }),
          { numRuns: 12 },
        );
      });

      it('refuses SQL in identifiers as unknown names or syntax errors', async () => {
        const paths = [
          '/profiles?select=id,full_name);drop%20table%20profiles;--',
          '/profiles?select=id::text);drop%20table%20profiles;--',
          '/profiles?select=id::text%20from%20pg_authid',
          '/profiles?order=id;drop%20table%20profiles',
          '/profiles?order=id.desc,(select%201)',
          '/profiles%3Bdrop%20table%20profiles',
          '/profiles?id=eq.1&%22id%22%3Bdrop=eq.1',
          '/profiles?or=(id.eq.1);drop%20table%20profiles;--',
          '/profiles?id=in.(1,2));drop%20table%20profiles;--',
        ];
        for (const path of paths) {
          const reply = await refused(path);
          expect(
            ['PGRST100', 'PGRST205', '42703', '22P02'],
            `${path} -> ${reply.body.code}`,
          ).toContain(reply.body.code);
        }
      });

      it('refuses a NUL byte (%00) with an encoding error rather than failing', async () => {
        const reply = await refused('/profiles?full_name=eq.a%00b');
        expect(reply.status).toBe(400);
        expect(reply.body.code).toBe('22021');
      });

      it('refuses unknown operators and broken syntax with PGRST100', async () => {
        for (const path of [
          '/profiles?id=foo.bar',
          '/profiles?id=eq',
          '/profiles?id=',
          '/profiles?or=(id.eq.1',
          '/profiles?id=in.1,2',
          '/profiles?id=is.maybe',
          '/profiles?order=id.sideways',
          '/profiles?limit=ten',
        ]) {
          const reply = await refused(path);
          expect(reply.status, path).toBe(400);
          expect(reply.body.code, path).toBe('PGRST100');
        }
      });

      it('answers a huge in() list that fits the URL, and refuses one that does not', async () => {
        const ids = Array.from(
          { length: 250 },
          (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        );
        const { data, error } = await db
          .from('profiles')
          .select('id')
          .in('id', [...ids, user.user.id]);
        expect(error).toBeNull();
        expect(data).toEqual([{ id: user.user.id }]);
        const numbers = Array.from({ length: 20_000 }, (_, index) => index).join(',');
        const response = await request(`/profiles?select=id&id=in.(${numbers})`);
        await response.text();
        // Node's HTTP parser refuses request lines beyond its header limit before any service runs.
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      });
    });

    describe('JWTs', () => {
      it('refuses an expired token with 401 PGRST303', async () => {
        const token = await signJwt(
          { sub: user.user.id, role: 'authenticated' },
          backend.config.jwtSecret,
          -60,
        );
        const reply = await refused('/profiles', { token });
        expect(reply.status).toBe(401);
        expect(reply.body).toEqual({
          code: 'PGRST303',
          message: 'JWT expired',
          details: null,
          hint: null,
        });
      });

      it('refuses forged and malformed tokens with 401 PGRST301', async () => {
        const forged = await signJwt(
          { sub: user.user.id, role: 'service_role' },
          'not-the-secret-but-long-enough-to-sign',
          3600,
        );
        const [header, payload] = user.accessToken.split('.');
        const unsigned = `${header}.${payload}.`;
        const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: user.user.id, role: 'service_role', exp: 9_999_999_999 })).toString('base64url')}.${user.accessToken.split('.')[2]}`;
        const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
        for (const token of [forged, unsigned, tampered, noneAlg, 'abc', 'a.b.c']) {
          const reply = await refused('/profiles', { token });
          expect(reply.status, token).toBe(401);
          expect(reply.body.code, token).toBe('PGRST301');
        }
        const empty = await refused('/profiles', {
          headers: { Authorization: 'Bearer ' },
          token: null,
        });
        expect(empty.body).toMatchObject({
          code: 'PGRST301',
          message: 'Empty JWT is sent in Authorization header',
        });
      });

      it('refuses a validly signed token for a role the API does not have', async () => {
        const token = await signJwt(
          { sub: user.user.id, role: 'postgres' as 'authenticated' },
          backend.config.jwtSecret,
          3600,
        );
        const reply = await refused('/profiles', { token });
        expect(reply.status).toBe(401);
      });
    });

    describe('protocol', () => {
      it('refuses media types it cannot produce, schemas it does not expose, and methods it lacks', async () => {
        expect((await refused('/profiles', { headers: { Accept: 'text/html' } })).body.code).toBe(
          'PGRST107',
        );
        const schema = await refused('/profiles', { headers: { 'Accept-Profile': 'auth' } });
        expect(schema).toMatchObject({
          status: 406,
          body: { code: 'PGRST106', message: 'Invalid schema: auth' },
        });
        expect((await refused('/profiles', { method: 'PUT', body: '{}' })).body.code).toBe(
          'PGRST117',
        );
        expect((await refused('/rpc/anything', { method: 'POST', body: '{}' })).body.code).toBe(
          'PGRST202',
        );
        expect((await refused('/rpc/anything', { method: 'PUT', body: '{}' })).body.code).toBe(
          'PGRST101',
        );
        expect((await refused('/profiles/extra')).body.code).toBe('PGRST125');
      });

      it('refuses unsatisfiable ranges with 416', async () => {
        const backwards = await refused('/profiles', { headers: { Range: '5-2' } });
        expect(backwards).toMatchObject({ status: 416, body: { code: 'PGRST103' } });
        const beyond = await refused('/profiles?offset=10', { headers: { Prefer: 'count=exact' } });
        expect(beyond).toMatchObject({ status: 416, body: { code: 'PGRST103' } });
        const negative = await refused('/profiles?limit=-1');
        expect(negative.status).toBe(416);
      });

      it('refuses unknown preferences only under handling=strict', async () => {
        const lenient = await request('/profiles', { headers: { Prefer: 'return=banana' } });
        expect(lenient.status).toBe(200);
        await lenient.text();
        const strict = await refused('/profiles', {
          headers: { Prefer: 'handling=strict, return=banana' },
        });
        expect(strict.body).toMatchObject({
          code: 'PGRST122',
          details: 'Invalid preferences: return=banana',
        });
      });

      it('keeps serving after a burst of bad requests running at once', async () => {
        const bad = Array.from({ length: 40 }, (_, index) =>
          request(index % 2 === 0 ? '/profiles?age=eq.x' : '/nope', {
            method: index % 3 === 0 ? 'POST' : 'GET',
            body: index % 3 === 0 ? '{' : undefined,
          }),
        );
        const responses = await Promise.all(bad);
        for (const response of responses) {
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
          await response.text();
        }
      });
    });
  });
}

describe('when the database connection is gone', () => {
  it('answers 503 PGRST001 in PostgREST’s shape instead of crashing', async () => {
    const backend = await startTestBackend({ inMemory: true });
    try {
      const user = await createSignedInUser(backend);
      await backend.db.close();
      const response = await fetch(`${backend.url}/rest/v1/profiles`, {
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${user.accessToken}` },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'PGRST001', hint: null });
    } finally {
      await backend.close();
    }
  });
});
