import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../supabase/types/database.ts';

export type AppSupabaseClient = SupabaseClient<Database>;

let client: Promise<AppSupabaseClient> | undefined;

/** Has this browser kept a Supabase session? supabase-js stores it as `sb-<project>-auth-token`. */
function hasStoredSession(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith('sb-') && key.endsWith('-auth-token')) return true;
    }
  } catch {
    // Storage can be blocked (privacy settings); supabase-js then finds no session either.
  }
  return false;
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
 * of the configuration) load on demand so that the home page renders before they arrive.
 * Without a stored session nobody is signed in yet, so the download also waits until the page
 * has loaded: it then does not compete with the page's own chunks on a slow connection.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= (hasStoredSession() ? Promise.resolve() : pageSettled())
    .then(() => Promise.all([import('@supabase/supabase-js'), import('../env.ts')]))
    .then(([{ createClient }, { readEnv }]) => {
      const env = readEnv();
      return createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
        auth: {
          flowType: 'pkce',
          persistSession: true,
          autoRefreshToken: true,
          // The callback screen exchanges codes and tokens itself, so it can route afterwards.
          detectSessionInUrl: false,
        },
      });
    });
  return client;
}
