/**
 * The API roles carry hosted Supabase's statement timeouts (anon 3 s, authenticated 8 s), and
 * every REST request runs under its role's: on PostgreSQL a query that runs longer is cancelled.
 * PGlite accepts the setting but cannot cancel a running statement (it runs on the JavaScript
 * thread, without the timer signal PostgreSQL uses), so the cancellation is checked on PostgreSQL.
 */
import { createClient } from '@supabase/supabase-js';
import type { WebSocketLikeConstructor } from '@supabase/realtime-js';
import ws from 'ws';
import {
  createSignedInUser,
  forEachDbKind,
  startPostgresCluster,
  startTestBackend,
  type PostgresCluster,
  type TestBackend,
} from './support.ts';

/** A client without the app's table types: these test functions are not part of the schema. */
function untypedClient(backend: TestBackend, accessToken?: string) {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
  });
}

for (const { kind, skipReason } of forEachDbKind()) {
  describe.skipIf(skipReason !== undefined)(
    `statement timeouts of the API roles on ${kind}`,
    () => {
      let backend: TestBackend;
      let cluster: PostgresCluster | undefined;

      beforeAll(async () => {
        let connectionString: string | undefined;
        if (kind === 'postgres') {
          cluster = await startPostgresCluster();
          connectionString = await cluster.createDatabase();
        }
        backend = await startTestBackend(
          connectionString ? { dbKind: 'postgres', connectionString } : { inMemory: true },
        );
        // Created before the first REST request, so the schema cache sees them.
        await backend.db.exec(`
        create function public.test_statement_timeout() returns text
          language sql stable as $$ select current_setting('statement_timeout') $$;
        create function public.test_sleep(seconds float8) returns text
          language sql volatile as $$ select pg_sleep(seconds)::text $$;
        grant execute on function public.test_statement_timeout(), public.test_sleep(float8)
          to anon, authenticated;
      `);
      });

      afterAll(async () => {
        await backend?.close();
        await cluster?.stop();
      });

      it('runs anon requests under 3 s and signed-in requests under 8 s', async () => {
        const anon = await untypedClient(backend).rpc('test_statement_timeout');
        expect(anon).toMatchObject({ error: null, data: '3s' });
        const person = await createSignedInUser(backend);
        const signedIn = await untypedClient(backend, person.accessToken).rpc(
          'test_statement_timeout',
        );
        expect(signedIn).toMatchObject({ error: null, data: '8s' });
      });

      it.skipIf(kind === 'pglite')(
        'cancels an anon query that runs past 3 s and keeps serving',
        async () => {
          const started = Date.now();
          const slow = await untypedClient(backend).rpc('test_sleep', { seconds: 6 });
          expect(slow.error).toMatchObject({ code: '57014' });
          expect(Date.now() - started).toBeLessThan(5_500);
          const quick = await untypedClient(backend).rpc('test_statement_timeout');
          expect(quick.error).toBeNull();
        },
      );
    },
  );
}
