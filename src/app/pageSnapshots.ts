/**
 * What the signed-in pages showed last time, kept on this device so that reopening one paints
 * it at once (issue: in the store, signed-in pages as fast as the public ones).
 *
 * While a person is on the dashboard, the meal plan, a day or the shopping list, the page's
 * markup is kept in localStorage once it has settled (nothing loading, no error shown) and again
 * when the tab is hidden or closed. The build's app.html paints the kept markup before any of
 * the app's code has arrived (restorePageSnapshot, scripts/prerender-plugin.ts), inert, as it
 * does for the prerendered demo pages; the app then renders over it with fresh data.
 *
 * A snapshot is only shown to the person who was signed in when it was kept, on the same day
 * (a day later, "today" on the dashboard would be wrong), and sign-out removes them all.
 */
import { addressesOf, pageRecords } from '../../machines/shared/paths.ts';
import { localKeys, readLocal, removeLocal } from '../services/localStore.ts';

/** The pages whose last view is kept: those whose record keeps a copy of their data. */
const SNAPSHOT_PATHS = new Set(
  pageRecords.filter((record) => record.kept).flatMap((record) => addressesOf(record)),
);

/** At most this many pages are kept (the oldest goes first), each at most this long. */
export const SNAPSHOT_LIMITS = { pages: 5, htmlChars: 400_000 } as const;

/** How long the page must stay unchanged before it is kept again (milliseconds). */
const SETTLE_MS = 1000;

/** A page that shows any of these is still loading or shows an error: it is not kept. */
const UNSETTLED =
  '[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root, [role="alert"]';

export interface PageSnapshot {
  userId: string;
  /** The local calendar date it was kept on (YYYY-MM-DD). */
  savedOn: string;
  savedAt: number;
  title: string;
  html: string;
}

interface SnapshotStore {
  pages: Record<string, PageSnapshot>;
}

export function isSnapshotPath(pathname: string): boolean {
  return SNAPSHOT_PATHS.has(pathname);
}

/** The local calendar date, as the restore script computes it. */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isSnapshot(value: unknown): value is PageSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return (
    typeof page.userId === 'string' &&
    typeof page.savedOn === 'string' &&
    typeof page.savedAt === 'number' &&
    typeof page.title === 'string' &&
    typeof page.html === 'string'
  );
}

/** The kept pages; a damaged or foreign entry reads as none kept. */
export function readSnapshots(): SnapshotStore {
  try {
    const stored: unknown = JSON.parse(readLocal(localKeys.pageSnapshots) ?? 'null');
    const pages = (stored as { pages?: unknown } | null)?.pages;
    if (typeof pages !== 'object' || pages === null) return { pages: {} };
    return {
      pages: Object.fromEntries(Object.entries(pages).filter(([, page]) => isSnapshot(page))),
    };
  } catch {
    return { pages: {} };
  }
}

/** Keeps `snapshot` for `pathname`, dropping the oldest pages past the limit or the quota. */
export function keepSnapshot(pathname: string, snapshot: PageSnapshot): void {
  if (snapshot.html.length > SNAPSHOT_LIMITS.htmlChars) return;
  const entries = Object.entries(readSnapshots().pages)
    .filter(([path, page]) => path !== pathname && page.userId === snapshot.userId)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, SNAPSHOT_LIMITS.pages - 1);
  entries.unshift([pathname, snapshot]);
  // Storage that is full takes fewer pages; the newest is the one worth keeping.
  while (entries.length > 0) {
    const text = JSON.stringify({ pages: Object.fromEntries(entries) });
    try {
      window.localStorage.setItem(localKeys.pageSnapshots, text);
      return;
    } catch {
      entries.pop();
    }
  }
  removeLocal(localKeys.pageSnapshots);
}

/** The page's markup when it has settled, or null while it loads or shows an error. */
export function settledMarkup(root: HTMLElement): string | null {
  // The kept markup itself (inert, until the app has rendered over it) is not kept again.
  if (root.querySelector(':scope > [data-snapshot]')) return null;
  if (root.querySelector(UNSETTLED)) return null;
  const html = root.innerHTML;
  return html.trim() === '' ? null : html;
}

/**
 * Keeps the current page's view for `userId` while it is one of the kept pages: after it
 * settles, after each change once it settles again, and when the tab is hidden or closed.
 * Returns the function that stops watching.
 */
export function watchPageSnapshots(userId: string, pathname: string): () => void {
  const root = document.getElementById('root');
  if (!root || !isSnapshotPath(pathname)) return () => undefined;
  const keep = () => {
    const html = settledMarkup(root);
    if (html === null) return;
    const now = new Date();
    keepSnapshot(pathname, {
      userId,
      savedOn: localIsoDate(now),
      savedAt: now.getTime(),
      title: document.title,
      html,
    });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const keepWhenSettled = () => {
    clearTimeout(timer);
    timer = setTimeout(keep, SETTLE_MS);
  };
  const keepWhenHidden = () => {
    if (document.visibilityState === 'hidden') keep();
  };
  const observer = new MutationObserver(keepWhenSettled);
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  keepWhenSettled();
  document.addEventListener('visibilitychange', keepWhenHidden);
  window.addEventListener('pagehide', keep);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    document.removeEventListener('visibilitychange', keepWhenHidden);
    window.removeEventListener('pagehide', keep);
  };
}
