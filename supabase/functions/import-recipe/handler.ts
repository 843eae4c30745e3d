/**
 * import-recipe: reads a recipe for the review form, from a web address ({ url }) or from
 * pasted text ({ text }), and answers the drafts (every recipe a page holds; the person picks
 * one). Nothing is saved: the form saves what the person confirms. The caller must be signed
 * in, and each caller may import IMPORTS_PER_HOUR times an hour.
 *
 * A page is fetched by _shared/own-recipes/safe-fetch.ts (http and https only, every address and
 * redirect resolved and refused when private, 2 MB, 10 s, HTML only) and read without running
 * it. 422 says why no recipe came (refused address, 404, no Recipe on the page, no ingredient
 * lines in the text); 400 is a malformed body; 429 is over the limit.
 *
 * IMPORT_RECIPE_TEST_ALLOW_HOSTS (tests only): comma-separated loopback "host:port" pairs the
 * fetch may reach although they are private, so the tests can serve pages from their own local
 * server. It is read only when the function's own SUPABASE_URL is a loopback address (the local
 * backend), so on hosted Supabase it is ignored even if someone sets it.
 */
import { plannerHandler } from '../_shared/edge/handler.ts';
import { errorJson, json } from '../_shared/edge/http.ts';
import {
  importRequestSchema,
  recipeDraft,
  recipeDrafts,
  type ImportRequest,
  type ImportResponse,
} from '../_shared/own-recipes/import-draft.ts';
import { recipesFromHtml } from '../_shared/own-recipes/page-recipe.ts';
import { recipeFromText } from '../_shared/own-recipes/pasted-recipe.ts';
import { fetchRecipePage, type SafeFetchDeps } from '../_shared/own-recipes/safe-fetch.ts';

export const IMPORTS_PER_HOUR = 30;
export const TEST_ALLOW_HOSTS_VARIABLE = 'IMPORT_RECIPE_TEST_ALLOW_HOSTS';
const HOUR_MS = 60 * 60 * 1000;

/**
 * Imports per user in the last hour, kept in this instance's memory: no table is written for it
 * (the reset email's limit has one, because it must hold across instances for callers without
 * an account). An instance that is recycled forgets, and several instances each count their own
 * share, so it bounds how hard one account can make the function fetch pages rather than being
 * an exact quota.
 */
const recentImports = new Map<string, number[]>();

/** Counts an import for the user, or false when they are over the hourly limit. */
function takeImport(userId: string, now: number): boolean {
  const recent = (recentImports.get(userId) ?? []).filter((at) => now - at < HOUR_MS);
  if (recent.length >= IMPORTS_PER_HOUR) {
    recentImports.set(userId, recent);
    return false;
  }
  recent.push(now);
  recentImports.set(userId, recent);
  // Forget callers whose hour has passed, so the map holds only the last hour's callers.
  if (recentImports.size > 10_000) {
    for (const [id, times] of recentImports)
      if (times.every((at) => now - at >= HOUR_MS)) recentImports.delete(id);
  }
  return true;
}

const LOOPBACK_HOST = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\]):\d{1,5}$/i;

/** Whether the function runs on a local backend: its own SUPABASE_URL is a loopback address. */
function onLocalBackend(env: Record<string, string>): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(env.SUPABASE_URL ?? '').hostname);
  } catch {
    return false;
  }
}

/** The test allow-list, honoured only on a local backend and only for loopback host:port. */
export function testAllowHosts(env: Record<string, string>): string[] {
  const raw = env[TEST_ALLOW_HOSTS_VARIABLE];
  if (!raw || !onLocalBackend(env)) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => LOOPBACK_HOST.test(entry));
}

interface DenoDns {
  resolveDns: (host: string, type: 'A' | 'AAAA') => Promise<string[]>;
}

/**
 * Every address of a host name, A and AAAA. Deno's resolver where the function runs on Deno;
 * under Node (the local backend's workers) Node's own lookup, imported only there.
 */
async function resolveHost(host: string): Promise<string[]> {
  const deno = (globalThis as { Deno?: Partial<DenoDns> }).Deno;
  if (typeof deno?.resolveDns === 'function') {
    const resolveDns = deno.resolveDns.bind(deno);
    const answers = await Promise.allSettled([resolveDns(host, 'A'), resolveDns(host, 'AAAA')]);
    return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
  }
  const dns = await import('node:dns');
  const found = await dns.promises.lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

async function importFrom(request: ImportRequest, env: Record<string, string>): Promise<Response> {
  if (request.text !== undefined) {
    const read = recipeFromText(request.text);
    if (!read.ok) return errorJson(422, { error: read.error });
    const answer: ImportResponse = { drafts: [recipeDraft(read.recipe)], notes: read.notes };
    return json(200, answer);
  }
  const deps: SafeFetchDeps = {
    fetch: (url, init) => fetch(url, init),
    resolve: resolveHost,
    allowHosts: testAllowHosts(env),
  };
  const page = await fetchRecipePage(request.url ?? '', deps);
  if (!page.ok) return errorJson(422, { error: page.error });
  const read = recipesFromHtml(page.html, page.url);
  if (!read.ok) return errorJson(422, { error: read.error });
  const { drafts, notes } = recipeDrafts(read.recipes);
  const answer: ImportResponse = { drafts, notes: [...read.notes, ...notes] };
  return json(200, answer);
}

export default function handler(req: Request, env: Record<string, string>): Promise<Response> {
  return plannerHandler({
    name: 'import-recipe',
    failure: 'The recipe could not be imported; please try again',
    schema: importRequestSchema,
    run: async (body, who) => {
      if (!takeImport(who.userId, Date.now()))
        return errorJson(429, {
          error: `You have imported ${IMPORTS_PER_HOUR} recipes in the last hour; please try again later.`,
        });
      return importFrom(body, env);
    },
  })(req, env);
}
