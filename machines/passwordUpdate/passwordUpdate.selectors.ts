/**
 * What the new-password screen reads of the machine: the views use these and `can()`, not
 * state names.
 */
import type { SnapshotFrom } from 'xstate';
import type { passwordUpdateMachine } from './passwordUpdate.machine.ts';

type PasswordUpdateSnapshot = SnapshotFrom<typeof passwordUpdateMachine>;

/** The step the screen's one card shows: its title and body follow it. */
export type PasswordUpdateStep = 'checking' | 'invalid' | 'done' | 'form';

export function selectStep(s: PasswordUpdateSnapshot): PasswordUpdateStep {
  if (s.hasTag('checking')) return 'checking';
  if (s.matches('invalid')) return 'invalid';
  if (s.matches('done') || s.matches('left')) return 'done';
  return 'form';
}

export const selectUpdating = (s: PasswordUpdateSnapshot) => s.hasTag('busy');
export const selectError = (s: PasswordUpdateSnapshot) => s.context.error;
export const selectInvalidReason = (s: PasswordUpdateSnapshot) => s.context.invalidReason;
export const selectCanSubmit = (s: PasswordUpdateSnapshot) =>
  s.can({ type: 'passwordUpdate.submit', password: '', confirmPassword: '' });
export const selectCanGoToLogin = (s: PasswordUpdateSnapshot) =>
  s.can({ type: 'passwordUpdate.goToLogin' });
