import type { LinkSecrets } from '../authForms/linkSecrets.ts';
/** What the reset link brought to /reset-password/update (read, then removed from the address bar). */
export interface PasswordUpdateInput {
  /** PKCE: the one-time code to exchange for the recovery session. */
  code: string | null;
  /** Implicit flow: the tokens of the recovery session from the URL fragment. */
  accessToken: string | null;
  refreshToken: string | null;
  /** The auth server's `error_description` (or `error`) when the link was refused. */
  linkError: string | null;
}

export type RecoverySessionInput = LinkSecrets;

export interface RecoverySessionOutput {
  /** Whether there is now a session that may set a new password. */
  hasSession: boolean;
}

export interface PasswordUpdateContext extends RecoverySessionInput {
  linkError: string | null;
  /** Why the link cannot be used (invalid state). */
  invalidReason: string | null;
  /** Why the last update failed (form state). */
  error: string | null;
}

export interface NewPasswordInput {
  password: string;
}

export type PasswordUpdateEvent =
  | { type: 'passwordUpdate.submit'; password: string; confirmPassword: string }
  | { type: 'passwordUpdate.goToLogin' };

export type PasswordUpdateTag = 'busy' | 'checking';
