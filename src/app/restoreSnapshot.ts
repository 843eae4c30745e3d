/**
 * The restore half of pageSnapshots.ts: the function app.html runs inline, before the app's
 * code has arrived, to paint the page this person saw last time (scripts/prerender-plugin.ts
 * writes it into the page as source text, so it refers to nothing outside itself).
 *
 * It paints the kept markup only for the address it was kept for, on the day it was kept, and
 * only when this browser still holds the session of the person it was kept for. The markup is
 * inert until the app renders over it (as the prerendered pages are), and hidden until the
 * app's stylesheet applies, so it never shows unstyled. Anything unexpected leaves the page's
 * own loading state as it is.
 */
/** The event restorePageSnapshot dispatches on the document once the kept page shows. */
export const SNAPSHOT_SHOWN_EVENT = 'mealwise:snapshot-shown';

export function restorePageSnapshot(
  doc: Document,
  storage: Storage,
  now: Date,
  storeKey: string,
): boolean {
  try {
    const store = JSON.parse(storage.getItem(storeKey) ?? 'null') as {
      pages?: Record<
        string,
        { userId?: unknown; savedOn?: unknown; title?: unknown; html?: unknown }
      >;
    } | null;
    const page = store?.pages?.[doc.location.pathname];
    if (!page || typeof page.html !== 'string' || typeof page.userId !== 'string') return false;
    const pad = (value: number) => String(value).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    if (page.savedOn !== today) return false;
    // supabase-js keeps the session under sb-<project>-auth-token.
    let sessionUserId: unknown = null;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key || !key.startsWith('sb-') || !key.endsWith('-auth-token')) continue;
      const session = JSON.parse(storage.getItem(key) ?? 'null') as {
        refresh_token?: unknown;
        user?: { id?: unknown };
      } | null;
      if (typeof session?.refresh_token === 'string') sessionUserId = session.user?.id;
      break;
    }
    if (sessionUserId !== page.userId) return false;
    const root = doc.getElementById('root');
    if (!root) return false;

    const stylesheets = Array.from(
      doc.querySelectorAll<HTMLLinkElement>('link[data-app-stylesheet]'),
    );
    let waiting = stylesheets.length;
    let shown = false;
    // Shown once the stylesheet applies; app.html starts the app's scripts then (they would
    // only slow the stylesheet down before).
    const reveal = () => {
      if (shown) return;
      shown = true;
      root.style.visibility = '';
      doc.dispatchEvent(new Event('mealwise:snapshot-shown'));
    };
    const applied = () => {
      waiting -= 1;
      if (waiting <= 0) reveal();
    };
    root.style.visibility = 'hidden';
    for (const link of stylesheets) {
      link.addEventListener('load', applied, { once: true });
      link.addEventListener('error', applied, { once: true });
      link.rel = 'stylesheet';
    }
    if (waiting === 0) reveal();
    // A stylesheet that never answers does not keep the page hidden.
    setTimeout(reveal, 3000);
    root.innerHTML = `<div inert data-snapshot>${page.html}</div>`;
    if (typeof page.title === 'string' && page.title !== '') doc.title = page.title;
    return true;
  } catch {
    return false;
  }
}
