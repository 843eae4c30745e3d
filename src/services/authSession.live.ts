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
import { getSupabase } from './supabase.ts';
import {
  clearUserData,
  localKeys,
  removeLocal,
  sessionKeys,
  writeLocal,
  writeSession,
} from './localStore.ts';

export function toSessionUser(user: User): SessionUser {
  const fullName = user.user_metadata?.full_name;
  return {
    id: user.id,
    email: user.email ?? '',
    fullName: typeof fullName === 'string' && fullName.trim() !== '' ? fullName : null,
    createdAt: user.created_at,
    emailConfirmedAt: user.email_confirmed_at ?? null,
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

function persistCompletion(data: OnboardingData | undefined): void {
  writeLocal(localKeys.onboardingComplete, 'true');
  if (data) writeLocal(localKeys.onboardingData, JSON.stringify(data));
}

/** The session machine wired to supabase-js and the browser's storage. */
export function liveAuthSessionMachine() {
  return authSessionMachine.provide({
    actors: {
      authListener: fromCallback(({ sendBack }) => {
        let unsubscribe: (() => void) | undefined;
        let stopped = false;
        getSupabase()
          .then((supabase) => {
            if (stopped) return;
            const { data } = supabase.auth.onAuthStateChange((event, session) => {
              const mapped = toListenerEvent(event, session);
              if (mapped) sendBack(mapped);
            });
            unsubscribe = () => data.subscription.unsubscribe();
          })
          .catch((error: unknown) => {
            console.error('Authentication is unavailable:', error);
            sendBack({ type: 'auth.initialSession', user: null });
          });
        return () => {
          stopped = true;
          unsubscribe?.();
        };
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
        },
        actions: {
          persistCompletion: (_, params) => persistCompletion(params.data),
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
    actions: {
      clearUserData: () => clearUserData(),
      persistNewUser: (_, isNew) => {
        if (isNew) writeLocal(localKeys.newUser, 'true');
        else removeLocal(localKeys.newUser);
      },
      cacheUser: (_, user) => {
        writeSession(sessionKeys.user, JSON.stringify(user));
        writeLocal(localKeys.lastSessionTime, new Date().toISOString());
      },
    },
  });
}
