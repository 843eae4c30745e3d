import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * The default of an I/O actor in a machine's `setup`: machines do no I/O themselves, so the
 * live (or test) implementation is always given with `machine.provide({ actors })`. Forgetting
 * to provide one fails loudly with the actor's name instead of doing nothing.
 */
export function missingActor<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The "${name}" actor was not provided to the machine.`)),
  );
}
