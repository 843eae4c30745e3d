/**
 * GET /verify (the link in an auth email) and POST /verify (supabase-js verifyOtp).
 *
 * The link confirms the address or starts a recovery, then sends the browser back to the app:
 * with `?code=` when a PKCE flow waits for it (the app exchanges the code with its verifier),
 * otherwise with the session in the URL fragment, as GoTrue does.
 */
import { z } from 'zod';
import type { Queryable, RequestContext } from '../contracts.ts';
import { clientInfo } from './clientInfo.ts';
import type { AuthDeps } from './deps.ts';
import { AuthError, emailExists, otpExpired, userBanned, validationFailed } from './errors.ts';
import { issueAuthCode } from './flowState.ts';
import { parseBody, sendJson, sendRedirect } from './http.ts';
import {
  consumeEmailToken,
  PKCE_TOKEN_PREFIX,
  recordWrongCode,
  type ConsumedToken,
  type TokenType,
} from './oneTimeTokens.ts';
import { resolveRedirect } from './redirects.ts';
import { createSession, type AmrMethod, type SessionJson } from './sessions.ts';
import { isBanned, parseUserRow, USER_COLUMNS, type UserRow } from './users.ts';
import { normaliseEmail, securityField } from './validation.ts';

const VERIFY_TYPES = ['signup', 'email', 'recovery', 'email_change'] as const;
type VerifyType = (typeof VERIFY_TYPES)[number];

const TOKEN_TYPES: Record<VerifyType, TokenType[]> = {
  signup: ['confirmation'],
  email: ['confirmation'],
  recovery: ['recovery'],
  email_change: ['email_change'],
};

const AMR: Record<TokenType, AmrMethod> = {
  confirmation: 'otp',
  recovery: 'recovery',
  email_change: 'email_change',
};

function readVerifyType(value: unknown): VerifyType {
  const parsed = z.enum(VERIFY_TYPES).safeParse(value);
  if (!parsed.success)
    throw validationFailed(
      'Verify requires a verification type (signup, email, recovery or email_change)',
    );
  return parsed.data;
}

const linkExpired = (): AuthError =>
  new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

/** Applies what the token stands for and returns the updated user, or an error to report. */
async function applyToken(tx: Queryable, token: ConsumedToken): Promise<UserRow | AuthError> {
  let rows: unknown[];
  if (token.token_type === 'email_change') {
    const { rows: taken } = await tx.query(
      'select 1 from auth.users where email = $1 and id <> $2',
      [token.email, token.user_id],
    );
    if (taken.length > 0) return emailExists();
    ({ rows } = await tx.query(
      `update auth.users set email = $2, email_confirmed_at = now(), updated_at = now()
        where id = $1 and deleted_at is null returning ${USER_COLUMNS}`,
      [token.user_id, token.email],
    ));
  } else {
    const clearToken =
      token.token_type === 'confirmation' ? 'confirmation_token' : 'recovery_token';
    // Following a recovery link also proves the address, as in GoTrue.
    ({ rows } = await tx.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), ${clearToken} = null,
              updated_at = now()
        where id = $1 and deleted_at is null returning ${USER_COLUMNS}`,
      [token.user_id],
    ));
  }
  if (!rows[0]) return otpExpired();
  const user = parseUserRow(rows[0]);
  return isBanned(user) ? userBanned() : user;
}

function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

type LinkOutcome =
  | { kind: 'code'; redirectTo: string; code: string }
  | { kind: 'session'; redirectTo: string; session: SessionJson }
  | { kind: 'error'; redirectTo: string; error: AuthError };

export async function handleVerifyLink(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const { config } = deps;
  const params = ctx.url.searchParams;
  const type = readVerifyType(params.get('type'));
  const token = params.get('token') ?? '';
  if (token === '') throw validationFailed('Verify requires a token or a token hash');
  const requestedRedirect = params.get('redirect_to');
  const pkceFlow = token.startsWith(PKCE_TOKEN_PREFIX);

  const outcome = await deps.db.transaction<LinkOutcome>(async (tx) => {
    const consumed = await consumeEmailToken(tx, { linkToken: token }, TOKEN_TYPES[type]);
    if (!consumed) {
      return {
        kind: 'error',
        redirectTo: resolveRedirect(config, requestedRedirect),
        error: linkExpired(),
      };
    }
    const redirectTo = resolveRedirect(config, requestedRedirect ?? consumed.redirect_to);
    const user = await applyToken(tx, consumed);
    if (user instanceof AuthError) return { kind: 'error', redirectTo, error: user };
    if (consumed.flow_state_id) {
      const code = await issueAuthCode(tx, consumed.flow_state_id, user.id);
      if (!code) {
        const error = new AuthError(
          404,
          'flow_state_not_found',
          'invalid flow state, no valid flow state found',
        );
        return { kind: 'error', redirectTo, error };
      }
      return { kind: 'code', redirectTo, code };
    }
    const session = await createSession(
      tx,
      config,
      user,
      AMR[consumed.token_type],
      clientInfo(ctx),
    );
    return { kind: 'session', redirectTo, session };
  });

  if (outcome.kind === 'code')
    return sendRedirect(ctx.res, withQuery(outcome.redirectTo, { code: outcome.code }));
  if (outcome.kind === 'session') {
    const { session } = outcome;
    return sendRedirect(
      ctx.res,
      withFragment(outcome.redirectTo, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: type === 'email' ? 'signup' : type,
      }),
    );
  }
  const errorParams = {
    error: outcome.error.status === 403 ? 'access_denied' : 'server_error',
    error_code: outcome.error.errorCode,
    error_description: outcome.error.message,
  };
  // A PKCE app reads the query; an implicit-flow app reads the fragment.
  sendRedirect(
    ctx.res,
    pkceFlow
      ? withQuery(outcome.redirectTo, errorParams)
      : withFragment(outcome.redirectTo, errorParams),
  );
}

const verifyBody = z.object({
  type: z.string(),
  token_hash: z.string().nullish(),
  token: z.string().nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  redirect_to: z.string().nullish(),
  gotrue_meta_security: securityField,
});

/**
 * verifyOtp: a token hash from a link, or the 6-digit code with its email address. A wrong code
 * counts against the address's pending codes, which stop working after a few (recordWrongCode).
 */
export async function handleVerifyOtp(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const body = parseBody(ctx, verifyBody);
  const type = readVerifyType(body.type);
  if (body.phone) throw validationFailed('Phone verification is not supported');
  let lookup: { linkToken: string } | { email: string; otp: string };
  if (body.token_hash) {
    lookup = { linkToken: body.token_hash };
  } else if (body.token && body.email) {
    lookup = { email: normaliseEmail(body.email), otp: body.token.trim() };
  } else {
    throw validationFailed('Verify requires either a token_hash, or a token and an email');
  }

  const result = await deps.db.transaction<SessionJson | AuthError>(async (tx) => {
    const consumed = await consumeEmailToken(tx, lookup, TOKEN_TYPES[type]);
    if (!consumed) {
      if ('otp' in lookup) {
        const maxAttempts = deps.config.rateLimits.otpAttempts;
        await recordWrongCode(tx, lookup.email, TOKEN_TYPES[type], maxAttempts);
      }
      return otpExpired();
    }
    const user = await applyToken(tx, consumed);
    if (user instanceof AuthError) return user;
    return createSession(tx, deps.config, user, AMR[consumed.token_type], clientInfo(ctx));
  });
  // Errors are thrown after the commit, so a used or expired token stays consumed.
  if (result instanceof AuthError) throw result;
  sendJson(ctx.res, 200, result);
}
