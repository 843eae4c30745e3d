/**
 * Where auth emails may send a person back to: the site URL (any path on its origin) and the
 * configured allow-list, where `**` matches anything and `*` anything but a slash. Everything
 * else falls back to the site URL, so a crafted link can never redirect to another host.
 */
import type { LocalConfig } from '../contracts.ts';

function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i] ?? '';
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (char === '*') {
      source += '[^/]*';
    } else {
      source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // user:pass@ in a redirect is a classic way to disguise the real host.
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

export function isAllowedRedirect(config: LocalConfig, candidate: string): boolean {
  const url = parseHttpUrl(candidate);
  if (!url) return false;
  const site = parseHttpUrl(config.siteUrl);
  if (site && site.origin === url.origin) return true;
  // The query and fragment cannot change where a URL points, so patterns match without them.
  const bare = `${url.origin}${url.pathname}`;
  return config.additionalRedirectUrls.some((pattern) => {
    if (!pattern.includes('*')) {
      const allowed = parseHttpUrl(pattern);
      return allowed !== null && `${allowed.origin}${allowed.pathname}` === bare;
    }
    const matcher = globToRegExp(pattern);
    return matcher.test(url.href) || matcher.test(bare);
  });
}

/** The redirect target to use: the candidate when allowed, else the site URL. */
export function resolveRedirect(config: LocalConfig, candidate: string | null | undefined): string {
  if (candidate && isAllowedRedirect(config, candidate)) return candidate;
  return config.siteUrl;
}
