import { fromCallback, fromPromise } from 'xstate';
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { authSessionMachine } from '../../machines/authSession/authSession.machine.ts';
import type {
  AuthListenerEvent,
  SessionUser,
} from '../../machines/authSession/authSession.types.ts';
import { onboardingCompletionMachine } from '../../machines/onboardingCompletion/onboardingCompletion.machine.ts';
import { sessionRefreshMachine } from '../../machines/sessionRefresh/sessionRefresh.machine.ts';
import type { OnboardingData } from '../../machines/onboarding/onboardingData.ts';
import {
  accountNameOf,
  addressCarriesAuthResult,
  getSupabase,
  hasStoredSession,
  householdIdOf,
  isSessionStorageKey,
  whenSupabaseCreated,
  type AppSupabaseClient,
} from './supabase.ts';
import {
  clearUserData,
  localKeys,
  removeLocal,
  sessionKeys,
  writeLocal,
  writeSession,
} from './localStore.ts';

export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    email: user.email ?? '',
    fullName: accountNameOf(user.user_metadata),
    createdAt: user.created_at,
    emailConfirmedAt: user.email_confirmed_at ?? null,
    householdId: householdIdOf(user.app_metadata, user.id),
  };
}

export function toListenerEvent(
  event: AuthChangeEvent,
  session: Session | null,
): AuthListenerEvent | null {
  const user = session?.user ? toSessionUser(session.user) : null;
  switch (event) {
    case 'INITIAL_SESSION':
      return { type: 'auth.initialSession', user };
    case 'SIGNED_IN':
    case 'PASSWORD_RECOVERY':
      return user ? { type: 'auth.signedIn', user } : null;
    case 'SIGNED_OUT':
      return { type: 'auth.signedOut' };
    case 'TOKEN_REFRESHED':
      return user ? { type: 'auth.tokenRefreshed', user } : null;
    case 'USER_UPDATED':
      return user ? { type: 'auth.userUpdated', user } : null;
    default:
      return null;
  }
}

/**
 * The events of a subscription made after the session was already reported as signed out: the
 * initial session says nothing new when empty, and when it holds a user someone has just signed
 * in (on this page or in another tab), which the session treats as a sign-in.
 */
export function toLateListenerEvent(
  event: AuthChangeEvent,
  session: Session | null,
): AuthListenerEvent | null {
  if (event !== 'INITIAL_SESSION') return toListenerEvent(event, session);
  return session?.user ? { type: 'auth.signedIn', user: toSessionUser(session.user) } : null;
}

/** What the auth listener needs from the page, passed in by tests. */
export interface AuthListenerDeps {
  getSupabase: () => Promise<AppSupabaseClient>;
  whenSupabaseCreated: (watcher: (supabase: AppSupabaseClient) => void) => () => void;
  hasStoredSession: () => boolean;
  address: () => { search: string; hash: string };
}

const liveListenerDeps: AuthListenerDeps = {
  getSupabase,
  whenSupabaseCreated,
  hasStoredSession,
  address: () => window.location,
};

/**
 * Feeds supabase-js auth events to the session machine. With a stored session, or an address
 * carrying an auth link's result, the client starts at once and reports the initial session.
 * Otherwise nobody can be signed in: the session hears "signed out" at once and supabase-js is
 * not loaded for it (the home and demo pages never need it). The listener subscribes as soon as
 * anything else creates the client (the login form, the callback screen), and creates it itself
 * when another tab of this site stores a session.
 */
export function listenToAuth(
  sendBack: (event: AuthListenerEvent) => void,
  deps: AuthListenerDeps = liveListenerDeps,
): () => void {
  let unsubscribe: (() => void) | undefined;
  let stopped = false;
  const subscribe = (supabase: AppSupabaseClient, late: boolean) => {
    if (stopped) return;
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      const mapped = late ? toLateListenerEvent(event, session) : toListenerEvent(event, session);
      if (mapped) sendBack(mapped);
    });
    unsubscribe = () => data.subscription.unsubscribe();
  };

  if (deps.hasStoredSession() || addressCarriesAuthResult(deps.address())) {
    deps
      .getSupabase()
      .then((supabase) => subscribe(supabase, false))
      .catch((error: unknown) => {
        console.error('Authentication is unavailable:', error);
        sendBack({ type: 'auth.initialSession', user: null });
      });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }

  sendBack({ type: 'auth.initialSession', user: null });
  const stopWatching = deps.whenSupabaseCreated((supabase) => subscribe(supabase, true));
  const onStorage = (event: StorageEvent) => {
    // Another tab signed in: its session is in storage now, and the client reads it on start.
    if (event.storageArea === localStorage && isSessionStorageKey(event.key) && event.newValue) {
      deps.getSupabase().catch((error: unknown) => {
        console.error('Authentication is unavailable:', error);
      });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stopped = true;
    stopWatching();
    window.removeEventListener('storage', onStorage);
    unsubscribe?.();
  };
}

function persistCompletion(data: OnboardingData | undefined): void {
  writeLocal(localKeys.onboardingComplete, 'true');
  if (data) writeLocal(localKeys.onboardingData, JSON.stringify(data));
}

/** The session machine wired to supabase-js and the browser's storage. */
export function liveAuthSessionMachine() {
  return authSessionMachine.provide({
    actors: {
      authListener: fromCallback(({ sendBack }) => listenToAuth(sendBack)),
      clearUserData: fromPromise(async () => clearUserData()),
      persistNewUser: fromPromise<void, boolean>(async ({ input: isNew }) => {
        if (isNew) writeLocal(localKeys.newUser, 'true');
        else removeLocal(localKeys.newUser);
      }),
      cacheUser: fromPromise<void, SessionUser | null>(async ({ input: user }) => {
        if (!user) return;
        writeSession(sessionKeys.user, JSON.stringify(user));
        writeLocal(localKeys.lastSessionTime, new Date().toISOString());
      }),
      signOut: fromPromise(async () => {
        const supabase = await getSupabase();
        const { error } = await supabase.auth.signOut({ scope: 'global' });
        if (error) {
          // The server could not end the session; this browser forgets it all the same.
          await supabase.auth.signOut({ scope: 'local' });
          throw error;
        }
      }),
      onboardingCompletion: onboardingCompletionMachine.provide({
        actors: {
          // Loaded when first needed: it brings the onboarding data model (and zod) along.
          checkOnboardingTables: fromPromise(async ({ input }) => {
            const { checkOnboardingTables } = await import('./onboardingStatus.ts');
            return checkOnboardingTables(input.userId);
          }),
          persistCompletion: fromPromise(async ({ input }) => persistCompletion(input.data)),
        },
      }),
      sessionRefresh: sessionRefreshMachine.provide({
        actors: {
          refreshSession: fromPromise(async () => {
            const supabase = await getSupabase();
            const { data, error } = await supabase.auth.refreshSession();
            if (error || !data.user) throw error ?? new Error('No session to refresh');
            return toSessionUser(data.user);
          }),
          readSession: fromPromise(async () => {
            const supabase = await getSupabase();
            const { data } = await supabase.auth.getSession();
            return data.session ? toSessionUser(data.session.user) : null;
          }),
        },
      }),
    },
  });
}
