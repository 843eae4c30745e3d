/**
 * The [api] settings of config.toml and the response formats, through supabase-js on PGlite and on
 * PostgreSQL, as hosted Supabase's PostgREST has them: max_rows caps every read (embedded
 * resources too), schemas are chosen with Accept-Profile/Content-Profile, extra_search_path
 * follows the request's schema, CSV on request, the current wording of PGRST116, and aggregates
 * only when the database enables them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '../../supabase/local/config.ts';
import type { ApiSettings } from '../../supabase/local/contracts.ts';
import {
  fixtureClient,
  restCall,
  startFixtureBackend,
  type FixtureBackend,
} from './rest-fixture.ts';
import { forEachDbKind } from './support.ts';

const API: ApiSettings = {
  schemas: ['public', 'inventory'],
  extraSearchPath: ['public', 'extensions'],
  maxRows: 1000,
};

describe('[api] in config.toml', () => {
  it('reads schemas, extra_search_path and max_rows, with the CLI’s defaults', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mealwise-api-'));
    try {
      const configPath = join(dir, 'config.toml');
      writeFileSync(
        configPath,
        '[api]\nschemas = ["public", "inventory"]\nextra_search_path = ["extensions"]\nmax_rows = 50\n',
      );
      const set = await loadConfig({ configPath, env: { DATA_DIR: 'memory://' } });
      expect(set.api).toEqual({
        schemas: ['public', 'inventory'],
        extraSearchPath: ['extensions'],
        maxRows: 50,
      });
      writeFileSync(configPath, '[api]\nport = 54321\n');
      const defaults = await loadConfig({ configPath, env: { DATA_DIR: 'memory://' } });
      expect(defaults.api).toEqual({
        schemas: ['public', 'graphql_public'],
        extraSearchPath: ['public', 'extensions'],
        maxRows: 1000,
      });
      const shipped = await loadConfig({ env: { DATA_DIR: 'memory://' } });
      expect(shipped.api).toEqual({
        schemas: ['public'],
        extraSearchPath: ['public', 'extensions'],
        maxRows: 1000,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(`[api] settings and formats on ${kind}`, () => {
    let fixture: FixtureBackend;
    let anon: SupabaseClient;

    beforeAll(async () => {
      fixture = await startFixtureBackend(kind, { overrides: { api: API } });
      anon = fixtureClient(fixture.backend);
    });

    afterAll(async () => {
      await fixture?.close();
    });

    it('caps an unfiltered read of 1,050 rows at max_rows, and says how many there are', async () => {
      const all = await anon.from('numbers').select('n');
      expect(all.status).toBe(200);
      expect(all.data).toHaveLength(1000);
      const counted = await anon.from('numbers').select('n', { count: 'exact' }).limit(5000);
      expect(counted).toMatchObject({ status: 206, count: 1050 });
      expect(counted.data).toHaveLength(1000);
      const paged = await anon.from('numbers').select('n').order('n').range(990, 1049);
      expect(paged.data?.map((row) => row.n)).toEqual(
        Array.from({ length: 60 }, (_, i) => 991 + i),
      );
    });

    it('caps embedded rows at max_rows too', async () => {
      const { data } = await anon.from('buckets').select('id, numbers(n)').order('id');
      expect(data?.map((bucket) => bucket.numbers.length)).toEqual([525, 525]);
      const big = await anon
        .from('buckets')
        .select('id, numbers(n)')
        .eq('id', 0)
        .limit(1000, { referencedTable: 'numbers' });
      expect(big.data?.[0]?.numbers).toHaveLength(525);
    });

    it('serves the schemas listed in [api] schemas, chosen per request', async () => {
      const shelves = anon.schema('inventory');
      const read = await shelves.from('shelves').select('label, slots(item)').order('id');
      expect(read.data).toEqual([
        { label: 'Dry goods', slots: [{ item: 'Rice' }, { item: 'Lentils' }] },
        { label: 'Fridge', slots: [{ item: 'Milk' }] },
      ]);
      const written = await shelves
        .from('shelves')
        .insert({ id: 3, label: 'Freezer' })
        .select()
        .single();
      expect(written).toMatchObject({ status: 201, data: { id: 3, label: 'Freezer' } });
      expect(await shelves.rpc('shelf_count')).toMatchObject({ status: 200, data: 3 });
      const raw = await restCall(fixture.backend, '/shelves?select=id&id=eq.1', {
        headers: { 'Accept-Profile': 'inventory' },
      });
      expect(raw.headers.get('content-profile')).toBe('inventory');
      const unknown = await anon.schema('stock').from('shelves').select();
      expect(unknown.status).toBe(406);
      expect(unknown.error).toMatchObject({
        code: 'PGRST106',
        message: 'Invalid schema: stock',
        hint: 'Only the following schemas are exposed: public, inventory',
      });
      const elsewhere = await anon.from('shelves').select();
      expect(elsewhere.error).toMatchObject({
        code: 'PGRST205',
        message: "Could not find the table 'public.shelves' in the schema cache",
      });
    });

    it('puts extra_search_path after the request’s schema', async () => {
      expect(await anon.rpc('word_from_extensions')).toMatchObject({ status: 200, data: 'shelf' });
    });

    it('answers CSV when asked: a header line from the first row, then one line per row', async () => {
      const csv = await anon.from('numbers').select('n, bucket').lte('n', 3).order('n').csv();
      expect(csv.data).toBe('n,bucket\n1,1\n2,0\n3,1');
      const raw = await restCall(fixture.backend, '/rpc/price_list', {
        method: 'POST',
        headers: { Accept: 'text/csv', 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(raw.status).toBe(200);
      expect(raw.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      // Anon sees no products: no first row, so an empty header line, as PostgREST writes it.
      expect(raw.text).toBe('\n');
    });

    it('words the single-object error as current PostgREST does', async () => {
      const many = await anon.from('numbers').select('n').lte('n', 2).single();
      expect(many.status).toBe(406);
      expect(many.error).toEqual({
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 2 rows',
        hint: null,
      });
    });

    it('commits whatever Prefer: tx asks, as hosted Supabase does', async () => {
      const insert = await restCall(fixture.backend, '/tags', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'tx=rollback' },
        body: JSON.stringify({ label: 'kept' }),
      });
      expect(insert.status).toBe(201);
      expect(insert.headers.get('preference-applied')).toBeNull();
      expect((await anon.from('tags').select('label').eq('label', 'kept')).data).toHaveLength(1);
    });

    it('refuses aggregate functions unless the database enables them', async () => {
      const { status, error } = await anon.from('numbers').select('bucket, count()');
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: 'PGRST123',
        message: 'Use of aggregate functions is not allowed',
      });
    });
  });

  describe.skipIf(skipReason !== undefined)(`PostgREST settings in the database on ${kind}`, () => {
    let fixture: FixtureBackend;

    beforeAll(async () => {
      fixture = await startFixtureBackend(kind, {
        fixtures: ['in-database-config'],
        overrides: { api: API },
      });
    });

    afterAll(async () => {
      await fixture?.close();
    });

    it('groups by the other columns, also inside embedded resources', async () => {
      const anon = fixtureClient(fixture.backend);
      const grouped = await anon
        .from('numbers')
        .select('bucket, count(), total:n.sum(), n.max()')
        .order('bucket');
      expect(grouped.data).toEqual([
        { bucket: 0, count: 525, total: 276150, max: 1050 },
        { bucket: 1, count: 525, total: 275625, max: 1049 },
      ]);
      const nested = await anon.from('buckets').select('id, numbers(count())').order('id');
      expect(nested.data).toEqual([
        { id: 0, numbers: [{ count: 525 }] },
        { id: 1, numbers: [{ count: 525 }] },
      ]);
    });

    it('rolls a request back when it asks to and the database allows it, answering as usual', async () => {
      const anon = fixtureClient(fixture.backend);
      const insert = await restCall(fixture.backend, '/tags?select=label', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Prefer: 'return=representation, tx=rollback',
        },
        body: JSON.stringify({ label: 'rolled back' }),
      });
      expect(insert).toMatchObject({ status: 201, text: '[{"label":"rolled back"}]' });
      expect(insert.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
      expect((await anon.from('tags').select('label')).data).toEqual([]);
      const call = await restCall(fixture.backend, '/rpc/pick', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'tx=rollback' },
        body: '{"b": 1}',
      });
      expect(call).toMatchObject({ status: 200, text: '"b 1"' });
    });
  });
}
