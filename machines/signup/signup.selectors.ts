/**
 * What the signup screen reads of the machine: the views use these and `can()`, not state names.
 */
import type { SnapshotFrom } from 'xstate';
import type { signupMachine } from './signup.machine.ts';

type SignupSnapshot = SnapshotFrom<typeof signupMachine>;

/** The account was made and waits for its address to be confirmed (a resend included). */
export const selectCheckEmail = (s: SignupSnapshot) =>
  s.matches('checkEmail') || s.matches('resending');
export const selectSubmitting = (s: SignupSnapshot) => s.matches('submitting');
export const selectResending = (s: SignupSnapshot) => s.matches('resending');
export const selectEmail = (s: SignupSnapshot) => s.context.email;
export const selectEmailError = (s: SignupSnapshot) => s.context.emailError;
export const selectFormError = (s: SignupSnapshot) => s.context.formError;
export const selectAccountExists = (s: SignupSnapshot) => s.context.accountExists;
export const selectCanSubmit = (s: SignupSnapshot) =>
  s.can({ type: 'signup.submit', full_name: '', email: '', password: '', confirmPassword: '' });
export const selectCanResend = (s: SignupSnapshot) => s.can({ type: 'signup.resend' });
