/**
 * Reading what an auth link put in the URL. Links carry their values in the query (PKCE
 * `?code=`, errors) or in the fragment (implicit-flow tokens, `#access_token=…`); hash-style
 * routes put a whole path in the fragment (`#/auth/callback?code=…`). Query values win when
 * both carry the same name.
 */

export interface LinkParams {
  get(name: string): string | null;
}

/** The parameters of the fragment, whether it is `#a=1&b=2` or a hash route `#/path?a=1`. */
function fragmentParams(hash: string): URLSearchParams {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const queryStart = fragment.indexOf('?');
  if (fragment.startsWith('/')) {
    return new URLSearchParams(queryStart === -1 ? '' : fragment.slice(queryStart + 1));
  }
  return new URLSearchParams(fragment);
}

export function readLinkParams(search: string, hash: string): LinkParams {
  const query = new URLSearchParams(search);
  const fragment = fragmentParams(hash);
  return {
    get(name) {
      const value = query.get(name) ?? fragment.get(name);
      return value === null || value === '' ? null : value;
    },
  };
}

export function isTrueFlag(value: string | null): boolean {
  return value === 'true';
}

/** The names whose values are secrets and must not stay in the address bar or in history. */
export const SECRET_PARAM_NAMES = [
  'access_token',
  'refresh_token',
  'provider_token',
  'provider_refresh_token',
  'code',
  'token',
  'token_hash',
] as const;

function withoutSecrets(params: URLSearchParams): string {
  for (const name of SECRET_PARAM_NAMES) params.delete(name);
  return params.toString();
}

function hasSecrets(text: string): boolean {
  const params = new URLSearchParams(text);
  return SECRET_PARAM_NAMES.some((name) => params.has(name));
}

/** The same search and fragment with every secret parameter removed. */
export function stripSecrets(search: string, hash: string): { search: string; hash: string } {
  // A part without secrets is kept as written: a round trip through URLSearchParams would turn
  // a plain fragment like '#top' into '#top='.
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const queryStart = fragment.indexOf('?');
  const fragmentQuery = fragment.startsWith('/')
    ? queryStart === -1
      ? ''
      : fragment.slice(queryStart + 1)
    : fragment;

  let cleanSearch = search;
  if (hasSecrets(search)) {
    const query = withoutSecrets(new URLSearchParams(search));
    cleanSearch = query ? `?${query}` : '';
  }

  let cleanHash = hash;
  if (hasSecrets(fragmentQuery)) {
    const rest = withoutSecrets(new URLSearchParams(fragmentQuery));
    if (fragment.startsWith('/')) {
      const path = fragment.slice(0, queryStart);
      cleanHash = `#${path}${rest ? `?${rest}` : ''}`;
    } else {
      cleanHash = rest ? `#${rest}` : '';
    }
  }
  return { search: cleanSearch, hash: cleanHash };
}

/**
 * Where a hash-style callback address (`/#/auth/callback?…`, `/#/callback…`) really points:
 * the callback path with the query and tokens the fragment carried.
 */
export function hashCallbackTarget(
  hash: string,
): { pathname: string; search: string; hash: string } | null {
  const match = /^#\/(auth\/callback|callback)((?:\/[^?#]*)?)(\?[^#]*)?(#.*)?$/.exec(hash);
  if (!match) return null;
  return {
    pathname: `/${match[1] ?? ''}${match[2] ?? ''}`,
    search: match[3] ?? '',
    hash: match[4] ?? '',
  };
}
