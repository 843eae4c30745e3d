import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
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
