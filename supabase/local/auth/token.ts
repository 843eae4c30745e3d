/** POST /token: the password, refresh_token and pkce grants. */
import { z } from 'zod';
import type { RequestContext } from '../contracts.ts';
import { clientInfo } from './clientInfo.ts';
import type { AuthDeps } from './deps.ts';
import {
  AuthError,
  emailNotConfirmed,
  invalidCredentials,
  refreshTokenNotFound,
  requestRateLimited,
  userBanned,
  validationFailed,
} from './errors.ts';
import { exchangeAuthCode } from './flowState.ts';
import { parseBody, sendJson } from './http.ts';
import { checkPassword } from './passwords.ts';
import { consumeRateLimit, limitReached, recordEvent, type Limit } from './rateLimits.ts';
import { createSession, refreshSession, type AmrMethod, type SessionJson } from './sessions.ts';
import { findUserByEmail, findUserById, isBanned } from './users.ts';
import { normaliseEmail, securityField } from './validation.ts';

const passwordBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  gotrue_meta_security: securityField,
});

const refreshBody = z.object({ refresh_token: z.string().nullish() });

const pkceBody = z.object({ auth_code: z.string().nullish(), code_verifier: z.string().nullish() });

/** Token requests per client IP are limited over 5 minutes (GoTrue's token refresh limit). */
export async function limitTokenRequests(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  await consumeRateLimit(
    deps.db,
    {
      bucket: 'token',
      subject: ctx.clientIp,
      max: deps.config.rateLimits.tokenRequestsPer5Min,
      windowSeconds: 300,
    },
    requestRateLimited,
  );
}

export async function handleToken(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const grantType = ctx.url.searchParams.get('grant_type');
  switch (grantType) {
    case 'password':
      await limitTokenRequests(ctx, deps);
      return sendJson(ctx.res, 200, await passwordGrant(ctx, deps));
    case 'refresh_token': {
      await limitTokenRequests(ctx, deps);
      const body = parseBody(ctx, refreshBody);
      if (!body.refresh_token) throw refreshTokenNotFound();
      return sendJson(ctx.res, 200, await refreshSession(deps, body.refresh_token));
    }
    case 'pkce':
      return sendJson(ctx.res, 200, await pkceGrant(ctx, deps));
    default:
      throw validationFailed('unsupported_grant_type');
  }
}

/** Wrong passwords of one address, counted over 15 minutes whichever client sent them. */
function failedSignIns(deps: AuthDeps, email: string): Limit {
  return {
    bucket: 'sign_in_failure',
    subject: email,
    max: deps.config.rateLimits.failedSignInsPerAddress,
    windowSeconds: 900,
  };
}

async function passwordGrant(ctx: RequestContext, deps: AuthDeps): Promise<SessionJson> {
  const body = parseBody(ctx, passwordBody);
  if (body.phone && !body.email) throw validationFailed('Phone sign-in is not supported');
  const email = normaliseEmail(body.email);
  const password = body.password ?? '';
  const failures = failedSignIns(deps, email);
  // Checked by address before any lookup, so an address without an account is limited alike.
  if (await limitReached(deps.db, failures)) throw requestRateLimited();
  if (password === '') throw invalidCredentials();
  const user = await findUserByEmail(deps.db, email);
  // Compared even without a user so a missing account takes as long as a wrong password.
  const matches = await checkPassword(password, user?.encrypted_password ?? null);
  if (!user || !matches) {
    await recordEvent(deps.db, failures);
    throw invalidCredentials();
  }
  if (user.email_confirmed_at === null) throw emailNotConfirmed();
  if (isBanned(user)) throw userBanned();
  return deps.db.transaction((tx) =>
    createSession(tx, deps.config, user, 'password', clientInfo(ctx)),
  );
}

const AMR_BY_FLOW: Record<string, AmrMethod> = {
  'email/signup': 'otp',
  recovery: 'recovery',
  email_change: 'email_change',
};

async function pkceGrant(ctx: RequestContext, deps: AuthDeps): Promise<SessionJson> {
  const body = parseBody(ctx, pkceBody);
  if (!body.auth_code || !body.code_verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const authCode = body.auth_code;
  const verifier = body.code_verifier;
  const result = await deps.db.transaction<SessionJson | AuthError>(async (tx) => {
    const exchange = await exchangeAuthCode(tx, authCode, verifier);
    if (!exchange.ok) return exchange.error;
    const user = await findUserById(tx, exchange.userId);
    if (!user) return new AuthError(404, 'user_not_found', 'User not found');
    if (isBanned(user)) return userBanned();
    const method = AMR_BY_FLOW[exchange.authenticationMethod] ?? 'pkce';
    return createSession(tx, deps.config, user, method, clientInfo(ctx));
  });
  // Thrown after the commit so an expired flow state stays deleted.
  if (result instanceof AuthError) throw result;
  return result;
}
