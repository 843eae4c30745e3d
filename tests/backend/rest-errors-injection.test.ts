/**
 * Bad input against /rest/v1, in attempts at injection: every case gets a 4xx JSON error in
 * PostgREST's shape `{ code, message, details, hint }`, never a 500, no data is harmed, and the
 * service keeps serving normal requests afterwards. Runs on PGlite and, when available, on
 * PostgreSQL.
 */
import fc from 'fast-check';
import { describeBadInput } from './rest-errors-support.ts';

describeBadInput((rest, { request, refused }) => {
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
        const { data, error } = await rest.db.from('profiles').select('id').eq('full_name', value);
        expect(error, value).toBeNull();
        expect(data, value).toEqual([]);
        const listed = await rest.db
          .from('profiles')
          .select('id')
          .in('full_name', [value, 'other']);
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
      const exact = await rest.db
        .from('profiles')
        .select('id')
        .eq('full_name', 'Zoë 🍲 "Quote" O\'Brien');
      expect(exact.data).toEqual([{ id: rest.user.user.id }]);
      const quotedList = await rest.db
        .from('profiles')
        .select('id')
        .in('full_name', ['Zoë 🍲 "Quote" O\'Brien', 'a,b']);
      expect(quotedList.data).toEqual([{ id: rest.user.user.id }]);
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
            user_id: rest.user.user.id,
            week_start: week,
            item_key: `k${index}`,
            name,
          }));
          const inserted = await rest.db.from('shopping_list_items').insert(rows);
          expect(inserted.error).toBeNull();
          for (const [index, name] of names.entries()) {
            const { data, error } = await rest.db
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
      const { data, error } = await rest.db
        .from('profiles')
        .select('id')
        .in('id', [...ids, rest.user.user.id]);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: rest.user.user.id }]);
      const numbers = Array.from({ length: 20_000 }, (_, index) => index).join(',');
      const response = await request(`/profiles?select=id&id=in.(${numbers})`);
      await response.text();
      // Node's HTTP parser refuses request lines beyond its header limit before any service runs.
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    });
  });
});
