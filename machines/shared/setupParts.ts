/**
 * Parts every machine's `setup()` repeats, written once.
 */
import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';
import type { ViewEffect } from './effects.ts';

/**
 * The `types` of a machine's setup: its context, events, input and tags, and what it emits (the
 * view effects unless the machine says otherwise). Use as `types: {} as MachineTypes<...>`.
 */
export interface MachineTypes<TContext, TEvent, TInput, TTag, TEmitted = ViewEffect> {
  context: TContext;
  events: TEvent;
  input: TInput;
  tags: TTag;
  emitted: TEmitted;
}

/**
 * An actor the machine declares and whoever runs it provides (the live app or the demo, with
 * `.provide({ actors })`). Running one unprovided is a programming error, and says which.
 */
export function toProvide<TOutput, TInput = NonReducibleUnknown>(
  name: string,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name}: this actor is the caller's to provide`);
  });
}

/** The params of a machine's `logFailure` action: what failed, and the error it failed with. */
export interface FailureLog {
  what: string;
  error: unknown;
}

/** The `logFailure` action of a machine's setup: the failure goes to the console as a warning. */
export function logFailure(_: unknown, params: FailureLog): void {
  console.warn(`${params.what} failed`, params.error);
}
