import { createActorContext } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { AnyStateMachine } from 'xstate';
import { authSessionMachine } from '../../machines/authSession/authSession.machine.ts';
import {
  sameRoute,
  sameUser,
  selectAuthPhase,
  selectFullName,
  selectLoginDestination,
  selectRoute,
  selectUser,
  type AuthPhase,
  type SessionRoute,
} from '../../machines/authSession/authSession.selectors.ts';
import type { SessionUser } from '../../machines/authSession/authSession.types.ts';
import { useViewEffects } from '../services/effects.ts';
import { localKeys, readLocal } from '../services/localStore.ts';
import { hasPendingInvitation } from '../services/pendingInvitation.ts';
import { AuthStatusContext, type AuthStatusValue } from './AuthStatus.tsx';
import type { AccountStatus } from '../components/AccountControl.tsx';
import { useInspect } from '../app/inspection.tsx';

const SessionActorContext = createActorContext(authSessionMachine);

/**
 * The person of the session this browser keeps, read from storage when the app starts: until
 * supabase-js has confirmed the session (the 'loading' phase) the app shows them as signed in,
 * so a returning person's page and what this device kept of it show at once. Once the session
 * is confirmed or found gone, the session machine's answer is the only one.
 */
const RestoredUserContext = createContext<SessionUser | null>(null);

function useRestoredUser(phase: AuthPhase): SessionUser | null {
  const restored = useContext(RestoredUserContext);
  return phase === 'loading' ? restored : null;
}

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
  const restored = useRestoredUser(phase);
  // What the shell shows, as a kind and a name: the session confirming the person the page
  // already shows (restored from storage) changes neither, so nothing of the shell renders again.
  const kind: AccountStatus['kind'] = phase === 'signedIn' || restored ? 'signedIn' : phase;
  const name = phase === 'signedIn' ? fullName : (restored?.fullName ?? null);
  const value = useMemo<AuthStatusValue>(
    () => ({
      status: kind === 'signedIn' ? { kind, fullName: name } : { kind },
      signOut: () => actor.send({ type: 'session.signOut' }),
    }),
    [actor, kind, name],
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
 * `restoreUser` reads the person of the session this browser keeps (once, when the session
 * starts), shown as signed in until the session machine knows (RestoredUserContext).
 */
export function SessionProvider({
  logic,
  restoreUser,
  children,
}: {
  logic: AnyStateMachine;
  restoreUser?: () => SessionUser | null;
  children: ReactNode;
}) {
  const inspect = useInspect();
  const [restored] = useState(() => restoreUser?.() ?? null);
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
    <RestoredUserContext.Provider value={restored}>
      <SessionActorContext.Provider logic={logic as typeof authSessionMachine} options={options}>
        <SessionBridge>{children}</SessionBridge>
      </SessionActorContext.Provider>
    </RestoredUserContext.Provider>
  );
}

/**
 * The signed-in person; while the session is confirmed, the one this browser keeps. One
 * reading that keeps its object while the person is the same, so the confirmation of the
 * person a page already shows does not render the page again.
 */
export function useSessionUser(): SessionUser | null {
  const restored = useContext(RestoredUserContext);
  return SessionActorContext.useSelector(
    (snapshot) =>
      selectUser(snapshot) ?? (selectAuthPhase(snapshot) === 'loading' ? restored : null),
    sameUser,
  );
}

export function useAuthPhase(): AuthPhase {
  return SessionActorContext.useSelector(selectAuthPhase);
}

/**
 * Where the session sends a person who is on the login page, given the page they were sent there
 * from: null while they stay. A household invitation kept on this device (read as the page
 * opens) comes first.
 */
export function useLoginDestination(rememberedFrom: string | null): string | null {
  const [pending] = useState(hasPendingInvitation);
  return SessionActorContext.useSelector((snapshot) =>
    selectLoginDestination(snapshot, rememberedFrom, pending),
  );
}

/** What the route guard decides from, as one value that changes only when a part does. */
export function useSessionRoute(): SessionRoute {
  const route = SessionActorContext.useSelector(selectRoute, sameRoute);
  const restoring = useRestoredUser(route.auth) !== null;
  return useMemo(() => ({ ...route, restoringSession: restoring }), [route, restoring]);
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
