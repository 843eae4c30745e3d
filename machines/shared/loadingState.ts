/**
 * The state a page's machine opens in, written once: tagged 'loading', it runs the page's load
 * actor, takes what it read with the machine's `take` action (params `{ loaded }`) and goes on,
 * or logs the failure with the machine's `logFailure` action (params `{ what, error }`), runs
 * the failure's own actions (a toast, a placeholder) and goes where a failed load leads.
 *
 * Curried so the caller names the context and what the actor reads, and the rest is inferred:
 * `loadingState<Context, Loaded>()({ src: 'loadPlan', input, take: 'takeWeek', ... })`. The
 * result is checked by `createMachine` like a state written out in place.
 */
import { loadedOutput, logFailureOf, type LogFailureAction } from './eventParams.ts';

interface LoadingStateConfig<TContext, TLoaded, TSrc, TInput, TTake, TDone, TFailed, TOnFailure> {
  tags: 'loading';
  invoke: {
    id: TSrc;
    src: TSrc;
    input: (args: { context: TContext }) => TInput;
    onDone: {
      target: TDone;
      actions: {
        type: TTake;
        params: (args: { event: { output: TLoaded } }) => { loaded: TLoaded };
      };
    };
    onError: {
      target: TFailed;
      actions: readonly (TOnFailure | LogFailureAction)[];
    };
  };
}

export function loadingState<TContext, TLoaded>() {
  return <
    const TSrc extends string,
    TInput,
    const TTake extends string,
    const TDone extends string,
    const TFailed extends string,
    const TOnFailure extends string = never,
  >(state: {
    /** The load actor (also the invocation's id). */
    src: TSrc;
    input: (args: { context: TContext }) => TInput;
    take: TTake;
    /** Where a load that worked leads. */
    done: TDone;
    /** Where a failed load leads. */
    failed: TFailed;
    /** What the log names when the load fails ("Loading the meal plan"). */
    what: string;
    /** The failure's own actions, run before it is logged. */
    onFailure?: readonly TOnFailure[];
  }): NoInfer<
    LoadingStateConfig<TContext, TLoaded, TSrc, TInput, TTake, TDone, TFailed, TOnFailure>
  > => ({
    tags: 'loading',
    invoke: {
      id: state.src,
      src: state.src,
      input: state.input,
      onDone: {
        target: state.done,
        actions: { type: state.take, params: loadedOutput },
      },
      onError: {
        target: state.failed,
        actions: [...(state.onFailure ?? []), logFailureOf(state.what)],
      },
    },
  });
}
