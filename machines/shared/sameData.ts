/**
 * Keeping what is shown when fresh data equals it: a page that showed this device's copy keeps
 * the very same objects when the server's answer holds the same values, so the views that read
 * them do not render again (a long list or a whole week would otherwise be rebuilt for nothing).
 */

/** Do two JSON-like values (plain objects, arrays, strings, numbers, booleans, null) hold the
 *  same data? Key order does not matter; an undefined property counts as absent. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameData(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = (value: Record<string, unknown>) =>
    Object.keys(value).filter((key) => value[key] !== undefined);
  const leftKeys = keys(left);
  if (leftKeys.length !== keys(right).length) return false;
  return leftKeys.every((key) => Object.hasOwn(right, key) && sameData(left[key], right[key]));
}

/** `next`, or `current` when it holds the same data. */
export function keepIfSame<T>(current: T, next: T): T {
  return sameData(current, next) ? current : next;
}
