import { useEffect } from 'react';
import { DAY_PARAM, pageRecords } from '../../machines/shared/paths.ts';

/** The signed-in pages whose last view is kept (their record keeps a copy of their data): their
 *  addresses start so (pageSnapshots.ts says which exactly). */
const KEPT_PREFIXES = pageRecords
  .filter((record) => record.kept)
  .map((record) => record.path.split(DAY_PARAM)[0] ?? record.path);

/**
 * Keeps what a signed-in page shows for the next time it opens (pageSnapshots.ts). The code
 * that does it loads only on those pages, so the public pages carry none of it.
 */
export function usePageSnapshots(userId: string | null, pathname: string): void {
  useEffect(() => {
    if (!userId || !KEPT_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return undefined;
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
