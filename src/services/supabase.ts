import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../supabase/types/database.ts';

export type AppSupabaseClient = SupabaseClient<Database>;

let client: Promise<AppSupabaseClient> | undefined;

/**
 * The one Supabase client of the page, created on first use. supabase-js (and the zod check
 * of the configuration) load on demand so that the home page renders before they arrive.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= Promise.all([import('@supabase/supabase-js'), import('../env.ts')]).then(
    ([{ createClient }, { readEnv }]) => {
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
    },
  );
  return client;
}
