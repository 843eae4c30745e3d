/**
 * What the reset-request screen reads of the machine: the views use these and `can()`, not
 * state names.
 */
import type { SnapshotFrom } from 'xstate';
import type { resetRequestMachine } from './resetRequest.machine.ts';

type ResetRequestSnapshot = SnapshotFrom<typeof resetRequestMachine>;

export const selectSent = (s: ResetRequestSnapshot) => s.matches('sent');
export const selectSending = (s: ResetRequestSnapshot) => s.hasTag('busy');
export const selectError = (s: ResetRequestSnapshot) => s.context.error;
export const selectCanSubmit = (s: ResetRequestSnapshot) =>
  s.can({ type: 'reset.submit', email: '' });
