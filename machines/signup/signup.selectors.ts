/**
 * What the signup screen reads of the machine: the views use these and `can()`, not state names.
 */
import type { SnapshotFrom } from 'xstate';
import type { signupMachine } from './signup.machine.ts';

type SignupSnapshot = SnapshotFrom<typeof signupMachine>;

export const selectSubmitting = (s: SignupSnapshot) => s.matches('submitting');
export const selectResending = (s: SignupSnapshot) => s.matches('resending');
/** The account was made and waits for its address to be confirmed (a resend included). */
export const selectCheckEmail = (s: SignupSnapshot) =>
  s.matches('checkEmail') || s.matches('resending');
/** The address the account was made with, which the confirmation went to. */
export const selectEmail = (s: SignupSnapshot) => s.context.email;
/** The server's verdict on the address, shown under the email field (spec section 8). */
export const selectEmailError = (s: SignupSnapshot) => s.context.emailError;
export const selectFormError = (s: SignupSnapshot) => s.context.formError;
/** The address has an account already: the notice with a link to log in. */
export const selectAccountExists = (s: SignupSnapshot) => s.context.accountExists;
export const selectCanSubmit = (s: SignupSnapshot) =>
  s.can({ type: 'signup.submit', full_name: '', email: '', password: '', confirmPassword: '' });
export const selectCanResend = (s: SignupSnapshot) => s.can({ type: 'signup.resend' });
