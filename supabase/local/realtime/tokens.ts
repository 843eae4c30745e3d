/**
 * Tokens on the socket, checked as hosted Realtime checks them: an HS256 JWT signed with the
 * project's secret, with `role` and `exp` claims, not expired. Messages are hosted's wording.
 */
import type { JwtClaims } from '../contracts.ts';
import { verifyJwt } from '../jwt.ts';
import type { SubscriberAuth } from './feed.ts';

export async function authenticate(
  token: string,
  secret: string,
): Promise<{ ok: true; auth: SubscriberAuth } | { ok: false; message: string }> {
  const verified = await verifyJwt(token, secret);
  if (!verified.ok) {
    return {
      ok: false,
      message: verified.reason === 'expired' ? 'Token has expired' : 'Invalid token',
    };
  }
  const claims: JwtClaims = verified.claims;
  if (typeof claims.exp !== 'number') {
    return { ok: false, message: 'Fields `role` and `exp` are required in JWT' };
  }
  return { ok: true, auth: { role: claims.role, claims, exp: claims.exp } };
}
