/**
 * What the login screen reads of the machine: the views use these and `can()`, not state names.
 */
import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine.ts';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** A sign-in is being answered: the form stays, so its success toast is shown first. */
export const selectSigningIn = (s: LoginSnapshot) => s.matches('submitting');
/** The LOGIN button's busy label: a sign-in under way or done, not a resend. */
export const selectLoggingIn = (s: LoginSnapshot) => s.hasTag('busy') && !s.matches('resending');
export const selectResending = (s: LoginSnapshot) => s.matches('resending');
export const selectError = (s: LoginSnapshot) => s.context.error;
export const selectKnownEmail = (s: LoginSnapshot) => s.context.knownEmail;
export const selectCanSubmit = (s: LoginSnapshot) =>
  s.can({ type: 'login.submit', email: '', password: '' });
export const selectCanResend = (s: LoginSnapshot) => s.can({ type: 'login.resend', email: '' });
