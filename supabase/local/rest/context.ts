/**
 * What every REST request shares once it is planned: the per-transaction settings that make
 * PostgreSQL see the caller (role, JWT claims, ...), and the shape of a response.
 */
import type { Queryable, RequestContext } from '../contracts.ts';
import type { AuthContext } from './request.ts';

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * What PostgREST sets per transaction: the role, the claims (also as the older per-claim
 * settings some policies read), the method, path and headers, the search path, and the
 * role's own timeouts.
 */
export async function setRequestContext(
  tx: Queryable,
  auth: AuthContext,
  ctx: RequestContext,
  method: string,
  roleSettings: [string, string][],
): Promise<void> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(ctx.req.headers)) {
    if (value !== undefined)
      headers[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const sub = typeof auth.claims.sub === 'string' ? auth.claims.sub : '';
  const params = [
    JSON.stringify(auth.claims),
    sub,
    auth.role,
    method,
    ctx.url.pathname,
    JSON.stringify(headers),
  ];
  // The role's own settings ride in the same round trip, each as two more parameters.
  const extra = roleSettings.map(([name, value]) => {
    params.push(name, value);
    return `, set_config($${params.length - 1}, $${params.length}, true)`;
  });
  await tx.query(
    `select set_config('search_path', 'public, extensions', true),
            set_config('request.jwt.claims', $1, true),
            set_config('request.jwt.claim.sub', $2, true),
            set_config('request.jwt.claim.role', $3, true),
            set_config('request.method', $4, true),
            set_config('request.path', $5, true),
            set_config('request.headers', $6, true)${extra.join('')},
            set_config('role', $3, true)`,
    params,
  );
}
