/**
 * Links the functions email to people (a password reset, a household invitation) must lead back
 * to this app: the site URL's origin or one of ADDITIONAL_REDIRECT_URLS', at the one page the
 * email is for. Nobody can use the product's emails to send people a link to another site.
 */

function originOf(value: string): string | null {
  try {
    const url = new URL(value.replace(/\*+.*$/, ''));
    return url.origin;
  } catch {
    return null;
  }
}

/** The link if it is http(s), without credentials, on an app origin and at `path`; else null. */
export function allowedAppLink(
  link: string,
  siteUrl: string,
  additional: string | undefined,
  path: string,
): URL | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const origins = new Set(
    [siteUrl, ...(additional ?? '').split(',')]
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map(originOf)
      .filter((origin): origin is string => origin !== null),
  );
  if (!origins.has(url.origin)) return null;
  if (url.pathname !== path) return null;
  return url;
}
