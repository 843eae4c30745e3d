/**
 * What the meal plan screen reads of the machine: the views use these and `can()`, not state
 * names.
 */
import type { SnapshotFrom } from 'xstate';
import type { mealPlanMachine } from './mealPlan.machine.ts';

type MealPlanSnapshot = SnapshotFrom<typeof mealPlanMachine>;

/** The week is in and nothing is being made or asked: the week and focus can be changed. */
export const selectReady = (s: MealPlanSnapshot) => s.matches('ready');
/** A new week would replace one with edits, and the person is asked first. */
export const selectConfirmingRegenerate = (s: MealPlanSnapshot) =>
  s.matches('confirmingRegenerate');
/** The edits a new week would throw away while the person is asked; null while not asked. */
export const selectRegenerateEdits = (s: MealPlanSnapshot) =>
  selectConfirmingRegenerate(s) ? (s.context.stored?.plan.edits ?? 0) : null;
/** Loading with no week kept on this device to show meanwhile. */
export const selectShowsLoader = (s: MealPlanSnapshot) =>
  s.hasTag('loading') && s.context.stored === null;
