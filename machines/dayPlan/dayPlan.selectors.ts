/**
 * What the day plan screen reads of the machine: the views use these and `can()`, not state
 * names.
 */
import type { SnapshotFrom } from 'xstate';
import type { dayPlanMachine } from './dayPlan.machine.ts';

type DayPlanSnapshot = SnapshotFrom<typeof dayPlanMachine>;

/** Loading with no week kept on this device to show meanwhile. */
export const selectShowsLoader = (s: DayPlanSnapshot) =>
  s.hasTag('loading') && s.context.stored === null;
/** The day's (empty) week is being made. */
export const selectGenerating = (s: DayPlanSnapshot) => s.matches({ loaded: 'generating' });
/** A move waits for the person to confirm it. */
export const selectConfirmingMove = (s: DayPlanSnapshot) => s.matches({ loaded: 'confirmingMove' });
/** The move waiting for confirmation; null while none does. */
export const selectPendingMove = (s: DayPlanSnapshot) =>
  selectConfirmingMove(s) ? s.context.pendingMove : null;
/** Whether the move waiting for confirmation is this meal's. */
export const selectConfirmingMoveOf = (mealId: string) => (s: DayPlanSnapshot) =>
  selectPendingMove(s)?.mealId === mealId;
