/** Random tokens, hashes and PKCE checks used by the auth service. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable URL-safe token with `bytes` bytes of entropy. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit code for typing in by hand, as GoTrue puts in its emails. */
export function randomOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Refresh tokens are derived from a stored nonce with the server's secret, so the database alone
 * (which keeps only hashes and nonces) never reveals a usable token.
 */
export function deriveRefreshToken(secret: string, nonce: string): string {
  return createHmac('sha256', secret)
    .update(`refresh-token:${nonce}`)
    .digest('base64url')
    .slice(0, 32);
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type CodeChallengeMethod = 's256' | 'plain';

/** RFC 7636: S256 compares base64url(sha256(verifier)) with the challenge, plain compares as is. */
export function verifyCodeChallenge(
  verifier: string,
  challenge: string,
  method: CodeChallengeMethod,
): boolean {
  const computed =
    method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return safeEqual(computed, challenge);
}
