/** The signed-in person as the app needs them (from the supabase-js user). */
import { paths } from '../shared/paths.ts';
export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  createdAt: string;
  emailConfirmedAt: string | null;
  /**
   * The household the account plans for (its holder's id; the account's own id unless it joined
   * another): every row of the plans, list, pantry and profile carries it in user_id or id.
   */
  householdId: string;
}

export type OnboardingStatus = 'unknown' | 'checking' | 'complete' | 'incomplete';

/** The supabase-js auth events the app reacts to, as machine events. */
export type AuthListenerEvent =
  | { type: 'auth.initialSession'; user: SessionUser | null }
  | { type: 'auth.signedIn'; user: SessionUser }
  | { type: 'auth.signedOut' }
  | { type: 'auth.tokenRefreshed'; user: SessionUser }
  | { type: 'auth.userUpdated'; user: SessionUser };

export type AuthSessionEvent =
  | AuthListenerEvent
  /** Where the person is, and whether this browser keeps a wizard draft (read off storage). */
  | { type: 'route.changed'; pathname: string; hasLocalDraft: boolean }
  | { type: 'session.signOut' }
  | { type: 'onboarding.completed' }
  | { type: 'refresh.succeeded'; user: SessionUser };

export interface AuthSessionInput {
  /** The local onboarding-complete flag as stored when the app starts. */
  localOnboardingComplete: boolean;
  /** This browser keeps a wizard draft (onboardingData) when the app starts. */
  hasLocalDraft?: boolean;
  /** The current time in ms (injected so tests control the new-user windows). */
  now?: () => number;
}

export interface AuthSessionContext {
  user: SessionUser | null;
  isNewUser: boolean;
  onboardingStatus: 'unknown' | 'complete' | 'incomplete';
  localOnboardingComplete: boolean;
  /** This browser keeps a wizard draft: an incomplete profile is reviewed, not started over. */
  hasLocalDraft: boolean;
  pathname: string;
  /** The session came from signing in here just now (its token is fresh: no refresh is due). */
  freshSignIn: boolean;
  /**
   * The person signed out in this tab: the sign-in page they land on must not send them back
   * to where they were (a remembered origin does not outlive the session).
   */
  signedOutHere: boolean;
  now: () => number;
}

/** The tags the route guard and the public-only pages read. */
export type AuthSessionTag =
  | 'auth.loading'
  | 'auth.signedOut'
  | 'auth.signedIn'
  | 'profile.checking'
  | 'profile.complete'
  | 'profile.incomplete';

/** A user created this recently is new (spec section 9). */
export const NEW_USER_WINDOW_MS = 10 * 60 * 1000;
/** A user whose email was confirmed this recently is new too. */
export const NEW_CONFIRMATION_WINDOW_MS = 60 * 1000;
/** Navigation on these paths does not trigger a session refresh (spec section 4). */
export const NO_REFRESH_PATHS = [paths.login, paths.signup, paths.profileReview] as const;
