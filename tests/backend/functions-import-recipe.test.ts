/**
 * import-recipe through the local backend, as the app calls it: a recipe page served by the
 * test's own web server (reached only because the test-only allow-list names it) comes back as
 * drafts with every ingredient line resolved; pasted text likewise. Loopback addresses the list
 * does not name are refused like any private address, and never requested. Callers must be
 * signed in, bodies must be { url } or { text }, and each caller is limited per hour.
 */
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import {
  BODY_NEEDS_ONE,
  importResponseSchema,
} from '../../supabase/functions/_shared/own-recipes/import-draft.ts';
import { NO_RECIPE } from '../../supabase/functions/_shared/own-recipes/page-recipe.ts';
import { NO_INGREDIENTS } from '../../supabase/functions/_shared/own-recipes/pasted-recipe.ts';
import {
  IMPORTS_PER_HOUR,
  TEST_ALLOW_HOSTS_VARIABLE,
  testAllowHosts,
} from '../../supabase/functions/import-recipe/handler.ts';
import { startServer, type LocalServer } from '../planner/own-recipes/localServer.ts';
import {
  createSignedInUser,
  startTestBackend,
  type SignedInUser,
  type TestBackend,
} from './support.ts';

function page(name: string): string {
  return readFileSync(
    fileURLToPath(new URL(`../planner/own-recipes/pages/${name}`, import.meta.url)),
    'utf8',
  );
}

function html(body: string) {
  return (_: unknown, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  };
}

let pages: LocalServer;
let unlisted: LocalServer;
let backend: TestBackend;
let person: SignedInUser;

beforeAll(async () => {
  pages = await startServer({
    '/fajitas': html(page('01-jsonld-single.html')),
    '/three': html(page('09-graph-three-recipes.html')),
    '/no-recipe': html(page('17-no-recipe.html')),
  });
  unlisted = await startServer({ '/fajitas': html(page('01-jsonld-single.html')) });
  backend = await startTestBackend({
    inMemory: true,
    overrides: { functionEnv: { [TEST_ALLOW_HOSTS_VARIABLE]: pages.hostPort } },
  });
  person = await createSignedInUser(backend);
});

afterAll(async () => {
  await backend?.close();
  await pages?.close();
  await unlisted?.close();
});

function importRecipe(
  body: unknown,
  token: string | undefined = person.accessToken,
): Promise<Response> {
  return fetch(`${backend.url}/functions/v1/import-recipe`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('import-recipe', () => {
  it('imports a recipe page the allow-list names, every line resolved', async () => {
    const response = await importRecipe({ url: `${pages.origin}/fajitas` });
    expect(response.status).toBe(200);
    const answer = importResponseSchema.parse(await response.json());
    expect(answer.drafts).toHaveLength(1);
    const [draft] = answer.drafts;
    expect(draft).toMatchObject({ name: 'Weeknight Chicken Fajitas', servings: 4 });
    expect(draft?.ingredients).toHaveLength(6);
    expect(draft?.ingredients.find((l) => l.text === '2 tbsp olive oil')).toMatchObject({
      status: 'matched',
      grams: expect.any(Number),
    });
  });

  it('answers every recipe of a page that holds several', async () => {
    const response = await importRecipe({ url: `${pages.origin}/three` });
    expect(response.status).toBe(200);
    expect(importResponseSchema.parse(await response.json()).drafts).toHaveLength(3);
  });

  it('reads pasted text', async () => {
    const response = await importRecipe({
      text: 'Scrambled eggs\nServes 2\nIngredients\n4 eggs\n1 tbsp butter\nMethod\nWhisk and cook gently.',
    });
    expect(response.status).toBe(200);
    const answer = importResponseSchema.parse(await response.json());
    expect(answer.drafts[0]).toMatchObject({ name: 'Scrambled eggs', servings: 2 });
    expect(answer.drafts[0]?.sourceUrl).toBeUndefined();
  });

  it('refuses with 422 and a clear message: no recipe, no ingredient line, a 404', async () => {
    const none = await importRecipe({ url: `${pages.origin}/no-recipe` });
    expect(none.status).toBe(422);
    expect(await none.json()).toEqual({ error: NO_RECIPE });
    const text = await importRecipe({ text: 'Nothing to cook here at all today.' });
    expect(text.status).toBe(422);
    expect(await text.json()).toEqual({ error: NO_INGREDIENTS });
    const missing = await importRecipe({ url: `${pages.origin}/gone` });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { error: string }).error).toMatch(/not found|404/i);
  });

  it('refuses loopback the allow-list does not name, without requesting it', async () => {
    const response = await importRecipe({ url: `${unlisted.origin}/fajitas` });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: string }).error).toMatch(/private/i);
    expect(unlisted.requests).toEqual([]);
  });

  it('honours the allow-list only on a local backend and only for loopback', () => {
    const variable = TEST_ALLOW_HOSTS_VARIABLE;
    const local = 'http://127.0.0.1:54321';
    expect(
      testAllowHosts({ SUPABASE_URL: local, [variable]: '127.0.0.1:8080, 10.0.0.5:80' }),
    ).toEqual(['127.0.0.1:8080']);
    expect(
      testAllowHosts({ SUPABASE_URL: 'https://abc.supabase.co', [variable]: '127.0.0.1:8080' }),
    ).toEqual([]);
    expect(testAllowHosts({ SUPABASE_URL: local })).toEqual([]);
  });

  it('answers 401 without a signed-in user', async () => {
    expect((await importRecipe({ text: '1 egg' }, '')).status).toBe(401);
    const anon = await importRecipe({ text: '1 egg' }, backend.anonKey);
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({ error: 'Invalid or expired session: sign in again' });
  });

  it('answers 400 for a body that is not { url } or { text }', async () => {
    const neither = await importRecipe({});
    expect(neither.status).toBe(400);
    expect(((await neither.json()) as { error: string }).error).toContain(BODY_NEEDS_ONE);
    expect((await importRecipe('{not json')).status).toBe(400);
    expect((await importRecipe({ text: 'x'.repeat(20_001) })).status).toBe(400);
  });

  it(`limits each user to ${IMPORTS_PER_HOUR} imports an hour, others unaffected`, async () => {
    const busy = await createSignedInUser(backend);
    for (let i = 0; i < IMPORTS_PER_HOUR; i += 1) {
      const response = await importRecipe({ url: 'http://10.0.0.1/recipe' }, busy.accessToken);
      expect(response.status).toBe(422);
    }
    const over = await importRecipe({ url: 'http://10.0.0.1/recipe' }, busy.accessToken);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: string }).error).toContain('try again later');
    expect((await importRecipe({ text: 'Toast\n1 slice bread' })).status).toBe(200);
  });
});
