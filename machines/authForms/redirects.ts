/**
 * Where the app may send a person after an auth link (spec section 4, Authentication
 * callback). A crafted `redirect_to` must never leave the app: only relative paths and
 * absolute URLs of the app's own origin are followed.
 */

export type RedirectTarget =
  | { kind: 'path'; to: string }
  /** An absolute URL of the app's own origin, followed by full navigation. */
  | { kind: 'url'; to: string };

/** Tabs and newlines are dropped by URL parsing, which can turn a harmless-looking value into a scheme. */
function hasControlCharacters(value: string): boolean {
  return [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * Resolves `candidate` against the app's origin and keeps it only when it stays there.
 * Resolution through URL is what a browser would do, so tricks such as `//evil.example`,
 * `/\evil.example`, `javascript:` or `https://app@evil.example` end up on another origin
 * (or the opaque origin "null") and are refused.
 */
export function safeRedirectTarget(
  candidate: string | null | undefined,
  origin: string,
): RedirectTarget | null {
  if (!candidate) return null;
  const trimmed = candidate.trim();
  if (trimmed === '' || hasControlCharacters(trimmed)) return null;
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return null;
  }
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  // A relative path without a leading slash is normalised to one (spec: "normalised with a
  // leading slash"), so `onboarding` means `/onboarding`.
  const relative =
    absolute || trimmed.startsWith('/') || trimmed.startsWith('\\') ? trimmed : `/${trimmed}`;
  let url: URL;
  try {
    url = new URL(relative, `${base.origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return absolute ? { kind: 'url', to: url.href } : { kind: 'path', to: path };
}
