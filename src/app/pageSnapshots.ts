/**
 * What the signed-in pages showed last time, kept on this device so that reopening one paints
 * it at once (issue: in the store, signed-in pages as fast as the public ones).
 *
 * While a person is on a page whose record keeps a copy of its data (machines/shared/paths.ts,
 * `kept`: the dashboard, the meal plan, its days, the shopping list), a description of what the
 * page shows is kept in localStorage once it has settled (nothing loading, no error shown) and
 * again when the tab is hidden or closed. The description is read from the live page by walking
 * its nodes, and holds only the tags and attributes snapshotRules allows (restoreSnapshot.ts):
 * never markup. The build's app.html paints it before any of the app's code has arrived
 * (restorePageSnapshot, scripts/prerender-plugin.ts), inert, as it does for the prerendered demo
 * pages; the app then renders over it with fresh data.
 *
 * A snapshot is only shown to the person who was signed in when it was kept, on the same day
 * (a day later, "today" on the dashboard would be wrong), and sign-out removes them all.
 */
import { localKeys, readLocal, removeLocal } from '../services/localStore.ts';
import { snapshotRules, type SnapshotNode } from './restoreSnapshot.ts';
import { isSnapshotPath } from './snapshotAddresses.ts';

const RULES = snapshotRules();

/** At most this many pages are kept (the oldest goes first). */
export const SNAPSHOT_LIMITS = { pages: 5 } as const;

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
  /** What the page's root held: its nodes, as restoreSnapshot.ts paints them. */
  view: SnapshotNode[];
}

interface SnapshotStore {
  pages: Record<string, PageSnapshot>;
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
    Array.isArray(page.view)
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
  const entries = Object.entries(readSnapshots().pages)
    .filter(([path, page]) => path !== pathname && page.userId === snapshot.userId)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, SNAPSHOT_LIMITS.pages - 1);
  entries.unshift([pathname, snapshot]);
  // Storage that is full takes fewer pages; the newest is the one worth keeping.
  while (entries.length > 0) {
    const text = JSON.stringify({ pages: Object.fromEntries(entries) });
    // The restore reads no more than this: a page that needs more is not kept.
    if (text.length > RULES.limits.chars) {
      entries.pop();
      continue;
    }
    try {
      window.localStorage.setItem(localKeys.pageSnapshots, text);
      return;
    } catch {
      entries.pop();
    }
  }
  removeLocal(localKeys.pageSnapshots);
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** The declarations of a style attribute that snapshotRules allows (the others are left out). */
function allowedDeclarations(tag: string, style: string): string {
  return style
    .split(';')
    .filter((part) => part.trim() !== '' && RULES.allows(tag, 'style', part))
    .map((part) => part.trim())
    .join('; ');
}

/**
 * Describes `node` as restoreSnapshot.ts paints it, leaving out what snapshotRules does not
 * allow (an element not on its lists, with all it holds; an attribute it refuses) and comments.
 * `budget.nodes` counts down the nodes described; past the limit the rest is left out.
 */
export function describeNode(
  node: Node,
  inSvg: boolean,
  depth: number,
  budget: { nodes: number },
): SnapshotNode | null {
  if (budget.nodes <= 0 || depth > RULES.limits.depth) return null;
  if (node.nodeType === Node.TEXT_NODE) {
    budget.nodes -= 1;
    return node.nodeValue ?? '';
  }
  if (!(node instanceof Element)) return null;
  const tag = node.localName;
  if (!(inSvg ? RULES.svg : RULES.html).includes(tag)) return null;
  if ((inSvg || tag === 'svg') !== (node.namespaceURI === SVG_NAMESPACE)) return null;
  budget.nodes -= 1;
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(node.attributes)) {
    const kept = name === 'style' ? allowedDeclarations(tag, value) : value;
    if (kept !== '' && RULES.allows(tag, name, kept)) attributes[name] = kept;
  }
  if (tag === 'style') {
    // Only Mantine's responsive rules are kept (the theme's own are in app.html's head).
    const sheet = node.textContent ?? '';
    if (attributes['data-mantine-styles'] !== 'inline' || !RULES.allowsStyleSheet(sheet))
      return null;
    return [tag, attributes, [sheet]];
  }
  const children: SnapshotNode[] = [];
  for (const child of Array.from(node.childNodes)) {
    const described = describeNode(child, inSvg || tag === 'svg', depth + 1, budget);
    if (described !== null) children.push(described);
  }
  return [tag, attributes, children];
}

/** What the page shows when it has settled, or null while it loads or shows an error. */
export function settledView(root: HTMLElement): SnapshotNode[] | null {
  // The kept page itself (inert, until the app has rendered over it) is not kept again.
  if (root.querySelector(':scope > [data-snapshot]')) return null;
  if (root.querySelector(UNSETTLED)) return null;
  if ((root.textContent ?? '').trim() === '') return null;
  const budget = { nodes: RULES.limits.nodes };
  const view: SnapshotNode[] = [];
  for (const child of Array.from(root.childNodes)) {
    const described = describeNode(child, false, 1, budget);
    if (described !== null) view.push(described);
  }
  // A page too large to describe whole is not kept in part.
  return budget.nodes <= 0 ? null : view;
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
    const view = settledView(root);
    if (view === null) return;
    const now = new Date();
    keepSnapshot(pathname, {
      userId,
      savedOn: localIsoDate(now),
      savedAt: now.getTime(),
      title: document.title,
      view,
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
