import type { LinkSecrets } from '../authForms/linkSecrets.ts';
/** What the callback URL carried (read from query and fragment, then removed from the bar). */
export interface CallbackInput {
  code: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** `error` / `error_description` of a refused link. */
  linkError: string | null;
  /** confirmation=true, justVerified=true, or type=signup|email: the link confirmed an address. */
  verificationSignal: boolean;
  email: string | null;
  redirectTo: string | null;
  /** This app's origin, the only one `redirect_to` may point at. */
  origin: string;
}

export type EstablishSessionInput = LinkSecrets;

export interface CallbackUser {
  id: string;
  email: string | null;
  /** The address was confirmed within the new-user window (spec section 9: 1 minute). */
  justConfirmed: boolean;
}

export interface EstablishSessionOutput {
  user: CallbackUser | null;
}

export interface ProfileLookupInput {
  userId: string;
}

export interface ProfileLookupOutput {
  hasOnboardingProfile: boolean;
}

export interface CallbackContext extends CallbackInput {
  user: CallbackUser | null;
}
