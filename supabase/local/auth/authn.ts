/** Who is calling: the user of a bearer access token, or an admin holding the service-role key. */
import type { JwtClaims, RequestContext } from '../contracts.ts';
import { verifyJwt } from '../jwt.ts';
import type { AuthDeps } from './deps.ts';
import { AuthError, forbidden, notAdmin, sessionNotFound } from './errors.ts';
import { bearerToken } from './http.ts';
import { sessionExists } from './sessions.ts';
import { findUserById, isUuid, type UserRow } from './users.ts';

export async function requireClaims(ctx: RequestContext, secret: string): Promise<JwtClaims> {
  const token = bearerToken(ctx.req);
  if (!token)
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const result = await verifyJwt(token, secret);
  if (!result.ok) {
    throw forbidden(
      'bad_jwt',
      result.reason === 'expired'
        ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
        : 'invalid JWT: unable to parse or verify signature, signature is invalid',
    );
  }
  return result.claims;
}

export interface UserContext {
  user: UserRow;
  claims: JwtClaims;
  /** The session of the access token; null for tokens minted without one. */
  sessionId: string | null;
}

/** The signed-in user; their session must still exist (logout ends access at once). */
export async function requireUser(ctx: RequestContext, deps: AuthDeps): Promise<UserContext> {
  const claims = await requireClaims(ctx, deps.config.jwtSecret);
  if (typeof claims.sub !== 'string' || !isUuid(claims.sub)) {
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  }
  const user = await findUserById(deps.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let sessionId: string | null = null;
  if (claims.session_id !== undefined) {
    if (typeof claims.session_id !== 'string' || !isUuid(claims.session_id))
      throw sessionNotFound();
    if (!(await sessionExists(deps.db, claims.session_id, user.id))) throw sessionNotFound();
    sessionId = claims.session_id;
  }
  return { user, claims, sessionId };
}

/** Admin endpoints need a valid JWT whose role is service_role (the service-role key). */
export async function requireAdmin(ctx: RequestContext, deps: AuthDeps): Promise<JwtClaims> {
  const claims = await requireClaims(ctx, deps.config.jwtSecret);
  if (claims.role !== 'service_role') throw notAdmin();
  return claims;
}
