/**
 * Runs `then` once the page has gone `quietMs` without a long task (a task of 50 ms or more, as
 * the browser reports them), and at the latest after `latestMs`. The service worker's install
 * waits for this (src/main.tsx): it downloads and caches every file of the build, and on a
 * phone's few cores that work slowed the page it shared them with while the page was still
 * starting. Keeping the week and its list for the store waits for it too
 * (src/hooks/useKeepWeekOnDevice.ts). Browsers that report no long tasks wait `quietMs` from
 * the call.
 */
export function whenQuiet(
  then: () => void,
  { quietMs = 2000, latestMs = 30_000 }: { quietMs?: number; latestMs?: number } = {},
): void {
  let done = false;
  let observer: PerformanceObserver | null = null;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(quiet);
    clearTimeout(latest);
    observer?.disconnect();
    then();
  };
  let quiet = setTimeout(finish, quietMs);
  const latest = setTimeout(finish, latestMs);
  if (typeof PerformanceObserver === 'undefined') return;
  if (!PerformanceObserver.supportedEntryTypes?.includes('longtask')) return;
  observer = new PerformanceObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, quietMs);
  });
  observer.observe({ type: 'longtask' });
}
