import type { CurrentSessionOutput, EmailInput } from '../authForms/session.types.ts';

export interface SignupContext {
  /** The address of the account being created; the check-email panel and resend use it. */
  email: string;
  /** The error under the email field ('This email is already registered'). */
  emailError: string | null;
  /** A failure that belongs to no single field. */
  formError: string | null;
  /** Shows the 'Account Already Exists' alert. */
  accountExists: boolean;
}

export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
}

/**
 * What the auth service answered. GoTrue hides existing confirmed accounts behind a fake
 * user with no identities; the live actor reports that as `alreadyRegistered`.
 */
export type SignUpOutput =
  { kind: 'confirmationRequired' } | { kind: 'signedIn' } | { kind: 'alreadyRegistered' };

export type SignupEvent =
  | {
      type: 'signup.submit';
      full_name: string;
      email: string;
      password: string;
      confirmPassword: string;
    }
  | { type: 'signup.resend' }
  /** Back to the form from the check-email panel, to use another address. */
  | { type: 'signup.useDifferentEmail' };

export type SignupTag = 'busy' | 'checking';

export type { CurrentSessionOutput, EmailInput };
