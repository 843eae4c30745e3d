import { useEffect } from 'react';
import { isSnapshotPath } from './snapshotAddresses.ts';

/**
 * Keeps what a signed-in page shows for the next time it opens (pageSnapshots.ts). The code
 * that does it loads only on those pages, so the public pages carry none of it.
 */
export function usePageSnapshots(userId: string | null, pathname: string): void {
  useEffect(() => {
    if (!userId || !isSnapshotPath(pathname)) return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./pageSnapshots.ts').then(({ watchPageSnapshots }) => {
      if (!stopped) stop = watchPageSnapshots(userId, pathname);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [userId, pathname]);
}
