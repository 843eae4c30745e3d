/** POST /signup, /resend and /recover: the endpoints that create accounts and send auth emails. */
import { z } from 'zod';
import type { RequestContext } from '../contracts.ts';
import { clientInfo } from './clientInfo.ts';
import type { AuthDeps } from './deps.ts';
import { deliver, reserveEmailSend } from './emailDelivery.ts';
import { requestRateLimited, userAlreadyExists, validationFailed } from './errors.ts';
import { createFlowState, readPkceParams } from './flowState.ts';
import { parseBody, sendJson } from './http.ts';
import { issueEmailToken, type IssuedEmail } from './oneTimeTokens.ts';
import { assertPasswordStrength, hashPassword } from './passwords.ts';
import { consumeRateLimit } from './rateLimits.ts';
import { resolveRedirect } from './redirects.ts';
import { createSession, type SessionJson } from './sessions.ts';
import { findUserByEmail, parseUserRow, USER_COLUMNS, userJson, type UserRow } from './users.ts';
import { metadataSchema, normaliseEmail, securityField } from './validation.ts';

const pkceFields = {
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
};

const signupBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  data: metadataSchema.nullish(),
  gotrue_meta_security: securityField,
  ...pkceFields,
});

/**
 * What a signup for an already confirmed address returns while confirmations are on: a user that
 * looks freshly created (new id, no identities) so the response does not reveal that the address
 * has an account. Clients recognise the case by the empty identities list.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

type SignupOutcome =
  | { kind: 'session'; session: SessionJson }
  | { kind: 'user'; user: UserRow; email: IssuedEmail | null }
  | { kind: 'obfuscated'; body: Record<string, unknown> };

export async function handleSignup(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const { config } = deps;
  const body = parseBody(ctx, signupBody);
  if (body.phone && !body.email) throw validationFailed('Phone signups are not supported');
  const email = normaliseEmail(body.email);
  if (!body.password) throw validationFailed('Signup requires a valid password');
  const password = body.password;
  assertPasswordStrength(password, config.minPasswordLength);
  const pkce = readPkceParams(body.code_challenge, body.code_challenge_method);
  const redirectTo = resolveRedirect(config, ctx.url.searchParams.get('redirect_to'));
  const data = body.data ?? {};

  await consumeRateLimit(
    deps.db,
    {
      bucket: 'signup',
      subject: ctx.clientIp,
      max: config.rateLimits.signupsPerHour,
      windowSeconds: 3600,
    },
    requestRateLimited,
  );
  // Hashing is slow on purpose; do it before taking the database's attention.
  const passwordHash = await hashPassword(password);

  const outcome = await deps.db.transaction<SignupOutcome>(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing && (existing.email_confirmed_at !== null || config.autoConfirm)) {
      if (config.autoConfirm) throw userAlreadyExists();
      return { kind: 'obfuscated', body: obfuscatedUser(email, data) };
    }

    let user: UserRow;
    if (existing) {
      // Signing up again before confirming only sends the confirmation again. The password and
      // data stay as they were: whoever asks now has not proved they own the address, and
      // replacing the password would let them into the account once the owner confirms it.
      user = existing;
    } else {
      const { rows } = await tx.query(
        `insert into auth.users (aud, role, email, encrypted_password, email_confirmed_at,
                                 raw_app_meta_data, raw_user_meta_data)
         values ('authenticated', 'authenticated', $1, $2, case when $3 then now() end, $4::jsonb, $5::jsonb)
         returning ${USER_COLUMNS}`,
        [
          email,
          passwordHash,
          config.autoConfirm,
          JSON.stringify({ provider: 'email', providers: ['email'] }),
          JSON.stringify(data),
        ],
      );
      user = parseUserRow(rows[0]);
    }

    if (config.autoConfirm) {
      return {
        kind: 'session',
        session: await createSession(tx, config, user, 'password', clientInfo(ctx)),
      };
    }
    await reserveEmailSend(tx, deps, email);
    const flowStateId = pkce ? await createFlowState(tx, pkce, 'email/signup', user.id) : null;
    const issued = await issueEmailToken(tx, config, {
      kind: 'signup',
      userId: user.id,
      email,
      redirectTo,
      flowStateId,
    });
    const { rows } = await tx.query(`select ${USER_COLUMNS} from auth.users where id = $1`, [
      user.id,
    ]);
    return { kind: 'user', user: parseUserRow(rows[0]), email: issued };
  });

  if (outcome.kind === 'obfuscated') return sendJson(ctx.res, 200, outcome.body);
  if (outcome.kind === 'session') return sendJson(ctx.res, 200, outcome.session);
  if (outcome.email) await deliver(deps, outcome.email.message, 'confirmation');
  sendJson(ctx.res, 200, userJson(outcome.user));
}

const resendBody = z.object({
  type: z.enum(['signup', 'email_change', 'sms', 'phone_change']),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  gotrue_meta_security: securityField,
  ...pkceFields,
});

/**
 * Sends the signup confirmation (or the pending email change) again. An unknown or already
 * confirmed address gets the same empty answer as a success, so resend cannot probe accounts.
 */
export async function handleResend(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const { config } = deps;
  const body = parseBody(ctx, resendBody);
  if (body.type === 'sms' || body.type === 'phone_change') {
    throw validationFailed('Phone verification is not supported');
  }
  const email = normaliseEmail(body.email);
  const pkce = readPkceParams(body.code_challenge, body.code_challenge_method);
  const redirectTo = resolveRedirect(config, ctx.url.searchParams.get('redirect_to'));

  const issued = await deps.db.transaction<IssuedEmail | null>(async (tx) => {
    // The limit applies before the lookup, so a 429 never tells whether the address has an account.
    await reserveEmailSend(tx, deps, email);
    if (body.type === 'signup') {
      const user = await findUserByEmail(tx, email);
      if (!user || user.email_confirmed_at !== null) return null;
      const flowStateId = pkce ? await createFlowState(tx, pkce, 'email/signup', user.id) : null;
      return issueEmailToken(tx, config, {
        kind: 'signup',
        userId: user.id,
        email,
        redirectTo,
        flowStateId,
      });
    }
    // email_change: GoTrue's clients name the account by its current address; the new address
    // is accepted too. Either way the link goes to the new address of the pending change.
    const { rows } = await tx.query<{ user_id: string; email: string }>(
      `select t.user_id, t.email from auth.one_time_tokens t join auth.users u on u.id = t.user_id
        where t.token_type = 'email_change' and (u.email = $1 or t.email = $1)
        order by t.created_at desc limit 1`,
      [email],
    );
    const pending = rows[0];
    if (!pending) return null;
    const flowStateId = pkce
      ? await createFlowState(tx, pkce, 'email_change', pending.user_id)
      : null;
    return issueEmailToken(tx, config, {
      kind: 'email_change',
      userId: pending.user_id,
      email: pending.email,
      redirectTo,
      flowStateId,
    });
  });

  if (issued)
    await deliver(deps, issued.message, body.type === 'signup' ? 'confirmation' : 'email change');
  sendJson(ctx.res, 200, {});
}

const recoverBody = z.object({
  email: z.string().nullish(),
  gotrue_meta_security: securityField,
  ...pkceFields,
});

/** Sends a password reset link; answers `{}` whether or not the address has an account. */
export async function handleRecover(ctx: RequestContext, deps: AuthDeps): Promise<void> {
  const { config } = deps;
  const body = parseBody(ctx, recoverBody);
  const email = normaliseEmail(body.email);
  const pkce = readPkceParams(body.code_challenge, body.code_challenge_method);
  const redirectTo = resolveRedirect(config, ctx.url.searchParams.get('redirect_to'));

  const issued = await deps.db.transaction<IssuedEmail | null>(async (tx) => {
    await reserveEmailSend(tx, deps, email);
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    const flowStateId = pkce ? await createFlowState(tx, pkce, 'recovery', user.id) : null;
    return issueEmailToken(tx, config, {
      kind: 'recovery',
      userId: user.id,
      email,
      redirectTo,
      flowStateId,
    });
  });

  if (issued) await deliver(deps, issued.message, 'recovery');
  sendJson(ctx.res, 200, {});
}
