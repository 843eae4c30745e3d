import { createActorContext } from '@xstate/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { AnyStateMachine } from 'xstate';
import { authSessionMachine } from '../../machines/authSession/authSession.machine.ts';
import {
  sameRoute,
  selectAuthPhase,
  selectFullName,
  selectRoute,
  selectUser,
  type AuthPhase,
  type SessionRoute,
} from '../../machines/authSession/authSession.selectors.ts';
import type { SessionUser } from '../../machines/authSession/authSession.types.ts';
import { useViewEffects } from '../services/effects.ts';
import { localKeys, readLocal } from '../services/localStore.ts';
import { AuthStatusContext, type AuthStatusValue } from './AuthStatus.tsx';
import { useInspect } from '../app/inspection.tsx';

const SessionActorContext = createActorContext(authSessionMachine);

/**
 * Tells the session machine where the person is (for the refresh after navigation), and
 * whether this browser keeps a wizard draft: read here, after the page changed, never while
 * rendering.
 */
function RouteReporter() {
  const { pathname } = useLocation();
  const actor = SessionActorContext.useActorRef();
  useEffect(() => {
    actor.send({
      type: 'route.changed',
      pathname,
      hasLocalDraft: Boolean(readLocal(localKeys.onboardingData)),
    });
  }, [actor, pathname]);
  return null;
}

/** Shows the session's toasts, performs its navigations, and gives the shell its view of it. */
function SessionBridge({ children }: { children: ReactNode }) {
  const actor = SessionActorContext.useActorRef();
  useViewEffects(actor);
  const phase = SessionActorContext.useSelector(selectAuthPhase);
  const fullName = SessionActorContext.useSelector(selectFullName);
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
  // What this browser keeps is read once, when the session starts.
  const options = useMemo(
    () => ({
      input: {
        localOnboardingComplete: readLocal(localKeys.onboardingComplete) === 'true',
        hasLocalDraft: Boolean(readLocal(localKeys.onboardingData)),
      },
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
  return SessionActorContext.useSelector(selectUser);
}

export function useAuthPhase(): AuthPhase {
  return SessionActorContext.useSelector(selectAuthPhase);
}

/** What the route guard decides from, as one value that changes only when a part does. */
export function useSessionRoute(): SessionRoute {
  return SessionActorContext.useSelector(selectRoute, sameRoute);
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
