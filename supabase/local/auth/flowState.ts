/**
 * PKCE flow state (RFC 7636): the code challenge sent with signup or recover is stored; the email
 * link then redirects with an auth code, which /token?grant_type=pkce exchanges for a session
 * only together with the matching code verifier.
 */
import { z } from 'zod';
import type { Queryable } from '../contracts.ts';
import { randomToken, sha256Hex, verifyCodeChallenge, type CodeChallengeMethod } from './crypto.ts';
import { AuthError, validationFailed } from './errors.ts';

/** GoTrue's flow state lifetime: an auth code must be exchanged within 5 minutes. */

function flowStateNotFound(): AuthError {
  return new AuthError(
    404,
    'flow_state_not_found',
    'invalid flow state, no valid flow state found',
  );
}

export const AUTH_CODE_TTL_SECONDS = 300;

export interface PkceParams {
  challenge: string;
  method: CodeChallengeMethod;
}

/** Reads the optional PKCE pair of a request: both or neither must be present. */
export function readPkceParams(
  challenge: string | null | undefined,
  method: string | null | undefined,
): PkceParams | null {
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  const normalised = method.toLowerCase();
  if (normalised !== 's256' && normalised !== 'plain') {
    throw validationFailed(`code challenge method not supported: ${method}`);
  }
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method: normalised };
}

export async function createFlowState(
  tx: Queryable,
  pkce: PkceParams,
  authenticationMethod: string,
  userId: string,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.flow_state (user_id, code_challenge, code_challenge_method, authentication_method)
     values ($1, $2, $3, $4) returning id`,
    [userId, pkce.challenge, pkce.method, authenticationMethod],
  );
  return z.string().parse(rows[0]?.id);
}

/** Issues the auth code the email link hands to the app. Returns null if the flow state is gone. */
export async function issueAuthCode(
  tx: Queryable,
  flowStateId: string,
  userId: string,
): Promise<string | null> {
  const code = randomToken(24);
  const { rows } = await tx.query(
    `update auth.flow_state set auth_code_hash = $2, auth_code_issued_at = now(), user_id = $3
      where id = $1 returning id`,
    [flowStateId, sha256Hex(code), userId],
  );
  return rows.length > 0 ? code : null;
}

const flowRowSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  code_challenge: z.string(),
  code_challenge_method: z.enum(['s256', 'plain']),
  authentication_method: z.string(),
  expired: z.boolean(),
});

export type ExchangeResult =
  { ok: true; userId: string; authenticationMethod: string } | { ok: false; error: AuthError };

/**
 * Checks an auth code and its verifier. A successful exchange deletes the flow state, so a code
 * works once; an expired one is deleted too.
 */
export async function exchangeAuthCode(
  tx: Queryable,
  authCode: string,
  verifier: string,
): Promise<ExchangeResult> {
  const { rows } = await tx.query(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method,
            auth_code_issued_at < now() - make_interval(secs => $2) as expired
       from auth.flow_state where auth_code_hash = $1 for update`,
    [sha256Hex(authCode), AUTH_CODE_TTL_SECONDS],
  );
  if (!rows[0]) {
    return {
      ok: false,
      error: flowStateNotFound(),
    };
  }
  const flow = flowRowSchema.parse(rows[0]);
  if (flow.expired) {
    await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
    return {
      ok: false,
      error: new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
    };
  }
  if (!verifyCodeChallenge(verifier, flow.code_challenge, flow.code_challenge_method)) {
    return {
      ok: false,
      error: new AuthError(
        403,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      ),
    };
  }
  await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
  if (!flow.user_id) {
    return {
      ok: false,
      error: flowStateNotFound(),
    };
  }
  return { ok: true, userId: flow.user_id, authenticationMethod: flow.authentication_method };
}
