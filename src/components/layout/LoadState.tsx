import { Group, Loader, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import { selectLoadFailed, selectLoading } from '../../../machines/shared/loadSelectors.ts';
import { LoadFailed } from './LoadFailed.tsx';

/**
 * Where a card's (or a page's) data stands before it shows: while it loads, a status line read
 * aloud (or the page's own loader); when it did not load, why, with a button to try again.
 */
export function LoadState({
  loading,
  failed,
  texts,
  onRetry,
  loader,
}: {
  loading: boolean;
  failed: boolean;
  texts: { loading: string; loadFailed: string; retry: string };
  onRetry: () => void;
  /** Shown while loading instead of the status line (a page's full-screen loader). */
  loader?: ReactNode;
}) {
  return (
    <>
      {loading
        ? (loader ?? (
            <Group gap="xs" role="status" aria-live="polite">
              <Loader size="sm" aria-hidden />
              <Text c="dimmed">{texts.loading}</Text>
            </Group>
          ))
        : null}
      {failed ? (
        <LoadFailed message={texts.loadFailed} retryLabel={texts.retry} onRetry={onRetry} />
      ) : null}
    </>
  );
}

/** A machine that opens in `loadingState` and rests in `failed` when its load failed. */
type LoadingActor<TEvent extends EventObject, TEmitted extends EventObject> = ActorRef<
  Snapshot<unknown> & Parameters<typeof selectLoading>[0] & Parameters<typeof selectLoadFailed>[0],
  TEvent,
  TEmitted
>;

/** LoadState read from a page machine's state; trying again sends it `retry`. */
export function ActorLoadState<TEvent extends EventObject, TEmitted extends EventObject>({
  actorRef,
  retry,
  ...shown
}: {
  actorRef: LoadingActor<TEvent, TEmitted>;
  retry: TEvent;
  texts: { loading: string; loadFailed: string; retry: string };
  loader?: ReactNode;
}) {
  const loading = useSelector(actorRef, selectLoading);
  const failed = useSelector(actorRef, selectLoadFailed);
  return (
    <LoadState loading={loading} failed={failed} onRetry={() => actorRef.send(retry)} {...shown} />
  );
}
