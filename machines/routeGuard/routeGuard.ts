import { messages } from '../texts/messages.ts';
import type { OnboardingStatus } from '../authSession/authSession.types.ts';
import { paths, SETUP_PATHS } from '../shared/paths.ts';

export interface GuardInput {
  auth: 'loading' | 'signedOut' | 'signedIn';
  onboarding: OnboardingStatus;
  isNewUser: boolean;
  pathname: string;
  /** The page needs completed onboarding (everything but /onboarding and /profile-review). */
  requiresOnboarding: boolean;
  /** Onboarding data saved in this browser (the wizard was filled but not saved). */
  hasLocalOnboardingData: boolean;
  /** The local onboarding-complete flag. */
  localOnboardingComplete: boolean;
  /** The person signed out in this tab: the login page does not send them back here. */
  signedOutHere?: boolean;
  /**
   * This browser keeps a session (supabase-js has not confirmed it yet) whose person finished
   * onboarding here: a page that needs onboarding shows at once, from what this device kept,
   * while the session is confirmed. A session that turns out to be gone sends to login then.
   */
  restoringSession?: boolean;
  /**
   * This device keeps a household invitation not yet answered: a person who just signed up (or
   * confirmed their address) goes to the join page before the wizard, since joining a household
   * gives them its profile.
   */
  pendingInvitation?: boolean;
}

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'loading'; label: string }
  | { kind: 'redirect'; to: string; rememberFrom?: string };

/** What a protected route shows (spec section 2, Route guard). */
export function guardDecision(input: GuardInput): GuardDecision {
  if (input.auth === 'loading') {
    return input.restoringSession && input.requiresOnboarding && input.localOnboardingComplete
      ? { kind: 'render' }
      : { kind: 'loading', label: messages.guard.checkingAuth };
  }
  if (input.auth === 'signedOut')
    return input.signedOutHere
      ? { kind: 'redirect', to: paths.login }
      : { kind: 'redirect', to: paths.login, rememberFrom: input.pathname };

  if (!input.requiresOnboarding) {
    if (input.pathname === paths.onboarding && input.pendingInvitation) {
      return { kind: 'redirect', to: paths.join };
    }
    if (
      input.pathname === paths.onboarding &&
      input.localOnboardingComplete &&
      input.onboarding === 'complete'
    ) {
      return { kind: 'redirect', to: paths.dashboard };
    }
    return { kind: 'render' };
  }

  // Wait for the answer first: a new account may already have a complete profile (made on
  // another device, or just saved), and sending it to the wizard would bounce it back.
  if (input.onboarding === 'unknown' || input.onboarding === 'checking') {
    return { kind: 'loading', label: messages.guard.loadingProfile };
  }
  if (input.isNewUser && input.onboarding !== 'complete' && !SETUP_PATHS.includes(input.pathname)) {
    return { kind: 'redirect', to: paths.onboarding };
  }
  if (input.onboarding === 'incomplete') {
    return {
      kind: 'redirect',
      to: input.hasLocalOnboardingData ? paths.profileReview : paths.onboarding,
    };
  }
  return { kind: 'render' };
}
