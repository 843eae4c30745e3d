/**
 * Transition parts that hand a guard or an action what the event carries, written once.
 */
import type { FailureLog } from './setupParts.ts';

/** The `logFailure` action as a transition names it, its params read from the error event. */
export interface LogFailureAction {
  type: 'logFailure';
  params: (args: { event: { error: unknown } }) => FailureLog;
}

/** An `onError` action that logs the failure, naming what failed ("Saving the move"). */
export function logFailureOf(what: string): LogFailureAction {
  return { type: 'logFailure', params: ({ event }) => ({ what, error: event.error }) };
}

/** What an actor finished with, as params `{ loaded }` for the `onDone` action that takes it. */
export const loadedOutput = <TOutput>({ event }: { event: { output: TOutput } }) => ({
  loaded: event.output,
});

/** The error an actor failed with, as params `{ error }` for an `onError` guard or action. */
export const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * A transition whose guard and action both read one field of its event, each getting it as
 * `{ [field]: value }`: `guardedByField('mealId', { guard: 'isOpenMeal', target: 'removing',
 * action: 'markRemoving' })`.
 */
export function guardedByField<
  const TField extends string,
  const TGuard extends string,
  const TTarget extends string,
  const TAction extends string,
>(field: TField, transition: { guard: TGuard; target: TTarget; action: TAction }) {
  // A computed key types as a string index; the object has exactly the one field.
  const pick = <TValue>({ event }: { event: Record<TField, TValue> }) =>
    ({ [field]: event[field] }) as Record<TField, TValue>;
  return {
    guard: { type: transition.guard, params: pick },
    target: transition.target,
    actions: { type: transition.action, params: pick },
  };
}
