import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../supabase/types/database.ts';
import { readLinkParams } from '../../machines/authForms/linkParams.ts';

export type AppSupabaseClient = SupabaseClient<Database>;

let client: Promise<AppSupabaseClient> | undefined;
let createdClient: AppSupabaseClient | undefined;
const creationWatchers = new Set<(supabase: AppSupabaseClient) => void>();

/** supabase-js keeps the session under `sb-<project>-auth-token` (its default storage key). */
export function isSessionStorageKey(key: string | null): boolean {
  return key !== null && key.startsWith('sb-') && key.endsWith('-auth-token');
}

/** Has this browser kept a Supabase session? */
export function hasStoredSession(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (isSessionStorageKey(localStorage.key(index))) return true;
    }
  } catch {
    // Storage can be blocked (privacy settings); supabase-js then finds no session either.
  }
  return false;
}

/**
 * The parameters an auth link or an auth redirect puts in the address (as the callback screen
 * reads them): a PKCE code, implicit-flow tokens, a one-time token hash or an error.
 */
const AUTH_RESULT_PARAMS = [
  'code',
  'access_token',
  'refresh_token',
  'token_hash',
  'error',
  'error_code',
  'error_description',
] as const;

/** Does this address carry the result of an auth link (so a session may be about to start)? */
export function addressCarriesAuthResult(address: { search: string; hash: string }): boolean {
  const params = readLinkParams(address.search, address.hash);
  return AUTH_RESULT_PARAMS.some((name) => params.get(name) !== null);
}

/**
 * Calls `watcher` with the client as soon as it exists (at once when it already does), before
 * whoever asked for the client gets it: a watcher that subscribes to auth events therefore
 * hears every event of the calls made with it. Returns a function that stops the watching.
 */
export function whenSupabaseCreated(watcher: (supabase: AppSupabaseClient) => void): () => void {
  if (createdClient) {
    watcher(createdClient);
    return () => {};
  }
  creationWatchers.add(watcher);
  return () => {
    creationWatchers.delete(watcher);
  };
}

/** Resolves once the page has loaded and the browser has a moment to spare. */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 1000 })
        : setTimeout(resolve, 0);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * The one Supabase client of the page, created on first use. supabase-js (and the zod check
 * of the configuration) load on demand so that pages render before they arrive; a signed-out
 * visitor of the home or demo pages never needs them. Without a stored session nobody is
 * signed in yet, so the download also waits until the page has loaded: it then does not
 * compete with the page's own chunks on a slow connection.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= (hasStoredSession() ? Promise.resolve() : pageSettled())
    .then(() => Promise.all([import('@supabase/supabase-js'), import('../env.ts')]))
    .then(([{ createClient }, { readEnv }]) => {
      const env = readEnv();
      const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
        auth: {
          flowType: 'pkce',
          persistSession: true,
          autoRefreshToken: true,
          // The callback screen exchanges codes and tokens itself, so it can route afterwards.
          detectSessionInUrl: false,
        },
      });
      createdClient = supabase;
      const watchers = [...creationWatchers];
      creationWatchers.clear();
      for (const watcher of watchers) {
        try {
          watcher(supabase);
        } catch (error) {
          // One broken watcher must not take the client away from everyone else.
          console.error('A Supabase client watcher failed:', error);
        }
      }
      return supabase;
    });
  return client;
}
