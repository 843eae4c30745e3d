import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../supabase/types/database.ts';
import { readLinkParams } from '../../machines/authForms/linkParams.ts';
import type { SessionUser } from '../../machines/authSession/authSession.types.ts';

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

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The account's full name from a supabase-js user's metadata; null when it has none. */
export function accountNameOf(metadata: unknown): string | null {
  const name =
    typeof metadata === 'object' && metadata !== null
      ? (metadata as Record<string, unknown>).full_name
      : null;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The household an account plans for: the one it joined, which the household function writes in
 * the account's app_metadata (only the service role can), else the account's own. The database
 * decides who reaches what (public.household_id()); this only says which rows to ask for, and a
 * stale value (the account was removed since its token was issued) reads nothing until the
 * session is refreshed (useHouseholdCheck).
 */
export function householdIdOf(appMetadata: unknown, accountId: string): string {
  const joined =
    typeof appMetadata === 'object' && appMetadata !== null
      ? (appMetadata as Record<string, unknown>).household_id
      : null;
  return typeof joined === 'string' && UUID.test(joined) ? joined : accountId;
}

/**
 * The person of the session this browser keeps, read straight from supabase-js's storage
 * (before supabase-js has loaded): who the pages show while supabase-js confirms the session.
 * Null without a session, or when what is stored has not the shape supabase-js writes (no
 * refresh token or no user id), so nothing is guessed from a damaged entry.
 */
export function storedSessionUser(): SessionUser | null {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (!isSessionStorageKey(key)) continue;
      const stored: unknown = JSON.parse(localStorage.getItem(key as string) ?? 'null');
      if (typeof stored !== 'object' || stored === null) return null;
      const { refresh_token: refreshToken, user } = stored as Record<string, unknown>;
      if (!textOrNull(refreshToken) || typeof user !== 'object' || user === null) return null;
      const fields = user as Record<string, unknown>;
      const id = textOrNull(fields.id);
      if (!id) return null;
      return {
        id,
        email: textOrNull(fields.email) ?? '',
        fullName: accountNameOf(fields.user_metadata),
        createdAt: textOrNull(fields.created_at) ?? '',
        emailConfirmedAt: textOrNull(fields.email_confirmed_at),
        householdId: householdIdOf(fields.app_metadata, id),
      };
    }
  } catch {
    // Blocked storage or a damaged entry: no session to restore from here.
  }
  return null;
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
 * Resolves once the browser has painted the next frame (at once in a tab that is not shown,
 * where frames do not come).
 */
function nextFramePainted(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
      resolve();
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Resolves in a task of its own: the work before and after it are two tasks, so the page can
 * take input in between.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The one Supabase client of the page, created on first use. supabase-js (and the zod check
 * of the configuration) load on demand so that pages render before they arrive; a signed-out
 * visitor of the home or demo pages never needs them. Without a stored session nobody is
 * signed in yet, so the download also waits until the page has loaded: it then does not
 * compete with the page's own chunks on a slow connection. With a stored session the page
 * shows first, from the restored session and what this device kept (src/auth/session.tsx):
 * the download starts once that has painted.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= (hasStoredSession() ? nextFramePainted() : pageSettled())
    .then(() => Promise.all([import('@supabase/supabase-js'), import('../env.ts')]))
    .then(async ([{ createClient }, { readEnv }]) => {
      // supabase-js has just been evaluated (a long task on a phone); creating the client, the
      // session's events and the first requests each come in a task of their own.
      await nextTask();
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
  if (createdClient) return client;
  // Everyone who waits for the client goes on in a task of their own (the session's first
  // event, each loader's first request), not all in the one task that created it.
  return client.then(async (supabase) => {
    await nextTask();
    return supabase;
  });
}
