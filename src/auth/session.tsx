import { createActorContext } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { authSessionMachine } from '../../machines/authSession/authSession.machine.ts';
import type {
  OnboardingStatus,
  SessionUser,
} from '../../machines/authSession/authSession.types.ts';
import { useViewEffects } from '../services/effects.ts';
import { localKeys, readLocal } from '../services/localStore.ts';
import { AuthStatusContext, type AuthStatusValue } from './AuthStatus.tsx';
import { useInspect } from '../app/inspection.tsx';

type SessionSnapshot = SnapshotFrom<typeof authSessionMachine>;

const SessionActorContext = createActorContext(authSessionMachine);

function authPhase(snapshot: SessionSnapshot): 'loading' | 'signedOut' | 'signedIn' {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('signedIn')) return 'signedIn';
  return 'signedOut';
}

function selectOnboardingStatus(snapshot: SessionSnapshot): OnboardingStatus {
  const status = snapshot.context.onboardingStatus;
  if (status === 'unknown' && snapshot.matches({ signedIn: { onboarding: 'checking' } }))
    return 'checking';
  return status;
}

/** Tells the session machine where the person is (for the refresh after navigation). */
function RouteReporter() {
  const { pathname } = useLocation();
  const actor = SessionActorContext.useActorRef();
  useEffect(() => {
    actor.send({ type: 'route.changed', pathname });
  }, [actor, pathname]);
  return null;
}

/** Shows the session's toasts, performs its navigations, and gives the shell its view of it. */
function SessionBridge({ children }: { children: ReactNode }) {
  const actor = SessionActorContext.useActorRef();
  useViewEffects(actor);
  const phase = SessionActorContext.useSelector(authPhase);
  const fullName = SessionActorContext.useSelector(
    (snapshot) => snapshot.context.user?.fullName ?? null,
  );
  const value = useMemo<AuthStatusValue>(
    () => ({
      status: phase === 'signedIn' ? { kind: 'signedIn', fullName } : { kind: phase },
      signOut: () => actor.send({ type: 'session.signOut' }),
    }),
    [actor, phase, fullName],
  );
  return (
    <AuthStatusContext.Provider value={value}>
      <RouteReporter />
      {children}
    </AuthStatusContext.Provider>
  );
}

/**
 * Runs the session machine for the whole app. `logic` lets tests and demo mode give it
 * other actors; by default it is the live machine (supabase-js and browser storage).
 */
export function SessionProvider({
  logic,
  children,
}: {
  logic: AnyStateMachine;
  children: ReactNode;
}) {
  const inspect = useInspect();
  const options = useMemo(
    () => ({
      input: { localOnboardingComplete: readLocal(localKeys.onboardingComplete) === 'true' },
      ...(inspect ? { inspect } : {}),
    }),
    [inspect],
  );
  return (
    <SessionActorContext.Provider logic={logic as typeof authSessionMachine} options={options}>
      <SessionBridge>{children}</SessionBridge>
    </SessionActorContext.Provider>
  );
}

export function useSessionUser(): SessionUser | null {
  return SessionActorContext.useSelector((snapshot) => snapshot.context.user);
}

export function useAuthPhase(): 'loading' | 'signedOut' | 'signedIn' {
  return SessionActorContext.useSelector(authPhase);
}

export function useOnboardingStatus(): OnboardingStatus {
  return SessionActorContext.useSelector(selectOnboardingStatus);
}

export function useIsNewUser(): boolean {
  return SessionActorContext.useSelector((snapshot) => snapshot.context.isNewUser);
}

export function useSignedOutHere(): boolean {
  return SessionActorContext.useSelector((snapshot) => snapshot.context.signedOutHere);
}

export function useLocalOnboardingComplete(): boolean {
  return SessionActorContext.useSelector((snapshot) => snapshot.context.localOnboardingComplete);
}

export function useSessionCommands() {
  const actor = SessionActorContext.useActorRef();
  return useMemo(
    () => ({
      signOut: () => actor.send({ type: 'session.signOut' }),
      onboardingCompleted: () => actor.send({ type: 'onboarding.completed' }),
    }),
    [actor],
  );
}
