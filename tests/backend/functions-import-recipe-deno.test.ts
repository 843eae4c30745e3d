/**
 * import-recipe once under real Deno, as hosted Supabase runs it: through Deno.serve against
 * the local backend's auth, a page from the test's server named in the allow-list is imported,
 * and a name that does not resolve is refused through Deno's own resolver.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importResponseSchema } from '../../supabase/functions/_shared/own-recipes/import-draft.ts';
import { TEST_ALLOW_HOSTS_VARIABLE } from '../../supabase/functions/import-recipe/handler.ts';
import { startServer, type LocalServer } from '../planner/own-recipes/localServer.ts';
import { denoMissing, serveWithDeno } from './deno-support.ts';
import { createSignedInUser, startTestBackend, type TestBackend } from './support.ts';

describe.skipIf(denoMissing !== undefined)('import-recipe under Deno', () => {
  let backend: TestBackend;
  let pages: LocalServer;

  beforeAll(async () => {
    const html = readFileSync(
      fileURLToPath(new URL('../planner/own-recipes/pages/01-jsonld-single.html', import.meta.url)),
      'utf8',
    );
    pages = await startServer({
      '/fajitas': (_, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      },
    });
    backend = await startTestBackend({ inMemory: true });
  });

  afterAll(async () => {
    await backend?.close();
    await pages?.close();
  });

  it('imports a page and refuses a name that does not resolve', async () => {
    const person = await createSignedInUser(backend);
    const deno = await serveWithDeno({
      entry: 'import-recipe/index.ts',
      flags: ['--config', 'deno.json'],
      env: {
        SUPABASE_URL: backend.url,
        SUPABASE_ANON_KEY: backend.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
        [TEST_ALLOW_HOSTS_VARIABLE]: pages.hostPort,
      },
      startMs: 90_000,
    });
    try {
      const call = (body: unknown) =>
        fetch(deno.url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${person.accessToken}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(body),
        });
      const imported = await call({ url: `${pages.origin}/fajitas` });
      const answer: unknown = await imported.json();
      expect(imported.status, JSON.stringify(answer).slice(0, 300)).toBe(200);
      expect(importResponseSchema.parse(answer).drafts[0]?.name).toBe('Weeknight Chicken Fajitas');

      const unknown = await call({ url: 'http://no-such-recipe-site.invalid/soup' });
      expect(unknown.status).toBe(422);
      expect(await unknown.json()).toEqual({
        error: "That site's name could not be found. Check the address.",
      });
    } finally {
      await deno.stop();
    }
  }, 120_000);
});
