import type { EmailInput } from '../authForms/session.types.ts';

export interface LoginInput {
  /** From the `email` query/hash parameter or the navigation state of the signup screen. */
  prefillEmail: string;
}

export interface LoginContext {
  /** The address the "check your email" notice and its resend refer to, when one is known. */
  knownEmail: string;
  /** The address of the sign-in under way or last tried. */
  attemptedEmail: string;
  /** The message shown above the form after a failed sign-in. */
  error: string | null;
}

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignInOutput {
  userId: string;
}

export type LoginEvent =
  | { type: 'login.submit'; email: string; password: string }
  /** Resend the confirmation email to the address now in the email field. */
  | { type: 'login.resend'; email: string };

export type LoginTag = 'busy';

export type { EmailInput };
