const KEY = 'navigationHistory';
export const NAVIGATION_HISTORY_LENGTH = 5;

/** Stored data may have been written by another version or edited by hand: keep only strings. */
function parseHistory(raw: string): string[] {
  const value: unknown = JSON.parse(raw);
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : [];
}

/** The last paths visited in this tab, newest last (shown on the not-found page). */
export function readNavigationHistory(storage: Storage = window.sessionStorage): string[] {
  try {
    const raw = storage.getItem(KEY);
    return raw ? parseHistory(raw) : [];
  } catch {
    return [];
  }
}

/** The history with `path` as its newest entry (not repeated), at most five entries long. */
export function appendPath(history: string[], path: string): string[] {
  if (history[history.length - 1] === path) return history;
  return [...history, path].slice(-NAVIGATION_HISTORY_LENGTH);
}

export function recordNavigation(path: string, storage: Storage = window.sessionStorage): void {
  const history = readNavigationHistory(storage);
  const next = appendPath(history, path);
  if (next === history) return;
  try {
    storage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage can be full or disabled (private mode); the history is only a diagnostic aid.
  }
}
