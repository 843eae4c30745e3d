/**
 * The parts of a REST request that live in headers: who is asking (the JWT), what they prefer
 * (`Prefer`), what they accept (`Accept`: JSON, one object, or CSV), the schema profile and the
 * `Range` header.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { JwtClaims, LocalConfig } from '../contracts.ts';
import { verifyJwt } from '../jwt.ts';
import { RestError } from './errors.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface AuthContext {
  role: ApiRole;
  claims: JwtClaims;
}

export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function jwtError(code: 'PGRST301' | 'PGRST303', message: string): RestError {
  return new RestError(
    401,
    { code, message },
    {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
    },
  );
}

/**
 * The role of the request, as PostgREST decides it: the bearer token when there is one, else the
 * apikey header or URL parameter (supabase-js always sends one of them), else anon. Codes are current PostgREST's:
 * PGRST301 for a token that does not decode or verify, PGRST303 for failed claims (expiry).
 */
export async function authenticate(
  headers: IncomingHttpHeaders,
  config: LocalConfig,
  urlApiKey: string | null = null,
): Promise<AuthContext> {
  const authorization = headerValue(headers, 'authorization');
  let token: string | undefined;
  const bearer =
    authorization === undefined ? null : /^bearer(?:\s+(.*))?$/is.exec(authorization.trim());
  if (bearer) token = (bearer[1] ?? '').trim();
  else token = (headerValue(headers, 'apikey') ?? urlApiKey ?? undefined)?.trim();
  if (token === undefined) return { role: 'anon', claims: { role: 'anon' } };
  if (token === '') throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header');
  const parts = token.split('.').length;
  if (parts !== 3) throw jwtError('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  const verified = await verifyJwt(token, config.jwtSecret);
  if (!verified.ok) {
    if (verified.reason === 'expired') throw jwtError('PGRST303', 'JWT expired');
    throw jwtError('PGRST301', 'JWT cryptographic operation failed');
  }
  return { role: verified.claims.role, claims: verified.claims };
}

export interface Preferences {
  representation: 'full' | 'minimal' | 'headers-only' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  missing: 'default' | 'null' | null;
  handling: 'strict' | 'lenient' | null;
  maxAffected: number | null;
  /** `tx=commit|rollback`: honoured only where pgrst.db_tx_end allows an override. */
  transaction: 'commit' | 'rollback' | null;
  /** The `Preference-Applied` header value: what this service honoured. */
  applied: string[];
}

const PREFERENCE_VALUES: Record<string, Partial<Preferences>> = {
  'return=representation': { representation: 'full' },
  'return=minimal': { representation: 'minimal' },
  'return=headers-only': { representation: 'headers-only' },
  'resolution=merge-duplicates': { resolution: 'merge-duplicates' },
  'resolution=ignore-duplicates': { resolution: 'ignore-duplicates' },
  'count=exact': { count: 'exact' },
  'count=planned': { count: 'planned' },
  'count=estimated': { count: 'estimated' },
  'missing=default': { missing: 'default' },
  'missing=null': { missing: 'null' },
  'handling=strict': { handling: 'strict' },
  'handling=lenient': { handling: 'lenient' },
};

/** Parses `Prefer`; like PostgREST the first value of each kind wins and unknown ones are ignored unless handling=strict. */
export function parsePreferences(headers: IncomingHttpHeaders): Preferences {
  const prefs: Preferences = {
    representation: null,
    resolution: null,
    count: null,
    missing: null,
    handling: null,
    maxAffected: null,
    transaction: null,
    applied: [],
  };
  const invalid: string[] = [];
  const raw = headerValue(headers, 'prefer') ?? '';
  for (const token of raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')) {
    const known = PREFERENCE_VALUES[token];
    if (known) {
      const [key] = Object.keys(known) as (keyof Preferences)[];
      if (key !== undefined && prefs[key] === null) Object.assign(prefs, known);
      continue;
    }
    const maxAffected = /^max-affected=(\d{1,15})$/.exec(token);
    if (maxAffected) {
      prefs.maxAffected ??= Number(maxAffected[1]);
      continue;
    }
    if (token === 'tx=commit' || token === 'tx=rollback') {
      prefs.transaction ??= token === 'tx=commit' ? 'commit' : 'rollback';
      continue;
    }
    if (token.startsWith('timezone=')) continue;
    invalid.push(token);
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw new RestError(400, {
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: `Invalid preferences: ${invalid.join(', ')}`,
    });
  }
  const representation = {
    full: 'return=representation',
    minimal: 'return=minimal',
    'headers-only': 'return=headers-only',
  };
  if (prefs.resolution) prefs.applied.push(`resolution=${prefs.resolution}`);
  if (prefs.missing) prefs.applied.push(`missing=${prefs.missing}`);
  if (prefs.representation) prefs.applied.push(representation[prefs.representation]);
  if (prefs.count) prefs.applied.push(`count=${prefs.count}`);
  if (prefs.handling) prefs.applied.push(`handling=${prefs.handling}`);
  if (prefs.handling === 'strict' && prefs.maxAffected !== null)
    prefs.applied.push(`max-affected=${prefs.maxAffected}`);
  return prefs;
}

export interface MediaChoice {
  /** `object` is `application/vnd.pgrst.object+json`: exactly one row, sent as an object. */
  shape: 'array' | 'object' | 'csv';
  stripNulls: boolean;
  contentType: string;
}

/** PostgREST's own media type for a shape, asked for with or without `+json`; else null. */
function pgrstMedia(
  type: string,
  shape: 'object' | 'array',
  stripNulls: boolean,
): MediaChoice | null {
  const vendor = `application/vnd.pgrst.${shape}`;
  if (type !== vendor && type !== `${vendor}+json`) return null;
  const contentType = `${vendor}+json${stripNulls ? ';nulls=stripped' : ''}; charset=utf-8`;
  return { shape, stripNulls, contentType };
}

/** Picks the response media type from `Accept` (highest quality first, then in order). */
export function negotiateMedia(headers: IncomingHttpHeaders): MediaChoice {
  const accept = headerValue(headers, 'accept');
  if (accept === undefined || accept.trim() === '') {
    return { shape: 'array', stripNulls: false, contentType: 'application/json; charset=utf-8' };
  }
  const ranges = accept
    .split(',')
    .map((part, index) => {
      const [type = '', ...params] = part.split(';').map((piece) => piece.trim());
      const quality = params.find((param) => param.startsWith('q='));
      return {
        type: type.toLowerCase(),
        params: params.map((param) => param.toLowerCase()),
        quality: quality === undefined ? 1 : Number(quality.slice(2)) || 0,
        index,
      };
    })
    .filter((range) => range.type !== '' && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const stripNulls = range.params.includes('nulls=stripped');
    const vendor =
      pgrstMedia(range.type, 'object', stripNulls) ?? pgrstMedia(range.type, 'array', stripNulls);
    if (vendor) return vendor;
    if (range.type === 'text/csv') {
      return { shape: 'csv', stripNulls: false, contentType: 'text/csv; charset=utf-8' };
    }
    if (
      range.type === 'application/json' ||
      range.type === 'application/*' ||
      range.type === '*/*'
    ) {
      return { shape: 'array', stripNulls: false, contentType: 'application/json; charset=utf-8' };
    }
  }
  throw new RestError(406, {
    code: 'PGRST107',
    message: `None of these media types are available: ${ranges.map((range) => range.type).join(', ')}`,
  });
}

export interface SchemaChoice {
  schema: string;
  /** Chosen by a profile header, or one of several: the response names it in Content-Profile. */
  negotiated: boolean;
}

/**
 * The schema a request is for: Accept-Profile (reads) or Content-Profile (writes and function
 * calls by POST) names one of the exposed schemas; without a header it is the first of them.
 */
export function chooseSchema(
  headers: IncomingHttpHeaders,
  method: string,
  schemas: string[],
): SchemaChoice {
  const reads = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
  const profile = headerValue(headers, reads ? 'accept-profile' : 'content-profile')?.trim();
  const [first = 'public'] = schemas;
  if (profile === undefined) return { schema: first, negotiated: schemas.length > 1 };
  if (!schemas.includes(profile)) {
    throw new RestError(406, {
      code: 'PGRST106',
      message: `Invalid schema: ${profile}`,
      hint: `Only the following schemas are exposed: ${schemas.join(', ')}`,
    });
  }
  return { schema: profile, negotiated: true };
}

export interface RowRange {
  offset: number;
  limit: number | null;
}

/** Intersects `limit`/`offset` with a `Range: a-b` header the way PostgREST does. */
export function resolveRange(
  headers: IncomingHttpHeaders,
  limit: number | null,
  offset: number,
): RowRange {
  let lower = offset;
  let upper = limit === null ? Number.POSITIVE_INFINITY : offset + limit - 1;
  const header = headerValue(headers, 'range');
  const match = header === undefined ? null : /^(\d{1,15})-(\d{0,15})$/.exec(header.trim());
  if (match) {
    const from = Number(match[1]);
    const to = match[2] === '' ? Number.POSITIVE_INFINITY : Number(match[2]);
    if (to < from) {
      throw new RestError(416, {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details:
          'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      });
    }
    lower = Math.max(lower, from);
    upper = Math.min(upper, to);
  }
  if (limit === 0) return { offset: lower, limit: 0 };
  return {
    offset: lower,
    limit: upper === Number.POSITIVE_INFINITY ? null : Math.max(0, upper - lower + 1),
  };
}

export function contentRange(lower: number, rows: number, total: number | null): string {
  const upper = lower + rows - 1;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === null ? '*' : total}`;
}
