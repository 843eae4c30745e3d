/**
 * The REST contract through the real supabase-js client: PostgREST's headers, JSON paths,
 * a catalog that changes under it, role settings and numbers beyond double precision.
 * Runs on PGlite and, when available, on PostgreSQL.
 */
import { addBobItems, untypedClient, WEEK, describeRest } from './rest-support.ts';

describeRest({ seeded: true }, (rest, kind) => {
  beforeAll(async () => {
    await addBobItems(rest.backend, rest.bob);
  });

  describe('protocol details', () => {
    function raw(path: string, init: RequestInit = {}): Promise<Response> {
      const headers = new Headers(init.headers);
      headers.set('apikey', rest.backend.anonKey);
      headers.set('Authorization', `Bearer ${rest.alice.accessToken}`);
      return fetch(`${rest.backend.url}/rest/v1${path}`, { ...init, headers });
    }

    it('accepts the API key as a URL parameter, where it is no filter', async () => {
      const response = await fetch(
        `${rest.backend.url}/rest/v1/profiles?select=id&apikey=${rest.backend.anonKey}`,
        {
          headers: { Authorization: `Bearer ${rest.alice.accessToken}` },
        },
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([{ id: rest.alice.user.id }]);
    });

    it('answers with PostgREST headers: JSON content type, Content-Range, Preference-Applied', async () => {
      const list = await raw('/profiles?select=id');
      expect(list.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(list.headers.get('content-range')).toBe('0-0/*');
      expect(await list.json()).toEqual([{ id: rest.alice.user.id }]);
      const none = await raw('/profiles?select=id&id=eq.00000000-0000-4000-8000-000000000000', {
        headers: { Prefer: 'count=exact' },
      });
      expect(none.headers.get('content-range')).toBe('*/0');
      expect(none.headers.get('preference-applied')).toBe('count=exact');
      await none.text();
      const head = await raw('/profiles', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-range')).toBe('0-0/1');
      expect(await head.text()).toBe('');
      const object = await raw(`/profiles?select=full_name&id=eq.${rest.alice.user.id}`, {
        headers: { Accept: 'application/vnd.pgrst.object+json', 'Accept-Profile': 'public' },
      });
      expect(object.headers.get('content-type')).toBe(
        'application/vnd.pgrst.object+json; charset=utf-8',
      );
      expect(object.headers.get('content-profile')).toBe('public');
      expect(await object.json()).toEqual({ full_name: 'Ada King' });
    });

    it('reads inside JSON columns with -> and ->> in select and filters', async () => {
      const { data, error } = await rest.db
        .from('meal_plans')
        .select('week_start, first_day:plan->days->0->>day, days:plan->days')
        .eq('plan->days->0->>day', 'Tuesday');
      expect(error).toBeNull();
      expect(data).toEqual([
        {
          week_start: WEEK,
          first_day: 'Tuesday',
          days: [{ day: 'Tuesday', meals: [{ name: 'Lentil soup' }] }],
        },
      ]);
      const { data: keyed } = await rest.db
        .from('meal_plans')
        .select('plan->days')
        .eq('week_start', WEEK)
        .single();
      expect(keyed).toEqual({ days: [{ day: 'Tuesday', meals: [{ name: 'Lentil soup' }] }] });
    });

    it('strips nulls when asked', async () => {
      const { data, error } = await rest.db
        .from('meal_plans')
        .select('week_start, summary')
        .eq('week_start', WEEK)
        .stripNulls();
      expect(error).toBeNull();
      expect(data).toEqual([{ week_start: WEEK }]);
    });

    it('limits an update to the first rows in the given order', async () => {
      const client = untypedClient(rest.backend, rest.bob.accessToken);
      const { data, error } = await client
        .from('shopping_list_items')
        .update({ checked: true })
        .eq('week_start', '2025-05-05')
        .order('price', { ascending: false })
        .limit(1)
        .select('item_key');
      expect(error).toBeNull();
      expect(data).toEqual([{ item_key: 'carrots' }]);
      const { count } = await client
        .from('shopping_list_items')
        .select('*', { count: 'exact', head: true })
        .eq('checked', true);
      expect(count).toBe(1);
    });

    it('finds tables and columns created after it started', async () => {
      await rest.backend.db.exec(`
        create table public.rest_notes (id serial primary key, body text not null, big bigint, exact numeric);
        grant select, insert on public.rest_notes to authenticated;
        grant usage on sequence public.rest_notes_id_seq to authenticated;
      `);
      const created = await rest.db
        .from('rest_notes')
        .insert({ body: 'hello' })
        .select('body')
        .single();
      expect(created).toMatchObject({ error: null, data: { body: 'hello' } });
      await rest.backend.db.exec('alter table public.rest_notes add column tag text');
      const tagged = await rest.db
        .from('rest_notes')
        .insert({ body: 'tagged', tag: 'new' })
        .select('tag')
        .single();
      expect(tagged).toMatchObject({ error: null, data: { tag: 'new' } });
    });

    // PGlite runs queries on the JavaScript thread and has no timers to cancel them with.
    it.skipIf(kind === 'pglite')(
      'applies the role’s statement_timeout, as PostgREST applies role settings',
      async () => {
        const { rows } = await rest.backend.db.query<{ name: string }>(
          'select current_database() as name',
        );
        const database = `"${String(rows[0]?.name).replaceAll('"', '""')}"`;
        await rest.backend.db.exec(`
        create view public.rest_slow as select pg_sleep(0.5)::text as slept;
        grant select on public.rest_slow to authenticated;
        alter role authenticated in database ${database} set statement_timeout = '100ms';
      `);
        try {
          const slow = await rest.db.from('rest_slow').select('*');
          expect(slow.status).toBe(500);
          expect(slow.error).toMatchObject({ code: '57014' });
        } finally {
          await rest.backend.db.exec(
            `alter role authenticated in database ${database} reset statement_timeout`,
          );
        }
        // A miss reloads the catalog, and with it the role settings.
        await rest.db.from('rest_no_such_table_reload').select('*');
        const { error } = await rest.db.from('rest_slow').select('*');
        expect(error).toBeNull();
      },
    );

    it('recovers from a dropped column after one refused request', async () => {
      await rest.backend.db.exec(`
        create table public.rest_dropped (id serial primary key, keep text, gone text);
        grant select, insert on public.rest_dropped to authenticated;
        grant usage on sequence public.rest_dropped_id_seq to authenticated;
      `);
      const before = await rest.db
        .from('rest_dropped')
        .insert({ keep: 'a', gone: 'b' })
        .select()
        .single();
      expect(before.data).toEqual({ id: 1, keep: 'a', gone: 'b' });
      await rest.backend.db.exec('alter table public.rest_dropped drop column gone');
      // The cache still lists the dropped column: PostgreSQL refuses, and the catalog is read again.
      const stale = await rest.db.from('rest_dropped').insert({ keep: 'c' }).select().single();
      expect(stale.error).toMatchObject({ code: '42703' });
      const after = await rest.db.from('rest_dropped').insert({ keep: 'd' }).select().single();
      expect(after).toMatchObject({ error: null, data: { keep: 'd' } });
      expect(Object.keys(after.data ?? {}).sort()).toEqual(['id', 'keep']);
    });

    it('stores numbers exactly as the client wrote them, beyond double precision', async () => {
      const response = await raw('/rest_notes?select=big::text,exact::text', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
        body: '{"body":"precise","big":9007199254740993,"exact":0.1000000000000000000001}',
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual([
        { big: '9007199254740993', exact: '0.1000000000000000000001' },
      ]);
    });
  });
});
