/**
 * What the views read of the session, from its tags and context: the route guard's input, the
 * phase the account control shows, the signed-in person, and where a person on the login page
 * goes once signed in.
 */
import type { SnapshotFrom } from 'xstate';
import { paths } from '../shared/paths.ts';
import type { GuardInput } from '../routeGuard/routeGuard.ts';
import type { authSessionMachine } from './authSession.machine.ts';
import type { OnboardingStatus, SessionUser } from './authSession.types.ts';

export type SessionSnapshot = SnapshotFrom<typeof authSessionMachine>;

export type AuthPhase = 'loading' | 'signedOut' | 'signedIn';

export function selectAuthPhase(snapshot: SessionSnapshot): AuthPhase {
  if (snapshot.hasTag('auth.signedIn')) return 'signedIn';
  if (snapshot.hasTag('auth.signedOut')) return 'signedOut';
  return 'loading';
}

/**
 * Where the login page sends a signed-in person (just signed in, or already when it opened):
 * the join page first when this device keeps a household invitation they came to accept, else
 * the page they were sent to login from, else /dashboard, whose guard then sends someone who has
 * not finished onboarding on to it. Null while nobody is signed in: the login page stays.
 */
export function selectLoginDestination(
  snapshot: SessionSnapshot,
  rememberedFrom: string | null,
  pendingInvitation = false,
): string | null {
  if (selectAuthPhase(snapshot) !== 'signedIn') return null;
  if (pendingInvitation) return paths.join;
  return rememberedFrom ?? paths.dashboard;
}

export function selectOnboardingStatus(snapshot: SessionSnapshot): OnboardingStatus {
  if (snapshot.hasTag('profile.complete')) return 'complete';
  if (snapshot.hasTag('profile.incomplete')) return 'incomplete';
  // A re-check (after a token refresh) keeps the answer already known: the page stays up.
  if (snapshot.hasTag('profile.checking')) {
    const known = snapshot.context.onboardingStatus;
    return known === 'complete' || known === 'incomplete' ? known : 'checking';
  }
  return snapshot.context.onboardingStatus;
}

export function selectUser(snapshot: SessionSnapshot): SessionUser | null {
  return snapshot.context.user;
}

/**
 * Whether two readings of the signed-in person say the same (a view keeps the one it has, so
 * the session's confirmation of the person it already shows re-renders nothing).
 */
export function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.id === b.id &&
    a.email === b.email &&
    a.fullName === b.fullName &&
    a.createdAt === b.createdAt &&
    a.emailConfirmedAt === b.emailConfirmedAt &&
    a.householdId === b.householdId
  );
}

export function selectFullName(snapshot: SessionSnapshot): string | null {
  return snapshot.context.user?.fullName ?? null;
}

/** Everything the route guard decides from, but the page's own path and requirement. */
export type SessionRoute = Omit<GuardInput, 'pathname' | 'requiresOnboarding'>;

export function selectRoute(snapshot: SessionSnapshot): SessionRoute {
  return {
    auth: selectAuthPhase(snapshot),
    onboarding: selectOnboardingStatus(snapshot),
    isNewUser: snapshot.context.isNewUser,
    hasLocalOnboardingData: snapshot.context.hasLocalDraft,
    localOnboardingComplete: snapshot.context.localOnboardingComplete,
    signedOutHere: snapshot.context.signedOutHere,
  };
}

/** Two route inputs that lead to the same decision render nothing new. */
export function sameRoute(a: SessionRoute, b: SessionRoute): boolean {
  return (
    a.auth === b.auth &&
    a.onboarding === b.onboarding &&
    a.isNewUser === b.isNewUser &&
    a.hasLocalOnboardingData === b.hasLocalOnboardingData &&
    a.localOnboardingComplete === b.localOnboardingComplete &&
    a.signedOutHere === b.signedOutHere
  );
}
